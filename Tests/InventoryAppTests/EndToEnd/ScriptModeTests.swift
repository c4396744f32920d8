// Runs the demo as a process (and tmux): on Linux and macOS only.
#if os(Linux) || os(macOS)

  import Foundation
  import InventoryApp
  import Testing

  /// Runs the built executable in script mode and checks what it prints.
  @Suite struct ScriptModeTests {
    /// Splits script output into frames: each starts with a `── command ───` rule.
    func frames(_ output: String) -> [(command: String, lines: [String])] {
      var frames: [(command: String, lines: [String])] = []
      let output = output.hasSuffix("\n") ? String(output.dropLast()) : output
      for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
        if line.hasPrefix("── ") {
          let command = line.dropFirst(3).prefix { $0 != "─" }.trimmingCharacters(in: .whitespaces)
          frames.append((command, []))
        } else if !frames.isEmpty {
          frames[frames.count - 1].lines.append(line)
        }
      }
      return frames
    }

    @Test func editingWithAnEmptyNameShowsTheAlertOverTheSheet() throws {
      let result = try InventoryExecutable.run([
        "--script", "select 2; open; edit; select 1; open; clear; save; open; back; back; quit",
      ])
      #expect(result.status == 0, "\(result.stderr)")
      let frames = frames(result.stdout)
      #expect(
        frames.map(\.command) == [
          "start", "select 2", "open", "edit", "select 1", "open", "clear", "save", "open", "back",
          "back", "quit",
        ])
      #expect(frames.allSatisfy { $0.lines.count == 24 && $0.lines.allSatisfy { $0.count <= 80 } })
      #expect(
        frames[1].lines.contains(
          "│ ▸ 2  Gizmo — Gadget, 4 recorded                                              │"))
      #expect(frames[2].lines[0] == "Inventory › Gizmo")
      #expect(frames[2].lines.contains { $0.contains("Stock level: ") })
      #expect(frames[3].lines[0] == "Inventory › Gizmo › [sheet] Edit")
      #expect(frames[6].lines.contains { $0.contains("Name: ▌") })
      let alert = frames[7].lines
      #expect(alert[0] == "Inventory › Gizmo › [sheet] Edit › [alert] Name required")
      #expect(alert.contains { $0.contains("╭─ Alert ─") })
      #expect(alert.contains { $0.contains("│ Give the item a name before saving.") })
      #expect(alert.contains { $0.contains("▸[ OK ]") })
      #expect(frames[8].lines[0] == "Inventory › Gizmo › [sheet] Edit")
      #expect(frames[9].lines[0] == "Inventory › Gizmo")
      #expect(frames[10].lines[0] == "Inventory")
      #expect(frames[10].lines[22] == " ● Stock refresh stopped: Gizmo")
    }

    @Test func aNarrowTerminalStaysLegible() throws {
      let result = try InventoryExecutable.run([
        "--width", "40", "--height", "12", "--script", "tab movies; open; cast; open; filmography",
      ])
      #expect(result.status == 0, "\(result.stderr)")
      let last = try #require(frames(result.stdout).last)
      #expect(last.lines.count == 12)
      #expect(last.lines.allSatisfy { $0.count <= 40 })
      #expect(last.lines[0] == "… › Cast › Ada Brennan › Filmography")
      #expect(last.lines.contains { $0.contains("Harbor Lights (1998)") })
    }

    @Test func anUnknownCommandIsAClearErrorAndNonZeroExit() throws {
      let result = try InventoryExecutable.run(["--script", "select 2; open; teleport"])
      #expect(result.status == 1)
      #expect(result.stdout.isEmpty)
      #expect(
        result.stderr.hasPrefix(
          "inventory: error: script step 3 (“teleport”): unknown command “teleport”."))
    }

    @Test func aCommandTheScreenDoesNotOfferIsAClearErrorAndNonZeroExit() throws {
      let result = try InventoryExecutable.run(["--script", "back"])
      #expect(result.status == 1)
      #expect(
        result.stderr
          == "inventory: error: script step 1 (“back”): already at the root of “Inventory”\n")
    }

    @Test func navigationStateIsSavedOnQuitAndRestoredOnStart() throws {
      let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("inventory-e2e-\(UUID()).json").path
      defer { try? FileManager.default.removeItem(atPath: path) }
      let first = try InventoryExecutable.run([
        "--state", path, "--script", "select 4; open; select 3; open; edit; quit",
      ])
      #expect(first.status == 0, "\(first.stderr)")
      let second = try InventoryExecutable.run(["--state", path, "--script", "back"])
      #expect(second.status == 0, "\(second.stderr)")
      let restored = frames(second.stdout)
      #expect(restored.first?.lines.first == "Inventory › Hammer › Wrench › [sheet] Edit")
      #expect(restored.last?.lines.first == "Inventory › Hammer › Wrench")
    }

    @Test func aCorruptStateFileIsMovedAsideWithOneMessageAndTheAppStarts() throws {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("inventory-corrupt-\(UUID())")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let path = folder.appendingPathComponent("state.json").path
      let corrupt = Data("{\"format\": 1, \"schema\": 1, \"state\": [".utf8)
      try corrupt.write(to: URL(fileURLWithPath: path))
      let result = try InventoryExecutable.run(["--state", path, "--script", "open"])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout.contains("Inventory › Widget"))
      let quarantine = try FileManager.default.contentsOfDirectory(atPath: path + ".quarantine")
        .sorted()
      #expect(quarantine.count == 2)
      let kept = try #require(quarantine.first)
      #expect(
        result.stderr
          == "inventory: warning: state file “\(path)” could not be restored whole: the snapshot is "
          + "not valid JSON (cut short, or not JSON at all). It was moved to “\(path).quarantine/\(kept)”, "
          + "with a report beside it; starting from the initial state.\n")
      #expect(
        try Data(contentsOf: URL(fileURLWithPath: path + ".quarantine/" + kept)) == corrupt)
      #expect(quarantine.last == kept + ".report.txt")
      // The session was saved as a new file; the quarantined one is untouched.
      #expect(try StateFile(path: path).load()?.state.inventory.path.count == 1)
    }

    @Test func helpExplainsKeysScriptsAndState() throws {
      let result = try InventoryExecutable.run(["--help"])
      #expect(result.status == 0)
      for topic in [
        "--script <commands>", "--state <file>", "KEYS", "SCRIPT MODE", "wait SECONDS", "b or Esc",
      ] {
        #expect(result.stdout.contains(topic), "missing \(topic)")
      }
    }

    @Test func interactiveModeWithoutATerminalIsAClearError() throws {
      let result = try InventoryExecutable.run([])
      #expect(result.status == 1)
      #expect(result.stderr.contains("interactive mode needs a terminal"))
    }
  }

#endif
