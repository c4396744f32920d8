import Clocks
import ConcurrencyExtras
import Observation
import Testing
import Waypoint
import WaypointTesting

/// Findings of the runtime review. Each known issue states the contract it breaks; the test body
/// is written as the behaviour the contract asks for, so it starts passing (and the known issue
/// starts failing) once the bug is fixed.
@MainActor
@Suite struct ReviewFindingsTests {
  let clock = TestClock()

  // MARK: - Cancellation scoping across Scope siblings

  @Test func dismissingASheetInOneTabDoesNotCancelTheSameSheetInAnotherTab() async {
    let store = TestStore(initialState: Tabs.State()) {
      Tabs()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
    await store.send(.first(.presentSheet(id: 7))) { $0.first.sheet = Screen.State(id: 7) }
    await store.send(.second(.presentSheet(id: 7))) { $0.second.sheet = Screen.State(id: 7) }
    await store.send(.second(.sheet(.presented(.startTimer))))
    await store.send(.first(.clearSheet)) { $0.first.sheet = nil }
    await clock.advance(by: .seconds(1))
    await store.receive(\.second.sheet.presented.tick) { $0.second.sheet?.ticks = 1 }
    await store.send(.second(.sheet(.presented(.stopTimer))))
  }

  @Test func oneTabCannotCancelItsSiblingTabsEffectWithTheSameID() async {
    let store = TestStore(initialState: Tabs.State()) {
      Tabs()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
    await store.send(.second(.startTimer))
    await store.send(.first(.stopTimer))
    await clock.advance(by: .seconds(1))
    await store.receive(\.second.tick) { $0.second.ticks = 1 }
    await store.send(.second(.stopTimer))
  }

  // MARK: - Presentations ended by an ancestor

  @Test func parentClearingAnElementsSheetCancelsTheSheetsEffects() async {
    let store = TestStore(initialState: NestedSheetHost.State()) {
      NestedSheetHost()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
    await store.send(.push(id: 1)) { $0.path.append(Screen.State(id: 1)) }
    await store.send(.path(.element(id: 0, action: .presentSheet(id: 2)))) {
      $0.path[id: 0]?.sheet = Screen.State(id: 2)
    }
    await store.send(.path(.element(id: 0, action: .sheet(.presented(.startTimer)))))
    await store.send(.clearSheet(in: 0)) { $0.path[id: 0]?.sheet = nil }
    // The sheet is gone, so its timer must be too: nothing arrives and nothing is running.
    await clock.advance(by: .seconds(1))
  }

  @Test func parentReplacingAnElementsSheetDoesNotFeedTheOldSheetsEffectsToTheNewOne() async {
    let store = TestStore(initialState: NestedSheetHost.State()) {
      NestedSheetHost()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
    await store.send(.push(id: 1)) { $0.path.append(Screen.State(id: 1)) }
    await store.send(.path(.element(id: 0, action: .presentSheet(id: 2)))) {
      $0.path[id: 0]?.sheet = Screen.State(id: 2)
    }
    await store.send(.path(.element(id: 0, action: .sheet(.presented(.startTimer)))))
    await store.send(.replaceSheet(in: 0, id: 3)) {
      $0.path[id: 0]?.sheet = Screen.State(id: 3)
    }
    await clock.advance(by: .seconds(1))
    // The old sheet's timer is stopped when its tick arrives and is found stale; wait for that
    // rather than for a fixed time, which a loaded machine may not give it.
    await store.finish()
    #expect(store.state.path[id: 0]?.sheet?.ticks == 0)
  }

  // MARK: - Synchronous `.send` effects and the end of a presentation

  @Test func aSendEffectOfAReplacedPresentationDoesNotReachTheNewOne() async {
    let store = TestStore(initialState: PingerHost.State()) { PingerHost() }
    await store.send(.present(id: 1)) { $0.child = Pinger.State(id: 1) }
    await store.send(.child(.presented(.ping))) { $0.child = Pinger.State(id: 2) }
    #expect(store.state.child?.log == [])
  }

  @Test func aSendEffectOfAnElementPoppedInTheSameActionIsNotDelivered() async {
    let store = TestStore(initialState: PingerHost.State()) { PingerHost() }
    await store.send(.push(id: 1)) { $0.path.append(Pinger.State(id: 1)) }
    let issues = await capturingIssues {
      await store.send(.path(.element(id: 0, action: .ping))) { $0.path.removeAll() }
    }
    #expect(issues == [])
  }

  // MARK: - `dismiss` and `isPresented`

  @Test func theRootDoesNotSeeItselfPresentedWhileHandlingAChildsEffectAction() async {
    let store = TestStore(initialState: RootWatcher.State()) { RootWatcher() }
    await store.send(.present) { $0.child = Screen.State(id: 1) }
    await store.send(.child(.presented(.checkPresentedInEffect)))
    await store.receive(\.child.presented.presentedInEffect, true) {
      $0.child?.isPresented = true
      $0.reducerSawPresented = false
    }
    await store.receive(\.effectSawPresented, false) { $0.effectSawPresented = false }
  }

  @Test func aRootEffectsGuardedDismissDoesNotDismissThePresentedChild() async {
    let store = TestStore(initialState: RootWatcher.State()) {
      RootWatcher()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
    await store.send(.present) { $0.child = Screen.State(id: 1) }
    await store.send(.child(.presented(.startTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(\.child.presented.tick) { $0.child?.ticks = 1 }
    // The root was not presented, so its "if isPresented { dismiss() }" does nothing.
    await store.send(.child(.presented(.stopTimer)))
    #expect(store.state.child != nil)
  }

  @Test func isPresentedAgreesInTheReducerAndTheEffectsOfAnIfLetChildInASheet() async {
    let store = TestStore(initialState: OptionalContentHost.State()) { OptionalContentHost() }
    await store.send(.present) {
      $0.sheet = OptionalContent.State(inner: Screen.State(id: 1))
    }
    await store.send(.sheet(.presented(.inner(.checkPresented)))) {
      $0.sheet?.inner?.isPresented = true
    }
    await store.send(.sheet(.presented(.inner(.checkPresentedInEffect))))
    await store.receive(\.sheet.presented.inner.presentedInEffect, true)
  }

  @Test func dismissFromAnIfLetChildInASheetDismissesTheSheet() async {
    let store = TestStore(initialState: OptionalContentHost.State()) { OptionalContentHost() }
    await store.send(.present) {
      $0.sheet = OptionalContent.State(inner: Screen.State(id: 1))
    }
    await store.send(.sheet(.presented(.inner(.closeButtonTapped))))
    await store.receive(\.sheet.dismiss) { $0.sheet = nil }
  }

  @Test func dismissForAPresentationThatIsNotShownIsReported() async {
    let store = TestStore(initialState: Screen.State(id: 0)) { Screen() }
    let issues = await capturingIssues {
      await store.send(.sheet(.dismiss))
    }
    #expect(issues.count == 1)
  }

  // MARK: - Store

  @Test func cancellingTheHandleOfAnActionWithSeveralEffectsCancelsThemAll() async {
    let clock = TestClock()
    let store = Store(initialState: TwoTimers.State()) {
      TwoTimers()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = store.send(.start)
    await Task.megaYield()
    task.cancel()
    await Task.megaYield()
    await clock.advance(by: .seconds(1))
    await Task.megaYield()
    #expect(store.ticks == 0)
  }

  @Test func aScopedStoreNotifiesItsObserversWhenItsParentsObserverReadsItFirst() async {
    let store = Store(initialState: Tabs.State()) { Tabs() }
    let first = store.scope(state: \.first, action: \.first)
    let childChanged = LockIsolated(false)
    withObservationTracking {
      _ = first.state
    } onChange: {
      childChanged.setValue(true)
    }
    withObservationTracking {
      _ = store.state
    } onChange: {
      // A parent that re-reads its child as soon as it is told of a change.
      MainActor.assumeIsolated { _ = first.ticks }
    }
    store.send(.first(.tick))
    #expect(first.ticks == 1)
    #expect(childChanged.value)
  }
}
