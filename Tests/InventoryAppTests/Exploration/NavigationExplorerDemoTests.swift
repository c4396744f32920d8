import Foundation
import InventoryApp
import Testing
import WaypointRestoration
import WaypointTesting

/// Every navigation of the demo up to five steps from launch: each one obeys the rules, is
/// reached from launch and left again step by step, opens again from its link, and restores
/// whole from the file the demo saves.
@Suite struct NavigationExplorerDemoTests {
  /// The demo's explorer: from launch, with the screens a person can open over each state.
  static func explorer(depth: Int) -> NavigationExplorer<AppFeature.State> {
    NavigationExplorer(
      from: AppFeature.State(), depth: depth, limit: 20_000,
      rules: StateFile.coder.checks,
      checks: [
        .roundTrip("link") { state in
          var opened = AppFeature.State()
          try opened.open(link: state.link().absoluteString)
          return opened
        },
        .roundTrip("snapshot", keepsIDs: true) { state in
          let restoration = SnapshotStore(
            storage: InMemorySnapshotStorage(try StateFile.coder.encode(state)),
            coder: StateFile.coder
          )
          .restore(root: AppFeature.State())
          guard restoration.outcome == .whole, restoration.state == state else {
            throw SnapshotMismatch(problems: restoration.report.problems.map { "\($0)" })
          }
          return restoration.state
        },
      ],
      screens: screens
    )
  }

  struct SnapshotMismatch: Error {
    let problems: [String]
  }

  /// What a person can open over a state: a detail (of the first item, or of an item related
  /// to the detail on top), the detail's edit sheet and delete dialog, the add-item sheet, a
  /// form's "Name required" alert (the forms have blank names), the settings, and the Movies
  /// stack's next screen. A movie is offered over every Movies screen, so the stack's rules have
  /// pushes to refuse.
  static func screens(_ shown: AppFeature.State) -> [Any] {
    let catalog = MovieCatalog.standard
    let inventory = shown.inventory
    var screens: [Any] = []
    var below: ItemDetailFeature.State?
    if case .detail(let detail)? = inventory.path.last { below = detail }
    if let item = below.map({ $0.related.first }) ?? inventory.items.first {
      screens.append(InventoryFeature.Path.State.detail(inventory.detail(for: item)))
    }
    if let below {
      var blank = below.item
      blank.name = ""
      screens.append(ItemDetailFeature.Destination.State.edit(ItemFormFeature.State(item: blank)))
      screens.append(ItemDetailFeature.Destination.State.confirmDelete(.deleteItem(below.item)))
    }
    if let form = inventory.newItemForm() { screens.append(form) }
    screens.append(AlertState<ItemFormFeature.Action.Alert>.nameRequired)
    screens.append(SettingsFeature.State(preferences: shown.preferences))
    let first = catalog.movies[0]
    switch shown.movies.path.last {
    case nil:
      break
    case .movie(let screen)?:
      let cast = catalog.cast(of: screen.movie)
      screens.append(
        MoviesFeature.Path.State.cast(CastFeature.State(movie: screen.movie, cast: cast)))
    case .cast(let screen)?:
      if let person = screen.cast.first {
        screens.append(MoviesFeature.Path.State.person(PersonFeature.State(person: person)))
      }
    case .person(let screen)?:
      let movies = catalog.filmography(of: screen.person.id)
      screens.append(
        MoviesFeature.Path.State.filmography(
          FilmographyFeature.State(person: screen.person, movies: movies)))
    case .filmography(let screen)?:
      if let movie = screen.movies.first {
        screens.append(MoviesFeature.Path.State.movie(MovieFeature.State(movie: movie)))
      }
    }
    screens.append(MoviesFeature.Path.State.movie(MovieFeature.State(movie: first)))
    return screens
  }

  @Test func everyNavigationFiveStepsDeepPasses() {
    let exploration = Self.explorer(depth: 5).assertEveryNavigationPasses()
    #expect(exploration.isComplete)
    #expect(exploration.unreached.isEmpty)
    #expect(exploration.navigations.count == 40)
    // Turned down by the rules: the edit sheet and the delete dialog in a detail below the top
    // (`reachableDetails`), twelve times up to four details, and a movie over a movie, a cast or
    // a person on the Movies stack, where only the screen that follows may go. A movie over the
    // Inventory tab would not be on top, and is no step at all.
    #expect(exploration.refusals == 15)
    let deepest = exploration.navigations.map(\.description)
    #expect(deepest.contains("movie #0, cast #1, person #2, filmography #3"))
    #expect(deepest.contains("detail #0, detail #1, detail #2\nsheet: edit (destination in #2)"))
    #expect(
      deepest.contains(
        "root\nsheet: addItem (inventory.addItem)\nalert: alert (inventory.addItem.alert)"))
  }

  @Test func withoutTheReachableDetailsCheckALowerDetailsSheetHasNoLink() {
    // What the explorer found first: the rules alone let a detail under another present its
    // edit sheet, whose link opens nowhere, and a snapshot restored it. The edit sheet is
    // offered over every state with a detail, and goes in every detail's absent presentation.
    var explorer = Self.explorer(depth: 4)
    explorer.rules = [
      InventoryFeature.pathRules, MoviesFeature.pathRules, ItemDetailFeature.destinationRules,
    ]
    let failure = explorer.explore().failure
    #expect(failure?.check == "link")
    #expect(
      failure?.steps.map(\.description) == [
        "push detail #0", "push detail #1", "sheet: edit (destination in #0)",
      ])
    #expect(failure?.reason.contains("a detail that presents something is the top screen") == true)
  }
}
