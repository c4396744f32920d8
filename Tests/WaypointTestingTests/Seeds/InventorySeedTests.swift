import Testing
import Waypoint
import WaypointTesting

@Reducer
struct ItemFormFeature {
  @ObservableState
  struct State: Equatable, Sendable {
    var item = Item(id: "", name: "")
  }
  enum Action: Equatable, Sendable {
    case nameChanged(String)
    case saveButtonTapped
    case cancelButtonTapped
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .nameChanged(name):
      state.item.name = name
      return .none
    case .saveButtonTapped, .cancelButtonTapped:
      return .none
    }
  }
}

/// The seeds' inventory with an add-item sheet.
@Reducer
struct InventoryFeature {
  @ObservableState
  struct State: Equatable, Sendable {
    var items: [Item] = []
    @Presents var addItem: ItemFormFeature.State?
  }

  enum Action: Equatable, Sendable {
    case addButtonTapped
    case addItem(PresentationAction<ItemFormFeature.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.addItem = ItemFormFeature.State()
        return .none

      case .addItem(.presented(.saveButtonTapped)):
        if let item = state.addItem?.item { state.items.append(item) }
        state.addItem = nil
        return .none

      case .addItem(.presented(.cancelButtonTapped)):
        state.addItem = nil
        return .none

      case .addItem(.dismiss):
        return .none

      case .addItem:
        return .none
      }
    }
    .ifLet(\.$addItem, action: \.addItem) {
      ItemFormFeature()
    }
  }
}

@MainActor
@Suite struct InventorySeedTests {
  @Test func saveClosesTheSheetAndAddsTheItem() async {
    let store = TestStore(initialState: InventoryFeature.State()) { InventoryFeature() }
    await store.send(.addButtonTapped) { $0.addItem = ItemFormFeature.State() }
    await store.send(\.addItem.presented.nameChanged, "Widget") { $0.addItem?.item.name = "Widget" }
    await store.send(.addItem(.presented(.saveButtonTapped))) {
      $0.items = [Item(id: "", name: "Widget")]
      $0.addItem = nil
    }
  }

  @Test func cancelClosesTheSheetWithoutAddingAnything() async {
    let store = TestStore(initialState: InventoryFeature.State()) { InventoryFeature() }
    await store.send(.addButtonTapped) { $0.addItem = ItemFormFeature.State() }
    await store.send(.addItem(.presented(.cancelButtonTapped))) { $0.addItem = nil }
  }

  @Test func dismissClosesTheSheet() async {
    let store = TestStore(initialState: InventoryFeature.State()) { InventoryFeature() }
    await store.send(.addButtonTapped) { $0.addItem = ItemFormFeature.State() }
    await store.send(.addItem(.dismiss)) { $0.addItem = nil }
  }

  @Test func storeScopesToThePresentedSheet() async {
    let store = Store(initialState: InventoryFeature.State()) { InventoryFeature() }
    #expect(store.scope(state: \.addItem, action: \.addItem) == nil)
    store.send(.addButtonTapped)
    guard let sheet = store.scope(state: \.addItem, action: \.addItem) else {
      Issue.record("The presented sheet has no store.")
      return
    }
    sheet.send(.nameChanged("Bolt"))
    #expect(store.addItem?.item.name == "Bolt")
    #expect(sheet.item.name == "Bolt")
    store.send(.addItem(.dismiss))
    #expect(!sheet.isAlive)
    #expect(store.scope(state: \.addItem, action: \.addItem) == nil)
  }
}
