import InventoryApp
import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite struct ItemDetailFeatureTests {
  let widget = Item(id: 1, name: "Widget", kind: .gadget, quantity: 12)
  let gizmo = Item(id: 2, name: "Gizmo", kind: .gadget, quantity: 4)

  @Test func stockLevelRefreshesPeriodicallyUntilCancelled() async {
    let clock = TestClock()
    let log = ActivityLog()
    let store = TestStore(initialState: ItemDetailFeature.State(item: widget, refreshSeconds: 2)) {
      ItemDetailFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.activityLog = log
    }
    let task = await store.send(.task) { $0.isRefreshing = true }
    await store.receive(.stockLevelLoaded(12)) {
      $0.stockLevel = 12
      $0.refreshCount = 1
    }
    await clock.advance(by: .seconds(1))
    await clock.advance(by: .seconds(1))
    await store.receive(.stockLevelLoaded(12)) { $0.refreshCount = 2 }
    await task.cancel()
    #expect(log.entries == ["Stock refresh started: Widget", "Stock refresh stopped: Widget"])
  }

  @Test func aZeroRefreshIntervalStillPausesASecondBetweenReads() async {
    let clock = TestClock()
    let store = TestStore(initialState: ItemDetailFeature.State(item: widget, refreshSeconds: 0)) {
      ItemDetailFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.task) { $0.isRefreshing = true }
    await store.receive(.stockLevelLoaded(12)) {
      $0.stockLevel = 12
      $0.refreshCount = 1
    }
    // Nothing more until a whole second has passed: no read loop without a pause.
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.stockLevelLoaded(12)) { $0.refreshCount = 2 }
    await task.cancel()
  }

  @Test func renamingTheItemRestartsARunningRefreshUnderItsNewName() async {
    let clock = TestClock()
    let log = ActivityLog()
    let store = TestStore(initialState: ItemDetailFeature.State(item: widget)) {
      ItemDetailFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.activityLog = log
    }
    let task = await store.send(.task) { $0.isRefreshing = true }
    await store.receive(.stockLevelLoaded(12)) {
      $0.stockLevel = 12
      $0.refreshCount = 1
    }
    var renamed = widget
    renamed.name = "Widget Pro"
    await store.send(.editButtonTapped) {
      $0.destination = .edit(ItemFormFeature.State(item: self.widget))
    }
    let restarted = await store.send(.destination(.presented(.edit(.delegate(.saved(renamed)))))) {
      $0.item = renamed
    }
    await store.receive(.delegate(.itemChanged(renamed)))
    await store.receive(.stockLevelLoaded(12)) { $0.refreshCount = 2 }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
    await task.cancel()
    await restarted.cancel()
    // The old refresh stops as the new one starts, in either order: they are separate tasks.
    #expect(log.entries.count == 4)
    #expect(
      Set(log.entries) == [
        "Stock refresh started: Widget", "Stock refresh stopped: Widget",
        "Stock refresh started: Widget Pro", "Stock refresh stopped: Widget Pro",
      ])
    #expect(log.entries.last == "Stock refresh stopped: Widget Pro")
  }

  @Test func aNewQuantityRestartsARunningRefreshWithIt() async {
    let clock = TestClock()
    let store = TestStore(initialState: ItemDetailFeature.State(item: widget)) {
      ItemDetailFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.inventoryClient.stockLevel = { $0.quantity }
    }
    let task = await store.send(.task) { $0.isRefreshing = true }
    await store.receive(.stockLevelLoaded(12)) {
      $0.stockLevel = 12
      $0.refreshCount = 1
    }
    var restocked = widget
    restocked.quantity = 40
    await store.send(.editButtonTapped) {
      $0.destination = .edit(ItemFormFeature.State(item: self.widget))
    }
    let restarted = await store.send(.destination(.presented(.edit(.delegate(.saved(restocked))))))
    {
      $0.item = restocked
    }
    await store.receive(.delegate(.itemChanged(restocked)))
    // The restarted refresh reads the new quantity, not the one it was first started with.
    await store.receive(.stockLevelLoaded(40)) {
      $0.stockLevel = 40
      $0.refreshCount = 2
    }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
    await task.cancel()
    await restarted.cancel()
  }

  @Test func editSheetSavesIntoTheDetailAndTellsTheParent() async {
    let store = TestStore(initialState: ItemDetailFeature.State(item: widget, related: [gizmo])) {
      ItemDetailFeature()
    }
    await store.send(.editButtonTapped) {
      $0.destination = .edit(ItemFormFeature.State(item: self.widget))
    }
    var renamed = widget
    renamed.name = "Widget Pro"
    await store.send(.destination(.presented(.edit(.nameChanged("Widget Pro"))))) {
      $0.destination = .edit(ItemFormFeature.State(item: renamed))
    }
    await store.send(.destination(.presented(.edit(.saveButtonTapped)))) {
      $0.$destination[case: \.edit]?.isSaving = true
    }
    await store.receive(.destination(.presented(.edit(.saveFinished)))) {
      $0.$destination[case: \.edit]?.isSaving = false
    }
    await store.receive(.destination(.presented(.edit(.delegate(.saved(renamed)))))) {
      $0.item = renamed
    }
    await store.receive(.delegate(.itemChanged(renamed)))
    await store.receive(.destination(.dismiss)) { $0.destination = nil }
  }

  @Test func deleteAsksForConfirmationFirst() async {
    let store = TestStore(initialState: ItemDetailFeature.State(item: widget)) {
      ItemDetailFeature()
    }
    await store.send(.deleteButtonTapped) {
      $0.destination = .confirmDelete(.deleteItem(self.widget))
    }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
    await store.send(.deleteButtonTapped) {
      $0.destination = .confirmDelete(.deleteItem(self.widget))
    }
    await store.send(.destination(.presented(.confirmDelete(.confirmDeletion)))) {
      $0.destination = nil
    }
    await store.receive(.delegate(.deleteItem(1)))
  }
}
