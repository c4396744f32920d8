import Waypoint

/// The navigation in a state, found at run time: its stacks with their elements, its
/// presentations with the destination each shows, nested to any depth, and nothing else.
///
/// ```swift
/// print(NavigationTree(store.state))
/// // AppFeature.State
/// //   inventory
/// //     path: stack of 2
/// //       #0 detail
/// //       #1 detail
/// //         destination: edit
/// //   settings: SettingsFeature
/// ```
///
/// Every stack is shown with its elements, even an empty one; a presentation only while it
/// presents something; a part of the state that holds no navigation is left out. An element or
/// destination of an enum is named by its case (`NavigationCases` names it without
/// reflection).
public struct NavigationTree: Equatable, Sendable, CustomStringConvertible {
  /// One place in the tree.
  public struct Node: Equatable, Sendable {
    /// What the place is.
    public enum Kind: Equatable, Sendable {
      /// The state the tree was made of, or a part of it that holds navigation.
      case feature
      /// A stack, with its number of elements.
      case stack(count: Int)
      /// An element of a stack, with its ID.
      case element(id: StackElementID)
      /// A presentation that presents something.
      case presentation
    }

    /// The line printed for the place: `path: stack of 2`, `#1 detail`, `destination: edit`.
    public var label: String
    /// What the place is.
    public var kind: Kind
    /// The screen a ``NavigationGraph`` names this place by, when it is a screen: a feature's
    /// state type, or an enum type and case (`InventoryFeature.Path.State.detail`).
    public var screen: NavigationGraph.Screen?
    /// The places inside it.
    public var children: [Node]

    /// Creates a node.
    public init(label: String, kind: Kind, screen: NavigationGraph.Screen?, children: [Node]) {
      self.label = label
      self.kind = kind
      self.screen = screen
      self.children = children
    }
  }

  /// The root: the state itself.
  public var root: Node

  /// Finds the navigation in a state.
  ///
  /// - Parameter state: Any state: an app's, a feature's, a stack.
  /// - Complexity: O(size of the state): every stored property is visited once, by reflection.
  ///   Meant for logs, tests and debugging, not for every action.
  public init(_ state: Any) {
    let type = Swift.type(of: state)
    let name = typeName(type)
    if state is any NavigationStackReflecting, let stack = Self.node(for: state, label: name) {
      root = stack
      root.label.removeFirst(name.count + 2)
    } else {
      root = Node(
        label: name, kind: .feature, screen: .feature(type), children: Self.children(of: state))
    }
  }

  /// The tree as indented lines, two spaces a level.
  public var description: String {
    var lines: [String] = []
    func walk(_ node: Node, depth: Int) {
      lines.append(String(repeating: "  ", count: depth) + node.label)
      for child in node.children { walk(child, depth: depth + 1) }
    }
    walk(root, depth: 0)
    return lines.joined(separator: "\n")
  }

  /// The steps between screens the state shows, each from a screen to one it leads to: from a
  /// stack's owner to its bottom element, from each element to the one above, from a screen to
  /// what it presents. What a ``NavigationGraph`` highlights.
  public var steps: [(from: NavigationGraph.Screen, to: NavigationGraph.Screen)] {
    var steps: [(NavigationGraph.Screen, NavigationGraph.Screen)] = []
    func walk(_ node: Node, owner: NavigationGraph.Screen?) {
      let here = node.screen ?? owner
      for child in node.children {
        switch child.kind {
        case .stack:
          var below = here
          for element in child.children {
            if let below, let screen = element.screen { steps.append((below, screen)) }
            walk(element, owner: element.screen)
            below = element.screen ?? below
          }
        case .presentation:
          if let here, let screen = child.screen { steps.append((here, screen)) }
          walk(child, owner: child.screen ?? here)
        case .feature, .element:
          walk(child, owner: here)
        }
      }
    }
    walk(root, owner: nil)
    return steps
  }

  /// The navigation inside a value.
  static func children(of value: Any) -> [Node] {
    var nodes: [Node] = []
    let mirror = Mirror(reflecting: value)
    for (offset, child) in mirror.children.enumerated() {
      var label = child.label ?? "[\(offset)]"
      if label.hasPrefix("_$") { continue }
      if label.hasPrefix("_") { label.removeFirst() }
      if let node = node(for: child.value, label: label) { nodes.append(node) }
    }
    return nodes
  }

  /// The node for a value found under a label, or `nil` when it holds no navigation.
  static func node(for value: Any, label: String) -> Node? {
    if let stack = value as? any NavigationStackReflecting {
      let entries = stack.reflectedEntries
      return Node(
        label: "\(label): stack of \(entries.count)", kind: .stack(count: entries.count),
        screen: nil,
        children: entries.map { entry in
          let (name, screen, children) = describe(entry.element)
          return Node(
            label: "\(entry.id) \(name)", kind: .element(id: entry.id), screen: screen,
            children: children)
        })
    }
    if let presents = value as? any NavigationPresentsReflecting {
      guard let presented = presents.reflectedPresented else { return nil }
      let (name, screen, children) = describe(presented)
      return Node(
        label: "\(label): \(name)", kind: .presentation, screen: screen, children: children)
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .class, nil:
      // Classes are left alone: they may be shared, and may refer back to the state.
      return nil
    case .optional:
      // An optional child state shows as the state it holds, under the same label.
      return mirror.children.first.flatMap { node(for: $0.value, label: label) }
    default:
      let children = children(of: value)
      guard !children.isEmpty else { return nil }
      return Node(
        label: label, kind: .feature, screen: .feature(type(of: value)), children: children)
    }
  }

  /// A presented value or stack element's name, screen, and the navigation inside it.
  static func describe(_ value: Any) -> (String, NavigationGraph.Screen, [Node]) {
    if let cases = value as? any NavigationCases {
      let name = cases.caseName
      // The payload of the case, the one child an enum's mirror has.
      let payload = Mirror(reflecting: value).children.first?.value
      return (
        name, .case(name, of: type(of: value)), payload.map(children(of:)) ?? []
      )
    }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .enum {
      let name = caseName(of: value)
      let payload = mirror.children.first?.value
      return (
        name, .case(name, of: type(of: value)), payload.map(children(of:)) ?? []
      )
    }
    let screen = NavigationGraph.Screen.feature(type(of: value))
    return (screen.name, screen, children(of: value))
  }
}
