import Testing
import Waypoint
import WaypointTesting

/// The seeds' "minimal navigation state": one `@Presents` over a `Destination` enum.
@Reducer
struct ItemsFeature {
  @ObservableState
  struct State: Equatable, Sendable {
    var items: [Item] = []
    @Presents var destination: Destination.State?
  }

  enum Action: Equatable, Sendable {
    case addButtonTapped
    case editButtonTapped(Item)
    case itemTapped(Item)
    case destination(PresentationAction<Destination.Action>)
  }

  @Reducer
  enum Destination {
    case add(ItemFormFeature)
    case edit(ItemFormFeature)
    case detail(DetailFeature)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .add(ItemFormFeature.State())
        return .none
      case let .editButtonTapped(item):
        state.destination = .edit(ItemFormFeature.State(item: item))
        return .none
      case let .itemTapped(item):
        state.destination = .detail(DetailFeature.State(item: item))
        return .none
      case .destination(.presented(.add(.saveButtonTapped))):
        if let item = state.destination?.add?.item { state.items.append(item) }
        state.destination = nil
        return .none
      case .destination(.presented(.edit(.saveButtonTapped))):
        if let item = state.destination?.edit?.item,
          let index = state.items.firstIndex(where: { $0.id == item.id })
        {
          state.items[index] = item
        }
        state.destination = nil
        return .none
      case .destination(.dismiss):
        state.destination = nil
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension ItemsFeature.Destination.State: Equatable, Sendable {}
extension ItemsFeature.Destination.Action: Equatable, Sendable {}

@MainActor
@Suite struct DestinationSeedTests {
  let widget = Item(id: "1", name: "Widget")

  @Test func addCaseSavesAndCloses() async {
    let store = TestStore(initialState: ItemsFeature.State()) { ItemsFeature() }
    await store.send(.addButtonTapped) { $0.destination = .add(ItemFormFeature.State()) }
    await store.send(\.destination.presented.add.nameChanged, "Bolt") {
      $0.$destination[case: \.add]?.item.name = "Bolt"
    }
    await store.send(.destination(.presented(.add(.saveButtonTapped)))) {
      $0.items = [Item(id: "", name: "Bolt")]
      $0.destination = nil
    }
  }

  @Test func editCaseUpdatesTheItem() async {
    let store = TestStore(initialState: ItemsFeature.State(items: [widget])) { ItemsFeature() }
    await store.send(.editButtonTapped(widget)) {
      $0.destination = .edit(ItemFormFeature.State(item: self.widget))
    }
    await store.send(.destination(.presented(.edit(.nameChanged("Gadget"))))) {
      $0.$destination[case: \.edit]?.item.name = "Gadget"
    }
    await store.send(.destination(.presented(.edit(.saveButtonTapped)))) {
      $0.items[0].name = "Gadget"
      $0.destination = nil
    }
  }

  @Test func detailCaseDismissesItselfThroughTheDependency() async {
    let store = TestStore(initialState: ItemsFeature.State(items: [widget])) { ItemsFeature() }
    await store.send(.itemTapped(widget)) {
      $0.destination = .detail(DetailFeature.State(item: self.widget))
    }
    await store.send(.destination(.presented(.detail(.closeButtonTapped))))
    await store.receive(\.destination.dismiss) { $0.destination = nil }
  }

  @Test func switchingCasesReplacesThePresentation() async {
    let store = TestStore(initialState: ItemsFeature.State(items: [widget])) { ItemsFeature() }
    await store.send(.itemTapped(widget)) {
      $0.destination = .detail(DetailFeature.State(item: self.widget))
    }
    await store.send(.editButtonTapped(widget)) {
      $0.destination = .edit(ItemFormFeature.State(item: self.widget))
    }
    await withKnownIssue {
      await store.send(.destination(.presented(.detail(.editButtonTapped))))
    } matching: {
      $0.description.contains(
        "A \"@Reducer\" enum received an action for its case \"detail\" while its state held another case."
      )
    }
  }
}
