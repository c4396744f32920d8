// Seed 001, "Tree-Based Navigation", 4. SwiftUI Integration: the guide's `InventoryView`, as
// written, over the guide's own `InventoryFeature` (its sections 1–3, copied from the guide).
// The import is the only line changed: `import ComposableArchitecture` → `import WaypointSwiftUI`.

#if canImport(SwiftUI)
  import SwiftUI
  import WaypointSwiftUI

  enum Seed001TreeBased {
    struct InventoryView: View {
      @Bindable var store: StoreOf<InventoryFeature>

      var body: some View {
        List {
          ForEach(store.items) { item in
            Button {
              store.send(.editButtonTapped(item))
            } label: {
              Text(item.name)
            }
          }
        }
        .toolbar {
          ToolbarItem {
            Button {
              store.send(.addButtonTapped)
            } label: {
              Image(systemName: "plus")
            }
          }
          ToolbarItem {
            Button {
              store.send(.settingsButtonTapped)
            } label: {
              Image(systemName: "gear")
            }
          }
        }
        .sheet(
          store: store.scope(state: \.$addItem, action: \.addItem)
        ) { store in
          ItemFormView(store: store)
        }
        .sheet(
          store: store.scope(state: \.$editItem, action: \.editItem)
        ) { store in
          ItemFormView(store: store)
        }
        .sheet(
          store: store.scope(state: \.$settings, action: \.settings)
        ) { store in
          SettingsView(store: store)
        }
      }
    }

    // The guide's reducer (Tree-Based Navigation, 1–3), as written.
    @Reducer
    struct InventoryFeature {
      @ObservableState
      struct State: Equatable, Sendable {
        var items: [Item] = []
        @Presents var addItem: ItemFormFeature.State?
        @Presents var editItem: ItemFormFeature.State?
        @Presents var settings: SettingsFeature.State?
      }

      enum Action: Equatable, Sendable {
        case addButtonTapped
        case editButtonTapped(Item)
        case settingsButtonTapped
        case addItem(PresentationAction<ItemFormFeature.Action>)
        case editItem(PresentationAction<ItemFormFeature.Action>)
        case settings(PresentationAction<SettingsFeature.Action>)
      }

      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .addButtonTapped:
            state.addItem = ItemFormFeature.State()
            return .none

          case let .editButtonTapped(item):
            state.editItem = ItemFormFeature.State(item: item)
            return .none

          case .settingsButtonTapped:
            state.settings = SettingsFeature.State()
            return .none

          case .addItem(.presented(.saveButtonTapped)):
            // Handle save from add item
            state.addItem = nil
            return .none

          case .addItem(.presented(.cancelButtonTapped)):
            // Handle cancel from add item
            state.addItem = nil
            return .none

          case .addItem(.dismiss):
            // Handle dismiss from add item
            state.addItem = nil
            return .none

          // Handle other presentation actions...

          case .addItem, .editItem, .settings:
            return .none
          }
        }
        .ifLet(\.$addItem, action: \.addItem) {
          ItemFormFeature()
        }
        .ifLet(\.$editItem, action: \.editItem) {
          ItemFormFeature()
        }
        .ifLet(\.$settings, action: \.settings) {
          SettingsFeature()
        }
      }
    }

    // Supplied: the settings the guide presents, and their view.
    @Reducer
    struct SettingsFeature {
      @ObservableState
      struct State: Equatable, Sendable { var notifications = true }
      enum Action: Equatable, Sendable { case notificationsToggled }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.notifications.toggle()
        return .none
      }
    }

    // Supplied.
    struct SettingsView: View {
      let store: StoreOf<SettingsFeature>

      var body: some View {
        Button(store.notifications ? "Turn notifications off" : "Turn notifications on") {
          store.send(.notificationsToggled)
        }
      }
    }
  }
#endif
