// Seed 002, "Integrating features for navigation": the `sheet(store:)` form. The import is
// changed (`import ComposableArchitecture` → `import WaypointSwiftUI`), and three things of the
// seed's view do not compile as written:
//
// - The seed names the view `InventoryFeature`, the name of the reducer its store runs, so
//   `StoreOf<InventoryFeature>` refers to the view itself ("type 'InventoryFeature' does not
//   conform to protocol 'Reducer'"). A slip of the seed's; the view is `InventoryView` here.
// - `action: InventoryFeature.Action.addItem` names the action by its case's embedding function,
//   the seed library's older form. Waypoint's `Store.scope(state:action:)` takes a case key path,
//   `\.addItem`, and has no overload for a function ("no exact matches in call to instance method
//   'scope'").
// - `.sheet(store:)` has no trailing closure. Waypoint's `sheet(store:onDismiss:content:)` needs
//   the view to show ("missing argument for parameter 'content' in call").
//
// The seed's lines are kept in comments, followed by the form that compiles.

#if canImport(SwiftUI)
  import SwiftUI
  import WaypointSwiftUI

  enum Seed002SheetStore {
    // The seed: `struct InventoryFeature: View {`
    struct InventoryView: View {
      let store: StoreOf<InventoryFeature>

      var body: some View {
        List {
          // ...
        }
        // The seed:
        // .sheet(
        //   store: self.store.scope(state: \.$addItem, action: InventoryFeature.Action.addItem)
        // )
        .sheet(
          store: self.store.scope(state: \.$addItem, action: \.addItem)
        ) { store in
          ItemFormView(store: store)
        }
      }
    }

    // Supplied: the seed's `InventoryFeature`, which it writes with the older library's names
    // (`ReducerProtocol`, `@PresentationState`, `/Action.addItem`), in today's form.
    @Reducer
    struct InventoryFeature {
      @ObservableState
      struct State: Equatable {
        @Presents var addItem: ItemFormFeature.State?
        var items: IdentifiedArrayOf<Item> = []
      }

      enum Action: Equatable {
        case addButtonTapped
        case addItem(PresentationAction<ItemFormFeature.Action>)
      }

      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .addButtonTapped:
            state.addItem = ItemFormFeature.State()
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
  }
#endif
