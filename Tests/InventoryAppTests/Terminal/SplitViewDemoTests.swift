import InventoryApp
import Testing
import Waypoint

/// From 120 columns the Inventory tab shows as a split view of the same state.
@MainActor
@Suite struct SplitViewDemoTests {
  func run(_ script: String, width: Int = 80) async throws -> (
    frames: [String], state: AppFeature.State
  ) {
    var frames: [String] = []
    let state = try await ScriptRunner(width: width, height: 16).run(
      script, from: AppFeature.State()
    ) { frames.append($0) }
    return (frames, state)
  }

  @Test func wideningShowsTheColumnsAndNarrowingTheStackFromTheSameState() async throws {
    let (frames, state) = try await run("select 2; open; width 130; width 80; width 120")
    let narrow = frames[2]
    let wide = frames[3]
    #expect(!narrow.contains("┌─ Kinds"))
    #expect(wide.contains("┌─ Kinds ────────────┐┌─ Gadget ─"))
    #expect(wide.contains("│ ▸ Gadget           ││   Widget "))
    #expect(wide.contains("│   Tool             ││ ▸ Gizmo "))
    #expect(wide.contains("┌─ Gizmo ─"))
    #expect(!frames[4].contains("┌─ Kinds"))
    #expect(
      frames[4].components(separatedBy: "\n").dropFirst()
        == narrow.components(separatedBy: "\n").dropFirst())
    #expect(frames[5].contains("┌─ Kinds"))
    #expect(state.inventory.path.count == 1)
  }

  @Test func beforeAnItemIsOpenTheListTakesTheMiddleColumn() async throws {
    let (frames, _) = try await run("add", width: 120)
    #expect(frames[0].contains("┌─ Inventory ─"))
    #expect(frames[0].contains("│ Choose an item."))
    #expect(frames[1].contains("[sheet] New item"))
  }

  @Test func theSettingsCoverAndTheMoviesTabStayWhole() async throws {
    let (frames, _) = try await run("settings; back; tab movies", width: 130)
    #expect(frames[0].contains("┌─ Kinds"))
    #expect(!frames[1].contains("┌─ Kinds"))
    #expect(!frames[3].contains("┌─ Kinds"))
  }

  @Test func theColumnsFollowTheBottomOfTheStack() throws {
    var state = AppFeature.State()
    try state.open(link: "inventory://items/4/5")
    let columns = InventoryColumns(state.inventory)
    #expect(columns.kinds == ["Gadget", "Tool", "Fastener"])
    #expect(columns.selectedKind == 1)
    #expect(columns.items == ["Hammer", "Wrench"])
    #expect(columns.selectedItem == 0)
    let empty = InventoryColumns(AppFeature.State().inventory)
    #expect(empty.selectedKind == nil && empty.selectedItem == nil)
    #expect(empty.items.count == 7)
  }

  @Test(arguments: ["width", "width 31", "width wide", "width 1001"])
  func aWidthOutOfRangeIsRefused(script: String) async {
    await #expect(throws: ScriptError.self) { _ = try await run(script) }
  }
}
