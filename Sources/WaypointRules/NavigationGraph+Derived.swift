import Waypoint

/// Rules that say which cases of an enum of destinations may be shown where, which a
/// ``NavigationGraph`` drawn from a state type obeys: a stack's ``StackRules`` and a
/// presentation's ``PresentationRules`` are such rules.
public protocol NavigationRuleSet: Sendable {
  /// The enum of destinations the rules govern: a stack's element type, a presentation's
  /// destination type.
  associatedtype Governed

  /// Whether the rules govern stacks of ``Governed`` (`true`) or presentations of it (`false`).
  static var governsStacks: Bool { get }

  /// Whether the case at `index` may be shown over the case at `below`: pushed directly above
  /// it on a stack; pushed first on the stack, or presented, when `below` is `nil`.
  ///
  /// - Parameters:
  ///   - index: The case's position among the enum's cases.
  ///   - below: The position of the case below it, or `nil`.
  /// - Returns: Whether the rules allow it.
  func allowsCase(at index: Int, over below: Int?) -> Bool
}

extension StackRules: NavigationRuleSet {
  /// The stack's element type.
  public typealias Governed = Element

  /// `true`: stack rules govern stacks.
  public static var governsStacks: Bool { true }

  /// Whether the case at `index` may start the stack (`below` is `nil`) or stand directly above
  /// the case at `below`; a case the rules forbid (`.atMost(0, …)`) may stand nowhere, and a
  /// case limited to one element never over itself.
  ///
  /// - Parameters:
  ///   - index: The case's position.
  ///   - below: The position of the case below it, or `nil` at the bottom.
  /// - Returns: Whether the rules allow it.
  public func allowsCase(at index: Int, over below: Int?) -> Bool {
    let table = self.table
    guard table.limits.indices.contains(index), table.limits[index] > 0 else { return false }
    guard let below else { return table.maxDepth > 0 && table.mayFollow(index, below: -1) }
    guard table.maxDepth > 1, table.limits.indices.contains(below), table.limits[below] > 0,
      table.mayFollow(index, below: below)
    else { return false }
    return index != below || table.limits[index] > 1
  }
}

extension PresentationRules: NavigationRuleSet {
  /// The presentation's destination type.
  public typealias Governed = Destination

  /// `false`: presentation rules govern presentations.
  public static var governsStacks: Bool { false }

  /// Whether the rules allow the case at `index` to be presented; `below` is not read.
  ///
  /// - Parameters:
  ///   - index: The case's position.
  ///   - below: Not read.
  /// - Returns: Whether the rules allow it.
  public func allowsCase(at index: Int, over below: Int?) -> Bool {
    Destination.caseNames.indices.contains(index) && allows(caseIndex: index)
  }
}

extension NavigationGraph {
  /// Draws the navigation graph of a state type: every screen its navigation can reach and the
  /// ways between them, from the walk over types that `@ObservableState` writes at compile time
  /// (`NavigationTypeWalker` in Waypoint). No app writes the graph, and nothing is found by
  /// reflection.
  ///
  /// ```swift
  /// let graph = NavigationGraph(
  ///   AppFeature.State.self, title: "Inventory",
  ///   rules: [InventoryFeature.pathRules, ItemDetailFeature.destinationRules])
  /// print(graph.dot(highlighting: store.state))   // the current path in red
  /// ```
  ///
  /// - A stack leads from the screen that holds it to each case that may start it, and from
  ///   each case to each case that may stand directly above it (``Edge/Kind/push``).
  /// - A `@Presents` property leads from its screen to each case of its destination enum, or
  ///   to its feature, in the style it declares, or the alert's or dialog's a case holds.
  /// - A child state that can hold navigation is a screen of its own, a tab
  ///   (``Edge/Kind/tab``) when its parent adopts `NavigationSelection`, a part of the parent
  ///   (``Edge/Kind/contains``) otherwise; one that holds none is left out.
  /// - Screens are named as a ``NavigationTree`` names them, so a state's path can be
  ///   highlighted: its pushes and presentations (a tree has no steps into a tab or a part).
  ///
  /// Rules restrict the ways: each stack and presentation of an enum obeys the rules given for
  /// its enum, if any; without rules every case may follow every case. A case no way reaches is
  /// left out, with what it leads to. A recursive navigation, a feature that presents itself,
  /// is drawn once, its screens leading back to themselves.
  ///
  /// - Parameters:
  ///   - type: The state type: an app's, a feature's.
  ///   - title: The graph's title.
  ///   - rules: The rules of its stacks and presentations.
  public init<State: ObservableState>(
    _ type: State.Type, title: String = "Navigation", rules: [any NavigationRuleSet] = []
  ) {
    var builder = GraphBuilder(root: .feature(State.self), title: title, rules: rules)
    builder.enter(State.self) { State._$walkNavigationType(&$0) }
    self = builder.graph
  }
}

/// Draws a ``NavigationGraph`` from what a walk over a state type shows it.
private struct GraphBuilder: NavigationTypeWalker {
  /// A case of an enum of destinations, as a listing pass finds it.
  struct Case {
    var name: String
    var index: Int
    var screen: NavigationGraph.Screen
    var style: PresentationStyle?
  }

  /// What a walk call is for.
  enum Mode {
    /// Drawing the screens and ways the walk shows.
    case drawing
    /// Listing an enum's cases, and nothing else.
    case listing
    /// Walking into the cases of an enum that the graph shows, each from the screen it is, and
    /// with the way to it that waits for something inside it to be drawn, for a child's case.
    case cases([Int: (screen: NavigationGraph.Screen, pending: NavigationGraph.Edge?)])
  }

  var graph: NavigationGraph
  /// The screen that shows what is walked now.
  var owner: NavigationGraph.Screen
  /// Whether the state whose properties are walked now selects one of its children (tabs).
  var ownerSelects = false
  var mode = Mode.drawing
  /// The cases the last listing found.
  var listed: [Case] = []
  /// Each type walked into, with the screen it was shown from, and whether walking it drew
  /// anything: each is walked once, so that a recursive navigation ends, and a type shown from
  /// several screens is walked from each.
  var visited: [Visit: Bool] = [:]
  /// How many times something was drawn.
  var draws = 0
  /// A child's way and screen, drawn once something inside the child is.
  var pending: [NavigationGraph.Edge] = []
  let stackRules: [ObjectIdentifier: any NavigationRuleSet]
  let presentationRules: [ObjectIdentifier: any NavigationRuleSet]

  init(root: NavigationGraph.Screen, title: String, rules: [any NavigationRuleSet]) {
    graph = NavigationGraph(title)
    graph.add(root)
    owner = root
    var stackRules: [ObjectIdentifier: any NavigationRuleSet] = [:]
    var presentationRules: [ObjectIdentifier: any NavigationRuleSet] = [:]
    func governed<Rules: NavigationRuleSet>(_ rules: Rules) -> (ObjectIdentifier, Bool) {
      (ObjectIdentifier(Rules.Governed.self), Rules.governsStacks)
    }
    for set in rules {
      let (type, isStack) = governed(set)
      if isStack { stackRules[type] = set } else { presentationRules[type] = set }
    }
    self.stackRules = stackRules
    self.presentationRules = presentationRules
  }

  /// A type walked into, and the screen it was shown from.
  struct Visit: Hashable {
    var type: ObjectIdentifier
    var owner: NavigationGraph.Screen
  }

  /// Walks into `type` with the state's properties shown from `owner`, unless it was walked
  /// into from `owner` before.
  mutating func enter<Value>(_ type: Value.Type, _ walk: (inout Self) -> Void) {
    let visit = Visit(type: ObjectIdentifier(type), owner: owner)
    if let drew = visited[visit] {
      // Walked before: a child that holds navigation is drawn as it was then.
      if drew { draw([]) }
      return
    }
    visited[visit] = false
    let saved = (owner, ownerSelects, mode)
    let draws = self.draws
    ownerSelects = type is any NavigationSelection.Type
    mode = .drawing
    walk(&self)
    (owner, ownerSelects, mode) = saved
    visited[visit] = self.draws > draws
  }

  /// Walks into `type` with its properties shown from `screen`.
  mutating func enter<Value>(
    _ type: Value.Type, from screen: NavigationGraph.Screen, _ walk: (inout Self) -> Void
  ) {
    let saved = owner
    owner = screen
    enter(type, walk)
    owner = saved
  }

  /// The cases of the enum `walk` walks, in order; none for a type that is not an enum.
  mutating func cases(_ walk: (inout Self) -> Void) -> [Case] {
    let saved = mode
    mode = .listing
    walk(&self)
    mode = saved
    let found = listed
    listed = []
    return found
  }

  /// Draws screens, in order, and first the pending ways of the children they are inside.
  mutating func draw(_ screens: [NavigationGraph.Screen]) {
    draws += 1
    for waiting in pending {
      graph.add(waiting.from)
      graph.add(waiting.to)
      graph.add(waiting)
    }
    pending = []
    for screen in screens { graph.add(screen) }
  }

  /// Draws a way, and first the pending ways of the children it is inside.
  mutating func draw(_ edge: NavigationGraph.Edge) {
    draw([])
    graph.add(edge.from)
    graph.add(edge.to)
    graph.add(edge)
  }

  mutating func walkStackType<Element>(
    _ element: Element.Type, label: String, element walk: (inout Self) -> Void
  ) {
    guard case .drawing = mode else { return }
    let cases = cases(walk)
    guard !cases.isEmpty else {
      let screen = NavigationGraph.Screen.feature(Element.self)
      draw(.init(from: owner, to: screen, kind: .push))
      draw(.init(from: screen, to: screen, kind: .push))
      enter(Element.self, from: screen, walk)
      return
    }
    let rules = stackRules[ObjectIdentifier(Element.self)]
    func allows(_ index: Int, over below: Int?) -> Bool {
      rules?.allowsCase(at: index, over: below) ?? true
    }
    // A case is drawn when it may start the stack: the rules may allow it over another case
    // only, which comes first.
    var reached = Set(cases.filter { allows($0.index, over: nil) }.map(\.index))
    var grew = true
    while grew {
      grew = false
      for above in cases where !reached.contains(above.index) {
        if reached.contains(where: { allows(above.index, over: $0) }) {
          reached.insert(above.index)
          grew = true
        }
      }
    }
    let shown = cases.filter { reached.contains($0.index) }
    guard !shown.isEmpty else { return }
    draw([owner] + shown.map(\.screen))
    for screen in shown where allows(screen.index, over: nil) {
      draw(.init(from: owner, to: screen.screen, kind: .push))
    }
    for below in shown {
      for above in shown where allows(above.index, over: below.index) {
        draw(.init(from: below.screen, to: above.screen, kind: .push))
      }
    }
    walkCases(of: Element.self, shown, walk)
  }

  /// Walks into each of `cases`, an enum's, from its own screen; for a child's cases, with the
  /// way from `child` to each waiting until something inside the case is drawn.
  mutating func walkCases<Enum>(
    of type: Enum.Type, _ cases: [Case], child kind: NavigationGraph.Edge.Kind? = nil,
    _ walk: (inout Self) -> Void
  ) {
    var screens: [Int: (screen: NavigationGraph.Screen, pending: NavigationGraph.Edge?)] = [:]
    for found in cases where screens[found.index] == nil {
      let way = kind.map { NavigationGraph.Edge(from: owner, to: found.screen, kind: $0) }
      screens[found.index] = (found.screen, way)
    }
    enter(type) { builder in
      builder.mode = .cases(screens)
      walk(&builder)
    }
  }

  mutating func walkPresentationType<Value>(
    _ value: Value.Type, label: String, style: PresentationStyle,
    inside walk: (inout Self) -> Void
  ) {
    guard case .drawing = mode else { return }
    let cases = cases(walk)
    guard !cases.isEmpty else {
      let screen = NavigationGraph.Screen.feature(Value.self)
      draw(.init(from: owner, to: screen, kind: .shown(style)))
      enter(Value.self, from: screen, walk)
      return
    }
    let rules = presentationRules[ObjectIdentifier(Value.self)]
    let shown = cases.filter { rules?.allowsCase(at: $0.index, over: nil) ?? true }
    guard !shown.isEmpty else { return }
    draw([owner] + shown.map(\.screen))
    for screen in shown {
      draw(.init(from: owner, to: screen.screen, kind: .shown(screen.style ?? style)))
    }
    walkCases(of: Value.self, shown, walk)
  }

  mutating func walkChildType<Value>(
    _ value: Value.Type, label: String, inside walk: (inout Self) -> Void
  ) {
    guard case .drawing = mode else { return }
    let kind: NavigationGraph.Edge.Kind = ownerSelects ? .tab : .contains
    let cases = cases(walk)
    let depth = pending.count
    guard !cases.isEmpty else {
      let screen = NavigationGraph.Screen.feature(Value.self)
      pending.append(.init(from: owner, to: screen, kind: kind))
      enter(Value.self, from: screen, walk)
      pending.removeSubrange(min(depth, pending.count)...)
      return
    }
    // An enum shows one case at a time in the child's place: each is a screen of its own.
    walkCases(of: Value.self, cases, child: kind, walk)
  }

  mutating func walkCaseType<Enum, Value>(
    _ value: Value.Type, name: String, index: Int, of enumType: Enum.Type,
    style: PresentationStyle?, inside walk: (inout Self) -> Void
  ) {
    switch mode {
    case .listing:
      listed.append(
        Case(name: name, index: index, screen: .case(name, of: Enum.self), style: style))
    case .cases(let screens):
      guard let (screen, way) = screens[index] else { return }
      let depth = pending.count
      if let way { pending.append(way) }
      enter(Value.self, from: screen, walk)
      pending.removeSubrange(min(depth, pending.count)...)
    case .drawing:
      // An enum walked as a root: each case is a part of it.
      let screen = NavigationGraph.Screen.case(name, of: Enum.self)
      let depth = pending.count
      pending.append(.init(from: owner, to: screen, kind: .contains))
      enter(Value.self, from: screen, walk)
      pending.removeSubrange(min(depth, pending.count)...)
    }
  }
}
