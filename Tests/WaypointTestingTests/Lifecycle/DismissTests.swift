import Clocks
import ConcurrencyExtras
import Testing
import Waypoint
import WaypointTesting

/// Guarantees 4 and 5: `dismiss` dismisses however the feature was shown; `isPresented` says
/// whether it can.
@MainActor
@Suite struct DismissTests {
  let clock = TestClock()

  func makeStore() -> TestStore<Screen.State, Screen.Action> {
    TestStore(initialState: Screen.State(id: 0)) {
      Screen()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  @Test func dismissInPresentedChildSendsDismissToParent() async {
    let store = makeStore()
    await store.send(.presentSheet(id: 1)) { $0.sheet = Screen.State(id: 1) }
    await store.send(.sheet(.presented(.closeButtonTapped)))
    await store.receive(\.sheet.dismiss) { $0.sheet = nil }
  }

  @Test func dismissInStackElementSendsPopFrom() async {
    let store = makeStore()
    await store.send(.push(id: 1)) { $0.path.append(Screen.State(id: 1)) }
    await store.send(.push(id: 2)) { $0.path.append(Screen.State(id: 2)) }
    await store.send(.path(.element(id: 0, action: .closeButtonTapped)))
    await store.receive(\.path.popFrom, 0) {
      $0.path[id: 0] = nil
      $0.path[id: 1] = nil
    }
  }

  @Test func dismissInStackInsideSheetPopsTheElementNotTheSheet() async {
    let store = makeStore()
    await store.send(.presentSheet(id: 1)) { $0.sheet = Screen.State(id: 1) }
    await store.send(.sheet(.presented(.push(id: 2)))) {
      $0.sheet?.path.append(Screen.State(id: 2))
    }
    await store.send(.sheet(.presented(.path(.element(id: 0, action: .closeButtonTapped)))))
    await store.receive(\.sheet.presented.path.popFrom) { $0.sheet?.path[id: 0] = nil }
  }

  @Test func dismissInSheetInsideStackElementDismissesTheSheetNotTheElement() async {
    let store = makeStore()
    await store.send(.push(id: 1)) { $0.path.append(Screen.State(id: 1)) }
    await store.send(.path(.element(id: 0, action: .presentSheet(id: 2)))) {
      $0.path[id: 0]?.sheet = Screen.State(id: 2)
    }
    await store.send(.path(.element(id: 0, action: .sheet(.presented(.closeButtonTapped)))))
    await store.receive(\.path[id: 0].sheet.dismiss) { $0.path[id: 0]?.sheet = nil }
  }

  @Test func afterDismissalNoFurtherActionFromTheChildIsProcessed() async {
    let store = makeStore()
    await store.send(.presentSheet(id: 1)) { $0.sheet = Screen.State(id: 1) }
    // The child's effect dismisses, then tries to send `.tick`: it must never arrive.
    await store.send(.sheet(.presented(.closeAndKeepTicking)))
    await store.receive(\.sheet.dismiss) { $0.sheet = nil }
    await store.finish()
  }

  @Test func isPresentedIsTrueInPresentedChildAndStackElement() async {
    let store = makeStore()
    await store.send(.presentSheet(id: 1)) { $0.sheet = Screen.State(id: 1) }
    await store.send(.sheet(.presented(.checkPresented))) { $0.sheet?.isPresented = true }
    await store.send(.sheet(.presented(.checkPresentedInEffect)))
    await store.receive(\.sheet.presented.presentedInEffect, true)
    await store.send(.push(id: 2)) { $0.path.append(Screen.State(id: 2)) }
    await store.send(.path(.element(id: 0, action: .checkPresented))) {
      $0.path[id: 0]?.isPresented = true
    }
  }

  @Test func isPresentedIsFalseAtTheRootAndUnderScope() async {
    let store = makeStore()
    await store.send(.checkPresented) { $0.isPresented = false }
    await store.send(.checkPresentedInEffect)
    await store.receive(\.presentedInEffect, false)

    let tabs = TestStore(initialState: Tabs.State()) { Tabs() }
    await tabs.send(.first(.checkPresented)) { $0.first.isPresented = false }
  }

  @Test func overriddenDismissRunsInsteadOfDismissing() async {
    let dismissed = LockIsolated(0)
    let store = TestStore(initialState: Screen.State(id: 0)) {
      Screen()
    } withDependencies: {
      $0.dismiss = DismissEffect { dismissed.withValue { $0 += 1 } }
    }
    // At the root nothing presented the feature, yet no issue is reported: the override runs.
    await store.send(.closeButtonTapped)
    await store.finish()
    #expect(dismissed.value == 1)
  }

  @Test func dismissWhereNothingPresentedTheFeatureIsReported() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.closeButtonTapped)
      await store.finish()
    } matching: {
      $0.description.contains("\"dismiss()\" was called from a feature that nothing presented.")
    }
  }
}

/// Two `Screen`s integrated with `Scope`, as tabs.
struct Tabs: Reducer {
  struct State: Equatable {
    var first = Screen.State(id: 1)
    var second = Screen.State(id: 2)
  }
  @CasePathable
  enum Action: Equatable {
    case first(Screen.Action)
    case second(Screen.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.first, action: \.first) { Screen() }
    Scope(state: \.second, action: \.second) { Screen() }
  }
}
