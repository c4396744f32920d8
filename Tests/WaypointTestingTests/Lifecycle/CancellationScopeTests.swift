import Clocks
import Testing
import Waypoint
import WaypointTesting

/// Guarantee 3: cancellation IDs are scoped to the feature, presentation and stack element that
/// use them.
@MainActor
@Suite struct CancellationScopeTests {
  let clock = TestClock()

  @Test func childCannotCancelItsParentsEffectWithTheSameID() async {
    let store = TestStore(initialState: Screen.State(id: 0)) {
      Screen()
    } withDependencies: {
      [clock] in
      $0.continuousClock = clock
    }
    await store.send(.startTimer)
    await store.send(.presentSheet(id: 1)) { $0.sheet = Screen.State(id: 1) }
    await store.send(.sheet(.presented(.stopTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(\.tick) { $0.ticks = 1 }
    await store.send(.stopTimer)
    await store.send(.clearSheet) { $0.sheet = nil }
  }

  @Test func parentCannotCancelItsChildsEffectWithTheSameID() async {
    let store = TestStore(initialState: Screen.State(id: 0)) {
      Screen()
    } withDependencies: {
      [clock] in
      $0.continuousClock = clock
    }
    await store.send(.presentSheet(id: 1)) { $0.sheet = Screen.State(id: 1) }
    await store.send(.sheet(.presented(.startTimer)))
    await store.send(.stopTimer)
    await clock.advance(by: .seconds(1))
    await store.receive(\.sheet.presented.tick) { $0.sheet?.ticks = 1 }
    await store.send(.clearSheet) { $0.sheet = nil }
  }

  @Test func siblingStackElementsOfTheSameFeatureDoNotInterfere() async {
    let store = TestStore(initialState: Screen.State(id: 0)) {
      Screen()
    } withDependencies: {
      [clock] in
      $0.continuousClock = clock
    }
    await store.send(.push(id: 1)) { $0.path.append(Screen.State(id: 1)) }
    await store.send(.push(id: 2)) { $0.path.append(Screen.State(id: 2)) }
    await store.send(.path(.element(id: 0, action: .startTimer)))
    await store.send(.path(.element(id: 1, action: .startTimer)))
    // Restarting #1's timer with cancelInFlight must not cancel #0's.
    await store.send(.path(.element(id: 1, action: .startTimer)))
    await store.send(.path(.element(id: 1, action: .stopTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].tick) { $0.path[id: 0]?.ticks = 1 }
    await store.send(.path(.element(id: 0, action: .stopTimer)))
  }
}
