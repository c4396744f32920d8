import Testing
import Waypoint
import WaypointTesting

/// Misuse is reported with what happened, where, the likely cause and the fix, and the state is
/// left untouched. The test store's exhaustive `send` (no trailing closure) proves nothing changed.
@MainActor
@Suite struct NavigationMisuseTests {
  func makeStore() -> TestStore<Screen.State, Screen.Action> {
    TestStore(initialState: Screen.State(id: 0)) { Screen() }
  }

  @Test func actionForDismissedPresentationIsReportedAndIgnored() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.sheet(.presented(.tick)))
    } matching: {
      $0.description.contains(
        "received an action for a presentation that is not shown."
      ) && $0.description.contains("The action was ignored and the state left as it was.")
    }
  }

  @Test func actionForMissingStackElementIsReportedAndIgnored() async {
    let store = makeStore()
    await store.send(.push(id: 1)) { $0.path.append(Screen.State(id: 1)) }
    await withKnownIssue {
      await store.send(.path(.element(id: 7, action: .tick)))
    } matching: {
      $0.description.contains("received an action for a stack element that is not on the stack.")
        && $0.description.contains("Missing ID:\n    #7")
    }
  }

  @Test func popFromWithMissingIDIsReportedAndIgnored() async {
    let store = makeStore()
    await store.send(.push(id: 1)) { $0.path.append(Screen.State(id: 1)) }
    await withKnownIssue {
      await store.send(.path(.popFrom(id: 3)))
    } matching: {
      $0.description.contains("received \"popFrom\" for a stack element that is not on the stack.")
    }
  }

  @Test func pushWithAnIDAlreadyOnTheStackIsReportedAndIgnored() async {
    let store = makeStore()
    await store.send(.push(id: 1)) { $0.path.append(Screen.State(id: 1)) }
    await withKnownIssue {
      await store.send(.path(.push(id: 0, state: Screen.State(id: 9))))
    } matching: {
      $0.description.contains("received a \"push\" for an ID that is already on the stack.")
        && $0.description.contains("Stack IDs:\n    #0")
    }
  }

  @Test func pushWithANewIDInsertsTheElementThenRunsTheParent() async {
    let store = makeStore()
    await store.send(.path(.push(id: 5, state: Screen.State(id: 9)))) {
      $0.path = StackState(storage: [5: Screen.State(id: 9)])
    }
    // The generator moved past the pushed ID, so the next append does not collide.
    await store.send(.push(id: 1)) {
      $0.path = StackState(storage: [5: Screen.State(id: 9), 6: Screen.State(id: 1)])
    }
  }

  @Test func childActionForAbsentOptionalStateIsReported() async {
    let store = TestStore(initialState: Coordinator.State()) { Coordinator() }
    await withKnownIssue {
      await store.send(.home(.tick))
    } matching: {
      $0.description.contains("An \"ifLet\" at")
        && $0.description.contains("received a child action while the child state was absent.")
    }
  }

  @Test func scopeOverEnumReportsActionForAnotherCase() async {
    let store = TestStore(
      initialState: DestinationHost.Destination.State.timer(Screen.State(id: 1))
    ) {
      DestinationHost.Destination()
    }
    await withKnownIssue {
      await store.send(.other(.tick))
    } matching: {
      $0.description.contains(
        "A \"Scope\" received a child action while its state held another case.")
    }
  }

  @Test func effectErrorNobodyHandlesIsReported() async {
    let store = TestStore(initialState: Thrower.State()) { Thrower() }
    await withKnownIssue {
      await store.send(.run)
      await store.finish()
    } matching: {
      $0.description.contains("An \"Effect.run\" threw an error that nothing handled:")
        && $0.description.contains("Failure()")
    }
  }

  @Test func effectErrorGoesToTheCatchHandler() async {
    let store = TestStore(initialState: Thrower.State()) { Thrower() }
    await store.send(.runWithCatch)
    await store.receive(\.failed) { $0.failures = 1 }
  }
}

struct Thrower: Reducer {
  struct State: Equatable { var failures = 0 }
  @CasePathable
  enum Action: Equatable { case run, runWithCatch, failed }
  struct Failure: Error {}
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .run:
      return .run { _ in throw Failure() }
    case .runWithCatch:
      return .run { _ in
        throw Failure()
      } catch: { _, send in
        await send(.failed)
      }
    case .failed:
      state.failures += 1
      return .none
    }
  }
}

/// A coordinator holding flows in plain optional state.
struct Coordinator: Reducer {
  struct State: Equatable {
    var home: Screen.State?
  }
  @CasePathable
  enum Action: Equatable {
    case home(Screen.Action)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.home, action: \.home) { Screen() }
  }
}
