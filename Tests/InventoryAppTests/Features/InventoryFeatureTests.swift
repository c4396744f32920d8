import InventoryApp
import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite struct InventoryFeatureTests {
  let items = Array(Item.samples.prefix(5))  // Widget, Gizmo, Doohickey (gadgets); Hammer, Wrench
  var widget: Item { items[0] }
  var gizmo: Item { items[1] }

  @Test func tappingAnItemPushesItsDetailWithRelatedItems() async {
    let store = TestStore(initialState: InventoryFeature.State(items: items)) { InventoryFeature() }
    await store.send(.itemTapped(widget)) {
      $0.path.append(
        .detail(ItemDetailFeature.State(item: self.widget, related: [self.gizmo, self.items[2]]))
      )
    }
    await store.send(.path(.element(id: 0, action: .detail(.relatedItemTapped(gizmo))))) {
      $0.path.append(
        .detail(ItemDetailFeature.State(item: self.gizmo, related: [self.widget, self.items[2]]))
      )
    }
    await store.send(.path(.element(id: 1, action: .detail(.relatedItemTapped(widget))))) {
      $0.path.append(
        .detail(ItemDetailFeature.State(item: self.widget, related: [self.gizmo, self.items[2]]))
      )
    }
    #expect(store.state.path.count == 3)
    await store.send(.path(.popFrom(id: 1))) { $0.path.pop(from: 1) }
  }

  @Test func poppingADetailStopsItsStockRefresh() async {
    let log = ActivityLog()
    let store = TestStore(initialState: InventoryFeature.State(items: items)) {
      InventoryFeature()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.activityLog = log
    }
    await store.send(.itemTapped(widget)) { $0.path.append(.detail($0.detail(for: self.widget))) }
    await store.send(.path(.element(id: 0, action: .detail(.task)))) {
      $0.path[id: 0, case: \.detail]?.isRefreshing = true
    }
    await store.receive(.path(.element(id: 0, action: .detail(.stockLevelLoaded(12))))) {
      $0.path[id: 0, case: \.detail]?.stockLevel = 12
      $0.path[id: 0, case: \.detail]?.refreshCount = 1
    }
    await store.send(.path(.popFrom(id: 0))) { $0.path[id: 0] = nil }
    await store.finish()
    #expect(log.entries == ["Stock refresh started: Widget", "Stock refresh stopped: Widget"])
  }

  @Test func confirmingDeletionRemovesTheItemAndPopsItsDetail() async {
    let store = TestStore(initialState: InventoryFeature.State(items: items)) { InventoryFeature() }
    await store.send(.itemTapped(widget)) { $0.path.append(.detail($0.detail(for: self.widget))) }
    await store.send(.path(.element(id: 0, action: .detail(.relatedItemTapped(gizmo))))) {
      $0.path.append(.detail($0.detail(for: self.gizmo)))
    }
    await store.send(.path(.element(id: 1, action: .detail(.deleteButtonTapped)))) {
      $0.path[id: 1, case: \.detail]?.destination = .confirmDelete(.deleteItem(self.gizmo))
    }
    await store.send(
      .path(
        .element(id: 1, action: .detail(.destination(.presented(.confirmDelete(.confirmDeletion)))))
      )
    ) {
      $0.path[id: 1, case: \.detail]?.destination = nil
    }
    await store.receive(.path(.element(id: 1, action: .detail(.delegate(.deleteItem(2)))))) {
      $0.items.remove(id: 2)
      $0.path.pop(from: 1)
      $0.path[id: 0, case: \.detail]?.related = [self.items[2]]
    }
  }

  @Test func addItemSheetAppendsTheSavedItem() async {
    let store = TestStore(initialState: InventoryFeature.State(items: items)) { InventoryFeature() }
    let blank = Item(id: 6, name: "", kind: .gadget, quantity: 1)
    await store.send(.addButtonTapped) {
      $0.addItem = ItemFormFeature.State(item: blank, focus: .name)
    }
    await store.send(.addItem(.presented(.nameChanged("Sprocket")))) {
      $0.addItem?.item.name = "Sprocket"
    }
    await store.send(.addItem(.presented(.saveButtonTapped))) {
      $0.addItem?.focus = nil
      $0.addItem?.isSaving = true
    }
    var sprocket = blank
    sprocket.name = "Sprocket"
    await store.receive(.addItem(.presented(.saveFinished))) { $0.addItem?.isSaving = false }
    await store.receive(.addItem(.presented(.delegate(.saved(sprocket))))) {
      $0.items.append(sprocket)
    }
    await store.receive(.addItem(.dismiss)) { $0.addItem = nil }
  }

  @Test func cancellingTheAddSheetDismissesIt() async {
    let store = TestStore(initialState: InventoryFeature.State(items: items)) { InventoryFeature() }
    await store.send(.addButtonTapped) {
      $0.addItem = ItemFormFeature.State(
        item: Item(id: 6, name: "", kind: .gadget, quantity: 1), focus: .name)
    }
    await store.send(.addItem(.presented(.cancelButtonTapped)))
    await store.receive(.addItem(.dismiss)) { $0.addItem = nil }
  }
}
