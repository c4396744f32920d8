import Testing
import Waypoint

/// Records what a walk shows it, one line a step, indented by depth.
struct RecordingWalker: NavigationWalker {
  var lines: [String] = []
  var depth = 0

  mutating func line(_ text: String, inside: (inout Self) -> Void) {
    lines.append(String(repeating: "  ", count: depth) + text)
    depth += 1
    inside(&self)
    depth -= 1
  }

  mutating func walkStack<Element>(
    _ stack: StackState<Element>, label: String, element: (Element, inout Self) -> Void
  ) {
    line("stack \(label) of \(stack.count) \(Element.self)") { walker in
      for value in stack { element(value, &walker) }
    }
  }

  mutating func walkPresentation<Value>(
    _ value: Value, label: String, style: PresentationStyle, inside: (inout Self) -> Void
  ) {
    line("presentation \(label) \(Value.self) as \(style)", inside: inside)
  }

  mutating func walkChild<Value>(_ value: Value, label: String, inside: (inout Self) -> Void) {
    line("child \(label) \(Value.self)", inside: inside)
  }

  mutating func walkCase<Enum, Value>(
    _ value: Value, name: String, index: Int, of enumType: Enum.Type,
    style: PresentationStyle?, inside: (inout Self) -> Void
  ) {
    line(
      "case \(index) \(name) of \(Enum.self)" + (style.map { " as \($0)" } ?? ""), inside: inside)
  }
}

/// A leaf screen.
@Reducer
struct WalkLeaf {
  @ObservableState
  struct State: Equatable {
    var text = ""
  }
  enum Action { case typed(String) }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

/// A screen whose state is not observable: the walk cannot see inside it.
@Reducer
struct WalkPlain {
  struct State {
    var path = StackState<WalkPath.State>()
  }
  enum Action { case tapped }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
enum WalkPath {
  case leaf(WalkLeaf)
  case host(WalkHost)
  case plain(WalkPlain)
  case warning(AlertState<WalkAlert>)
  case tabs(WalkTabs)
}

/// Two tabs, `a` and `b`, one shown at a time.
@Reducer
struct WalkTabs {
  @ObservableState
  struct State {
    var tab = "a"
    var a = WalkHost.State()
    var b = WalkHost.State()
  }
  enum Action { case selected(String) }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

extension WalkTabs.State: NavigationSelection {
  var selectedNavigationChild: String { tab }
}

enum WalkAlert: Equatable { case ok }

/// A screen with every kind of navigation the walk knows.
@Reducer
struct WalkHost {
  @ObservableState
  struct State {
    var title = "Host"
    var path = StackState<WalkPath.State>()
    @Presents var destination: WalkPath.State?
    @Presents var alert: AlertState<Action.Alert>?
    @Presents(.fullScreenCover) var cover: WalkLeaf.State?
    @Presents var dialog: ConfirmationDialogState<Action.Alert>?
    var leaf = WalkLeaf.State()
    var optionalLeaf: WalkLeaf.State?
    var plain = WalkPlain.State()
  }
  enum Action {
    case alert(PresentationAction<Alert>)
    enum Alert: Equatable { case ok }
  }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

/// A state with a hand-written enum of screens, some without values.
@ObservableState
enum WalkTab {
  case home
  case item(WalkLeaf.State)
}

@ObservableState
struct WalkContainers {
  var split = SplitViewState<Int, Int, WalkPath.State>()
  var windows = WindowsState<WalkLeaf.State>()
  var tabState: WalkTabState = .home
  /// Its type does not mention `State`, so the walk leaves it out.
  var tab = WalkTab.home
}

typealias WalkTabState = WalkTab

@Suite struct NavigationWalkerTests {
  func walk(_ state: some ObservableState) -> [String] {
    var walker = RecordingWalker()
    state._$walkNavigation(&walker)
    return walker.lines
  }

  @Test func aStateShowsItsStacksPresentationsAndChildrenInOrder() {
    var state = WalkHost.State()
    state.path.append(.leaf(WalkLeaf.State()))
    var inner = WalkHost.State()
    inner.destination = .leaf(WalkLeaf.State())
    state.path.append(.host(inner))
    state.destination = .plain(WalkPlain.State())
    state.alert = AlertState(title: TextState("Saved"))
    state.cover = WalkLeaf.State()
    state.dialog = ConfirmationDialogState(title: TextState("Sure?"))
    #expect(
      walk(state) == [
        "stack path of 2 State",
        "  case 0 leaf of State",
        "  case 1 host of State",
        "    stack path of 0 State",
        "    presentation destination State as sheet",
        "      case 0 leaf of State",
        "    child leaf State",
        "presentation destination State as sheet",
        "  case 2 plain of State",
        "presentation alert AlertState<Alert> as alert",
        "presentation cover State as full-screen cover",
        "presentation dialog ConfirmationDialogState<Alert> as confirmation dialog",
        "child leaf State",
      ])
  }

  @Test func absentPresentationsAndOptionalChildrenAreNotShown() {
    var state = WalkHost.State()
    #expect(walk(state) == ["stack path of 0 State", "child leaf State"])
    state.optionalLeaf = WalkLeaf.State()
    #expect(
      walk(state) == ["stack path of 0 State", "child leaf State", "child optionalLeaf State"])
  }

  @Test func anAlertOrADialogCaseSaysItsStyle() {
    var state = WalkHost.State()
    state.destination = .warning(AlertState(title: TextState("Careful")))
    #expect(
      walk(state) == [
        "stack path of 0 State", "presentation destination State as sheet",
        "  case 3 warning of State as alert", "child leaf State",
      ])
  }

  @Test func aStateWithoutNavigationShowsNothing() {
    #expect(walk(WalkLeaf.State()).isEmpty)
  }

  @Test func anEnumShowsItsCaseWithOrWithoutAValue() {
    #expect(walk(WalkTab.home) == ["case 0 home of WalkTab"])
    #expect(walk(WalkTab.item(WalkLeaf.State())) == ["case 1 item of WalkTab"])
  }

  @Test func containersShowTheirStacksAndRoots() {
    var state = WalkContainers()
    state.split.detail.append(.leaf(WalkLeaf.State()))
    _ = state.windows.open("inbox", root: WalkLeaf.State())
    _ = state.windows.open("draft", root: WalkLeaf.State())
    #expect(
      walk(state) == [
        "child split SplitViewState<Int, Int, State>",
        "  stack detail of 1 State",
        "    case 0 leaf of State",
        "child windows WindowsState<State>",
        "  child inbox State",
        "  child draft State",
        "child tabState WalkTab",
        "  case 0 home of WalkTab",
      ])
  }

  @Test func aStackWalksOnItsOwn() {
    let stack: StackState<WalkPath.State> = [.leaf(WalkLeaf.State()), .plain(WalkPlain.State())]
    var walker = RecordingWalker()
    stack.walkNavigation(&walker)
    #expect(
      walker.lines == [
        "stack  of 2 State", "  case 0 leaf of State", "  case 2 plain of State",
      ])
  }
}
