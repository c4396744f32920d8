import Clocks
import Testing
import Waypoint
import WaypointTesting

/// A root that is either logged in or logged out, each a `Screen`.
struct Session: Reducer {
  @CasePathable @dynamicMemberLookup
  enum State: Equatable {
    case loggedIn(Screen.State)
    case loggedOut(Screen.State)
  }
  @CasePathable
  enum Action: Equatable {
    case logIn
    case logOut
    case loggedIn(Screen.Action)
    case loggedOut(Screen.Action)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .logIn:
        state = .loggedIn(Screen.State(id: 1))
        return .none
      case .logOut:
        state = .loggedOut(Screen.State(id: 2))
        return .none
      case .loggedIn, .loggedOut:
        return .none
      }
    }
    .ifCaseLet(\.loggedIn, action: \.loggedIn) { Screen() }
    .ifCaseLet(\.loggedOut, action: \.loggedOut) { Screen() }
  }
}

@MainActor
@Suite struct IfCaseLetTests {
  let clock = TestClock()

  @Test func leavingTheCaseCancelsItsEffects() async {
    let store = TestStore(initialState: Session.State.loggedOut(Screen.State(id: 2))) {
      Session()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
    await store.send(.logIn) { $0 = .loggedIn(Screen.State(id: 1)) }
    await store.send(.loggedIn(.startTimer))
    await clock.advance(by: .seconds(1))
    await store.receive(\.loggedIn.tick) { $0 = .loggedIn(Screen.State(id: 1, ticks: 1)) }
    await store.send(.logOut) { $0 = .loggedOut(Screen.State(id: 2)) }
    await clock.advance(by: .seconds(3))
  }

  @Test func actionForAnotherCaseIsReportedAndIgnored() async {
    let store = TestStore(initialState: Session.State.loggedOut(Screen.State(id: 2))) { Session() }
    await withKnownIssue {
      await store.send(.loggedIn(.tick))
    } matching: {
      $0.description.contains("An \"ifCaseLet\" at")
        && $0.description.contains("received a child action while the child state was absent.")
    }
  }
}
