// Supplied: what several seed sections use and none of them declares. The seeds' code in the
// other files of this target is theirs, as written; what it leaves out is supplied next to it and
// marked `// Supplied:`, as Tests/WaypointTestingTests/Seeds/Seed001GuideFeatures.swift does.

#if canImport(SwiftUI)
  import SwiftUI
  import WaypointSwiftUI

  // Supplied: the item the seeds' inventories list.
  struct Item: Equatable, Hashable, Identifiable, Sendable {
    var id: String
    var name: String
  }

  // Supplied: the form that adds or edits an item.
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

  // Supplied: the form's view.
  struct ItemFormView: View {
    let store: StoreOf<ItemFormFeature>

    var body: some View {
      Form {
        TextField("Name", text: store.binding(\.item.name, sending: \.nameChanged))
        Button("Save") { store.send(.saveButtonTapped) }
        Button("Cancel", role: .cancel) { store.send(.cancelButtonTapped) }
      }
    }
  }
#endif
