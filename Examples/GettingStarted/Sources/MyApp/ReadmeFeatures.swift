// The README's feature example, verbatim: if this file stops compiling, the README is wrong.

import Waypoint

@Reducer
struct ItemForm {
  @ObservableState
  struct State: Equatable { var name = "" }
  enum Action: Equatable { case saveButtonTapped }
  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .run { _ in await dismiss() }  // closes the sheet or pops the stack, whichever showed it
  }
}

@Reducer
struct Inventory {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?  // tree: non-nil while a sheet is up
    var path = StackState<Path.State>()  // stack: the drill-downs, bottom first
  }
  enum Action: Equatable {
    case addButtonTapped
    case itemTapped(String)
    case destination(PresentationAction<Destination.Action>)
    case path(StackActionOf<Path>)
  }

  @Reducer
  enum Destination {  // what the inventory presents, one at a time
    case addItem(ItemForm)
    case renameItem(ItemForm)
  }

  @Reducer
  enum Path {  // what it pushes, in any number
    case item(ItemForm)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .addItem(ItemForm.State())
        return .none
      case let .itemTapped(name):
        state.path.append(.item(ItemForm.State(name: name)))
        return .none
      case .destination, .path:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
    .forEach(\.path, action: \.path)
  }
}

extension Inventory.Destination.State: Equatable {}
extension Inventory.Destination.Action: Equatable {}
extension Inventory.Path.State: Equatable {}
extension Inventory.Path.Action: Equatable {}
