import CasePaths
import Waypoint

/// Which screen can lead to which: the navigation graph of an app, drawn from its state's type
/// and its rules, and exported as Graphviz DOT or Mermaid.
///
/// ```swift
/// let graph = NavigationGraph(
///   AppFeature.State.self, title: "Inventory",
///   rules: [InventoryFeature.pathRules, ItemDetailFeature.destinationRules])
/// print(graph.dot(highlighting: store.state))   // the current path in red
/// ```
///
/// ``init(_:title:rules:)`` draws every screen the state's type can hold. A graph can also be
/// drawn by hand, for navigation no state type holds:
///
/// ```swift
/// var graph = NavigationGraph("Inventory")
/// graph.addStack(rules: InventoryFeature.pathRules, below: .feature(InventoryFeature.State.self))
/// graph.addPresentations(
///   rules: ItemDetailFeature.destinationRules, from: .screen(\InventoryFeature.Path.State.Cases.detail))
/// ```
///
/// A stack adds an edge from the screen that holds it to each case that may start it, and from
/// each case to each case that may stand directly above it, as its ``StackRules`` say; a case the
/// rules forbid (`.atMost(0, …)`) is left out. Presentations add an edge from the presenting
/// screen to each destination its ``PresentationRules`` allow.
public struct NavigationGraph: Sendable {
  /// A screen: a feature, or a case of an enum of destinations.
  public struct Screen: Hashable, Sendable, CustomStringConvertible {
    /// What the graph knows the screen by: a type name, with the case for an enum's case
    /// (`InventoryFeature.Path.State.detail`).
    public var id: String
    /// The screen's short name: the case, or the feature's name.
    public var name: String
    /// The group the screen is drawn in: the enum, for a case (`InventoryFeature.Path`).
    public var group: String?

    /// A feature, named by its state type.
    ///
    /// - Parameter type: The feature's state type, such as `InventoryFeature.State.self`.
    public static func feature(_ type: Any.Type) -> Self {
      let id = typeName(type)
      let short =
        id.hasPrefix("AlertState<")
        ? "alert" : id.hasPrefix("ConfirmationDialogState<") ? "dialog" : trimmingState(id)
      return Self(id: id, name: short, group: nil)
    }

    /// A case of an enum of destinations.
    ///
    /// A path that is not one of the enum's cases is reported.
    ///
    /// - Parameters:
    ///   - path: The case's key path, such as `\InventoryFeature.Path.State.Cases.detail`.
    ///   - fileID: The file of the call, for reports.
    ///   - filePath: The path of that file, for reports.
    ///   - line: The line of the call, for reports.
    ///   - column: The column of the call, for reports.
    public static func screen<Cases: NavigationCases & CasePathIterable>(
      _ path: PartialCaseKeyPath<Cases>,
      fileID: StaticString = #fileID, filePath: StaticString = #filePath,
      line: UInt = #line, column: UInt = #column
    ) -> Self {
      let index = caseIndices(
        of: [path], fileID: fileID, filePath: filePath, line: line, column: column
      ).first
      return .case(index.map { Cases.caseNames[$0] } ?? "\(path)", of: Cases.self)
    }

    static func `case`(_ name: String, of type: Any.Type) -> Self {
      let enumName = typeName(type)
      return Self(id: "\(enumName).\(name)", name: name, group: trimmingState(enumName))
    }

    public var description: String { id }

    /// A type's name without its module.
    private static func trimmingState(_ name: String) -> String {
      name.hasSuffix(".State") ? String(name.dropLast(6)) : name
    }
  }

  /// A way from one screen to another.
  public struct Edge: Hashable, Sendable {
    /// How the second screen is shown.
    ///
    /// ```swift
    /// NavigationGraph.Edge.Kind.push == .shown(.push)  // true
    /// "\(NavigationGraph.Edge.Kind.shown(.fullScreenCover))"  // "full-screen cover"
    /// ```
    public enum Kind: Hashable, Sendable, CustomStringConvertible {
      /// Shown in a known `PresentationStyle`: pushed on a stack, or presented as a sheet, a
      /// full-screen cover, a popover, an alert or a confirmation dialog.
      case shown(PresentationStyle)
      /// Presented in a style the graph was not told: a case of an enum of destinations, which
      /// does not say how its view shows it.
      case present
      /// Selected as a tab, or shown in a column.
      case tab
      /// Shown inside the first screen, as a part of it: a child feature's state that is not a
      /// tab, a split view, the windows.
      case contains

      /// Pushed on a stack: `.shown(.push)`.
      public static let push = Kind.shown(.push)

      /// The way in words: ``description``, under the name it had when the kind was a string.
      @available(*, deprecated, renamed: "description")
      public var rawValue: String { description }

      /// Whether the second screen is presented, starting a new level.
      public var isPresentation: Bool {
        switch self {
        case .shown(let style): style.isPresentation
        case .present: true
        case .tab, .contains: false
        }
      }

      /// The way in words, as the exported pictures label it: `push`, `sheet`,
      /// `full-screen cover`, …, `present` when the style is not known, `tab`, `contains`.
      public var description: String {
        switch self {
        case .shown(let style): style.description
        case .present: "present"
        case .tab: "tab"
        case .contains: "contains"
        }
      }
    }

    /// The screen the way starts from.
    public var from: Screen
    /// The screen it leads to.
    public var to: Screen
    /// How the second screen is shown.
    public var kind: Kind
  }

  /// The graph's title.
  public var title: String
  /// The screens, in the order they were added.
  public private(set) var screens: [Screen] = []
  /// The ways between screens, in the order they were added.
  public private(set) var edges: [Edge] = []
  private var known: Set<Screen> = []
  private var knownEdges: Set<Edge> = []

  /// Creates a graph with no screens.
  ///
  /// - Parameter title: The graph's title.
  public init(_ title: String = "Navigation") {
    self.title = title
  }

  /// Adds a stack's screens, and the ways its rules allow between them.
  ///
  /// - Parameters:
  ///   - type: The stack's element type; inferred from `rules` when they are given.
  ///   - rules: The stack's rules; without rules every case may follow every case.
  ///   - owner: The screen that holds the stack.
  public mutating func addStack<Element>(
    _ type: Element.Type = Element.self, rules: StackRules<Element> = [], below owner: Screen
  ) {
    let table = rules.table
    add(owner)
    let cases = Element.caseNames.indices.filter { table.limits[$0] > 0 }
    let screens = Element.caseNames.map { Screen.case($0, of: Element.self) }
    for index in cases { add(screens[index]) }
    guard table.maxDepth > 0 else { return }
    for index in cases where table.mayFollow(index, below: -1) {
      add(Edge(from: owner, to: screens[index], kind: .push))
    }
    guard table.maxDepth > 1 else { return }
    for below in cases {
      for index in cases where table.mayFollow(index, below: below) {
        if index == below, table.limits[index] < 2 { continue }
        add(Edge(from: screens[below], to: screens[index], kind: .push))
      }
    }
  }

  /// Adds the destinations a screen may present, as its rules say.
  ///
  /// - Parameters:
  ///   - type: The destination type; inferred from `rules` when they are given.
  ///   - rules: The presentation's rules; without rules every destination may be presented.
  ///   - screen: The presenting screen.
  ///   - style: How the destination's view presents a case: a sheet, a cover, …; a case it
  ///     returns `nil` for is drawn as ``Edge/Kind/present``, a presentation of a style not
  ///     known. By default no case's style is known.
  public mutating func addPresentations<Destination>(
    _ type: Destination.Type = Destination.self,
    rules: PresentationRules<Destination> = [],
    from screen: Screen,
    style: (_ caseName: String) -> PresentationStyle? = { _ in nil }
  ) {
    add(screen)
    for (index, name) in Destination.caseNames.enumerated() where rules.allows(caseIndex: index) {
      let destination = Screen.case(name, of: Destination.self)
      add(destination)
      let kind = style(name).map(Edge.Kind.shown) ?? .present
      add(Edge(from: screen, to: destination, kind: kind))
    }
  }

  /// Adds a way from one screen to another.
  ///
  /// - Parameters:
  ///   - from: The screen the way starts from.
  ///   - to: The screen it leads to.
  ///   - kind: How the second screen is shown.
  public mutating func addEdge(from: Screen, to: Screen, kind: Edge.Kind) {
    add(from)
    add(to)
    add(Edge(from: from, to: to, kind: kind))
  }

  mutating func add(_ screen: Screen) {
    if known.insert(screen).inserted { screens.append(screen) }
  }

  mutating func add(_ edge: Edge) {
    if knownEdges.insert(edge).inserted { edges.append(edge) }
  }

  /// The screens and ways a state shows, to highlight.
  func highlights(_ tree: NavigationTree?) -> (screens: Set<Screen>, edges: Set<Edge>) {
    highlights(steps: tree?.steps ?? [])
  }

  /// The screens and ways of `steps` that the graph has, to highlight.
  func highlights(
    steps: [(from: Screen, to: Screen)]
  ) -> (screens: Set<Screen>, edges: Set<Edge>) {
    var screens: Set<Screen> = []
    var edges: Set<Edge> = []
    for step in steps {
      for edge in self.edges where edge.from == step.from && edge.to == step.to {
        edges.insert(edge)
        screens.insert(step.from)
        screens.insert(step.to)
      }
    }
    return (screens, edges)
  }

  /// The screens grouped by their enum, in the order the groups first appear; ungrouped screens
  /// under `nil`.
  func groups() -> [(String?, [Screen])] {
    var order: [String?] = []
    var members: [String?: [Screen]] = [:]
    for screen in screens {
      if members[screen.group] == nil { order.append(screen.group) }
      members[screen.group, default: []].append(screen)
    }
    return order.map { ($0, members[$0]!) }
  }
}
