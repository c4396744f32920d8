// The README's SwiftUI example, verbatim: the type check (.ci/typecheck-swiftui) compiles it
// against the README's features, so if it stops compiling, the README is wrong.

#if canImport(SwiftUI)
  import SwiftUI
  import WaypointSwiftUI

  struct InventoryView: View {
    @Bindable var store: StoreOf<Inventory>

    var body: some View {
      NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
        List {
          Button("Widget") { store.send(.itemTapped("Widget")) }  // pushes an item
          Button("Add item") { store.send(.addButtonTapped) }  // presents a sheet
        }
        .sheet(item: $store.scope(state: \.destination?.addItem, action: \.destination.addItem)) {
          ItemFormView(store: $0)  // a swipe down sends .destination(.dismiss)
        }
      } destination: { store in
        switch store.case {
        case let .item(store): ItemFormView(store: store)  // the back button sends .popFrom
        }
      }
    }
  }

  struct ItemFormView: View {
    let store: StoreOf<ItemForm>

    var body: some View {
      Button("Save \(store.name)") { store.send(.saveButtonTapped) }
    }
  }
#endif
