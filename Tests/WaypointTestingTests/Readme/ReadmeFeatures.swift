// The README's feature example, verbatim: if this file stops compiling, the README is wrong.

import Waypoint

struct ItemForm: Reducer {
  struct State: Equatable { var name = "" }
  @CasePathable
  enum Action: Equatable { case saveButtonTapped }
  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .run { _ in await dismiss() }  // closes the sheet or pops the stack, whichever showed it
  }
}

struct Inventory: Reducer {
  struct State: Equatable {
    @Presents var addItem: ItemForm.State?  // tree: non-nil while the sheet is up
    var path = StackState<ItemForm.State>()  // stack: the drill-downs, bottom first
  }
  @CasePathable
  enum Action: Equatable {
    case addButtonTapped
    case itemTapped(String)
    case addItem(PresentationAction<ItemForm.Action>)
    case path(StackActionOf<ItemForm>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.addItem = ItemForm.State()
        return .none
      case let .itemTapped(name):
        state.path.append(ItemForm.State(name: name))
        return .none
      case .addItem, .path:
        return .none
      }
    }
    .ifLet(\.$addItem, action: \.addItem) { ItemForm() }
    .forEach(\.path, action: \.path) { ItemForm() }
  }
}
