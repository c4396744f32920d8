// The code of the "Dismissal and the lifecycle" article
// (Sources/Waypoint/Documentation.docc/Articles/NavigationLifecycle.md), and the tests that
// check what it says.

import Clocks
import Testing
import Waypoint
import WaypointTesting

/// A timer that counts down, closes itself at zero, and can be closed early.
@Reducer
struct Countdown {
  @ObservableState
  struct State: Equatable {
    var secondsLeft = 3
  }
  enum Action: Equatable {
    case onAppear
    case tick
    case closeButtonTapped
  }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.isPresented) var isPresented

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .onAppear:
      return .run { send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
    case .tick:
      state.secondsLeft -= 1
      guard state.secondsLeft == 0, isPresented else { return .none }
      return .run { _ in await dismiss() }
    case .closeButtonTapped:
      return .run { _ in await dismiss() }
    }
  }
}

/// Shows the countdown in a sheet, or pushes it on a stack: the countdown does not know which.
@Reducer
struct Oven {
  @ObservableState
  struct State: Equatable {
    @Presents var timer: Countdown.State?
    var path = StackState<Countdown.State>()
  }
  enum Action: Equatable {
    case timerButtonTapped
    case pushTimerButtonTapped
    case timer(PresentationAction<Countdown.Action>)
    case path(StackAction<Countdown.State, Countdown.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .timerButtonTapped:
        state.timer = Countdown.State()
        return .none
      case .pushTimerButtonTapped:
        state.path.append(Countdown.State())
        return .none
      case .timer, .path:
        return .none
      }
    }
    .ifLet(\.$timer, action: \.timer) { Countdown() }
    .forEach(\.path, action: \.path) { Countdown() }
  }
}

@MainActor
@Suite struct LifecycleArticleTests {
  /// The sheet closes itself at zero; its timer, still running, ends with it (an effect left
  /// running would fail the test).
  @MainActor
  @Test func aSheetClosesItselfAndItsTimerEndsWithIt() async {
    let clock = TestClock()
    let store = TestStore(initialState: Oven.State()) {
      Oven()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.timerButtonTapped) { $0.timer = Countdown.State() }
    await store.send(\.timer.onAppear)
    for secondsLeft in [2, 1, 0] {
      await clock.advance(by: .seconds(1))
      await store.receive(\.timer.tick) { $0.timer?.secondsLeft = secondsLeft }
    }
    await store.receive(\.timer.dismiss) { $0.timer = nil }
  }

  /// The same feature, pushed, pops itself: `dismiss()` sends `popFrom(id:)`.
  @Test func aPushedScreenPopsItself() async {
    let clock = TestClock()
    let store = TestStore(initialState: Oven.State()) {
      Oven()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.pushTimerButtonTapped) { $0.path.append(Countdown.State()) }
    await store.send(\.path[id: 0].onAppear)
    await store.send(\.path[id: 0].closeButtonTapped)
    await store.receive(\.path.popFrom) { $0.path[id: 0] = nil }
  }

  /// At the root, nothing presented the countdown: `isPresented` is false, so it does not try.
  @Test func atTheRootTheCountdownDoesNotDismiss() async {
    let clock = TestClock()
    let store = TestStore(initialState: Countdown.State(secondsLeft: 1)) {
      Countdown()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let timer = await store.send(.onAppear)
    await clock.advance(by: .seconds(1))
    await store.receive(\.tick) { $0.secondsLeft = 0 }
    await timer.cancel()
  }

  /// Dismissing where nothing presented the feature is reported, and changes nothing.
  @Test func dismissingAtTheRootIsReported() async {
    let store = TestStore(initialState: Countdown.State()) { Countdown() }
    await withKnownIssue {
      await store.send(.closeButtonTapped)
      await store.finish()
    } matching: {
      $0.description.contains("\"dismiss()\" was called from a feature that nothing presented.")
    }
  }

  /// An action for the sheet after it closed is reported, and the state is left as it was.
  @Test func anActionForAClosedSheetIsReported() async {
    let store = TestStore(initialState: Oven.State()) { Oven() }
    await store.send(.timerButtonTapped) { $0.timer = Countdown.State() }
    await store.send(\.timer.dismiss) { $0.timer = nil }
    await withKnownIssue {
      await store.send(\.timer.tick)
    } matching: {
      $0.description.contains("received an action for a presentation that is not shown.")
    }
  }
}
