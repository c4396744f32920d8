import Clocks
import Testing
import Waypoint

/// The churn of the benchmarks' row 5, counted: a thousand screens pushed, each starting an effect
/// that runs until it is cancelled, and popped. Nothing of them is left: no effect runs, and no
/// store of theirs is alive. `.ci/run` runs it under LeakSanitizer too, which fails the run on
/// any allocation left unreachable (see `.ci/lsan-suppressions`).
@MainActor
@Suite struct ChurnLeakTests {
  @Test func aThousandPushesOfAScreenWithARunningEffectLeaveNothingBehind() async throws {
    let clock = TestClock()
    let store = Store(initialState: Screen.State(id: 0)) {
      Screen()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let path = store.scope(state: \.path, action: \.path)
    var weakStores: [ScopeCacheTests.WeakStore<Screen.State, Screen.Action>] = []
    var effects: [StoreTask] = []
    for cycle in 1...1_000 {
      store.send(.push(id: cycle))
      let id = try #require(store.path.ids.last)
      let screen = try #require(path.scope(id: id))
      effects.append(screen.send(.startTimer))
      weakStores.append(ScopeCacheTests.WeakStore(screen))
      store.send(.path(.popFrom(id: id)))
    }
    #expect(store.path.isEmpty)
    #expect(weakStores.allSatisfy { $0.store == nil })
    // Every effect was cancelled with its screen: each ends without the clock moving. Checked
    // first, so that an effect left running fails the test rather than hanging it.
    let allCancelled = effects.allSatisfy(\.isCancelled)
    try #require(allCancelled)
    for effect in effects { await effect.finish() }
  }
}
