import Testing
import Waypoint
import WaypointTesting

/// A cancellation in the middle of a pass drops what the cancelled effects sent before it, and
/// nothing that an effect started after it, under the same key, sends.
@MainActor
@Suite struct CancelWithinAPassTests {
  struct Feature: Reducer {
    struct State: Equatable { var log: [String] = [] }

    enum Action: Equatable {
      case replace
      case replaceTwice
      case mark(String)
    }

    enum Key: Hashable, Sendable { case work }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .replace:
        return .merge(
          Effect.send(.mark("old")).cancellable(id: Key.work),
          .cancel(id: Key.work),
          Effect.send(.mark("new")).cancellable(id: Key.work)
        )
      case .replaceTwice:
        return .merge(
          Effect.send(.mark("first")).cancellable(id: Key.work),
          .cancel(id: Key.work),
          Effect.send(.mark("second")).cancellable(id: Key.work),
          .cancel(id: Key.work),
          Effect.send(.mark("third")).cancellable(id: Key.work)
        )
      case let .mark(text):
        state.log.append(text)
        return .none
      }
    }
  }

  @Test func whatAnEffectStartedAfterTheCancelSendsIsKept() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.replace)
    await store.receive(.mark("new")) { $0.log = ["new"] }
  }

  @Test func eachCancelDropsOnlyWhatCameBeforeIt() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.replaceTwice)
    await store.receive(.mark("third")) { $0.log = ["third"] }
  }

  @Test func aStoreKeepsTheSameOrder() {
    let store = Store(initialState: Feature.State()) { Feature() }
    store.send(.replace)
    store.send(.replaceTwice)
    #expect(store.state.log == ["new", "third"])
  }
}
