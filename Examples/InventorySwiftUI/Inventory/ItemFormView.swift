#if canImport(SwiftUI)
  import InventoryApp
  import SwiftUI
  import WaypointSwiftUI

  /// The form that adds or edits an item, in a sheet: an empty name shows an alert on save.
  struct ItemFormView: View {
    @Bindable var store: StoreOf<ItemFormFeature>
    /// The sheet's title.
    let title: String
    /// The field typed into, kept in step with the form's `focus`, which a link can set.
    @FocusState private var focus: ItemFormFeature.Field?

    var body: some View {
      Form {
        Section {
          TextField("Name", text: store.binding(\.item.name, sending: \.nameChanged))
            .focused($focus, equals: .name)
          Button {
            store.send(.kindButtonTapped)
          } label: {
            HStack {
              Text("Kind")
              Spacer()
              Text(store.item.kind.title)
                .foregroundStyle(.secondary)
            }
          }
          Stepper {
            Text("Quantity: \(store.item.quantity)")
          } onIncrement: {
            store.send(.quantityStepped(by: 1))
          } onDecrement: {
            store.send(.quantityStepped(by: -1))
          }
        }
      }
      .navigationTitle(title)
      .disabled(store.isSaving)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { store.send(.cancelButtonTapped) }
        }
        ToolbarItem(placement: .confirmationAction) {
          if store.isSaving {
            ProgressView()
          } else {
            Button("Save") { store.send(.saveButtonTapped) }
          }
        }
      }
      .alert($store.scope(state: \.alert, action: \.alert))
      .onAppear { focus = store.focus }
      .onChange(of: store.focus) { _, field in focus = field }
      .onChange(of: focus) { _, field in
        if field != store.focus { store.send(.focusChanged(field)) }
      }
    }
  }
#endif
