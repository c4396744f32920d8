#if canImport(SwiftUI)
  import InventoryApp
  import SwiftUI
  import WaypointSwiftUI

  /// The Inventory tab: the items, a stack of item details pushed over them, and the add-item
  /// sheet.
  struct InventoryView: View {
    @Bindable var store: StoreOf<InventoryFeature>
    /// Opens the settings cover, which the app presents over both tabs.
    let openSettings: @MainActor () -> Void

    var body: some View {
      NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
        List {
          ForEach(store.items) { item in
            // The link pushes the detail the tab would push for the item, with a new ID.
            let detail = InventoryFeature.Path.State.detail(store.state.detail(for: item))
            NavigationLink(state: detail) {
              ItemRow(item: item)
            }
          }
        }
        .navigationTitle("Inventory")
        .toolbar {
          ToolbarItem(placement: .primaryAction) {
            Button("Add item", systemImage: "plus") { store.send(.addButtonTapped) }
          }
          ToolbarItem(placement: .navigation) {
            Button("Settings", systemImage: "gearshape") { openSettings() }
          }
        }
        .sheet(store: store.scope(state: \.$addItem, action: \.addItem)) { store in
          NavigationStack {
            ItemFormView(store: store, title: "New item")
          }
        }
      } destination: { store in
        switch store.case {
        case .detail(let store):
          ItemDetailView(store: store)
        }
      }
    }
  }
#endif
