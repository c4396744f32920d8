import Testing
import Waypoint

/// Two stores of one feature, as two windows have: a reducer of one that sends to the other must
/// not lend it where its own action came from.
@MainActor
@Suite struct TwoStoresTests {
  struct Child: Reducer {
    struct State: Equatable, Identifiable {
      let id: Int
      var pings = 0
      var loaded = false
    }
    @CasePathable
    enum Action: Equatable {
      case load
      case loaded
      case ping
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .load:
        return .run { send in await send(.loaded) }
      case .loaded:
        state.loaded = true
        return .none
      case .ping:
        state.pings += 1
        return .none
      }
    }
  }

  /// Where a window's reducer finds the other window.
  final class Relay: @unchecked Sendable {
    var other: StoreOf<Window>?
  }

  struct Window: Reducer {
    struct State: Equatable {
      @Presents var child: Child.State?
    }
    @CasePathable
    enum Action: Equatable {
      case child(PresentationAction<Child.Action>)
    }
    let relay: Relay

    var body: some ReducerOf<Self> {
      Reduce { [relay] _, action in
        // When this window's child has loaded, ping the other window's child, synchronously.
        if case .child(.presented(.loaded)) = action {
          MainActor.assumeIsolated { _ = relay.other?.send(.child(.presented(.ping))) }
        }
        return .none
      }
      .ifLet(\.$child, action: \.child) { Child() }
    }
  }

  @Test func aReducerSendingToAnotherStoreOfTheSameFeatureReachesItsChild() async {
    let relay = Relay()
    let first = Store(initialState: Window.State(child: Child.State(id: 1))) {
      Window(relay: relay)
    }
    let second = Store(initialState: Window.State(child: Child.State(id: 2))) {
      Window(relay: relay)
    }
    relay.other = second
    // The first window's child loads in an effect; its `.loaded` comes back with an origin that
    // names child 1, and the first window's reducer pings the second window meanwhile.
    await first.send(.child(.presented(.load))).finish()
    #expect(first.child?.loaded == true)
    #expect(second.child?.pings == 1, "the ping was dropped as if it came from a gone child")
    #expect(second.child?.id == 2)
    // The relay and the second store's reducer hold each other: broken, so that nothing is left.
    relay.other = nil
  }
}
