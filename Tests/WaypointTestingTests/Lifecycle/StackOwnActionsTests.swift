import Clocks
import Testing
import Waypoint
import WaypointTesting

/// A stack's own `push` and `popFrom` end the effects of every element that leaves the stack
/// with them, at once: the ones the action pops, and the ones the parent's reducer removes while
/// it handles the same action. The tests advance no clock after the change: an effect left
/// running would be stopped only later, by its next action for a gone element, and the test
/// store, which ends with no effect running, would fail.
@MainActor
@Suite struct StackOwnActionsTests {
  let clock = TestClock()

  /// A parent whose reducer removes the bottom element (#0) when #2 is pushed or #3 popped.
  struct Deck: Reducer {
    struct State: Equatable {
      var path = StackState<Screen.State>()
    }

    @CasePathable
    enum Action: Equatable {
      case path(StackAction<Screen.State, Screen.Action>)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .path(.push(id: 2, _)), .path(.popFrom(id: 3)):
          state.path[id: 0] = nil
        default:
          break
        }
        return .none
      }
      .forEach(\.path, action: \.path) { Screen() }
    }
  }

  func makeStore() -> TestStore<Deck.State, Deck.Action> {
    TestStore(initialState: Deck.State()) {
      Deck()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  /// Pushes #0 and #1, and starts #0's timer.
  func pushTwoAndStartTheBottomTimer(_ store: TestStore<Deck.State, Deck.Action>) async {
    await store.send(.path(.push(id: 0, state: Screen.State(id: 0)))) {
      $0.path.append(Screen.State(id: 0), id: 0)
    }
    await store.send(.path(.push(id: 1, state: Screen.State(id: 1)))) {
      $0.path.append(Screen.State(id: 1), id: 1)
    }
    await store.send(.path(.element(id: 0, action: .startTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].tick) { $0.path[id: 0]?.ticks = 1 }
  }

  @Test func aPushWhoseParentRemovesAnElementEndsThatElementsEffects() async {
    let store = makeStore()
    await pushTwoAndStartTheBottomTimer(store)
    await store.send(.path(.push(id: 2, state: Screen.State(id: 2)))) {
      $0.path[id: 0] = nil
      $0.path.append(Screen.State(id: 2), id: 2)
    }
    // #0's timer ends with the push: the test store ends with no effect running.
    #expect(store.state.path.ids.elements == [1, 2])
  }

  @Test func aPopWhoseParentRemovesAnotherElementEndsTheEffectsOfBoth() async {
    let store = makeStore()
    await pushTwoAndStartTheBottomTimer(store)
    await store.send(.path(.push(id: 3, state: Screen.State(id: 3)))) {
      $0.path.append(Screen.State(id: 3), id: 3)
    }
    await store.send(.path(.element(id: 3, action: .startTimer)))
    await store.send(.path(.popFrom(id: 3))) {
      $0.path[id: 0] = nil
      $0.path.pop(from: 3)
    }
    // Both timers end with the pop, #0's by the parent's removal and #3's by the pop itself:
    // the test store ends with no effect running.
    #expect(store.state.path.ids.elements == [1])
  }

  @Test func poppingSeveralElementsAtOnceEndsEachOnesEffects() async {
    let store = makeStore()
    await pushTwoAndStartTheBottomTimer(store)
    await store.send(.path(.element(id: 1, action: .startTimer)))
    await store.send(.path(.push(id: 4, state: Screen.State(id: 4)))) {
      $0.path.append(Screen.State(id: 4), id: 4)
    }
    await store.send(.path(.element(id: 4, action: .startTimer)))
    // #1 and #4 leave with the pop, and their timers end with it; #0 keeps ticking.
    await store.send(.path(.popFrom(id: 1))) { $0.path.pop(from: 1) }
    await store.send(.path(.element(id: 0, action: .stopTimer)))
  }
}
