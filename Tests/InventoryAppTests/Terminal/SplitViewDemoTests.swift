import InventoryApp
import Testing
import Waypoint

/// From 120 columns the Inventory tab shows as a split view of the same state.
@MainActor
@Suite struct SplitViewDemoTests {
  func run(_ script: String, width: Int = 80, height: Int = 16) async throws -> (
    frames: [String], state: AppFeature.State
  ) {
    var frames: [String] = []
    let state = try await ScriptRunner(width: width, height: height).run(
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
    #expect(wide.contains("│ • Gadget           ││   Widget "))
    #expect(wide.contains("│   Tool             ││ • Gizmo "))
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
    // The sheet is drawn over the list, in the middle column.
    #expect(frames[1].contains("│┌─ [sheet] New item"))
    #expect(frames[1].contains("│ Choose an item."))
  }

  @Test func theSettingsCoverAndTheMoviesTabStayWhole() async throws {
    let (frames, _) = try await run("settings; back; tab movies", width: 130)
    #expect(frames[0].contains("┌─ Kinds"))
    #expect(frames[1].contains("╔═ [cover] Settings"))
    // Back from the settings, the columns again; on the Movies tab, the single stack.
    #expect(frames[2].contains("┌─ Kinds"))
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
    await #expect {
      _ = try await run(script)
    } throws: { error in
      "\(error)".contains("needs a number of columns from 32 to 1000")
    }
  }

  @Test func theWidestAndNarrowestWidthsAreAccepted() async throws {
    let (frames, _) = try await run("width 32; width 1000")
    #expect(frames[1].components(separatedBy: "\n")[1].count <= 32)
    #expect(frames[2].components(separatedBy: "\n").first?.count == 1000)
  }

  @Test func theOpenItemShowsInItsColumnWhenTheKindHasMoreItemsThanRows() async throws {
    let script =
      "add; name Sprocket; save; wait 2; add; name Cog; save; wait 2; add; name Gear; save; "
      + "wait 2; select 10; open"
    // Ten rows leave four for the list, and the kind now has six items.
    let (frames, state) = try await run(script + "; width 120", width: 80, height: 10)
    #expect(state.inventory.path.count == 1)
    let wide = try #require(frames.last)
    #expect(wide.contains("• Gear"), "\(wide)")
  }
}
