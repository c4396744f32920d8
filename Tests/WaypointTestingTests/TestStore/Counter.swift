import Clocks
import Waypoint

/// A small feature for pinning the test store's own behaviour.
struct Counter: Reducer {
  struct State: Equatable {
    var count = 0
    var name = "counter"
  }

  @CasePathable
  enum Action: Equatable {
    case increment
    case incrementLater
    case incrementTwiceNow
    case incremented
    case startForever
    case noop
    case debounced(String)
  }

  enum CancelID { case debounce }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .incrementLater:
      return .run { send in
        try await clock.sleep(for: .seconds(1))
        await send(.incremented)
      }
    case .incrementTwiceNow:
      return .merge(.send(.incremented), .send(.incremented))
    case .incremented:
      state.count += 1
      return .none
    case .startForever:
      return .run { _ in
        try await clock.sleep(for: .seconds(1_000_000))
      }
    case .noop:
      return .none
    case let .debounced(name):
      return .run { send in
        try await clock.sleep(for: .milliseconds(300))
        await send(.incremented)
      }
      .cancellable(id: CancelID.debounce, cancelInFlight: true)
      .merge(with: name.isEmpty ? .none : .none)
    }
  }
}
