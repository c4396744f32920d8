// Seed 001, "Stack-Based Navigation", 4. SwiftUI Integration: the guide's `RootView`, as written,
// over the guide's own `RootFeature` (its sections 1–3, copied from the guide). The import is the
// only line changed: `import ComposableArchitecture` → `import WaypointSwiftUI`.

#if canImport(SwiftUI)
  import SwiftUI
  import WaypointSwiftUI

  enum Seed001StackBased {
    struct RootView: View {
      @Bindable var store: StoreOf<RootFeature>

      var body: some View {
        NavigationStack(
          path: $store.scope(state: \.path, action: \.path)
        ) {
          List {
            ForEach(store.items) { item in
              Button {
                store.send(.detailButtonTapped(item))
              } label: {
                Text(item.name)
              }
            }
          }
          .navigationTitle("Items")
        } destination: { store in
          switch store.case {
          case let .detail(store):
            DetailView(store: store)
          case let .edit(store):
            EditView(store: store)
          }
        }
      }
    }

    // The guide's reducer (Stack-Based Navigation, 1–3), as written.
    @Reducer
    struct RootFeature {
      @ObservableState
      struct State: Equatable, Sendable {
        var items: [Item] = []
        var path = StackState<Path.State>()
      }

      @Reducer
      enum Path {
        case detail(DetailFeature)
        case edit(EditFeature)
      }

      enum Action: Equatable, Sendable {
        case detailButtonTapped(Item)
        case path(StackAction<Path.State, Path.Action>)
      }

      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case let .detailButtonTapped(item):
            state.path.append(.detail(DetailFeature.State(item: item)))
            return .none

          case let .path(.element(id: id, action: .detail(.editButtonTapped))):
            guard let detailState = state.path[id: id]?.detail else { return .none }
            state.path.append(.edit(EditFeature.State(item: detailState.item)))
            return .none

          case let .path(.element(id: id, action: .edit(.saveButtonTapped))):
            guard let editState = state.path[id: id]?.edit else { return .none }
            state.path.pop(from: id)
            return .run { _ in
              await saveItem(editState.item)
            }

          case .path:
            return .none
          }
        }
        .forEach(\.path, action: \.path)
      }

      // Supplied: the guide's "Save item logic".
      func saveItem(_ item: Item) async {}
    }

    // Supplied: the screens the stack pushes, and their views.
    @Reducer
    struct DetailFeature {
      @ObservableState
      struct State: Equatable, Sendable { var item: Item }
      enum Action: Equatable, Sendable { case editButtonTapped }
      func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
    }

    // Supplied.
    @Reducer
    struct EditFeature {
      @ObservableState
      struct State: Equatable, Sendable { var item: Item }
      enum Action: Equatable, Sendable {
        case nameChanged(String)
        case saveButtonTapped
      }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        if case let .nameChanged(name) = action { state.item.name = name }
        return .none
      }
    }

    // Supplied.
    struct DetailView: View {
      let store: StoreOf<DetailFeature>

      var body: some View {
        Text(store.item.name)
        Button("Edit") { store.send(.editButtonTapped) }
      }
    }

    // Supplied.
    struct EditView: View {
      let store: StoreOf<EditFeature>

      var body: some View {
        Form {
          TextField("Name", text: store.binding(\.item.name, sending: \.nameChanged))
          Button("Save") { store.send(.saveButtonTapped) }
        }
      }
    }
  }

  // Supplied: the guide's `Path` is `Equatable` and `Sendable` where its parent's state and
  // actions are.
  extension Seed001StackBased.RootFeature.Path.State: Equatable, Sendable {}
  extension Seed001StackBased.RootFeature.Path.Action: Equatable, Sendable {}
#endif
