import Foundation
import InventoryApp
import TestSupport
import Testing
import Waypoint
import WaypointRouting
import WaypointTesting

/// The app's navigation as routes: what each state shows, cut back to its first routes, and the
/// steps a link takes when a UI is attached.
@MainActor
@Suite struct AppFeatureRoutesTests {
  typealias Route = NavigationRoute<Navigation.Screen>

  /// The routes as they read: `push(detail #0)`, `sheet(edit (destination in #0))`.
  func lines(_ routes: [Route]) -> [String] {
    routes.map { "\($0.style.rawValue)(\($0.id))" }
  }

  let widget = Item.samples[0]

  /// The states the links open, one after another from the app's first state, with stack IDs
  /// drawn from one generator that starts at 0.
  func statesOpening(_ links: String...) throws -> [AppFeature.State] {
    try withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      var state = AppFeature.State()
      return try links.map { link in
        try state.open(link: link)
        return state
      }
    }
  }

  /// The state the links open, the last one's.
  func stateOpening(_ links: String...) throws -> AppFeature.State {
    try withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      var state = AppFeature.State()
      for link in links { try state.open(link: link) }
      return state
    }
  }

  /// Checks what cutting a state back to each number of its routes makes: a state showing those
  /// routes, valid, that the app can show and print as a link, with everything but the selected
  /// tab's navigation and the settings cover as it was.
  func expectCutsAreValid(
    _ state: AppFeature.State, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let routes = state.navigationRoutes
    try NavigationRoutes.validate(routes)
    #expect(state.keepingNavigationRoutes(routes.count) == state, sourceLocation: sourceLocation)
    for count in 0...routes.count {
      let kept = state.keepingNavigationRoutes(count)
      #expect(
        kept.navigationRoutes == Array(routes.prefix(count)), "\(count) of \(routes)",
        sourceLocation: sourceLocation)
      #expect(kept.selectedTab == state.selectedTab, sourceLocation: sourceLocation)
      #expect(kept.inventory.items == state.inventory.items, sourceLocation: sourceLocation)
      #expect(kept.preferences == state.preferences, sourceLocation: sourceLocation)
      switch state.selectedTab {
      case .inventory: #expect(kept.movies == state.movies, sourceLocation: sourceLocation)
      case .movies: #expect(kept.inventory == state.inventory, sourceLocation: sourceLocation)
      }
      var repaired = kept
      #expect(repaired.repair().isEmpty, sourceLocation: sourceLocation)
      _ = try kept.link()
    }
  }

  /// Checks the steps from one state to another: each but the last a cut of the start or of
  /// the target, with valid routes, and the last the target itself.
  func expectStepsAreCuts(
    from start: AppFeature.State, to target: AppFeature.State,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> [AppFeature.State] {
    let states = try TransitionPlanner.states(from: start, to: target)
    #expect(states.last == target, sourceLocation: sourceLocation)
    let cuts =
      (0...start.navigationRoutes.count).map(start.keepingNavigationRoutes)
      + (0...target.navigationRoutes.count).map(target.keepingNavigationRoutes)
    for state in states.dropLast() {
      #expect(cuts.contains(state), sourceLocation: sourceLocation)
    }
    for state in states { try NavigationRoutes.validate(state.navigationRoutes) }
    return states
  }

  @Test func theRoutesAreTheSelectedTabsStackThenWhatIsPresentedThenTheCover() throws {
    #expect(AppFeature.State().navigationRoutes == [])
    #expect(
      lines(try stateOpening("inventory://items/1/2/edit/alert?name=").navigationRoutes) == [
        "push(detail #0)", "push(detail #1)", "sheet(edit (destination in #1))",
        "alert(alert (destination.alert in #1))",
      ])
    #expect(
      lines(try stateOpening("inventory://items/1/delete").navigationRoutes) == [
        "push(detail #0)", "confirmationDialog(confirmDelete (destination in #0))",
      ])
    #expect(
      lines(try stateOpening("inventory://items/add/alert").navigationRoutes) == [
        "sheet(addItem (inventory.addItem))", "alert(alert (inventory.addItem.alert))",
      ])
    #expect(
      lines(try stateOpening("inventory://movies/movie/1/cast/1/person/2").navigationRoutes) == [
        "push(movie #0)", "push(cast #1)", "push(person #2)",
      ])
    #expect(
      lines(try stateOpening("inventory://items/1/edit/settings").navigationRoutes) == [
        "push(detail #0)", "sheet(edit (destination in #0))",
        "fullScreenCover(settings (settings))",
      ])
    #expect(
      lines(try stateOpening("inventory://settings").navigationRoutes) == [
        "fullScreenCover(settings (settings))"
      ])
  }

  @Test func theTabNotShownIsNotInTheRoutes() throws {
    // The Movies tab is shown: the Inventory tab keeps its detail and sheet, out of sight.
    let state = try stateOpening("inventory://items/1/edit", "inventory://movies/movie/1")
    #expect(state.inventory.path.count == 1)
    #expect(lines(state.navigationRoutes) == ["push(movie #1)"])
    // Both tabs' pushes name their tab, even where their IDs are equal.
    var both = AppFeature.State()
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      both.inventory.path.append(.detail(both.inventory.detail(for: widget)))
    }
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      both.movies.path.append(.movie(MovieFeature.State(movie: MovieCatalog.standard.movies[0])))
    }
    #expect(lines(both.navigationRoutes) == ["push(detail #0)"])
    both.selectedTab = .movies
    #expect(lines(both.navigationRoutes) == ["push(movie #0)"])
  }

  @Test func anAlertOrADialogUnderTheCoverIsHidden() throws {
    // SwiftUI shows nothing over an alert or a dialog: under the cover, they are not routes.
    let alert = try stateOpening("inventory://items/1/edit/alert/settings?name=")
    #expect(
      lines(alert.navigationRoutes) == [
        "push(detail #0)", "sheet(edit (destination in #0))",
        "fullScreenCover(settings (settings))",
      ])
    let dialog = try stateOpening("inventory://items/1/delete/settings")
    #expect(
      lines(dialog.navigationRoutes) == ["push(detail #0)", "fullScreenCover(settings (settings))"])
    // Closing the cover dismisses them too, so that the cut shows only the routes kept.
    let withoutCover = alert.keepingNavigationRoutes(2)
    #expect(withoutCover.settings == nil)
    #expect(withoutCover.inventory.path[id: 0]?.detail?.destination?.edit?.alert == nil)
    #expect(dialog.keepingNavigationRoutes(1).inventory.path[id: 0]?.detail?.destination == nil)
    try expectCutsAreValid(alert)
    try expectCutsAreValid(dialog)
  }

  @Test func aRestoredStateThatPresentsSeveralThingsShowsThemInTheOrderItHoldsThem() throws {
    // Only a restored state holds these: a lower detail's dialog, and the add-item sheet over
    // a stack. Each presentation is a level over the one before, in the order the state holds
    // them: the details' (bottom first), then the list's. An alert or a dialog that a later
    // level covers is hidden.
    var state = try stateOpening("inventory://items/1/2/edit/alert?name=")
    state.inventory.path[id: 0, case: \.detail]?.destination = .confirmDelete(.deleteItem(widget))
    state.inventory.addItem = ItemFormFeature.State(
      item: Item(id: 8, name: "", kind: .gadget, quantity: 1))
    #expect(
      lines(state.navigationRoutes) == [
        "push(detail #0)", "push(detail #1)", "sheet(edit (destination in #1))",
        "sheet(addItem (inventory.addItem))",
      ])
    // Cutting back past a presentation dismisses the hidden ones with it.
    let stack = state.keepingNavigationRoutes(2)
    #expect(lines(stack.navigationRoutes) == ["push(detail #0)", "push(detail #1)"])
    #expect(stack.inventory.path[id: 0]?.detail?.destination == nil)
    #expect(stack.inventory.path[id: 1]?.detail?.destination == nil)
    #expect(stack.inventory.addItem == nil)
    // Cut to the sheet, the hidden ones go too, and the sheet stays with its draft.
    let sheet = state.keepingNavigationRoutes(3)
    #expect(sheet.inventory.addItem == nil)
    #expect(sheet.inventory.path[id: 0]?.detail?.destination == nil)
    #expect(sheet.inventory.path[id: 1]?.detail?.destination?.edit?.item.name == "")
    try expectCutsAreValid(state.keepingNavigationRoutes(3))
    for count in 0...4 {
      #expect(
        state.keepingNavigationRoutes(count).navigationRoutes
          == Array(state.navigationRoutes.prefix(count)))
    }
    // With no detail presenting, the add-item sheet shows over the stack.
    var list = try stateOpening("inventory://items/1")
    list.inventory.addItem = ItemFormFeature.State(
      item: Item(id: 8, name: "", kind: .gadget, quantity: 1))
    #expect(
      lines(list.navigationRoutes) == ["push(detail #0)", "sheet(addItem (inventory.addItem))"])
    #expect(list.keepingNavigationRoutes(1).inventory.addItem == nil)
  }

  @Test(arguments: [
    "inventory://items",
    "inventory://items/add/alert?kind=tool",
    "inventory://items/1/2/3",
    "inventory://items/1/2/edit/alert?name=",
    "inventory://items/4/5/delete",
    "inventory://items/1/edit/settings?refresh=5",
    "inventory://movies/movie/1/cast/1/person/2/filmography/2/movie/3",
    "inventory://movies/movie/2/settings",
    "inventory://settings",
  ])
  func keepingAnyNumberOfRoutesMakesAStateThatShowsThem(link: String) throws {
    try expectCutsAreValid(try stateOpening(link))
  }

  @Test func aLinkToTheOtherTabDismissesLevelByLevelThenSwitchesWithTheNewStack() throws {
    let states = try statesOpening(
      "inventory://items/1/2/edit/alert?name=", "inventory://movies/movie/1/cast/1")
    let (start, target) = (states[0], states[1])
    let plan = try TransitionPlanner.plan(
      from: start.navigationRoutes, to: target.navigationRoutes)
    #expect(plan.steps.map(\.change) == [.dismiss, .dismiss, .changeStack])
    let steps = try expectStepsAreCuts(from: start, to: target)
    let expected: [[String]] = [
      ["push(detail #0)", "push(detail #1)", "sheet(edit (destination in #1))"],
      ["push(detail #0)", "push(detail #1)"],
      ["push(movie #2)", "push(cast #3)"],
    ]
    #expect(steps.map { lines($0.navigationRoutes) } == expected)
    // The alert, then the sheet, go on the Inventory tab; the tab switches with the Movies
    // stack in place. The Inventory tab keeps its navigation, out of sight.
    let tabs: [AppFeature.Tab] = [.inventory, .inventory, .movies]
    #expect(steps.map(\.selectedTab) == tabs)
    #expect(steps[2].inventory == start.inventory)
  }

  @Test func aLinkWithinATabDismissesChangesTheStackThenPresents() throws {
    let states = try statesOpening(
      "inventory://items/1/2/edit/alert?name=", "inventory://items/1/3/delete")
    let steps = try expectStepsAreCuts(from: states[0], to: states[1])
    let expected: [[String]] = [
      ["push(detail #0)", "push(detail #1)", "sheet(edit (destination in #1))"],
      ["push(detail #0)", "push(detail #1)"],
      ["push(detail #0)", "push(detail #2)"],
      [
        "push(detail #0)", "push(detail #2)",
        "confirmationDialog(confirmDelete (destination in #2))",
      ],
    ]
    #expect(steps.map { lines($0.navigationRoutes) } == expected)
  }

  @Test func theSettingsCoverStaysUpWhileATabWithAnEmptyStackChangesUnderIt() throws {
    let states = try statesOpening("inventory://settings", "inventory://movies/settings")
    let steps = try expectStepsAreCuts(from: states[0], to: states[1])
    #expect(steps == [states[1]])
    // Over a stack that changes, the cover goes first and comes back last.
    let deeper = try statesOpening(
      "inventory://items/1/settings", "inventory://movies/movie/1/settings")
    let expected: [[String]] = [
      ["push(detail #0)"],
      ["push(movie #1)"],
      ["push(movie #1)", "fullScreenCover(settings (settings))"],
    ]
    let deeperSteps = try expectStepsAreCuts(from: deeper[0], to: deeper[1])
    #expect(deeperSteps.map { lines($0.navigationRoutes) } == expected)
  }

  /// Links deeper than random routes reach: stacks of several details, with what they present.
  let deepLinks = [
    "inventory://items/1/2/3",
    "inventory://items/1/2/edit/alert?name=",
    "inventory://items/1/3/delete",
    "inventory://items/4/5/edit?quantity=9",
    "inventory://items/6/7/6/delete",
    "inventory://items/1/2/settings",
    "inventory://items/1/2/edit/settings?refresh=5",
    "inventory://items/2/1/delete/settings",
    "inventory://items/add/alert?name=",
    "inventory://movies/movie/1/cast/1/person/2/filmography/2/movie/3",
    "inventory://movies/movie/2/cast/2/settings",
    "inventory://settings",
  ]

  @Test func everyStepOfEveryLinkIsACutOfTheStartOrTheTarget() throws {
    var generator = SplitMix64(seed: 0x11AC_0101)
    var opened = 0
    var switchedTabs = 0
    var longest = 0
    var hiding = 0
    try withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      var state = AppFeature.State()
      for round in 0..<3_000 {
        var target = state
        // Half the time a link of any shape, which opens when it names what the app has;
        // otherwise one of the deeper links such routes seldom hit.
        let link =
          Bool.random(using: &generator)
          ? AppFeature.randomLink(using: &generator)
          : deepLinks.randomElement(using: &generator)!
        guard (try? target.open(link: link)) != nil else { continue }
        // Now and then, what only a restored state holds: a lower detail's dialog under the
        // top detail's sheet, or the add-item sheet over the stack, which a detail's
        // presentation hides.
        let path = target.inventory.path
        if round.isMultiple(of: 3), path.count > 1, let first = path.ids.first,
          let last = path.ids.last, let bottom = path[id: first]?.detail?.item,
          let top = path[id: last]?.detail?.item
        {
          target.inventory.path[id: first, case: \.detail]?.destination = .confirmDelete(
            .deleteItem(bottom))
          if path[id: last]?.detail?.destination == nil {
            target.inventory.path[id: last, case: \.detail]?.destination = .edit(
              ItemFormFeature.State(item: top))
          }
        }
        if round.isMultiple(of: 5), target.inventory.addItem == nil {
          target.inventory.addItem = ItemFormFeature.State(
            item: Item(id: 8, name: "", kind: .gadget, quantity: 1))
        }
        let presentations =
          target.inventory.path.filter { $0.detail?.destination != nil }.count
          + (target.inventory.addItem == nil ? 0 : 1)
        if target.selectedTab == .inventory, presentations > 1 { hiding += 1 }
        opened += 1
        if target.selectedTab != state.selectedTab { switchedTabs += 1 }
        for cut in [state, target] {
          let routes = cut.navigationRoutes
          for count in 0...routes.count {
            #expect(
              cut.keepingNavigationRoutes(count).navigationRoutes == Array(routes.prefix(count)))
          }
        }
        let steps = try expectStepsAreCuts(from: state, to: target)
        longest = max(longest, steps.count)
        state = target
      }
    }
    #expect(opened > 800)
    #expect(switchedTabs > 50)
    #expect(longest >= 5)
    #expect(hiding > 200)
  }

  func makeStore(_ state: AppFeature.State) -> StoreOf<AppFeature> {
    Store(initialState: state) {
      AppFeature()
    } withDependencies: {
      $0.stackElementID = .incrementing(from: 100)
      $0.continuousClock = TestClock()
      $0.activityLog = ActivityLog()
    }
  }

  @Test(arguments: [
    "inventory://movies/movie/1/cast/1",
    "inventory://items/1/3/delete",
    "inventory://items/1/2/edit/alert?name=",
    "inventory://items/1/2/edit?name=Gizmo%202",
    "inventory://items/add/alert?name=",
    "inventory://settings?refresh=5",
    "inventory://items",
    "inventory://items/42",
  ])
  func aStepwiseLinkEndsWhereAPlainSendDoes(link: String) async throws {
    let start = try stateOpening("inventory://items/1/2/edit/alert?name=")
    let url = try #require(URL(string: link))
    let plain = makeStore(start)
    plain.send(.openURL(url))
    let stepwise = makeStore(start)
    var shown: [[Route]] = []
    await stepwise.send(
      .openURL(url),
      transition: .stepwise(clock: ImmediateClock()) { change in
        change()
        shown.append(stepwise.withState(\.navigationRoutes))
      })
    #expect(stepwise.withState { $0 } == plain.withState { $0 })
    let expected = try TransitionPlanner.states(from: start, to: plain.withState { $0 })
    // A change of one step shows at once, without a step of its own.
    #expect(shown == (expected.count > 1 ? expected.map(\.navigationRoutes) : []))
  }
}
