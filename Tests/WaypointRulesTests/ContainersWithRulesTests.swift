import Testing
import Waypoint
import WaypointRules

/// Windows whose roots are lists with enforced stacks.
@Reducer
struct ListWindows {
  @ObservableState
  struct State: Equatable {
    var windows = WindowsState<ListFeature.State>()
  }

  enum Action {
    case window(IdentifiedAction<WindowID, ListFeature.Action>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .windows(\.windows, action: \.window) { ListFeature(policy: .reject) }
  }
}

/// A split view whose detail column's stack follows the rules.
@Reducer
struct SplitList {
  @ObservableState
  struct State: Equatable {
    var split = TwoColumnSplitViewState<Int, Path.State>()
  }

  enum Action {
    case detail(StackActionOf<Path>)
    case select(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .select(let selection) = action { state.split.selectSidebar(selection) }
      return .none
    }
    .forEach(\.split.detail, action: \.detail)
    .enforcing(pathRules, on: \.split.detail)
  }
}

/// A window's root whose rules are written in its body, built anew each time the body is.
@Reducer
struct InlineRulesList {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
  }

  enum Action {
    case push(Path.State)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .push(let element) = action { state.path.append(element) }
      return .none
    }
    .enforcing([.maxDepth(9)], on: \.path)
  }
}

@Reducer
struct InlineRulesWindows {
  @ObservableState
  struct State: Equatable {
    var windows = WindowsState<InlineRulesList.State>()
  }

  enum Action {
    case window(IdentifiedAction<WindowID, InlineRulesList.Action>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .windows(\.windows, action: \.window) { InlineRulesList() }
  }
}

@MainActor
@Suite struct ContainersWithRulesTests {
  @Test func eachWindowEnforcesItsOwnStacksRules() {
    var state = ListWindows.State()
    state.windows.open("a", root: ListFeature.State())
    state.windows.open("b", root: ListFeature.State())
    let store = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      Store(initialState: state) { ListWindows() }
    }
    store.send(.window(.element(id: "a", action: .push(.detail(1)))))
    store.send(.window(.element(id: "b", action: .push(.settings))))
    withKnownIssue {
      store.send(.window(.element(id: "a", action: .push(.settings))))
      store.send(.window(.element(id: "a", action: .push(.settings))))
    } matching: { issue in
      issue.description.contains(".atMost(1, \\.settings)")
    }
    #expect(store.state.windows["a"]?.path.map(\.caseName) == ["detail", "settings"])
    #expect(store.state.windows["b"]?.path.map(\.caseName) == ["settings"])
  }

  @Test func aSplitViewsDetailColumnEnforcesItsRules() {
    let store = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      Store(initialState: SplitList.State()) { SplitList() }
    }
    store.send(.select(1))
    store.send(.detail(.push(id: 100, state: .detail(1))))
    withKnownIssue {
      store.send(.detail(.push(id: 101, state: .edit)))
      store.send(.detail(.push(id: 102, state: .edit)))
    } matching: { issue in
      issue.description.contains("it stands above “edit”")
    }
    #expect(store.state.split.detail.map(\.caseName) == ["detail", "edit"])
    // Another selection clears the detail column, inside its forEach.
    store.send(.select(2))
    #expect(store.state.split.detail.isEmpty)
  }

  @Test func aWindowsRootFeatureIsBuiltOnceSoItsRulesAreOneSet() {
    var state = InlineRulesWindows.State()
    state.windows.open("a", root: InlineRulesList.State())
    let store = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      Store(initialState: state) { InlineRulesWindows() }
    }
    for item in 1...3 {
      store.send(.window(.element(id: "a", action: .push(.detail(item)))))
    }
    #expect(store.state.windows["a"]?.path.count == 3)
  }
}
