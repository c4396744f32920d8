import InventoryApp
import Testing
import Waypoint

@MainActor
@Suite struct ScriptRunnerTests {
  func run(_ script: String) async throws(ScriptError) -> (
    frames: [[String]], state: AppFeature.State
  ) {
    var frames: [[String]] = []
    let state = try await ScriptRunner(width: 80, height: 24).run(script, from: AppFeature.State())
    {
      frames.append($0.components(separatedBy: "\n"))
    }
    return (frames, state)
  }

  @Test func theSaveRunsOnSimulatedTime() async throws {
    let (frames, state) = try await run("open; edit; name Widget Pro; save; wait 0.5; wait 0.5")
    #expect(frames.count == 7)
    #expect(frames[4].contains { $0.contains("Saving…") })
    #expect(frames[5][1] == "Inventory › Widget › [sheet] Edit")
    #expect(frames[6][1] == "Inventory › Widget Pro")
    #expect(state.inventory.items[0].name == "Widget Pro")
  }

  @Test func theStockRefreshStopsWhenTheDetailIsPopped() async throws {
    let (frames, _) = try await run("open; wait 2; back")
    #expect(frames[2].contains { $0.contains("read 2×") })
    #expect(frames[2].contains { $0.contains("● Stock refresh started: Widget") })
    #expect(frames[3].contains { $0.contains("● Stock refresh stopped: Widget") })
  }

  @Test func aCommandTheScreenDoesNotOfferStopsTheScript() async {
    await #expect(throws: ScriptError.self) { try await run("edit") }
    do {
      _ = try await run("open; cast")
    } catch {
      #expect(error.step == 2)
      #expect(
        error.problem.hasPrefix(
          "“cast” is not offered on “Widget”. It offers: select 1-4, open, edit, delete"))
    }
  }

  @Test(.timeLimit(.minutes(5)))
  func anHourOfWaitRunsEveryRefreshAndEverySaveOfTheHourInSeconds() async throws {
    let saves = LockIsolated(0)
    var runner = ScriptRunner(width: 80, height: 24)
    runner.save = { _ in saves.withValue { $0 += 1 } }
    // The hour is simulated: the time limit, not a timed expectation that a loaded machine can
    // miss, is what says it is not waited for. Alone the test takes about two seconds; the
    // limit leaves room for the whole suite running beside it on two cores, under
    // AddressSanitizer too, where it has taken two minutes.
    let state = try await runner.run("open; wait 3600", from: AppFeature.State()) { _ in }
    // Read when the detail appeared, then every 2 seconds.
    #expect(state.inventory.path.first?.detail?.refreshCount == 1801)
    // Each reading is saved a second later, at most one save a second: 1, 3, … 3599; then the
    // last reading, at the end.
    #expect(saves.value == 1801)
  }

  @Test func theStateIsSavedAsSimulatedTimePassesAndOnceMoreAtTheEnd() async throws {
    let saved = LockIsolated<[Int]>([])
    var runner = ScriptRunner(width: 80, height: 24)
    runner.save = { state in saved.withValue { $0.append(state.inventory.path.count) } }
    _ = try await runner.run(
      "open; wait 0.5; select 3; open; wait 1; back", from: AppFeature.State()
    ) {
      _ in
    }
    // One save a second while the script waits (the stack as it was then), then the last state.
    #expect(saved.value == [2, 1])
  }
}
