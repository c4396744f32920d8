import InventoryApp
import Testing
import Waypoint

/// Selecting the tab shown again takes it back to its root, as a tab bar does.
@MainActor
@Suite struct TabReselectTests {
  func run(_ script: String) async throws -> (frames: [String], state: AppFeature.State) {
    var frames: [String] = []
    let state = try await ScriptRunner(width: 80, height: 24).run(script, from: AppFeature.State())
    {
      frames.append($0)
    }
    return (frames, state)
  }

  @Test func tabInventoryOnInventoryPopsItsStackAndStopsTheDetailsRefresh() async throws {
    let (frames, state) = try await run("select 1; open; select 3; open; wait 1; tab inventory")
    #expect(state.inventory.path.isEmpty)
    #expect(state.selectedTab == .inventory)
    #expect(frames.last?.contains("Stock refresh stopped") == true)
  }

  @Test func tabMoviesOnMoviesPopsOnlyTheMoviesStack() async throws {
    let (_, state) = try await run("open; tab movies; open; cast; tab movies")
    #expect(state.movies.path.isEmpty)
    #expect(state.inventory.path.count == 1)
  }

  @Test func theOtherTabsKeyOnlySwitches() async throws {
    let (_, state) = try await run("open; tab movies; open; tab inventory")
    #expect(state.selectedTab == .inventory)
    #expect(state.inventory.path.count == 1)
    #expect(state.movies.path.count == 1)
  }
}
