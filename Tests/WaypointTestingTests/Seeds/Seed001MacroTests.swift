import Testing
import Waypoint
import WaypointTesting

/// Seed 001's feature and test, written with `@Reducer` and `@ObservableState`, copied as they
/// stand in the guide (its "Extract Navigation Logic" and "Test Navigation Flows" sections), in
/// a namespace so that their names do not clash with the hand-written forms of the other seed
/// tests. `Item`, `DetailFeature` and `EditFeature` are the small types the guide leaves out.
enum Seed001Macros {
  @Reducer
  struct RootFeature {
    @ObservableState
    struct State: Equatable, Sendable {
      var items: [Item] = []
      var path = StackState<Path.State>()
    }

    enum Action: Equatable, Sendable {
      case detailButtonTapped(Item)
      case path(StackAction<Path.State, Path.Action>)
    }

    @Reducer
    enum Path {
      case detail(DetailFeature)
      case edit(EditFeature)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .detailButtonTapped(item):
          return navigateToDetail(item: item, state: &state)

        case let .path(.element(id: id, action: .detail(.editButtonTapped))):
          return navigateToEdit(id: id, state: &state)

        case let .path(.element(id: id, action: .edit(.saveButtonTapped))):
          return handleEditSave(id: id, state: &state)

        case .path:
          return .none
        }
      }
      .forEach(\.path, action: \.path)
    }

    private func navigateToDetail(item: Item, state: inout State) -> Effect<Action> {
      state.path.append(.detail(DetailFeature.State(item: item)))
      return .none
    }

    private func navigateToEdit(id: StackElementID, state: inout State) -> Effect<Action> {
      guard let detailState = state.path[id: id]?.detail else { return .none }
      state.path.append(.edit(EditFeature.State(item: detailState.item)))
      return .none
    }

    private func handleEditSave(id: StackElementID, state: inout State) -> Effect<Action> {
      guard let editState = state.path[id: id]?.edit else { return .none }
      state.path.pop(from: id)
      return .run { _ in
        await saveItem(editState.item)
      }
    }

    private func saveItem(_ item: Item) async {
      // Save item logic
    }
  }
}

/// Seed 001's "Composition" feature, as written, with the child and modal it leaves out.
enum Seed001Composition {
  @Reducer
  struct ParentFeature {
    @ObservableState
    struct State: Equatable, Sendable {
      var child: ChildFeature.State
      @Presents var modal: ModalFeature.State?
    }

    enum Action: Equatable, Sendable {
      case child(ChildFeature.Action)
      case modal(PresentationAction<ModalFeature.Action>)
      case modalButtonTapped
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: \.child) {
        ChildFeature()
      }
      .ifLet(\.$modal, action: \.modal) {
        ModalFeature()
      }
    }
  }

  @Reducer
  struct ChildFeature {
    @ObservableState
    struct State: Equatable, Sendable { var count = 0 }
    enum Action: Equatable, Sendable { case increment }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  @Reducer
  struct ModalFeature {
    @ObservableState
    struct State: Equatable, Sendable { var text = "" }
    enum Action: Equatable, Sendable { case typed(String) }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      guard case let .typed(text) = action else { return .none }
      state.text = text
      return .none
    }
  }
}

/// Seed 001's state with one enum of destinations ("Use Enum-Based Destinations"), as written,
/// with the detail feature it leaves out.
enum Seed001Destinations {
  @ObservableState
  struct State: Equatable, Sendable {
    var items: [Item] = []
    @Presents var destination: Destination.State?
  }

  @Reducer
  enum Destination {
    case add(ItemFormFeature)
    case edit(ItemFormFeature)
    case detail(ItemDetailFeature)
  }

  @Reducer
  struct ItemDetailFeature {
    @ObservableState
    struct State: Equatable, Sendable { var item: Item }
    enum Action: Equatable, Sendable { case close }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }
}

// The conformances a `@Reducer` enum's generated types get from their author.
extension Seed001Macros.RootFeature.Path.State: Equatable, Sendable {}
extension Seed001Macros.RootFeature.Path.Action: Equatable, Sendable {}
extension Seed001Destinations.Destination.State: Equatable, Sendable {}

@MainActor
@Suite struct Seed001MacroTests {
  @Test
  func testNavigationFlow() async {
    let store = TestStore(initialState: Seed001Macros.RootFeature.State()) {
      Seed001Macros.RootFeature()
    }

    let item = Item(id: "1", name: "Test Item")

    // Navigate to detail
    await store.send(.detailButtonTapped(item)) {
      $0.path.append(.detail(DetailFeature.State(item: item)))
    }

    // Navigate to edit
    await store.send(.path(.element(id: 0, action: .detail(.editButtonTapped)))) {
      $0.path.append(.edit(EditFeature.State(item: item)))
    }

    // Save and pop
    await store.send(.path(.element(id: 1, action: .edit(.saveButtonTapped)))) {
      $0.path.pop(from: 1)
    }
  }

  @Test func compositionScopesTheChildAndPresentsTheModal() async {
    let store = TestStore(initialState: Seed001Composition.ParentFeature.State(child: .init())) {
      Seed001Composition.ParentFeature()
    }
    await store.send(.child(.increment)) { $0.child.count = 1 }
    await store.send(.modalButtonTapped)
  }

  @Test func enumDestinationsAreOneOptionalValue() {
    var state = Seed001Destinations.State()
    state.destination = .add(ItemFormFeature.State())
    #expect(state.destination?.add != nil)
    state.destination = .detail(
      Seed001Destinations.ItemDetailFeature.State(item: Item(id: "1", name: "A")))
    #expect(state.destination?.add == nil)
    #expect(state.destination?.detail?.item.name == "A")
  }
}
