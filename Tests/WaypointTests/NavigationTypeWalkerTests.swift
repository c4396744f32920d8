import Testing
import Waypoint

/// Records what a walk over a state's type shows, one line each, indented by depth, and walks
/// into each type once.
struct RecordingTypeWalker: NavigationTypeWalker {
  var lines: [String] = []
  var depth = 0
  var walked: Set<ObjectIdentifier> = []

  mutating func line(_ text: String) {
    lines.append(String(repeating: "  ", count: depth) + text)
  }

  mutating func into<T>(_ type: T.Type, _ walk: (inout Self) -> Void) {
    guard walked.insert(ObjectIdentifier(type)).inserted else { return }
    depth += 1
    walk(&self)
    depth -= 1
  }

  mutating func walkStackType<Element>(
    _ element: Element.Type, label: String, element walk: (inout Self) -> Void
  ) {
    line("\(label): stack of \(Element.self)")
    into(Element.self, walk)
  }

  mutating func walkPresentationType<Value>(
    _ value: Value.Type, label: String, style: PresentationStyle, inside walk: (inout Self) -> Void
  ) {
    line("\(label): \(style) of \(Value.self)")
    into(Value.self, walk)
  }

  mutating func walkChildType<Value>(
    _ value: Value.Type, label: String, inside walk: (inout Self) -> Void
  ) {
    line("\(label): \(Value.self)")
    into(Value.self, walk)
  }

  mutating func walkCaseType<Enum, Value>(
    _ value: Value.Type, name: String, index: Int, of enumType: Enum.Type,
    style: PresentationStyle?, inside walk: (inout Self) -> Void
  ) {
    line("\(index) \(name)(\(Value.self))\(style.map { " as \($0)" } ?? "")")
    into(Value.self, walk)
  }
}

/// An enum of screens with the payloads a case can spell: none, labelled with a default, an
/// optional, a function, several, and a name that needs backticks.
@ObservableState
enum TypeWalkScreens {
  case none
  case labelled(leaf: WalkLeaf.State = .init())
  case optional(WalkLeaf.State?)
  case action(@Sendable () -> Void)
  case pair(WalkLeaf.State, Int)
  case `default`(WalkLeaf.State)
}

@ObservableState
struct TypeWalkHost {
  var screens = StackState<TypeWalkScreens>()
  /// Not walked, as the walk over values does not walk it: a constant cannot be cut back.
  let fixed: WalkLeaf.State
  /// Not walked: its type does not mention `State`.
  var count = 0
}

@Suite struct NavigationTypeWalkerTests {
  func walk<State: ObservableState>(_ type: State.Type) -> [String] {
    var walker = RecordingTypeWalker()
    State._$walkNavigationType(&walker)
    return walker.lines
  }

  /// The cases of `WalkPath`, each with what its value can hold, walked the first time.
  let pathCases = [
    "0 leaf(State)",
    "1 host(State)",
    "  path: stack of State",
    "  destination: sheet of State",
    "  alert: alert of AlertState<Alert>",
    "  cover: full-screen cover of State",
    "  dialog: confirmation dialog of ConfirmationDialogState<Alert>",
    "  leaf: State",
    "  optionalLeaf: State",
    "2 plain(State)",
    "3 warning(AlertState<WalkAlert>) as alert",
    "4 tabs(State)",
    "  a: State",
    "  b: State",
  ]

  @Test func aTypeShowsEveryStackPresentationChildAndCaseItCanHold() {
    #expect(
      walk(WalkHost.State.self) == [
        "path: stack of State"
      ] + pathCases.map { "  " + $0 } + [
        "destination: sheet of State",
        "alert: alert of AlertState<Alert>",
        "cover: full-screen cover of State",
        "dialog: confirmation dialog of ConfirmationDialogState<Alert>",
        "leaf: State",
        "optionalLeaf: State",
      ])
  }

  @Test func everyCaseIsShownWithTheTypeOfItsValue() {
    #expect(
      walk(TypeWalkHost.self) == [
        "screens: stack of TypeWalkScreens",
        "  0 none(())",
        "  1 labelled(State)",
        "  2 optional(Optional<State>)",
        "  3 action(@Sendable () -> ())",
        "  4 pair((State, Int))",
        "  5 default(State)",
      ])
  }

  @Test func containersShowTheirDetailStackAndWindowRoots() {
    #expect(
      walk(WalkContainers.self) == [
        "split: SplitViewState<Int, Int, State>",
        "  detail: stack of State",
      ] + pathCases.map { "    " + $0 } + [
        "windows: WindowsState<State>",
        "  window: State",
        "tabState: WalkTab",
        "  0 home(())",
        "  1 item(State)",
      ])
  }
}
