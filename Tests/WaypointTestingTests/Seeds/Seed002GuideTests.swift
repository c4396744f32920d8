import Testing
import WaypointTesting

// Seed 002 ("Navigation", "Integrating features for navigation") as its guide writes it, with
// the older library's names: `ReducerProtocol`, `ReducerProtocolOf<Self>` and the
// `/Action.addItem` case path compile, with deprecation warnings that name today's spelling
// (`@PresentationState` is another name of `@Presents`, without one). The enclosing declarations
// are deprecated too, so that this target builds without warnings. The guide's features end in `// ...`: each is followed by the smallest completion
// (marked "Supplied").
@available(*, deprecated, message: "Seed 002's older spelling: it must keep compiling")
enum Seed002 {
  struct Item: Equatable, Identifiable {
    var id: Int
    var name: String
  }

  struct InventoryFeature: ReducerProtocol {
    struct State: Equatable {
      @PresentationState var addItem: ItemFormFeature.State?
      var items: IdentifiedArrayOf<Item> = []
      // ...
    }
    enum Action: Equatable {
      case addItem(PresentationAction<ItemFormFeature.Action>)
      // ...
      // Supplied.
      case addButtonTapped
    }

    var body: some ReducerProtocolOf<Self> {
      Reduce<State, Action> { state, action in
        switch action {
        case .addButtonTapped:
          state.addItem = ItemFormFeature.State()
          return .none
        // ...
        // Supplied.
        case .addItem(.presented(.saveButtonTapped)):
          guard let item = state.addItem?.item else { return .none }
          state.items.append(item)
          return .none
        case .addItem:
          return .none
        }
      }
      .ifLet(\.$addItem, action: /Action.addItem) {
        ItemFormFeature()
      }
    }
  }

  // Supplied: the form the guide presents.
  struct ItemFormFeature: ReducerProtocol {
    struct State: Equatable {
      var item = Item(id: 1, name: "")
    }
    enum Action: Equatable {
      case nameChanged(String)
      case saveButtonTapped
    }
    @Dependency(\.dismiss) var dismiss

    var body: some ReducerProtocolOf<Self> {
      Reduce<State, Action> { state, action in
        switch action {
        case let .nameChanged(name):
          state.item.name = name
          return .none
        case .saveButtonTapped:
          return .run { _ in await dismiss() }
        }
      }
    }
  }
}

@MainActor
@Suite struct Seed002GuideTests {
  @available(*, deprecated, message: "Runs seed 002's older spelling")
  @Test func theOlderSpellingPresentsRunsAndDismissesTheChild() async {
    let store = TestStore(initialState: Seed002.InventoryFeature.State()) {
      Seed002.InventoryFeature()
    }
    await store.send(.addButtonTapped) {
      $0.addItem = Seed002.ItemFormFeature.State()
    }
    await store.send(.addItem(.presented(.nameChanged("Widget")))) {
      $0.addItem?.item.name = "Widget"
    }
    await store.send(.addItem(.presented(.saveButtonTapped))) {
      $0.items = [Seed002.Item(id: 1, name: "Widget")]
    }
    await store.receive(.addItem(.dismiss)) {
      $0.addItem = nil
    }
  }

  @available(*, deprecated, message: "Runs seed 002's older spelling")
  @Test func anActionForTheDismissedFormIsReportedAndChangesNothing() async {
    let store = TestStore(initialState: Seed002.InventoryFeature.State()) {
      Seed002.InventoryFeature()
    }
    await withKnownIssue {
      await store.send(.addItem(.presented(.nameChanged("Widget"))))
    } matching: {
      $0.description.contains("received an action for a presentation that is not shown")
    }
  }
}
