import Clocks
import Testing
import Waypoint
import WaypointTesting

/// A screen with a timer that ticks while it is shown: its effect tells whether it still runs.
@Reducer
struct TickingScreen {
  @ObservableState
  struct State: Equatable {
    var name: String
    var ticks = 0
  }

  enum Action {
    case start
    case tick
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
        }
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}

/// A tab's root: a list with a stack of ticking screens, and a timer of its own.
@Reducer
struct TabStack {
  @ObservableState
  struct State: Equatable {
    var path = StackState<TickingScreen.State>()
    var ticks = 0
  }

  enum Action {
    case path(StackAction<TickingScreen.State, TickingScreen.Action>)
    case linkOpened([TickingScreen.State])
    case startTimer
    case stopTimer
    case tick
  }

  @Dependency(\.continuousClock) var clock
  enum CancelID { case timer }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .path:
        return .none
      case .linkOpened(let screens):
        state.path = StackState(screens)
        return .none
      case .startTimer:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
        }
        .cancellable(id: CancelID.timer)
      case .stopTimer:
        return .cancel(id: CancelID.timer)
      case .tick:
        state.ticks += 1
        return .none
      }
    }
    .forEach(\.path, action: \.path) { TickingScreen() }
  }
}

/// Seed 001's `MainTabFeature`, with stacks in its tabs and the tab container's behaviour.
@Reducer
struct TabbedApp {
  @ObservableState
  struct State: Equatable {
    var selectedTab: Tab = .home
    var home = TabStack.State()
    var profile = TabStack.State()
  }

  enum Tab: Equatable, Sendable {
    case home
    case profile
  }

  enum Action {
    case tabSelected(Tab)
    case home(TabStack.Action)
    case profile(TabStack.Action)
    case open(Tab, [TickingScreen.State])
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .tabSelected(tab):
        state.selectedTab = tab
        return .none
      case let .open(tab, screens):
        // A deep link: select its tab and replace that tab's stack, inside the tab's feature.
        state.selectedTab = tab
        return .send(tab == .home ? .home(.linkOpened(screens)) : .profile(.linkOpened(screens)))
      case .home, .profile:
        return .none
      }
    }
    .scope(state: \.home, action: \.home) {
      TabStack()
    }
    .scope(state: \.profile, action: \.profile) {
      TabStack()
    }
    .tabs(
      selection: \.selectedTab, select: \.tabSelected,
      [
        .stack(.home, \.home.path, action: \.home.path),
        .stack(.profile, \.profile.path, action: \.profile.path, popsToRootOnReselect: false),
      ])
  }
}

@MainActor
@Suite struct TabsTests {
  func store(
    _ state: TabbedApp.State = .init(), clock: TestClock<Duration>
  ) -> TestStore<TabbedApp.State, TabbedApp.Action> {
    TestStore(initialState: state) {
      TabbedApp()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func reselectingTheSelectedTabPopsItsStackAndEndsThePoppedScreensEffects() async {
    let clock = TestClock()
    let store = store(clock: clock)
    await store.send(.home(.path(.push(id: 0, state: .init(name: "A"))))) {
      $0.home.path.append(.init(name: "A"))
    }
    await store.send(.home(.path(.push(id: 1, state: .init(name: "B"))))) {
      $0.home.path.append(.init(name: "B"))
    }
    await store.send(.home(.path(.element(id: 1, action: .start))))
    await clock.advance(by: .seconds(1))
    await store.receive(\.home.path[id: 1].tick) { $0.home.path[id: 1]?.ticks = 1 }
    // Selecting Home again, while it is selected: back to its root, and B's timer ends.
    await store.send(.tabSelected(.home)) {
      $0.home.path = []
    }
    await clock.advance(by: .seconds(5))
  }

  @Test func selectingAnotherTabKeepsEveryStackAndAReselectCanBeTurnedOff() async {
    let clock = TestClock()
    var state = TabbedApp.State()
    state.home.path = [.init(name: "A")]
    state.profile.path = [.init(name: "P")]
    let store = store(state, clock: clock)
    await store.send(.tabSelected(.profile)) { $0.selectedTab = .profile }
    // Profile's stack does not pop when Profile is selected again.
    await store.send(.tabSelected(.profile))
    await store.send(.tabSelected(.home)) { $0.selectedTab = .home }
    #expect(store.state.home.path.count == 1)
  }

  @Test func anUnselectedTabKeepsRunning() async {
    let clock = TestClock()
    let store = store(clock: clock)
    await store.send(.home(.startTimer))
    await store.send(.tabSelected(.profile)) { $0.selectedTab = .profile }
    // Each second is advanced once the timer sleeps on the clock: advanced before, under load,
    // it would move the clock past a sleep not yet begun.
    await untilSomethingSleeps(on: clock)
    await clock.advance(by: .seconds(1))
    await store.receive(\.home.tick) { $0.home.ticks = 1 }
    await untilSomethingSleeps(on: clock)
    await clock.advance(by: .seconds(1))
    await store.receive(\.home.tick) { $0.home.ticks = 2 }
    await store.send(.home(.stopTimer))
  }

  /// Returns once a task sleeps on `clock` (or after many tries, for the test to fail on).
  private func untilSomethingSleeps(on clock: TestClock<Duration>) async {
    for _ in 0..<1_000 {
      // `checkSuspension` throws when a task sleeps on the clock.
      do { try await clock.checkSuspension() } catch { return }
    }
  }

  @Test func aDeepLinkIntoAnotherTabSelectsItAndReplacesThatTabsStackOnly() async {
    let clock = TestClock()
    var state = TabbedApp.State()
    state.home.path = StackState([.init(name: "A")])
    let store = store(state, clock: clock)
    await store.send(.open(.profile, [.init(name: "X"), .init(name: "Y")])) {
      $0.selectedTab = .profile
    }
    await store.receive(\.profile.linkOpened) {
      $0.profile.path = [.init(name: "X"), .init(name: "Y")]
    }
    #expect(store.state.home.path.map(\.name) == ["A"])
  }
}

extension TabbedApp {
  /// Tab roots are values that can be kept in a `static let`.
  static let homeRoot: TabRoot<State, Action, Tab> = .stack(.home, \.home.path, action: \.home.path)
}

@MainActor
@Suite struct TabRootValueTests {
  @Test func aTabRootKeptInAStaticLetPopsItsTab() {
    var state = TabbedApp.State()
    #expect(TabbedApp.homeRoot.popToRootAction(in: state) == nil)
    state.home.path = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      [.init(name: "A")]
    }
    guard case .home(.path(.popFrom(let id)))? = TabbedApp.homeRoot.popToRootAction(in: state)
    else {
      Issue.record("The root does not pop the home stack.")
      return
    }
    #expect(id == 0)
  }
}
