import IssueReporting
import Waypoint

/// Walks every navigation a feature can reach, up to a depth, and checks each one: that the
/// navigation rules accept it, that a transition from the root reaches it and comes back, and
/// whatever else you ask, such as that its link opens it again or that a snapshot restores it.
///
/// The explorer starts at a root state and opens one screen at a time, breadth first. Where a
/// screen can go comes from the feature's derived navigation (the walk `@ObservableState`
/// writes): every stack, every absent presentation and every tab of the root that the state
/// shows. What goes there is up to you: `screens` hands out, for a state, the values to try, and
/// each one is tried in every place of its type — a stack's element (`Path.State.detail(…)`) on
/// every stack of that element type, a presented value (`Destination.State.edit(…)`,
/// `SettingsFeature.State(…)`) in every absent presentation of that type. A value is a step
/// when it ends up on top of the navigation: pushed on the top level's stack, or presented from
/// the top level, as SwiftUI presents one level at a time from each level. A value the rules
/// turn down is not a step either; the exploration counts it among its
/// ``NavigationExploration/refusals``.
///
/// ```swift
/// @Test func everyNavigationChecksOut() {
///   let explorer = NavigationExplorer(
///     from: AppFeature.State(), depth: 4,
///     rules: [AppFeature.pathRules],
///     checks: [
///       .roundTrip("link") { try AppFeature.links.open(AppFeature.links.url(for: $0), in: .init()) }
///     ]
///   ) { shown in
///     [AppFeature.Path.State.detail(DetailFeature.State(id: shown.path.count + 1))]
///   }
///   explorer.assertEveryNavigationPasses()
/// }
/// ```
///
/// The first failure is reported with the steps that lead to it from the root, as few as any
/// path to a failing navigation takes:
///
/// ```text
/// The navigation explorer found a navigation that fails “link”, 2 steps from the root:
///   push detail #0
///   sheet: edit (destination in #0)
/// …
/// ```
///
/// Two states that show the same screens, by name, style and place, in the same tab of the
/// root, are one navigation: the first one reached is explored, with its element IDs. What a
/// tab not shown holds is not part of the navigation, and is not explored beside it.
public struct NavigationExplorer<State: ObservableState> {
  /// Where every navigation starts.
  public var root: State
  /// The most steps from the root: screens opened, and tabs selected.
  public var depth: Int
  /// The most navigations to explore; the exploration stops there, and says so.
  public var limit: Int
  /// Checks every stack and presentation of a navigation must pass, such as navigation rules
  /// (`StackRules`, `PresentationRules`): a screen they turn down is not a step.
  public var rules: [any NavigationCheck]
  /// The checks run on every navigation reached, after the rules and the transition.
  public var checks: [Check]
  /// The values to try to open over a state: stack elements and presented values.
  public var screens: (_ shown: State) -> [Any]

  /// Creates an explorer.
  ///
  /// - Parameters:
  ///   - root: Where every navigation starts.
  ///   - depth: The most steps from the root; 4 by default.
  ///   - limit: The most navigations to explore; 10,000 by default.
  ///   - rules: Checks every stack and presentation must pass, such as navigation rules.
  ///   - checks: Checks to run on every navigation reached, such as a link's round trip.
  ///   - screens: The values to try to open over a state: stack elements (the cases of a
  ///     stack's `Path.State`) and presented values (the cases of a `Destination.State`, or a
  ///     presented feature's state). The state they are opened over is handed in, so that a
  ///     value can follow from what is shown (the detail of an item related to the one below).
  public init(
    from root: State, depth: Int = 4, limit: Int = 10_000, rules: [any NavigationCheck] = [],
    checks: [Check] = [], screens: @escaping (_ shown: State) -> [Any]
  ) {
    self.root = root
    self.depth = depth
    self.limit = limit
    self.rules = rules
    self.checks = checks
    self.screens = screens
  }

  /// A check run on every navigation the explorer reaches.
  public struct Check {
    /// The check's name, as a failure names it.
    public var name: String
    /// Why the navigation fails, given the explorer's rules; `nil` when it passes.
    let run: (State, [any NavigationCheck]) throws -> String?

    /// A trip the navigation must come back from as it went: the state `trip` gives back shows
    /// the same screens, by name, style and place, and passes the explorer's rules.
    ///
    /// ```swift
    /// .roundTrip("link") { state in
    ///   try links.open(links.url(for: state), in: AppFeature.State())
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The check's name.
    ///   - keepsIDs: Whether the stacks' element IDs must come back too, as a snapshot keeps
    ///     them; a link draws new ones, so they are not compared by default.
    ///   - trip: Takes a state away and back: prints its link and opens it, saves and restores
    ///     it. An error it throws is a failure.
    /// - Returns: The check.
    public static func roundTrip(
      _ name: String, keepsIDs: Bool = false, _ trip: @escaping (State) throws -> State
    ) -> Self {
      Self(name: name) { state, rules in
        let back = try trip(state)
        let (went, came) = (Navigation(state), Navigation(back))
        guard NavigationShape(went, of: state) == NavigationShape(came, of: back),
          !keepsIDs || went == came
        else {
          return "it comes back as another navigation:\n\(indented(came))"
        }
        if let failure = back.firstFailure(of: rules) {
          return "it comes back breaking the rules: \(failure.reason)"
        }
        return nil
      }
    }

    /// A check of your own: it throws, or returns a description, when the navigation fails it.
    ///
    /// ```swift
    /// .custom("title") { state in
    ///   Navigation(state).top.map { titles[$0.name] == nil ? "no title for \($0.name)" : nil } ?? nil
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The check's name.
    ///   - check: Returns why the navigation fails, or `nil` when it passes.
    /// - Returns: The check.
    public static func custom(
      _ name: String, _ check: @escaping (State) throws -> String?
    ) -> Self {
      Self(name: name) { state, _ in try check(state) }
    }
  }

  /// Explores every navigation up to ``depth``, breadth first, and stops at the first failure.
  ///
  /// - Returns: What was reached, and the first failure, if any.
  public func explore() -> NavigationExploration<State> {
    var exploration = NavigationExploration<State>()
    var seen: Set<NavigationShape> = []
    var frontier = [Reached(state: root, steps: [])]
    seen.insert(NavigationShape(Navigation(root), of: root))
    var level = 0
    while !frontier.isEmpty {
      var next: [Reached] = []
      for reached in frontier {
        guard exploration.navigations.count < limit else {
          exploration.isComplete = false
          return exploration
        }
        let navigation = Navigation(reached.state)
        exploration.navigations.append(navigation)
        exploration.paths.append(reached.steps)
        if let failure = failure(of: reached, navigation: navigation) {
          exploration.failure = failure
          return exploration
        }
        guard level < depth else { continue }
        for (step, state) in successors(of: reached.state, navigation: navigation) {
          switch step {
          case .refused:
            exploration.refusals += 1
          case .step(let step):
            guard seen.insert(NavigationShape(Navigation(state), of: state)).inserted else {
              continue
            }
            next.append(Reached(state: state, steps: reached.steps + [step]))
          }
        }
      }
      frontier = next
      level += 1
    }
    exploration.unreached = unreachedScreens(exploration.navigations)
    return exploration
  }

  /// Explores every navigation up to ``depth``, and reports the first failure as an issue that
  /// fails the test, with the steps that lead to it; or, when the limit stopped the exploration
  /// short of the depth, that it did.
  ///
  /// - Parameters:
  ///   - fileID: The file of the call, for the report.
  ///   - filePath: The path of that file, for the report.
  ///   - line: The line of the call, for the report.
  ///   - column: The column of the call, for the report.
  /// - Returns: The exploration, to check further: how many navigations were reached, which
  ///   screens were not.
  @discardableResult
  public func assertEveryNavigationPasses(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> NavigationExploration<State> {
    let exploration = explore()
    if let failure = exploration.failure {
      reportIssue(
        failure.description, fileID: fileID, filePath: filePath, line: line, column: column)
    } else if !exploration.isComplete {
      reportIssue(
        """
        The navigation explorer stopped at its limit of \(limit) navigations before it reached \
        every navigation \(depth) steps deep. Raise the limit, or lower the depth.
        """, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return exploration
  }

  /// A navigation reached, and the steps that led to it.
  private struct Reached {
    var state: State
    var steps: [NavigationExploration<State>.Step]
  }

  private enum Successor {
    case step(NavigationExploration<State>.Step)
    case refused
  }

  /// The first check `reached` fails, as a failure to report.
  private func failure(
    of reached: Reached, navigation: Navigation
  ) -> NavigationExploration<State>.Failure? {
    func failed(_ check: String, _ reason: String) -> NavigationExploration<State>.Failure {
      NavigationExploration.Failure(
        check: check, steps: reached.steps, navigation: navigation, reason: reason,
        state: reached.state)
    }
    if let failure = reached.state.firstFailure(of: rules) {
      return failed("rules", failure.reason)
    }
    if let reason = transitionFailure(to: reached.state) {
      return failed("transition", reason)
    }
    for check in checks {
      do {
        if let reason = try check.run(reached.state, rules) { return failed(check.name, reason) }
      } catch {
        return failed(check.name, "it throws: \(error)")
      }
    }
    return nil
  }

  /// Why the transition from the root to `state`, or back, does not show the routes its plan
  /// says, step by step; `nil` when it does.
  private func transitionFailure(to state: State) -> String? {
    for (way, from, to) in [("there", root, state), ("back", state, root)] {
      let plan: TransitionPlan<Navigation.Screen>
      do {
        plan = try TransitionPlanner.plan(
          from: Navigation(from).routes, to: Navigation(to).routes)
      } catch {
        return "the transition \(way) cannot be planned: \(error)"
      }
      for (index, step) in plan.steps.enumerated() {
        let shown = (step.source == .current ? from : to).keepingRoutes(step.routeCount)
        let routes = Navigation(shown).routes
        guard routes == step.routes else {
          return """
            going \(way), step \(index + 1) (\(step.change)) shows \
            \(describe(routes)) where the plan shows \(describe(step.routes))
            """
        }
        if let failure = shown.firstFailure(of: rules) {
          return "going \(way), step \(index + 1) (\(step.change)) breaks the rules: "
            + failure.reason
        }
      }
    }
    return nil
  }

  /// The states one step from `state`: each screen of ``screens`` opened in each place of its
  /// type where it ends up on top, and each other tab of the root selected.
  private func successors(of state: State, navigation: Navigation) -> [(Successor, State)] {
    var successors: [(Successor, State)] = []
    let routes = navigation.routes
    if let selecting = state as? any NavigationSelection {
      let shown = selecting.selectedNavigationChild
      for label in Self.childLabels where label != shown {
        var selected = selecting
        guard selected.selectNavigationChild(label), let state = selected as? State else {
          continue
        }
        successors.append((.step(.select(label)), state))
      }
    }
    // A new element's ID is above every ID the state holds, shown or not.
    let largest = StackElementIDScan.largestID(in: state)?.rawValue ?? -1
    let nextID = StackElementID(rawValue: largest &+ 1)
    for screen in screens(state) {
      var counter = ScreenPlacer(screen: screen, id: nextID, target: nil)
      var copy = state
      copy._$editNavigation(&counter)
      for place in 0..<counter.places {
        var placer = ScreenPlacer(screen: screen, id: nextID, target: place)
        var opened = state
        opened._$editNavigation(&placer)
        let openedRoutes = Navigation(opened).routes
        guard openedRoutes.count == routes.count + 1, openedRoutes.starts(with: routes),
          let top = openedRoutes.last,
          Self.isPush(top.id)
            || Self.presenterLevel(of: top.id, in: navigation)
              == navigation.levels.count - 1
        else { continue }
        if opened.firstFailure(of: rules) != nil {
          successors.append((.refused, opened))
        } else {
          successors.append((.step(.open(top)), opened))
        }
      }
    }
    return successors
  }

  /// Whether `screen` is a stack's element: pushed, whatever style its level shows in.
  private static func isPush(_ screen: Navigation.Screen) -> Bool {
    if case .element = screen.place { return true }
    return false
  }

  /// The level of `navigation` that presents `screen`: that of the screen it is presented from,
  /// found by its place. A presentation that no screen holds is presented from level 0.
  private static func presenterLevel(of screen: Navigation.Screen, in navigation: Navigation) -> Int
  {
    guard case .presentation(let path, let element) = screen.place else { return 0 }
    var holders: [Navigation.Screen.Place] = []
    var prefix = path.split(separator: ".").dropLast()
    while !prefix.isEmpty {
      holders.append(.presentation(prefix.joined(separator: "."), in: element))
      prefix.removeLast()
    }
    if let element { holders.append(.element(element)) }
    for holder in holders {
      if let level = navigation.levels.firstIndex(where: {
        $0.screens.contains { $0.place == holder }
      }) {
        return level
      }
    }
    return 0
  }

  /// The screens the state's type declares that no navigation in `reached` shows.
  private func unreachedScreens(_ reached: [Navigation]) -> [String] {
    var names = ScreenNames()
    State._$walkNavigationType(&names)
    let shown = Set(reached.flatMap { $0.levels.flatMap { $0.screens.map(\.name) } })
    var unreached: [String] = []
    for name in names.names where !shown.contains(name) && !unreached.contains(name) {
      unreached.append(name)
    }
    return unreached
  }

  /// The names of the root's child states, which a root that selects one shows one at a time.
  private static var childLabels: [String] {
    var labels = ChildLabels()
    State._$walkNavigationType(&labels)
    return labels.labels
  }

}

/// What a ``NavigationExplorer`` reached, and the first failure it found.
public struct NavigationExploration<State> {
  /// A step from one navigation to the next.
  public enum Step: Hashable, CustomStringConvertible {
    /// A screen opened on top, as the route that shows it.
    case open(NavigationRoute<Navigation.Screen>)
    /// A tab of the root selected, by its property's name.
    case select(String)

    /// `push detail #0`, `sheet: edit (destination in #0)`, `select movies`.
    public var description: String {
      switch self {
      case .open(let route) where route.style == .push: "push \(route.id)"
      case .open(let route): "\(route.style): \(route.id)"
      case .select(let label): "select \(label)"
      }
    }
  }

  /// A navigation that fails a check, and the fewest steps that reach it from the root.
  public struct Failure: CustomStringConvertible {
    /// The name of the check it fails: `rules`, `transition`, or one of the explorer's.
    public var check: String
    /// The steps from the root, as few as any path to a failing navigation takes.
    public var steps: [Step]
    /// The navigation.
    public var navigation: Navigation
    /// Why it fails.
    public var reason: String
    /// The state that shows it.
    public var state: State

    /// The check, the steps, the navigation and the reason, for a test's report.
    public var description: String {
      let count = steps.count == 1 ? "1 step" : "\(steps.count) steps"
      let path = steps.isEmpty ? "  (the root)" : steps.map { "  \($0)" }.joined(separator: "\n")
      return """
        The navigation explorer found a navigation that fails “\(check)”, \(count) from the root:
        \(path)
        The navigation:
        \(indented(navigation))
        Why: \(reason)
        """
    }
  }

  /// Every navigation explored, breadth first: the root, then each one step further.
  public internal(set) var navigations: [Navigation] = []
  /// The steps that reach each navigation from the root, in the order of ``navigations``.
  public internal(set) var paths: [[Step]] = []
  /// How many screens the rules turned down where they would have gone on top.
  public internal(set) var refusals = 0
  /// Whether the limit let the exploration go on to the depth; `false` when it stopped it. A
  /// failure stops it too, with this `true`.
  public internal(set) var isComplete = true
  /// The first navigation that fails a check, if any; the exploration stops there.
  public internal(set) var failure: Failure?
  /// The screens the state's type declares that no navigation explored shows: screens the
  /// explorer was handed no value for, or that are deeper than the depth. Filled in only when
  /// the exploration went to the depth with no failure.
  public internal(set) var unreached: [String] = []
}

/// A navigation's screens without their stacks' element IDs: their names, styles and places,
/// each element known by where the walk meets it. Two states that show the same screens
/// differ only in the IDs their stacks drew.
struct NavigationShape: Hashable {
  let selection: String?
  let levels: [[String]]

  init(_ navigation: Navigation, of state: Any) {
    selection = (state as? any NavigationSelection)?.selectedNavigationChild
    var numbers: [StackElementID: Int] = [:]
    func number(_ id: StackElementID) -> Int {
      if let number = numbers[id] { return number }
      numbers[id] = numbers.count
      return numbers.count - 1
    }
    levels = navigation.levels.map { level in
      ["\(level.style)"]
        + level.screens.map { screen in
          switch screen.place {
          case .element(let id): "\(screen.name) @\(number(id))"
          case .presentation(let path, let id?): "\(screen.name) (\(path) in @\(number(id)))"
          case .presentation(let path, nil): "\(screen.name) (\(path))"
          case .node(let id): "\(screen.name) node \(id)"
          }
        }
    }
  }
}

/// A navigation's description, indented for a report.
private func indented(_ navigation: Navigation) -> String {
  navigation.description.split(separator: "\n").map { "  \($0)" }.joined(separator: "\n")
}

/// Routes in one line: `[detail #0, edit (destination in #0)]`.
private func describe(_ routes: [NavigationRoute<Navigation.Screen>]) -> String {
  "[" + routes.map { "\($0.style) \($0.id)" }.joined(separator: ", ") + "]"
}

/// Opens a screen in one place of its type: appends an element to a stack of its type, or
/// presents it in an absent presentation of its type. Counts the places when it has no target.
private struct ScreenPlacer: NavigationEditor {
  let screen: Any
  let id: StackElementID
  let target: Int?
  var places = 0

  init(screen: Any, id: StackElementID, target: Int?) {
    self.screen = screen
    self.id = id
    self.target = target
  }

  /// Whether the next place of the screen's type is the one to open it in.
  mutating func takesPlace() -> Bool {
    defer { places += 1 }
    return places == target
  }

  mutating func editStack<Element>(
    _ stack: inout StackState<Element>, label: String,
    element edit: (inout Element, inout Self) -> Void
  ) {
    for position in stack.indices { edit(&stack[position], &self) }
    if let element = screen as? Element, takesPlace() {
      stack.append(element, id: id)
    }
  }

  mutating func editPresentation<Value>(
    _ value: inout Value?, label: String, style: PresentationStyle,
    inside: (inout Value, inout Self) -> Void
  ) {
    guard var presented = value else { return }
    inside(&presented, &self)
    value = presented
  }

  mutating func editAbsentPresentation<Value>(
    _ value: inout Value?, label: String, style: PresentationStyle,
    inside: (inout Value, inout Self) -> Void
  ) {
    if let presented = screen as? Value, takesPlace() {
      value = presented
    }
  }

  mutating func editChild<Value>(
    _ value: inout Value, label: String, inside: (inout Value, inout Self) -> Void
  ) {
    inside(&value, &self)
  }

  mutating func editCase<Enum, Value>(
    _ value: inout Value, name: String, index: Int, of enumType: Enum.Type,
    style: PresentationStyle?, inside: (inout Value, inout Self) -> Void
  ) {
    inside(&value, &self)
  }
}

/// The names of a state type's child states, at its top.
private struct ChildLabels: NavigationTypeWalker {
  var labels: [String] = []

  mutating func walkStackType<Element>(
    _ element: Element.Type, label: String, element walk: (inout Self) -> Void
  ) {}

  mutating func walkPresentationType<Value>(
    _ value: Value.Type, label: String, style: PresentationStyle,
    inside walk: (inout Self) -> Void
  ) {}

  mutating func walkChildType<Value>(
    _ value: Value.Type, label: String, inside walk: (inout Self) -> Void
  ) {
    labels.append(label)
  }

  mutating func walkCaseType<Enum, Value>(
    _ value: Value.Type, name: String, index: Int, of enumType: Enum.Type,
    style: PresentationStyle?, inside walk: (inout Self) -> Void
  ) {}
}

/// The names of every screen a state type can show, as a ``Navigation`` names them: each case
/// of a stack's or a presentation's enum, or else the presenting property or the element's
/// feature.
private struct ScreenNames: NavigationTypeWalker {
  var names: [String] = []
  var inside: Set<ObjectIdentifier> = []
  /// Whether the cases met now name screens: those of a stack's elements or a presented value.
  var casesNameScreens = false
  /// Whether a case named the screen being walked.
  var caseNamed = false

  mutating func enter<T>(_ type: T.Type, _ walk: (inout Self) -> Void) {
    guard inside.insert(ObjectIdentifier(type)).inserted else { return }
    walk(&self)
    inside.remove(ObjectIdentifier(type))
  }

  /// Walks a stack's element or a presented value, and names it `name` if no case did.
  mutating func screen<T>(_ type: T.Type, name: String, _ walk: (inout Self) -> Void) {
    guard !inside.contains(ObjectIdentifier(type)) else { return }
    let saved = (casesNameScreens, caseNamed)
    (casesNameScreens, caseNamed) = (true, false)
    let position = names.count
    enter(type, walk)
    if !caseNamed { names.insert(name, at: position) }
    (casesNameScreens, caseNamed) = saved
  }

  mutating func walkStackType<Element>(
    _ element: Element.Type, label: String, element walk: (inout Self) -> Void
  ) {
    screen(Element.self, name: Navigation.Screen.name(of: Element.self), walk)
  }

  mutating func walkPresentationType<Value>(
    _ value: Value.Type, label: String, style: PresentationStyle,
    inside walk: (inout Self) -> Void
  ) {
    screen(Value.self, name: label, walk)
  }

  mutating func walkChildType<Value>(
    _ value: Value.Type, label: String, inside walk: (inout Self) -> Void
  ) {
    let saved = casesNameScreens
    casesNameScreens = false
    enter(Value.self, walk)
    casesNameScreens = saved
  }

  mutating func walkCaseType<Enum, Value>(
    _ value: Value.Type, name: String, index: Int, of enumType: Enum.Type,
    style: PresentationStyle?, inside walk: (inout Self) -> Void
  ) {
    let namesScreen = casesNameScreens
    if namesScreen {
      names.append(name)
      caseNamed = true
    }
    casesNameScreens = false
    enter(Value.self, walk)
    casesNameScreens = namesScreen
  }
}
