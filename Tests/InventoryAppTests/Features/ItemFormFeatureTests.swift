import InventoryApp
import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite struct ItemFormFeatureTests {
  let gizmo = Item(id: 2, name: "Gizmo", kind: .gadget, quantity: 4)

  @Test func savingWithAnEmptyNameShowsTheValidationAlert() async {
    let store = TestStore(initialState: ItemFormFeature.State(item: gizmo, focus: .name)) {
      ItemFormFeature()
    }
    await store.send(.nameChanged("   ")) { $0.item.name = "   " }
    await store.send(.saveButtonTapped) {
      $0.focus = nil
      $0.item.name = ""
      $0.alert = AlertState {
        TextState("Name required")
      } actions: {
        ButtonState(action: .okTapped) { TextState("OK") }
      } message: {
        TextState("Give the item a name before saving.")
      }
    }
    await store.send(.alert(.presented(.okTapped))) { $0.alert = nil }
  }

  @Test func savingRunsTheAsyncSaveThenTellsTheParentAndDismisses() async {
    let clock = TestClock()
    let saved = LockIsolated<[Item]>([])
    let dismissed = LockIsolated(0)
    let store = TestStore(initialState: ItemFormFeature.State(item: gizmo)) {
      ItemFormFeature()
    } withDependencies: {
      $0.inventoryClient.save = { item in
        try await clock.sleep(for: .seconds(1))
        saved.withValue { $0.append(item) }
      }
      $0.dismiss = DismissEffect { dismissed.withValue { $0 += 1 } }
    }
    await store.send(.nameChanged("Gizmo 2")) { $0.item.name = "Gizmo 2" }
    await store.send(.saveButtonTapped) { $0.isSaving = true }
    #expect(saved.value.isEmpty)
    await clock.advance(by: .seconds(1))
    await store.receive(.saveFinished) { $0.isSaving = false }
    var expected = gizmo
    expected.name = "Gizmo 2"
    await store.receive(.delegate(.saved(expected)))
    await store.finish()
    #expect(saved.value == [expected])
    #expect(dismissed.value == 1)
  }

  @Test func aFailedSaveShowsAnAlertAndKeepsTheForm() async {
    struct Offline: Error, CustomStringConvertible { var description: String { "offline" } }
    let store = TestStore(initialState: ItemFormFeature.State(item: gizmo)) {
      ItemFormFeature()
    } withDependencies: {
      $0.inventoryClient.save = { _ in throw Offline() }
    }
    await store.send(.saveButtonTapped) { $0.isSaving = true }
    await store.receive(.saveFailed("offline")) {
      $0.isSaving = false
      $0.alert = AlertState {
        TextState("Could not save")
      } message: {
        TextState("offline")
      }
    }
  }

  @Test func fieldsChangeTheItem() async {
    let store = TestStore(initialState: ItemFormFeature.State(item: gizmo)) { ItemFormFeature() }
    await store.send(.kindButtonTapped) { $0.item.kind = .tool }
    await store.send(.quantityStepped(by: -5)) { $0.item.quantity = 0 }
    await store.send(.focusChanged(.name)) { $0.focus = .name }
  }
}
