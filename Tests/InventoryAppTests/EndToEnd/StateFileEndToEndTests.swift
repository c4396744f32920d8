import Foundation
import InventoryApp
import Testing
import WaypointTesting

/// Runs the built executable with `--state` files a user could hand it: unsound, unwritable, or
/// a directory, and scripts that stop early.
@Suite struct StateFileEndToEndTests {
  func temporaryPath() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("inventory-\(UUID()).json").path
  }

  @Test func aZeroRefreshIntervalIsRepairedAndTheScriptFinishes() throws {
    let path = temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    var state = AppFeature.State()
    state.preferences.refreshSeconds = 0
    state.inventory.refreshSeconds = 0
    state.inventory.path.append(.detail(state.inventory.detail(for: Item.samples[0])))
    try StateFile(path: path).save(state)

    // It used to spin at full speed and never print a frame.
    let result = try InventoryExecutable.run(
      ["--state", path, "--script", "wait 0.5"], timeout: 30)
    #expect(!result.timedOut, "the script did not finish within 30 seconds")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "inventory: warning: state file “\(path)”: preferences.refreshSeconds is 0, but must be 1 to 3600 seconds; using 2."
      ))
    #expect(result.stderr.contains("inventory.path.0.refreshSeconds is 0"))
    let frames = ScriptModeTests().frames(result.stdout)
    #expect(frames.map(\.command) == ["start", "wait 0.5"])
    #expect(frames.last?.lines.contains { $0.contains("(live, every 2s, read once)") } == true)
    let saved = try #require(try StateFile(path: path).load())
    #expect(saved.repairs.isEmpty, "the repaired state was saved")
  }

  @Test func aPathThatCannotBeSavedIsRefusedBeforeTheSessionStarts() throws {
    let result = try InventoryExecutable.run([
      "--state", "/nonexistent-\(UUID())/dir/s.json", "--script", "select 2; open",
    ])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty, "the session ran although its state could not be saved")
    #expect(result.stderr.contains("/dir” does not exist."))
    #expect(result.stderr.contains("Create the folder"))
    #expect(!result.stderr.contains("Delete the file"))
  }

  @Test func aDirectoryAsTheStateFileSaysItIsADirectory() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("state-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try InventoryExecutable.run(["--state", folder.path, "--script", "open"])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.hasPrefix(
        "inventory: error: cannot use the state file “\(folder.path)”: it is a directory."))
    #expect(!result.stderr.contains("NSCocoaErrorDomain"))
  }

  @Test func aScriptStoppedByARefusedCommandStillSavesTheStateItReached() throws {
    let path = temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try InventoryExecutable.run([
      "--state", path, "--script", "select 4; open; edit; cast",
    ])
    #expect(result.status == 1)
    #expect(result.stderr.contains("script step 4 (“cast”)"))
    #expect(result.stderr.contains("The state reached before step 4 was saved to “\(path)”."))
    let saved = try #require(try StateFile(path: path).load())
    #expect(saved.state.inventory.path.first?.detail?.item.name == "Hammer")
    #expect(saved.state.inventory.path.first?.detail?.destination?.edit != nil)
  }

  @Test func aScriptThatIsNotUnderstoodLeavesTheStateFileAlone() throws {
    let path = temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try InventoryExecutable.run(["--state", path, "--script", "open; teleport"])
    #expect(result.status == 1)
    #expect(!FileManager.default.fileExists(atPath: path), "nothing ran, so nothing is saved")
  }

  @Test(arguments: ["", "some-folder/", "existing-file/"])
  func aPathThatNamesNoFileIsRefusedBeforeTheSessionStarts(path: String) throws {
    var path = path
    if path == "existing-file/" {
      // A regular file, written with a slash after its name.
      let file = FileManager.default.temporaryDirectory.appendingPathComponent("state-\(UUID())")
      try Data("{}".utf8).write(to: file)
      path = file.path + "/"
    }
    let result = try InventoryExecutable.run(["--state", path, "--script", "open"])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("it names no file."))
  }
}

/// The state file survives the app being killed at any moment while it saves.
@Suite struct StateFileCrashTests {
  @Test func aProcessKilledWhileItSavesLeavesAWholeStateFile() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("inventory-kill-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("state.json").path
    // A long simulated wait saves once a simulated second, as fast as the disk allows, with the
    // stock refresh changing the state between saves.
    let script = "link inventory://items/4/5; wait 3600"
    var generator = SplitMix64(seed: 0xC0FF_EE17)
    var killedWithAFile = 0
    for round in 0..<12 {
      let process = Process()
      process.executableURL = try InventoryExecutable.url()
      process.arguments = ["--state", path, "--script", script]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      try await Task.sleep(for: .milliseconds(Int.random(in: 150...600, using: &generator)))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      // Killed, not finished: the script would run for minutes.
      #expect(
        process.terminationReason == .uncaughtSignal || process.terminationStatus == SIGKILL,
        "round \(round): \(process.terminationReason) \(process.terminationStatus)")
      guard FileManager.default.fileExists(atPath: path) else { continue }
      killedWithAFile += 1
      // Whatever moment the kill came, the file is a whole snapshot: nothing to quarantine.
      let restored = try #require(try StateFile(path: path).load(), "round \(round)")
      #expect(restored.notice == nil, "round \(round): \(restored.notice ?? "")")
      #expect(restored.state.inventory.path.count == 2, "round \(round)")
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0 != "state.json" && !$0.hasSuffix(".tmp") }
      #expect(leftovers.isEmpty, "round \(round): \(leftovers)")
    }
    #expect(killedWithAFile > 6)
  }
}
