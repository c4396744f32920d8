// The code of the StackBasedNavigation article, verbatim, and the stack test of WaypointTesting's
// documentation, which drives it.

import Testing
import WaypointTesting

@Reducer
struct Detail {
  @ObservableState
  struct State: Equatable {
    var item: String
  }
  enum Action: Equatable {
    case editButtonTapped
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none  // the root pushes the editor
  }
}

@Reducer
struct Edit {
  @ObservableState
  struct State: Equatable {
    var item: String
  }
  enum Action: Equatable {
    case nameChanged(String)
    case saveButtonTapped
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .nameChanged(name):
      state.item = name
      return .none
    case .saveButtonTapped:
      return .none  // the root saves and pops
    }
  }
}

@Reducer
enum Path {
  case detail(Detail)
  case edit(Edit)
}

extension Path.State: Equatable {}
extension Path.Action: Equatable {}

@Reducer
struct Root {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
  }
  enum Action: Equatable {
    case itemTapped(String)
    case path(StackActionOf<Path>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .itemTapped(item):
        state.path.append(.detail(Detail.State(item: item)))
        return .none
      case let .path(.element(id: id, action: .detail(.editButtonTapped))):
        guard let detail = state.path[id: id]?.detail else { return .none }
        state.path.append(.edit(Edit.State(item: detail.item)))
        return .none
      case let .path(.element(id: id, action: .edit(.saveButtonTapped))):
        guard let edit = state.path[id: id]?.edit else { return .none }
        state.path.pop(from: id)
        if let below = state.path.ids.last {
          state.path[id: below, case: \.detail]?.item = edit.item
        }
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

@Suite struct StackArticleFlows {
  @MainActor
  @Test func editFlow() async {
    let store = TestStore(initialState: Root.State()) { Root() }
    await store.send(.itemTapped("Widget")) {
      $0.path.append(.detail(Detail.State(item: "Widget")))
    }
    await store.send(\.path[id: 0].detail.editButtonTapped) {
      $0.path.append(.edit(Edit.State(item: "Widget")))
    }
    await store.send(\.path[id: 1].edit.nameChanged, "Sprocket") {
      $0.path[id: 1, case: \.edit]?.item = "Sprocket"
    }
    await store.send(\.path[id: 1].edit.saveButtonTapped) {
      $0.path.pop(from: 1)
      $0.path[id: 0, case: \.detail]?.item = "Sprocket"
    }
  }

  @MainActor
  @Test func backButtonPopsTheEditorAndKeepsTheName() async {
    let store = TestStore(initialState: Root.State()) { Root() }
    await store.send(.itemTapped("Widget")) {
      $0.path.append(.detail(Detail.State(item: "Widget")))
    }
    await store.send(\.path[id: 0].detail.editButtonTapped) {
      $0.path.append(.edit(Edit.State(item: "Widget")))
    }
    await store.send(\.path[id: 1].edit.nameChanged, "Sprocket") {
      $0.path[id: 1, case: \.edit]?.item = "Sprocket"
    }
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
    }
  }
}
