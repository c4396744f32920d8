import Clocks
import Testing
import Waypoint
import WaypointTesting

/// Guarantee 2: a popped stack element, however it leaves the stack, cancels its effects and its
/// descendants'.
@MainActor
@Suite struct StackLifecycleTests {
  let clock = TestClock()

  func makeStoreWithTickingElement() async -> TestStore<Screen.State, Screen.Action> {
    let store = TestStore(initialState: Screen.State(id: 0)) {
      Screen()
    } withDependencies: {
      [clock] in
      $0.continuousClock = clock
    }
    await store.send(.push(id: 1)) { $0.path.append(Screen.State(id: 1)) }
    await store.send(.push(id: 2)) { $0.path.append(Screen.State(id: 2)) }
    await store.send(.path(.element(id: 1, action: .startTimer)))
    await store.send(.path(.element(id: 1, action: .presentSheet(id: 3)))) {
      $0.path[id: 1]?.sheet = Screen.State(id: 3)
    }
    await store.send(.path(.element(id: 1, action: .sheet(.presented(.startTimer)))))
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 1].tick) { $0.path[id: 1]?.ticks = 1 }
    await store.receive(\.path[id: 1].sheet.presented.tick) { $0.path[id: 1]?.sheet?.ticks = 1 }
    return store
  }

  @Test func popFromCancelsEffectsOfPoppedElementsAndTheirPresentations() async {
    let store = await makeStoreWithTickingElement()
    await store.send(.path(.popFrom(id: 1))) { $0.path.pop(from: 1) }
    await clock.advance(by: .seconds(5))
  }

  @Test func removeAllInTheParentCancelsEffectsOfEveryElement() async {
    let store = await makeStoreWithTickingElement()
    await store.send(.popToRoot) { $0.path.removeAll() }
    await clock.advance(by: .seconds(5))
  }

  @Test func popToCancelsOnlyElementsAbove() async {
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
    await store.send(.path(.element(id: 1, action: .popToRoot)))
    store.exhaustivity = .on
    // Pop everything above #0 from the parent: #1's timer stops, #0's keeps ticking.
    await store.send(.path(.element(id: 0, action: .checkPresented))) {
      $0.path[id: 0]?.isPresented = true
    }
    await store.send(.path(.popFrom(id: 1))) { $0.path.pop(to: 0) }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].tick) { $0.path[id: 0]?.ticks = 1 }
    await store.send(.path(.element(id: 0, action: .stopTimer)))
  }

  @Test func elementEffectsKeepRunningWhileOtherElementsArePushed() async {
    let store = TestStore(initialState: Screen.State(id: 0)) {
      Screen()
    } withDependencies: {
      [clock] in
      $0.continuousClock = clock
    }
    await store.send(.push(id: 1)) { $0.path.append(Screen.State(id: 1)) }
    await store.send(.path(.element(id: 0, action: .startTimer)))
    await store.send(.push(id: 2)) { $0.path.append(Screen.State(id: 2)) }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].tick) { $0.path[id: 0]?.ticks = 1 }
    await store.send(.path(.popFrom(id: 0))) { $0.path.removeAll() }
  }
}
