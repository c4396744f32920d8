// The README's navigation rules example, verbatim: if this file stops compiling, the README is
// wrong.

import Waypoint
import WaypointRules

@Reducer
struct Cookbook {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
  }
  enum Action {
    case path(StackActionOf<Path>)
    case recipeTapped(Int)
    case editTapped
  }

  @Reducer
  enum Path {
    case recipe(Recipe)
    case editor(RecipeEditor)
  }

  // A recipe starts the stack, an editor stands only over a recipe, and 20 screens at most.
  static let pathRules: StackRules<Path.State> = [
    .start(with: \.recipe),
    .allow(\.editor, after: \.recipe),
    .maxDepth(20),
  ]

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .recipeTapped(id): state.path.append(.recipe(Recipe.State(id: id)))
      case .editTapped: state.path.append(.editor(RecipeEditor.State()))
      case .path: break
      }
      return .none
    }
    .forEach(\.path, action: \.path)
    .enforcing(Self.pathRules, on: \.path)  // a change that breaks them is reported and undone
  }
}
extension Cookbook.Path.State: Equatable {}

@Reducer
struct Recipe {
  struct State: Equatable { var id: Int }
  enum Action { case read }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

@Reducer
struct RecipeEditor {
  struct State: Equatable { var draft = "" }
  enum Action { case typed(String) }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

/// The library's screens and the ways between them, as Graphviz DOT: `dot -Tsvg` draws it.
func cookbookGraph(highlighting state: Cookbook.State) -> String {
  NavigationGraph(Cookbook.State.self, title: "Cookbook", rules: [Cookbook.pathRules])
    .dot(highlighting: state)
}
