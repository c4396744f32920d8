// The time-control example of WaypointTesting's documentation, verbatim, with its imports and no
// others: `TestClock` must be available through `import WaypointTesting` alone.

import Testing
import WaypointTesting

@Suite struct WaypointTestingArticle {
  @Reducer
  struct Quiz {
    @ObservableState
    struct State: Equatable {
      @Presents var alert: AlertState<Action.Alert>?
    }
    enum Action: Equatable {
      case startButtonTapped
      case timeUp
      case alert(PresentationAction<Alert>)

      enum Alert: Equatable {
        case okButtonTapped
      }
    }
    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .startButtonTapped:
          return .run { send in
            try await clock.sleep(for: .seconds(60))
            await send(.timeUp)
          }
        case .timeUp:
          state.alert = AlertState { TextState("Time is up") }
          return .none
        case .alert:
          return .none
        }
      }
      .ifLet(\.$alert, action: \.alert)
    }
  }

  @MainActor
  @Test func alertShowsWhenTimeIsUp() async {
    let clock = TestClock()
    let store = TestStore(initialState: Quiz.State()) {
      Quiz()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startButtonTapped)
    await clock.advance(by: .seconds(60))
    await store.receive(\.timeUp) {
      $0.alert = AlertState { TextState("Time is up") }
    }
  }
}
