import Clocks
import Testing
import Waypoint
import WaypointTesting

/// Guarantee 1: a presentation that ends cancels all its effects and those of everything
/// presented or pushed beneath it.
@MainActor
@Suite struct PresentationLifecycleTests {
  let clock = TestClock()

  func makeStore(_ state: Screen.State = Screen.State(id: 0)) -> TestStore<
    Screen.State, Screen.Action
  > {
    TestStore(initialState: state) {
      Screen()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  @Test func settingPresentationToNilCancelsItsEffects() async {
    let store = makeStore()
    await store.send(.presentSheet(id: 1)) { $0.sheet = Screen.State(id: 1) }
    await store.send(.sheet(.presented(.startTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(\.sheet.presented.tick) { $0.sheet?.ticks = 1 }

    await store.send(.clearSheet) { $0.sheet = nil }
    await clock.advance(by: .seconds(5))
    // Nothing is received, and the test store finds no effect still running at the end.
  }

  @Test func replacingPresentationWithAnotherIDCancelsTheOldOnesEffects() async {
    let store = makeStore()
    await store.send(.presentSheet(id: 1)) { $0.sheet = Screen.State(id: 1) }
    await store.send(.sheet(.presented(.startTimer)))
    await store.send(.replaceSheet(id: 2)) { $0.sheet = Screen.State(id: 2) }
    await clock.advance(by: .seconds(3))
  }

  @Test func replacingPresentationWithTheSameIdentityKeepsItsEffects() async {
    let store = makeStore()
    await store.send(.presentSheet(id: 1)) { $0.sheet = Screen.State(id: 1) }
    await store.send(.sheet(.presented(.startTimer)))
    await store.send(.replaceSheet(id: 1))
    await clock.advance(by: .seconds(1))
    await store.receive(\.sheet.presented.tick) { $0.sheet?.ticks = 1 }
    await store.send(.clearSheet) { $0.sheet = nil }
  }

  @Test func dismissingCancelsEffectsOfEverythingPresentedBeneath() async {
    let store = makeStore()
    await store.send(.presentSheet(id: 1)) { $0.sheet = Screen.State(id: 1) }
    await store.send(.sheet(.presented(.presentSheet(id: 2)))) {
      $0.sheet?.sheet = Screen.State(id: 2)
    }
    await store.send(.sheet(.presented(.push(id: 3)))) {
      $0.sheet?.path.append(Screen.State(id: 3))
    }
    await store.send(.sheet(.presented(.sheet(.presented(.startTimer)))))
    await store.send(.sheet(.presented(.path(.element(id: 0, action: .startTimer)))))
    await clock.advance(by: .seconds(1))
    await store.receive(\.sheet.presented.sheet.presented.tick) { $0.sheet?.sheet?.ticks = 1 }
    await store.receive(\.sheet.presented.path[id: 0].tick) {
      $0.sheet?.path[id: 0]?.ticks = 1
    }

    await store.send(.sheet(.dismiss)) { $0.sheet = nil }
    await clock.advance(by: .seconds(5))
  }

  @Test func switchingEnumDestinationCaseCancelsTheOldCasesEffects() async {
    let store = TestStore(initialState: DestinationHost.State()) {
      DestinationHost()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
    await store.send(.showTimer) { $0.destination = .timer(Screen.State(id: 1)) }
    await store.send(.destination(.presented(.timer(.startTimer))))
    await clock.advance(by: .seconds(1))
    await store.receive(\.destination.presented.timer.tick) {
      $0.destination = .timer(Screen.State(id: 1, ticks: 1))
    }
    await store.send(.showOther) { $0.destination = .other(Screen.State(id: 1)) }
    await clock.advance(by: .seconds(5))
  }
}

/// A parent with an enum destination, both cases of which are `Screen`.
struct DestinationHost: Reducer {
  struct State: Equatable {
    @Presents var destination: Destination.State?
  }

  @CasePathable
  enum Action: Equatable {
    case showTimer
    case showOther
    case destination(PresentationAction<Destination.Action>)
  }

  struct Destination: Reducer {
    @CasePathable @dynamicMemberLookup
    enum State: Equatable {
      case timer(Screen.State)
      case other(Screen.State)
    }
    @CasePathable
    enum Action: Equatable {
      case timer(Screen.Action)
      case other(Screen.Action)
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.timer, action: \.timer) { Screen() }
      Scope(state: \.other, action: \.other) { Screen() }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .showTimer:
        state.destination = .timer(Screen.State(id: 1))
        return .none
      case .showOther:
        state.destination = .other(Screen.State(id: 1))
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination) { Destination() }
  }
}
