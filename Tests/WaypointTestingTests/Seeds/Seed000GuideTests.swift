import Testing
import Waypoint
import WaypointTesting

// Seed 000 ("What is navigation?") as its guide writes it. Its features end in `// ...` where
// their actions and bodies would go, and Swift needs those to build a reducer, so each `// ...`
// is followed by the smallest completion (marked "Supplied"); the lines above it are the guide's.
enum Seed000 {
  @Reducer
  struct InventoryFeature {
    @ObservableState
    struct State {
      @Presents var detailItem: DetailItemFeature.State?
      // ...
    }
    // ...
    // Supplied.
    enum Action { case detailItem(PresentationAction<DetailItemFeature.Action>) }
    var body: some ReducerOf<Self> {
      EmptyReducer().ifLet(\.$detailItem, action: \.detailItem) { DetailItemFeature() }
    }
  }

  @Reducer
  struct DetailItemFeature {
    @ObservableState
    struct State {
      @Presents var editItem: EditItemFeature.State?
      // ...
      // Supplied.
      var item = Item(id: "", name: "")
    }
    // ...
    // Supplied.
    enum Action { case editItem(PresentationAction<EditItemFeature.Action>) }
    var body: some ReducerOf<Self> {
      EmptyReducer().ifLet(\.$editItem, action: \.editItem) { EditItemFeature() }
    }
  }

  @Reducer
  struct EditItemFeature {
    struct State {
      @Presents var alert: AlertState<AlertAction>?
      // ...
      // Supplied.
      var item = Item(id: "", name: "")
    }
    // ...
    // Supplied.
    enum AlertAction { case ok }
    enum Action { case alert(PresentationAction<AlertAction>) }
    var body: some ReducerOf<Self> {
      EmptyReducer().ifLet(\.$alert, action: \.alert)
    }
  }

  /// The guide's stack of features: a plain enum of their states.
  enum Path {
    case detail(DetailItemFeature.State)
    case edit(EditItemFeature.State)
    // ...
  }

  /// The guide's deep link: the whole navigation, drill-down, sheet and alert, in one value.
  @MainActor
  static func deepLinkedStore() -> StoreOf<InventoryFeature> {
    Store(
      initialState: InventoryFeature.State(
        detailItem: DetailItemFeature.State(  // Drill-down to detail screen
          editItem: EditItemFeature.State(  // Open edit modal
            alert: AlertState {  // Open alert
              TextState("This item is invalid.")
            }
          )
        )
      )
    ) {
      InventoryFeature()
    }
  }

  /// The guide's path of features.
  static func path(of item: Item) -> [Path] {
    let path: [Path] = [
      .detail(DetailItemFeature.State(item: item)),
      .edit(EditItemFeature.State(item: item)),
      // ...
    ]
    return path
  }
}

@MainActor
@Suite struct Seed000GuideTests {
  @Test func aDeepLinkIsOneNestedValueAndItsAlertAnswers() {
    let store = Seed000.deepLinkedStore()
    #expect(store.detailItem?.editItem?.alert?.title == TextState("This item is invalid."))

    store.send(.detailItem(.presented(.editItem(.presented(.alert(.presented(.ok)))))))
    #expect(store.detailItem?.editItem != nil)
    #expect(store.detailItem?.editItem?.alert == nil)

    store.send(.detailItem(.presented(.editItem(.dismiss))))
    #expect(store.detailItem != nil)
    #expect(store.detailItem?.editItem == nil)
  }

  @Test func aPathIsAFlatListOfFeatureStates() {
    let item = Item(id: "1", name: "Widget")
    let path = Seed000.path(of: item)
    #expect(path.count == 2)
    guard case let .detail(detail) = path[0], case let .edit(edit) = path[1] else {
      Issue.record("The path is not a detail screen under an edit screen.")
      return
    }
    #expect(detail.item == item)
    #expect(edit.item == item)
  }
}
