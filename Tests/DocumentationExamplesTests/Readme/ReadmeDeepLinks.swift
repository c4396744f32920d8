// The README's deep-link example, verbatim: if this file stops compiling, the README is wrong.

import Waypoint
import WaypointRouting

@Reducer
struct Bookcase {
  @ObservableState
  struct State: Equatable {
    var titles = [1: "Dune", 2: "Emma"]
    var path = StackState<Path.State>()
  }
  enum Action { case path(StackActionOf<Path>) }

  @Reducer
  enum Path { case novel(Novel) }

  var body: some ReducerOf<Self> { EmptyReducer().forEach(\.path, action: \.path) }
}

@Reducer
struct Novel {
  @ObservableState
  struct State: Equatable {
    var id: Int
    var title: String
  }
  enum Action { case readTapped }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

extension Bookcase.Path.State: Equatable {}

// One line a screen says how a link names it; the app loads what the ID names, or refuses.
let links = NavigationLinks<Bookcase.State, Void>(scheme: "bookcase", hosts: ["example.com"]) {
  ScreenLink(\Bookcase.Path.State.Cases.novel, "novels", Segment(Int.self)) { novel, _ in
    novel.id
  } open: { id, context in
    guard let title = context.owner(Bookcase.State.self)?.titles[id] else {
      throw context.refusal("a novel in the bookcase")
    }
    return Novel.State(id: id, title: title)
  }
}

func followLinks() throws {
  var state = Bookcase.State()
  state = try links.open("bookcase://novels/1/novels/2", in: state)  // Dune, then Emma
  _ = try links.url(for: state)  // bookcase://novels/1/novels/2
  _ = try links.open("https://example.com/novels/1", in: state)  // Dune alone, kept
  _ = try links.open("bookcase://novels/3", in: state)
  // throws LinkError: path segment 2 is "3"; expected a novel in the bookcase
}
