#if canImport(SwiftUI)
  import InventoryApp
  import SwiftUI
  import WaypointSwiftUI

  /// An item's detail, pushed on the Inventory stack: its live stock level, related items to
  /// push, the edit sheet and the delete confirmation dialog.
  struct ItemDetailView: View {
    @Bindable var store: StoreOf<ItemDetailFeature>

    var body: some View {
      List {
        Section {
          HStack {
            Text("Kind")
            Spacer()
            Text(store.item.kind.title)
              .foregroundStyle(.secondary)
          }
          HStack {
            Text("Recorded quantity")
            Spacer()
            Text("\(store.item.quantity)")
              .foregroundStyle(.secondary)
          }
          HStack {
            Text("Stock level")
            Spacer()
            if let level = store.stockLevel {
              Text("\(level)")
                .foregroundStyle(.secondary)
            } else {
              ProgressView()
            }
          }
          Text("Read every \(store.refreshSeconds) s while this screen is on the stack")
            .font(.footnote)
            .foregroundStyle(.secondary)
        }
        if !store.related.isEmpty {
          Section("Related items") {
            ForEach(store.related) { item in
              Button {
                store.send(.relatedItemTapped(item))
              } label: {
                ItemRow(item: item)
              }
            }
          }
        }
        Section {
          Button("Delete \(store.item.name)", role: .destructive) {
            store.send(.deleteButtonTapped)
          }
        }
      }
      .navigationTitle(store.item.name)
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          Button("Edit") { store.send(.editButtonTapped) }
        }
      }
      // The refresh is an effect of the stack element: it runs until the detail is popped.
      .task { store.send(.task) }
      .sheet(item: $store.scope(state: \.destination?.edit, action: \.destination.edit)) { store in
        NavigationStack {
          ItemFormView(store: store, title: "Edit")
        }
      }
      .confirmationDialog(
        $store.scope(state: \.destination?.confirmDelete, action: \.destination.confirmDelete))
    }
  }
#endif
