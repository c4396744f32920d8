// Runs the demo as a process (and tmux): on Linux and macOS only.
#if os(Linux) || os(macOS)

  import Foundation
  import InventoryApp
  import Testing

  /// Script mode's `wait`: simulated time that passes without waiting, while the app's effects run
  /// at their times as they would in real time.
  @Suite struct SimulatedTimeTests {
    /// The last frame of script output: the lines after the last `── command ───` rule.
    func lastFrame(_ output: String) -> [String] {
      let frames = output.components(separatedBy: "\n── ")
      return (frames.last ?? "").components(separatedBy: "\n")
    }

    @Test func anHourOfSimulatedTimePassesInSeconds() throws {
      let result = try InventoryExecutable.run(
        ["--script", "open; select 3; open; wait 3600"], timeout: 20)
      #expect(!result.timedOut, "wait 3600 took more than 20 seconds")
      #expect(result.status == 0, "\(result.stderr)")
      let frame = lastFrame(result.stdout)
      #expect(frame.first?.hasPrefix("wait 3600 ─") == true)
      #expect(frame[1] == "Inventory › Widget › Gizmo")
      // Read when the detail appeared, then every 2 seconds of the hour.
      #expect(frame.contains { $0.contains("(live, every 2s, read 1801×)") })
    }

    @Test func anHourWithAStateFileRunsEveryEffectOfBothDetailsAndSavesTheLast() throws {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("simulated-time-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let path = folder.appendingPathComponent("state.json").path
      // Widget's detail refreshes every 2 seconds; Gizmo's, opened after the settings changed
      // the interval, every 5. Gizmo's edit is saved 0.8 s into the hour, and its refresh starts
      // again then, with the new name: from 0.8 s, every 5 seconds.
      let script =
        "open; settings; refresh; done; select 3; open; edit; name Gizmo Pro; save; wait 3600"
      let result = try InventoryExecutable.run(
        ["--state", path, "--script", script], timeout: 20)
      #expect(!result.timedOut, "wait 3600 took more than 20 seconds")
      #expect(result.status == 0, "\(result.stderr)")
      let frame = lastFrame(result.stdout)
      #expect(frame[1] == "Inventory › Widget › Gizmo Pro")
      #expect(frame.contains { $0.contains("(live, every 5s, read 721×)") })
      let restored = try #require(try StateFile(path: path).load())
      let details = restored.state.inventory.path.map { $0.detail?.refreshCount }
      #expect(details == [1801, 721])
      #expect(restored.state.inventory.items[id: 2]?.name == "Gizmo Pro")
    }
  }

#endif
