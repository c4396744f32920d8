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
/// destination of an enum is named by its case. The walk over the state is written at compile
/// time by `@ObservableState` (see `NavigationWalker` in Waypoint): nothing is found by reflection.
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
      /// A screen pushed on a stack of nodes (WaypointNodes), by its node's ID: only in a tree
      /// made of the `Navigation` that a graph of nodes shows.
      case node(id: UInt64)
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
    /// How a presentation shows what it presents: as its `@Presents(_:)` declares (a sheet by
    /// default), or as the alert or dialog its case holds. `nil` for a place that is not a
    /// presentation.
    public var style: PresentationStyle?
    /// Whether the place is a child state that its parent does not show now: a tab not
    /// selected (`NavigationSelection`). Its navigation is kept, and is in the tree, but the
    /// user does not see it.
    public var isHidden = false

    /// Creates a node.
    ///
    /// - Parameters:
    ///   - label: The line printed for the place.
    ///   - kind: What the place is.
    ///   - screen: The screen a graph names it by, if it is one.
    ///   - children: The places inside it.
    ///   - style: How it presents, for a presentation.
    public init(
      label: String, kind: Kind, screen: NavigationGraph.Screen?, children: [Node],
      style: PresentationStyle? = nil
    ) {
      self.label = label
      self.kind = kind
      self.screen = screen
      self.children = children
      self.style = style
    }
  }

  /// The root: the state itself.
  public var root: Node

  /// Finds the navigation in a state.
  ///
  /// The walk is the one `@ObservableState` writes at compile time
  /// (`_$walkNavigation(_:)`): a struct's stored properties whose
  /// type mentions `State`, an enum's case. A child state without `@ObservableState` shows no
  /// navigation inside it.
  ///
  /// - Parameter state: Any observable state: an app's, a feature's.
  /// - Complexity: O(size of the navigation): every stack element and presentation is visited
  ///   once. Meant for logs, tests and debugging, not for every action.
  public init<State: ObservableState>(_ state: State) {
    var walker = TreeWalker(root: Node(feature: State.self, label: typeName(State.self)))
    walker.selected[0] = (state as? any NavigationSelection)?.selectedNavigationChild
    state._$walkNavigation(&walker)
    root = walker.finished()
  }

  /// Finds the navigation in a stack: its elements, and what each one holds.
  ///
  /// - Parameter stack: The stack.
  /// - Complexity: O(size of the navigation).
  public init<Element: ObservableState>(_ stack: StackState<Element>) {
    var walker = TreeWalker(root: Node(feature: StackState<Element>.self, label: ""))
    stack.walkNavigation(&walker)
    root = walker.finished().children[0]
    root.label.removeFirst(2)
  }

  /// The tree of where the user is, from the one description both worlds share: a store's
  /// (`Navigation(state)`) or a graph of nodes' (`Navigation(window)`).
  ///
  /// ```swift
  /// print(NavigationTree(Navigation(window)))
  /// // root
  /// //   stack of 2
  /// //     node #3 home
  /// //     node #5 trail
  /// //       sheet: sightingForm (node #8)
  /// //         stack of 1
  /// //           node #9 species
  /// ```
  ///
  /// A `Navigation` names each screen by its case and place only, and leaves out the parts of a
  /// state that hold them, so this tree is its levels: the root's stack (left out when the root
  /// pushes nothing), each level's first screen as a presentation in the level's style, shown
  /// from the top screen of the level below, and the screens it pushes as its stack. Every screen
  /// is ``NavigationGraph/Screen/named(_:)`` its name, and the root is
  /// ``NavigationGraph/Screen/root``, as ``NavigationGraph/add(_:)`` names them, so the graph
  /// highlights the tree's ``steps``.
  ///
  /// - Parameter navigation: Where the user is.
  /// - Complexity: O(*n*) in the navigation's screens.
  public init(_ navigation: Navigation) {
    // Built top down: each level's subtree hangs from the top screen of the level below.
    var above: Node?
    for level in navigation.levels.reversed() {
      var screens = level.screens.map(Node.init(screen:))
      guard !screens.isEmpty else { continue }
      if let above { screens[screens.count - 1].children.append(above) }
      if level.style == .push {
        above = Node(stack: screens)
      } else {
        var presented = screens.removeFirst()
        presented.kind = .presentation
        presented.style = level.style
        presented.label = "\(level.style): \(level.screens[0])"
        if !screens.isEmpty { presented.children.append(Node(stack: screens)) }
        above = presented
      }
    }
    root = Node(label: "root", kind: .feature, screen: .root, children: above.map { [$0] } ?? [])
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
  /// what it presents, and from a state to the child states it shows (its selected tab, say).
  /// What a ``NavigationGraph`` highlights.
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
        case .feature:
          if let here, let screen = child.screen, !child.isHidden { steps.append((here, screen)) }
          walk(child, owner: here)
        case .element, .node:
          walk(child, owner: here)
        }
      }
    }
    walk(root, owner: nil)
    return steps
  }
}

extension NavigationTree.Node {
  /// A place named by a state's type, with nothing in it yet.
  init(feature type: Any.Type, label: String) {
    self.init(label: label, kind: .feature, screen: .feature(type), children: [])
  }

  /// A screen of a `Navigation` on a stack, named by its name alone.
  init(screen: Navigation.Screen) {
    let kind: Kind
    let label: String
    switch screen.place {
    case .element(let id):
      kind = .element(id: id)
      label = "\(id) \(screen.name)"
    case .node(let id):
      kind = .node(id: id)
      label = "node #\(id) \(screen.name)"
    case .presentation:
      // Presented, but pushed on a level by whoever made the navigation: a screen all the same.
      kind = .feature
      label = screen.description
    }
    self.init(label: label, kind: kind, screen: .named(screen.name), children: [])
  }

  /// A stack of screens.
  init(stack screens: [Self]) {
    self.init(
      label: "stack of \(screens.count)", kind: .stack(count: screens.count), screen: nil,
      children: screens)
  }
}

/// Builds a ``NavigationTree`` from what a walk over a state shows it.
private struct TreeWalker: NavigationWalker {
  /// The places being built, innermost last; the first is the root.
  var open: [NavigationTree.Node]
  /// The label of each open place before its case names it, by position in `open`.
  var labels: [String?]
  /// The child each open place shows, when it selects one, by position in `open`.
  var selected: [String?]

  init(root: NavigationTree.Node) {
    open = [root]
    labels = [nil]
    selected = [nil]
  }

  /// The root, once the walk is over.
  func finished() -> NavigationTree.Node { open[0] }

  /// Opens `node`, walks inside it, and closes it into its parent; a feature with no
  /// navigation inside it is left out.
  mutating func within(
    _ node: NavigationTree.Node, label: String?, _ inside: (inout Self) -> Void
  ) {
    open.append(node)
    labels.append(label)
    selected.append(nil)
    inside(&self)
    let done = open.removeLast()
    labels.removeLast()
    selected.removeLast()
    if done.kind == .feature, done.children.isEmpty { return }
    open[open.count - 1].children.append(done)
  }

  mutating func walkStack<Element>(
    _ stack: StackState<Element>, label: String, element: (Element, inout Self) -> Void
  ) {
    let node = NavigationTree.Node(
      label: "\(label): stack of \(stack.count)", kind: .stack(count: stack.count), screen: nil,
      children: [])
    within(node, label: nil) { walker in
      for (id, value) in zip(stack.ids, stack) {
        let screen = NavigationGraph.Screen.feature(Element.self)
        let node = NavigationTree.Node(
          label: "\(id) \(screen.name)", kind: .element(id: id), screen: screen, children: [])
        walker.within(node, label: "\(id)") { element(value, &$0) }
      }
    }
  }

  mutating func walkPresentation<Value>(
    _ value: Value, label: String, style: PresentationStyle, inside: (inout Self) -> Void
  ) {
    let screen = NavigationGraph.Screen.feature(Value.self)
    let node = NavigationTree.Node(
      label: "\(label): \(screen.name)", kind: .presentation, screen: screen, children: [],
      style: style)
    within(node, label: label) { walker in
      walker.selected[walker.selected.count - 1] =
        (value as? any NavigationSelection)?.selectedNavigationChild
      inside(&walker)
    }
  }

  mutating func walkChild<Value>(_ value: Value, label: String, inside: (inout Self) -> Void) {
    var node = NavigationTree.Node(feature: Value.self, label: label)
    if let shown = selected[selected.count - 1], shown != label { node.isHidden = true }
    within(node, label: nil) { walker in
      walker.selected[walker.selected.count - 1] =
        (value as? any NavigationSelection)?.selectedNavigationChild
      inside(&walker)
    }
  }

  mutating func walkCase<Enum, Value>(
    _ value: Value, name: String, index: Int, of enumType: Enum.Type,
    style: PresentationStyle?, inside: (inout Self) -> Void
  ) {
    // The case names the place that holds the enum: a stack's element or a presentation.
    let top = open.count - 1
    if let label = labels[top] {
      open[top].label = open[top].kind == .presentation ? "\(label): \(name)" : "\(label) \(name)"
    }
    open[top].screen = .case(name, of: Enum.self)
    selected[top] = (value as? any NavigationSelection)?.selectedNavigationChild
    // An alert or a dialog is shown as one, whatever presents it.
    if let style, open[top].kind == .presentation { open[top].style = style }
    inside(&self)
  }
}
