// The code of the Macros article, verbatim, and tests that show each thing it says the macros
// add.

import Observation
import Testing
import WaypointTesting

@Reducer
struct Clicker {
  @ObservableState
  struct State: Equatable {
    var count = 0
    @ObservationStateIgnored var taps = 0
  }
  enum Action: Equatable {
    case incrementButtonTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.count += 1
      state.taps += 1
      return .none
    }
  }
}

@Reducer
enum Route {
  case clicker(Clicker)
  case alert(AlertState<RouteAlert>)
}

enum RouteAlert: Equatable {
  case retry
}

extension Route.State: Equatable {}
extension Route.Action: Equatable {}

struct HandWrittenRoute: Reducer {
  @CasePathable @dynamicMemberLookup
  enum State: Equatable {
    case clicker(Clicker.State)
    case alert(AlertState<RouteAlert>)
  }
  @CasePathable
  enum Action: Equatable {
    case clicker(Clicker.Action)
    case alert(RouteAlert)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.clicker, action: \.clicker) { Clicker() }
  }
}

@MainActor
@Suite struct MacrosArticle {
  @Test func anIgnoredPropertyChangesWithoutTellingObservers() {
    let store = Store(initialState: Clicker.State()) { Clicker() }
    let told = LockIsolated(0)
    withObservationTracking {
      _ = store.taps
    } onChange: {
      told.withValue { $0 += 1 }
    }
    store.send(.incrementButtonTapped)
    #expect(store.count == 1)
    #expect(store.taps == 1)
    #expect(told.value == 0)
    withObservationTracking {
      _ = store.count
    } onChange: {
      told.withValue { $0 += 1 }
    }
    store.send(.incrementButtonTapped)
    #expect(told.value == 1)
  }

  @Test func anEnumOfFeaturesRunsTheFeatureOfItsCase() async {
    let store = TestStore(initialState: Route.State.clicker(Clicker.State())) { Route.body }
    await store.send(\.clicker.incrementButtonTapped) {
      $0 = .clicker(Clicker.State(count: 1, taps: 1))
    }
  }

  @Test func theHandWrittenRouteRunsTheSameFeature() async {
    let store = TestStore(initialState: HandWrittenRoute.State.clicker(Clicker.State())) {
      HandWrittenRoute()
    }
    await store.send(\.clicker.incrementButtonTapped) {
      $0 = .clicker(Clicker.State(count: 1, taps: 1))
    }
  }
}
