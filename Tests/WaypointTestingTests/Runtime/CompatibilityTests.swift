import Clocks
import ConcurrencyExtras
import Foundation
import Testing
import Waypoint
import WaypointTesting

/// Spellings that users of other state-driven navigation libraries reach for.
@MainActor
@Suite struct CompatibilityTests {
  @Test func presentationCasePathsSkipPresented() {
    let action = ItemsFeature.Action.destination(.presented(.edit(.saveButtonTapped)))
    let short: CaseKeyPath<ItemsFeature.Action, Void> = \.destination.edit.saveButtonTapped
    let long: CaseKeyPath<ItemsFeature.Action, Void> = \.destination.presented.edit.saveButtonTapped
    #expect(AnyCasePath(short).extract(from: action) != nil)
    #expect(AnyCasePath(long).extract(from: action) != nil)
    #expect(AnyCasePath(short).embed(()) == action)
    #expect(AnyCasePath(short).extract(from: .destination(.dismiss)) == nil)
  }

  @Test func receiveThroughTheShortCasePath() async {
    let widget = Item(id: "1", name: "Widget")
    let store = TestStore(initialState: ItemsFeature.State(items: [widget])) { ItemsFeature() }
    await store.send(.itemTapped(widget)) {
      $0.destination = .detail(DetailFeature.State(item: widget))
    }
    await store.send(\.destination.detail.closeButtonTapped)
    await store.receive(\.destination.dismiss) { $0.destination = nil }
  }

  @Test func buttonStateSendSpelling() {
    let button = ButtonState<Screen.Action.Alert>(role: .destructive, action: .send(.confirm)) {
      TextState("Delete")
    }
    #expect(button.action == .confirm)
    #expect(button.role == .destructive)
    let dismissOnly = ButtonState<Screen.Action.Alert>(action: .send(nil)) { TextState("OK") }
    #expect(dismissOnly.action == nil)
  }

  @Test func dependencyModifierOverridesForTheReducerAndItsEffects() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter().dependency(\.continuousClock, ImmediateClock())
    }
    await store.send(.incrementLater)
    await store.receive(.incremented) { $0.count = 1 }
  }

  /// Overriding a dependency that has no test value (`\.date`) is not a use of it: no report.
  @Test func dependencyModifierSetsADependencyWithNoTestValueQuietly() async {
    struct Stamp: Reducer {
      @Dependency(\.date.now) var now
      func reduce(into state: inout Date?, action: Void) -> Effect<Void> {
        state = now
        return .none
      }
    }
    let moment = Date(timeIntervalSince1970: 1_000)
    let store = TestStore(initialState: nil) {
      Stamp().dependency(\.date, .constant(moment))
    }
    await store.send(()) { $0 = moment }
  }

  @Test func printChangesShowsTheActionAndTheDiff() {
    let output = LockIsolated<[String]>([])
    let store = Store(initialState: Counter.State()) {
      Counter()._printChanges { line in output.withValue { $0.append(line) } }
    }
    store.send(.increment)
    store.send(.noop)
    #expect(output.value.count == 2)
    #expect(output.value[0].contains("received action:\n  Counter.Action.increment"))
    #expect(output.value[0].contains("-   count: 0,\n+   count: 1,"))
    #expect(output.value[1].contains("(No state changes)"))
  }

  @Test func withStateReadsWithoutObserving() {
    let store = Store(initialState: Counter.State()) { Counter() }
    store.send(.increment)
    #expect(store.withState(\.count) == 1)
  }
}
