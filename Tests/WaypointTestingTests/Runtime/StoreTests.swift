import Clocks
import ConcurrencyExtras
import Observation
import Testing
import Waypoint

@MainActor
@Suite struct StoreTests {
  @Test func sendRunsTheReducerImmediately() {
    let store = Store(initialState: Counter.State()) { Counter() }
    store.send(.increment)
    #expect(store.count == 1)
    #expect(store.state.count == 1)
  }

  @Test func synchronousEffectsAreReducedInTheSameSend() {
    let store = Store(initialState: Counter.State()) { Counter() }
    store.send(.incrementTwiceNow)
    #expect(store.count == 2)
  }

  @Test func sendReturnsAHandleThatFinishesWithTheEffects() async {
    let store = Store(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(.incrementLater).finish()
    #expect(store.count == 1)
  }

  @Test func cancellingTheHandleCancelsTheEffects() async {
    let clock = TestClock()
    let store = Store(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = store.send(.incrementLater)
    task.cancel()
    await clock.advance(by: .seconds(2))
    await task.finish()
    #expect(task.isCancelled)
    #expect(store.count == 0)
  }

  @Test func scopingToAStackElementReadsAndSendsThroughTheRoot() throws {
    let store = Store(initialState: Screen.State(id: 0)) { Screen() }
    store.send(.push(id: 1))
    store.send(.push(id: 2))
    let id = try #require(store.path.ids.last)
    let element = try #require(store.scope(state: \.path[id: id], action: \.path[id: id]))
    #expect(element.id == 2)
    element.send(.tick)
    #expect(store.path[id: id]?.ticks == 1)
    #expect(element.ticks == 1)
    store.send(.path(.popFrom(id: id)))
    #expect(!element.isAlive)
    // A store whose element is gone keeps the state it was scoped with.
    #expect(element.id == 2)
    #expect(store.scope(state: \.path[id: id], action: \.path[id: id]) == nil)
  }

  @Test func scopingTwiceTheSameWayReturnsTheSameStore() throws {
    let store = Store(initialState: Screen.State(id: 0)) { Screen() }
    store.send(.presentSheet(id: 1))
    let first = try #require(store.scope(state: \.sheet, action: \.sheet))
    let second = try #require(store.scope(state: \.sheet, action: \.sheet))
    #expect(first === second)
    store.send(.clearSheet)
    store.send(.presentSheet(id: 2))
    let third = try #require(store.scope(state: \.sheet, action: \.sheet))
    #expect(third !== first)
    #expect(third.id == 2)
  }

  @Test func observersAreToldWhenTheStateTheyReadChanges() {
    let store = Store(initialState: Counter.State()) { Counter() }
    let changed = LockIsolated(false)
    withObservationTracking {
      _ = store.count
    } onChange: {
      changed.setValue(true)
    }
    #expect(!changed.value)
    store.send(.increment)
    #expect(changed.value)
  }

  @Test func aReaderThatComesAfterChangesNobodyReadIsToldOfTheNextOne() {
    let store = Store(initialState: Counter.State()) { Counter() }
    // Nobody has read the store: the changes tell no one, and are kept.
    store.send(.increment)
    store.send(.increment)
    #expect(store.withState(\.count) == 2)
    // `Observed` (ObservableStateTests.swift) tracks the reads and records the first change.
    let count = Observed { _ = store.count }
    #expect(!count.changed)
    store.send(.increment)
    #expect(count.changed)
    // A reader of the whole state, registered later, is told too.
    let whole = Observed { _ = store.state }
    store.send(.increment)
    #expect(whole.changed)
    #expect(store.count == 4)
  }

  @Test func observersOfAChildStoreAreToldWhenItChanges() throws {
    let store = Store(initialState: Screen.State(id: 0)) { Screen() }
    store.send(.presentSheet(id: 1))
    let sheet = try #require(store.scope(state: \.sheet, action: \.sheet))
    let changed = LockIsolated(false)
    withObservationTracking {
      _ = sheet.ticks
    } onChange: {
      changed.setValue(true)
    }
    sheet.send(.tick)
    #expect(changed.value)
  }

  @Test func observersOfAChildStoreAreNotToldAboutChangesElsewhere() throws {
    let store = Store(initialState: Tabs.State()) { Tabs() }
    let first = store.scope(state: \.first, action: \.first)
    let second = store.scope(state: \.second, action: \.second)
    let firstChanged = LockIsolated(false)
    let secondChanged = LockIsolated(false)
    withObservationTracking {
      _ = first.ticks
    } onChange: {
      firstChanged.setValue(true)
    }
    withObservationTracking {
      _ = second.ticks
    } onChange: {
      secondChanged.setValue(true)
    }
    second.send(.tick)
    #expect(!firstChanged.value)
    #expect(secondChanged.value)
  }

  @Test func effectsOfADismissedScopedStoreAreCancelled() async throws {
    let clock = TestClock()
    let store = Store(initialState: Screen.State(id: 0)) {
      Screen()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.presentSheet(id: 1))
    let sheet = try #require(store.scope(state: \.sheet, action: \.sheet))
    let timer = sheet.send(.startTimer)
    await Task.megaYield()
    store.send(.clearSheet)
    await timer.finish()
    #expect(timer.isCancelled)
  }
}
