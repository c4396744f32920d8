import Clocks
import ConcurrencyExtras
import Testing
import Waypoint
import WaypointTesting

/// A feature that records the order in which effects deliver actions.
struct Recorder: Reducer {
  struct State: Equatable { var log: [String] = [] }
  @CasePathable
  enum Action: Equatable {
    case merge
    case concatenate
    case mapped
    case cancelInFlight
    case cancelFirst
    case record(String)
  }
  enum CancelID { case first }
  @Dependency(\.continuousClock) var clock

  func delayed(_ label: String, _ seconds: Int) -> Effect<Action> {
    .run { send in
      try await clock.sleep(for: .seconds(seconds))
      await send(.record(label))
    }
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .merge:
      return .merge(delayed("slow", 2), delayed("fast", 1))
    case .concatenate:
      return .concatenate(delayed("slow", 2), delayed("fast", 1), .send(.record("last")))
    case .mapped:
      return Effect<String>.send("mapped").map { Action.record($0) }
    case .cancelInFlight:
      return delayed("cancellable", 1).cancellable(id: CancelID.first, cancelInFlight: true)
    case .cancelFirst:
      return .cancel(id: CancelID.first)
    case let .record(label):
      state.log.append(label)
      return .none
    }
  }
}

@MainActor
@Suite struct EffectTests {
  let clock = TestClock()

  func makeStore() -> TestStore<Recorder.State, Recorder.Action> {
    TestStore(initialState: Recorder.State()) {
      Recorder()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  @Test func mergeRunsEffectsAtTheSameTime() async {
    let store = makeStore()
    await store.send(.merge)
    await clock.advance(by: .seconds(1))
    await store.receive(.record("fast")) { $0.log = ["fast"] }
    await clock.advance(by: .seconds(1))
    await store.receive(.record("slow")) { $0.log = ["fast", "slow"] }
  }

  @Test func concatenateRunsEffectsOneAfterAnother() async {
    let store = makeStore()
    await store.send(.concatenate)
    await clock.advance(by: .seconds(2))
    await store.receive(.record("slow")) { $0.log = ["slow"] }
    await clock.advance(by: .seconds(1))
    await store.receive(.record("fast")) { $0.log = ["slow", "fast"] }
    await store.receive(.record("last")) { $0.log = ["slow", "fast", "last"] }
  }

  @Test func mapTransformsActions() async {
    let store = makeStore()
    await store.send(.mapped)
    await store.receive(.record("mapped")) { $0.log = ["mapped"] }
  }

  @Test func cancelInFlightReplacesTheRunningEffect() async {
    let store = makeStore()
    await store.send(.cancelInFlight)
    await clock.advance(by: .milliseconds(500))
    await store.send(.cancelInFlight)
    await clock.advance(by: .milliseconds(500))
    await clock.advance(by: .milliseconds(500))
    await store.receive(.record("cancellable")) { $0.log = ["cancellable"] }
  }

  @Test func cancelStopsTheEffect() async {
    let store = makeStore()
    await store.send(.cancelInFlight)
    await store.send(.cancelFirst)
    await clock.advance(by: .seconds(5))
  }

  @Test func cancellingNoneWithCancelInFlightStillCancels() async {
    let store = makeStore()
    await store.send(.cancelInFlight)
    let effect = Effect<Recorder.Action>.none.cancellable(
      id: Recorder.CancelID.first, cancelInFlight: true)
    guard case .cancel = effect.operation else {
      Issue.record("Expected a cancellation, got \(effect.operation)")
      return
    }
    await store.send(.cancelFirst)
  }
}
