import Waypoint

struct Item: Equatable, Identifiable, Sendable, Codable {
  var id: String
  var name: String
}

@Reducer
struct DetailFeature {
  @ObservableState
  struct State: Equatable, Sendable { var item: Item }
  enum Action: Equatable, Sendable { case editButtonTapped, closeButtonTapped }
  @Dependency(\.dismiss) var dismiss
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .editButtonTapped: return .none
    case .closeButtonTapped: return .run { _ in await self.dismiss() }
    }
  }
}

@Reducer
struct EditFeature {
  @ObservableState
  struct State: Equatable, Sendable { var item: Item }
  enum Action: Equatable, Sendable {
    case saveButtonTapped
    case nameChanged(String)
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .saveButtonTapped: return .none
    case let .nameChanged(name):
      state.item.name = name
      return .none
    }
  }
}

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

  let saved: @Sendable (Item) async -> Void

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
        return .run { [saved] _ in
          await saved(editState.item)
        }

      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension RootFeature.Path.State: Equatable, Sendable {}
extension RootFeature.Path.Action: Equatable, Sendable {}
