import Foundation
import InventoryApp
import Testing
import Waypoint
import WaypointRouting
import WaypointTesting

/// Opening a link through the app's store: one change of the navigation, screens kept or ended
/// under the stack's rules, and a bad link that changes and cancels nothing.
@MainActor
@Suite struct AppLinkNavigationTests {
  let widget = Item.samples[0]
  let gizmo = Item.samples[1]
  let doohickey = Item.samples[2]

  func makeStore(
    _ state: AppFeature.State = AppFeature.State(), clock: TestClock<Duration> = TestClock(),
    log: ActivityLog = ActivityLog()
  ) -> TestStore<AppFeature.State, AppFeature.Action> {
    TestStore(initialState: state) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.activityLog = log
    }
  }

  @Test func aLinkOpensADetailWithItsEditSheetInOneSend() async throws {
    let store = makeStore()
    await store.send(.openURL(URL(string: "inventory://items/2/edit?name=Gizmo%202")!))
    await store.receive(\.inventory.linkOpened) {
      var detail = $0.inventory.detail(for: self.gizmo)
      var draft = self.gizmo
      draft.name = "Gizmo 2"
      detail.destination = .edit(ItemFormFeature.State(item: draft))
      $0.inventory.path.append(.detail(detail))
    }
    #expect(try store.state.link().absoluteString == "inventory://items/2/edit?name=Gizmo%202")
  }

  @Test func aBadLinkChangesNothingAndCancelsNothing() async {
    let clock = TestClock()
    let log = ActivityLog()
    let store = makeStore(clock: clock, log: log)
    await store.send(.inventory(.itemTapped(widget))) {
      $0.inventory.path.append(.detail($0.inventory.detail(for: self.widget)))
    }
    await store.send(.inventory(.path(.element(id: 0, action: .detail(.task))))) {
      $0.inventory.path[id: 0, case: \.detail]?.isRefreshing = true
    }
    await store.receive(.inventory(.path(.element(id: 0, action: .detail(.stockLevelLoaded(12))))))
    {
      $0.inventory.path[id: 0, case: \.detail]?.stockLevel = 12
      $0.inventory.path[id: 0, case: \.detail]?.refreshCount = 1
    }
    let before = store.state

    // Names nothing: the router says where.
    let bogus = "inventory://items/1/bogus"
    await store.send(.openURL(URL(string: bogus)!))
    await store.receive(
      .linkFailed(
        LinkError(
          link: bogus,
          reason: .segment(
            index: 2, found: "bogus",
            expected: [
              "\"edit\"", "\"delete\"", "an integer", "\"add\"", "\"settings\"",
              "the end of the path",
            ]))))
    // Names an item the inventory does not have: opening it says which segment.
    await store.send(.openURL(URL(string: "inventory://items/42/edit")!))
    await store.receive(
      .linkFailed(
        LinkError(
          link: "inventory://items/42/edit",
          reason: .segment(
            index: 1, found: "42", expected: ["an item of the inventory: 1, 2, 3, 4, 5, 6, 7"]))))
    // Names an item no one could push from the detail below: not related to it.
    await store.send(.openURL(URL(string: "inventory://items/1/4")!))
    await store.receive(
      .linkFailed(
        LinkError(
          link: "inventory://items/1/4",
          reason: .segment(index: 2, found: "4", expected: ["an item related to Widget: 2, 3"]))))
    // Out of range values are named by their query item.
    await store.send(.openURL(URL(string: "inventory://items/add?quantity=-1")!))
    await store.receive(\.linkFailed)
    await store.send(.openURL(URL(string: "inventory://movies/person/99")!))
    await store.receive(\.linkFailed)
    #expect(store.state == before)

    // The detail's refresh is still running: nothing was cancelled.
    await clock.advance(by: .seconds(2))
    await store.receive(.inventory(.path(.element(id: 0, action: .detail(.stockLevelLoaded(12))))))
    {
      $0.inventory.path[id: 0, case: \.detail]?.refreshCount = 2
    }
    #expect(log.entries.filter { $0.hasPrefix("Link failed") }.count == 5)
    await store.send(.inventory(.path(.popFrom(id: 0)))) { $0.inventory.path[id: 0] = nil }
  }

  @Test func aLinkKeepsTheScreensItSharesAndEndsTheOthers() async {
    let clock = TestClock()
    let log = ActivityLog()
    let store = makeStore(clock: clock, log: log)
    await store.send(.inventory(.itemTapped(widget))) {
      $0.inventory.path.append(.detail($0.inventory.detail(for: self.widget)))
    }
    await store.send(.inventory(.path(.element(id: 0, action: .detail(.relatedItemTapped(gizmo))))))
    {
      $0.inventory.path.append(.detail($0.inventory.detail(for: self.gizmo)))
    }
    for id in [0, 1] as [StackElementID] {
      await store.send(.inventory(.path(.element(id: id, action: .detail(.task))))) {
        $0.inventory.path[id: id, case: \.detail]?.isRefreshing = true
      }
      await store.receive(
        .inventory(.path(.element(id: id, action: .detail(.stockLevelLoaded(id == 0 ? 12 : 4)))))
      ) {
        $0.inventory.path[id: id, case: \.detail]?.stockLevel = id == 0 ? 12 : 4
        $0.inventory.path[id: id, case: \.detail]?.refreshCount = 1
      }
    }

    // Widget stays, with its ID, its state and its refresh; Gizmo's detail ends.
    await store.send(.openURL(URL(string: "inventory://items/1/3/delete")!))
    await store.receive(\.inventory.linkOpened) {
      $0.inventory.path.removeLast()
      var detail = $0.inventory.detail(for: self.doohickey)
      detail.destination = .confirmDelete(.deleteItem(self.doohickey))
      $0.inventory.path.append(.detail(detail))
    }
    // Doohickey's detail is drawn its ID when it is shown (2 was drawn when the link was read).
    #expect(store.state.inventory.path.ids == [0, 3])
    // Only Widget's refresh reads again: Gizmo's ended with its screen.
    await clock.advance(by: .seconds(2))
    await store.receive(.inventory(.path(.element(id: 0, action: .detail(.stockLevelLoaded(12))))))
    {
      $0.inventory.path[id: 0, case: \.detail]?.refreshCount = 2
    }
    // A kept detail that presents something else changes it through its own reducer.
    await store.send(.openURL(URL(string: "inventory://items/1/edit")!))
    await store.receive(\.inventory.linkOpened) { $0.inventory.path.removeLast() }
    await store.receive(\.inventory.path[id: 0].detail.linkOpened) {
      $0.inventory.path[id: 0, case: \.detail]?.destination = .edit(
        ItemFormFeature.State(item: self.widget))
    }
    #expect(store.state.inventory.path.ids == [0])
    // And going back to the detail alone dismisses the sheet; the refresh goes on throughout.
    await store.send(.openURL(URL(string: "inventory://items/1")!))
    await store.receive(\.inventory.linkOpened)
    await store.receive(\.inventory.path[id: 0].detail.linkOpened) {
      $0.inventory.path[id: 0, case: \.detail]?.destination = nil
    }
    await clock.advance(by: .seconds(2))
    await store.receive(.inventory(.path(.element(id: 0, action: .detail(.stockLevelLoaded(12))))))
    {
      $0.inventory.path[id: 0, case: \.detail]?.refreshCount = 3
    }
    await store.send(.inventory(.path(.popFrom(id: 0)))) { $0.inventory.path[id: 0] = nil }
    await store.finish()
    #expect(log.entries.contains("Stock refresh stopped: Gizmo"))
    #expect(log.entries.last == "Stock refresh stopped: Widget")
  }

  @Test func aLinkIntoTheOtherTabSelectsItAndLeavesThisTabsStack() async throws {
    let store = makeStore()
    await store.send(.inventory(.itemTapped(widget))) {
      $0.inventory.path.append(.detail($0.inventory.detail(for: self.widget)))
    }
    let catalog = MovieCatalog.standard
    let movie = try #require(catalog.movie(1))
    await store.send(.openURL(URL(string: "inventory://movies/movie/1/cast/1")!)) {
      $0.selectedTab = .movies
    }
    await store.receive(\.movies.linkOpened) {
      $0.movies.path.append(.movie(MovieFeature.State(movie: movie)))
      $0.movies.path.append(.cast(CastFeature.State(movie: movie, cast: catalog.cast(of: movie))))
    }
    #expect(store.state.inventory.path.ids == [0])
    // Back to the Inventory tab: its stack is as it was.
    // The link names the stack the tab shows: only the tab changes.
    await store.send(.openURL(URL(string: "inventory://items/1")!)) {
      $0.selectedTab = .inventory
    }
    #expect(store.state.inventory.path.ids == [0])
    #expect(store.state.movies.path.count == 2)
  }

  @Test func theSettingsCoverOpensFromALinkAndALinkToAScreenClosesIt() async throws {
    let store = makeStore()
    await store.send(.openURL(URL(string: "inventory://settings?refresh=5")!)) {
      $0.settings = SettingsFeature.State(preferences: .init(refreshSeconds: 5))
    }
    #expect(try store.state.link().absoluteString == "inventory://items/settings?refresh=5")
    await store.send(.openURL(URL(string: "inventory://movies")!)) {
      $0.selectedTab = .movies
      $0.settings = nil
    }
  }

  @Test func theAddSheetOpensWithTheNextFreeIDAndItsDraft() async throws {
    let store = makeStore()
    await store.send(.openURL(URL(string: "inventory://items/add/alert?kind=tool&focus=name")!))
    await store.receive(\.inventory.linkOpened) {
      var form = ItemFormFeature.State(
        item: Item(id: 8, name: "", kind: .tool, quantity: 1), focus: .name)
      form.alert = .nameRequired
      $0.inventory.addItem = form
    }
    #expect(
      try store.state.link().absoluteString == "inventory://items/add/alert?kind=tool&focus=name")
  }
}
