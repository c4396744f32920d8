import InventoryApp
import Testing
import Waypoint

@MainActor
@Suite struct StateRepairTests {
  /// A state with something open everywhere: two details, the add-item sheet over them, a movie
  /// stack and the settings cover.
  func busyState() -> AppFeature.State {
    var state = AppFeature.State()
    state.inventory.path.append(.detail(state.inventory.detail(for: Item.samples[0])))
    state.inventory.path.append(.detail(state.inventory.detail(for: Item.samples[1])))
    // The list's add-item sheet, over the details; no detail presents anything meanwhile.
    state.inventory.addItem = ItemFormFeature.State(
      item: Item(id: 8, name: "", kind: .tool, quantity: 1), focus: .name)
    let movie = MovieCatalog.standard.movies[0]
    state.movies.path.append(.movie(MovieFeature.State(movie: movie)))
    state.movies.path.append(
      .cast(CastFeature.State(movie: movie, cast: MovieCatalog.standard.cast(of: movie))))
    state.settings = SettingsFeature.State()
    return state
  }

  @Test func aSoundStateIsLeftAsItIs() {
    let sound = busyState()
    var state = sound
    #expect(state.repair() == [])
    #expect(state == sound)
  }

  @Test func aDetailOfAnItemNotInTheInventoryIsClosedWithEverythingAboveIt() {
    var state = busyState()
    state.inventory.path.append(.detail(state.inventory.detail(for: Item.samples[2])))
    state.inventory.items.remove(id: Item.samples[1].id)
    let repairs = state.repair()
    #expect(
      repairs.contains(
        "inventory.path.1 shows item 2, which is not in the inventory; closing it and the 1 screen above it"
      ))
    #expect(state.inventory.path.map { $0.detail?.item.name } == ["Widget"])
    #expect(state.inventory.path.first?.detail?.related.map(\.name) == ["Doohickey"])
  }

  @Test func aDetailShowingAnOldCopyOfItsItemShowsTheInventorysAndSaysSo() {
    var state = busyState()
    state.inventory.items[id: 1]?.name = "Widget Pro"
    #expect(
      state.repair() == [
        "inventory.path.0 shows an old copy of Widget Pro (item 1); showing the inventory's"
      ])
    #expect(state.inventory.path.map { $0.detail?.item.name } == ["Widget Pro", "Gizmo"])
  }

  @Test func anOldCopyOfAnItemWhoseRepairIsSaidIsNotSaidAgain() {
    var state = busyState()
    state.inventory.items[id: 1]?.quantity = -3
    state.inventory.items[id: 2]?.name = ""
    #expect(
      state.repair() == [
        "inventory.items: item 2 has an empty name; naming it “Untitled”",
        "inventory.items: Widget (item 1) has quantity -3; using 0",
      ])
    #expect(state.inventory.path.map { $0.detail?.item } == Array(state.inventory.items.prefix(2)))
  }

  @Test func relatedItemsNotInTheInventoryAreRemoved() {
    var state = AppFeature.State()
    var detail = state.inventory.detail(for: Item.samples[0])
    detail.related.append(Item(id: 99, name: "Ghost", kind: .gadget, quantity: 1))
    state.inventory.path.append(.detail(detail))
    #expect(
      state.repair() == [
        "inventory.path.0.related lists items not in the inventory (Ghost); removing them"
      ])
    #expect(state.inventory.path.first?.detail?.related.map(\.name) == ["Gizmo", "Doohickey"])
  }

  @Test func negativeQuantitiesBecomeZero() {
    var state = busyState()
    state.inventory.items[id: 4]?.quantity = -3
    state.inventory.addItem?.item.quantity = -1
    let repairs = state.repair()
    #expect(repairs.contains("inventory.items: Hammer (item 4) has quantity -3; using 0"))
    #expect(repairs.contains("inventory.addItem has quantity -1; using 0"))
    #expect(state.inventory.items[id: 4]?.quantity == 0)
    #expect(state.inventory.addItem?.item.quantity == 0)
  }

  @Test func aBlankItemNameIsReplacedSoTheItemStillShows() {
    var state = busyState()
    state.inventory.items[id: 2]?.name = " \t"
    #expect(
      state.repair() == [
        #"inventory.items: item 2 has a blank name (“ \u{9}”); naming it “Untitled”"#
      ])
    #expect(state.inventory.items[id: 2]?.name == "Untitled")
    // The detail shows it under that name; the add-item form, still being filled in, keeps its
    // empty name.
    #expect(state.inventory.path.map { $0.detail?.item.name } == ["Widget", "Untitled"])
    #expect(state.inventory.addItem?.item.name == "")
  }

  @Test func aNewItemWithATakenIDGetsAFreeOne() {
    var state = busyState()
    state.inventory.addItem?.item.id = 3
    #expect(
      state.repair() == [
        "inventory.addItem adds item 3, which is already in the inventory; adding it as item 8"
      ])
    #expect(state.inventory.addItem?.item.id == 8)
  }

  @Test func anEditSheetOfAnotherItemIsClosed() {
    var state = busyState()
    state.inventory.addItem = nil
    let top = state.inventory.path.ids.last!
    state.inventory.path[id: top, case: \.detail]?.destination = .edit(
      ItemFormFeature.State(item: Item.samples[5]))
    #expect(
      state.repair() == ["inventory.path.1.destination edits item 6, not Gizmo; closing the sheet"])
    #expect(state.inventory.path[id: top]?.detail?.destination == nil)
  }

  @Test func anAddItemSheetWhileADetailPresentsSomethingIsClosed() {
    // Two sheets of the list's stack at once, which no person opens and SwiftUI cannot show.
    var state = busyState()
    let top = state.inventory.path.ids.last!
    state.inventory.path[id: top, case: \.detail]?.destination = .edit(
      ItemFormFeature.State(item: Item.samples[1]))
    #expect(
      state.repair() == [
        "inventory.addItem is open while a detail presents something; closing the sheet"
      ])
    #expect(state.inventory.addItem == nil)
    #expect(state.inventory.path[id: top]?.detail?.destination != nil)
  }

  @Test func aDetailOfAnItemNotRelatedToTheOneBelowIsClosedWithEverythingAboveIt() {
    var state = busyState()
    // Hammer (a tool) over Widget (a gadget), and Gizmo over it.
    let bottom = state.inventory.path.ids.first!
    state.inventory.path.insert(
      .detail(state.inventory.detail(for: Item.samples[3])), at: 1)
    #expect(
      state.repair() == [
        "inventory.path.1 shows item 4, which is not related to item 1 below it; closing it and "
          + "the 1 screen above it"
      ])
    #expect(state.inventory.path.ids == [bottom])
  }

  @Test func aDetailThatListsItsOwnItemAsRelatedDoesNotOpenItOverItself() {
    // Found by the snapshot fuzz target: an item listed among its own detail's related items,
    // and a second detail of it over the first, restored whole, while its link did not open.
    var state = busyState()
    let bottom = state.inventory.path.ids.first!
    state.inventory.path[id: bottom, case: \.detail]?.related = Array(Item.samples[0...2])
    state.inventory.path.insert(
      .detail(state.inventory.detail(for: Item.samples[0])), at: 1)
    #expect(
      state.repair() == [
        "inventory.path.1 shows item 1, which is not related to item 1 below it; closing it and "
          + "the 1 screen above it"
      ])
    #expect(state.inventory.path.ids == [bottom])
    #expect(state.inventory.path.first?.detail?.related.map(\.id) == [2, 3])
    var opened = AppFeature.State()
    #expect(throws: Never.self) { try opened.open(link: state.link().absoluteString) }
  }

  @Test func anItemEditedToAnotherKindIsClosedOnRestoreSoThatItsLinkOpensFromLaunch() {
    // Gizmo's kind edited on its detail, opened from Widget's: on restore it is no longer related
    // to Widget, as the inventory relates items of one kind and a link opens a detail from that,
    // so its detail is closed and the restored stack's link opens over the restored inventory.
    let store = Store(initialState: AppFeature.State()) { AppFeature() }
    store.send(.inventory(.itemTapped(Item.samples[0])))
    store.send(
      .inventory(
        .path(
          .element(
            id: store.inventory.path.ids[0], action: .detail(.relatedItemTapped(Item.samples[1]))
          ))))
    var tool = Item.samples[1]
    tool.kind = .tool
    store.send(
      .inventory(
        .path(
          .element(id: store.inventory.path.ids[1], action: .detail(.delegate(.itemChanged(tool)))))
      ))
    #expect(store.inventory.path.first?.detail?.related.map(\.id) == [2, 3])
    var state = store.state
    #expect(
      state.repair() == [
        "inventory.path.1 shows item 2, which is not related to item 1 below it; closing it"
      ])
    #expect(state.inventory.path.first?.detail?.related.map(\.id) == [3])
    #expect(InventoryFeature.reachableDetails.firstFailure(in: state.inventory.path) == nil)
    var opened = state.keepingRoutes(0)
    #expect(throws: Never.self) { try opened.open(link: state.link().absoluteString) }
    #expect(opened.inventory.path.count == 1)
  }

  @Test func aMovieTheCatalogDoesNotKnowIsClosedWithEverythingAboveIt() {
    var state = busyState()
    let unknown = Movie(id: 999, title: "Lost Reel", year: 1900, cast: [])
    let first = state.movies.path.ids.first!
    state.movies.path[id: first] = .movie(MovieFeature.State(movie: unknown))
    #expect(
      state.repair() == [
        "movies.path.0 shows movie 999, which is not in the catalog; closing it and the 1 screen above it"
      ])
    #expect(state.movies.path.isEmpty)
  }

  @Test func intervalsOutsideTheRangeAreReplaced() {
    var state = busyState()
    state.settings?.preferences.refreshSeconds = 86_400
    #expect(
      state.repair() == [
        "settings.preferences.refreshSeconds is 86400, but must be 1 to 3600 seconds; using 2"
      ])
    #expect(state.settings?.preferences.refreshSeconds == 2)
  }

  @Test func numbersTooLargeToComputeWithAreBroughtIntoRange() {
    var state = busyState()
    state.inventory.items.append(Item(id: .max, name: "Huge", kind: .tool, quantity: 1))
    state.inventory.items[id: 4]?.quantity = .max
    state.inventory.addItem?.item.id = .max
    let top = state.inventory.path.ids.last!
    state.inventory.path[id: top, case: \.detail]?.refreshCount = .min
    state.inventory.path[id: top, case: \.detail]?.stockLevel = .max
    let repairs = state.repair()
    #expect(
      repairs.contains(
        "inventory.items: Huge has id \(Int.max), outside 1 to 1000000; removing it"))
    #expect(
      repairs.contains("inventory.items: Hammer (item 4) has quantity \(Int.max); using 1000000"))
    #expect(
      repairs.contains(
        "inventory.addItem adds item \(Int.max), which is out of range; adding it as item 8"))
    #expect(repairs.contains("inventory.path.1 has refreshCount \(Int.min); using 0"))
    #expect(repairs.contains("inventory.path.1.stockLevel is \(Int.max); reading it again"))
    #expect(state.inventory.items[id: .max] == nil)
    #expect(state.inventory.items[id: 4]?.quantity == 1_000_000)
    #expect(state.inventory.addItem?.item.id == 8)
    var again = state
    #expect(again.repair() == [])
  }

  @Test func aNewItemGetsTheSmallestFreeIDWhenTheLargestIsTaken() {
    var state = AppFeature.State()
    state.inventory.items.append(Item(id: 1_000_000, name: "Last", kind: .tool, quantity: 1))
    state.inventory.addItem = ItemFormFeature.State(
      item: Item(id: 1_000_000, name: "", kind: .tool, quantity: 1))
    #expect(
      state.repair() == [
        "inventory.addItem adds item 1000000, which is already in the inventory; adding it as item 8"
      ])
  }

  @Test func whatTheAppItselfSavesNeedsNoRepair() async {
    let session = Session(state: AppFeature.State()) { $0.continuousClock = TestClock() }
    session.handle(.enter)
    session.handle(.character("e"))
    // Past the largest quantity a state may hold, "+" stops at it.
    session.send(
      .inventory(
        .path(
          .element(
            id: session.store.inventory.path.ids[0],
            action: .detail(.destination(.presented(.edit(.quantityStepped(by: 2_000_000)))))))))
    #expect(
      session.store.inventory.path.first?.detail?.destination?.edit?.item.quantity == 1_000_000)
    var state = session.store.state
    #expect(state.repair() == [])
  }

  @Test func aNewItemIsNumberedWithinRangeWhenTheLargestIDIsTaken() {
    let store = Store(initialState: AppFeature.State()) { AppFeature() }
    var full = store.state
    full.inventory.items.append(Item(id: 1_000_000, name: "Last", kind: .tool, quantity: 1))
    let withLast = Store(initialState: full) { AppFeature() }
    withLast.send(.inventory(.addButtonTapped))
    #expect(withLast.inventory.addItem?.item.id == 8)
    var state = withLast.state
    #expect(state.repair() == [])
  }
}
