import Clocks
import Foundation
import Testing
import Waypoint
import WaypointRouting
import WaypointTesting

/// An app with two tabs, each with its own stack: a link into one tab selects it and replaces
/// its stack, and leaves the other tab alone.
@Reducer
struct TabbedApp {
  enum Tab: Equatable { case items, people }

  @ObservableState
  struct State: Equatable {
    var selected = Tab.items
    var items = StackState<LinkedScreen.State>()
    var people = StackState<LinkedScreen.State>()
  }

  enum Action {
    case openURL(URL)
    case open(AppRoute)
    case linkFailed(LinkError)
    case items(StackActionOf<LinkedScreen>)
    case people(StackActionOf<LinkedScreen>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .open(route):
        if let names = TabbedApp.itemScreens(for: route) {
          state.selected = .items
          state.items.show(names)
        } else if case let .person(name) = route {
          state.selected = .people
          state.people.show(["people", name])
        }
        return .none
      case .openURL, .linkFailed, .items, .people:
        return .none
      }
    }
    .forEach(\.items, action: \.items) { LinkedScreen() }
    .forEach(\.people, action: \.people) { LinkedScreen() }
    .opensLinks(\.openURL, with: makeRouter(), open: \.open, failure: \.linkFailed) {
      [$0.items.ids, $0.people.ids]
    }
  }

  /// The screens of the items tab that a route shows; `nil` for a route of another tab.
  static func itemScreens(for route: AppRoute) -> [String]? {
    switch route {
    case .items: ["items"]
    case let .item(id): ["items", "item \(id)"]
    case let .editItem(id): ["items", "item \(id)", "edit \(id)"]
    case let .itemTab(id, tab): ["items", "item \(id)", tab.rawValue]
    case .home, .search, .movie, .person: nil
    }
  }

  /// The route that shows what the app shows now: the selected tab's stack, as a link prints it.
  static func route(for state: State) -> AppRoute? {
    switch state.selected {
    case .people:
      guard state.people.count == 2, let name = state.people.last?.name else { return nil }
      return .person(name)
    case .items:
      let names = state.items.map(\.name)
      guard names.first == "items" else { return nil }
      guard names.count > 1, let id = Int(names[1].dropFirst("item ".count)) else {
        return .items
      }
      if names.count == 2 { return .item(id) }
      if names[2] == "edit \(id)" { return .editItem(id) }
      return AppRoute.Tab(rawValue: names[2]).map { .itemTab(id, $0) }
    }
  }
}

@MainActor
@Suite struct LinkNavigationTests {
  let router = makeRouter()

  @Test func aLinkIntoAnotherTabSelectsItAndLeavesTheOtherTabAlone() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: TabbedApp.State(
        selected: .people, people: StackState([LinkedScreen.State(name: "people")]))
    ) {
      TabbedApp()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.people(.element(id: 0, action: .startTicking)))
    await store.send(.openURL(URL(string: "inventory://items/3/notes")!))
    await store.receive(\.open, .itemTab(3, .notes)) {
      $0.selected = .items
      $0.items = StackState([
        LinkedScreen.State(name: "items"), LinkedScreen.State(name: "item 3"),
        LinkedScreen.State(name: "notes"),
      ])
    }
    // The other tab kept its stack and its screen's effect.
    await clock.advance(by: .seconds(1))
    await store.receive(\.people[id: 0].tick) { $0.people[id: 0]?.ticks = 1 }
    await store.send(.openURL(URL(string: "inventory://people/Ada")!))
    await store.receive(\.open, .person("Ada")) {
      $0.selected = .people
      $0.people.append(LinkedScreen.State(name: "Ada"))
    }
    #expect(Array(store.state.people.ids) == [0, 4])
    await store.send(.people(.popFrom(id: 0))) { $0.people.removeAll() }
  }

  @Test func whatTheAppShowsPrintsAsALinkThatOpensTheSameScreens() async throws {
    var generator = SeededGenerator(seed: 0x5EED_0005)
    let store = Store(initialState: TabbedApp.State()) { TabbedApp() }
    for _ in 0..<500 {
      let route = RandomLinks.route(&generator)
      guard TabbedApp.itemScreens(for: route) != nil || route.is(\.person),
        let link = try? router.url(for: route)
      else { continue }
      store.send(.openURL(link))
      let shown = store.state
      // State → route → link → route → state: the same screens, with the same IDs.
      let printed = try router.url(for: try #require(TabbedApp.route(for: shown)))
      store.send(.openURL(printed))
      #expect(store.state == shown, "\(link) → \(printed)")
    }
  }
}
