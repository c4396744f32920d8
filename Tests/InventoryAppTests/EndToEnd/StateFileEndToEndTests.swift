import Foundation
import InventoryApp
import Testing

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
