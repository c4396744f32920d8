import Foundation
import InventoryApp
import Testing
import Waypoint

@Suite struct StateFileTests {
  func temporaryPath() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("inventory-\(UUID()).json").path
  }

  @Test func savedNavigationIsRestored() throws {
    let file = StateFile(path: temporaryPath())
    defer { try? FileManager.default.removeItem(atPath: file.path) }
    var state = AppFeature.State(selectedTab: .movies)
    var detail = state.inventory.detail(for: Item.samples[3])
    detail.destination = .confirmDelete(.deleteItem(Item.samples[3]))
    state.inventory.path.append(.detail(detail))
    state.movies.path.append(.movie(MovieFeature.State(movie: MovieCatalog.standard.movies[0])))
    state.settings = SettingsFeature.State()
    try file.save(state)
    #expect(try file.load() == StateFile.Restored(state: state, repairs: []))
  }

  @Test func aMissingFileMeansStartFresh() throws {
    #expect(try StateFile(path: temporaryPath()).load() == nil)
  }

  @Test(arguments: [
    ("", "the snapshot is empty"),
    ("not json", "the snapshot is not valid JSON (cut short, or not JSON at all)"),
    (
      #"{"version":1,"state":{"selectedTab":"inventory"}}"#,
      "the state does not decode: it lacks “inventory”"
    ),
    (
      #"{"version":9,"state":{}}"#,
      "the snapshot was saved by a newer version of the app (schema 9; this version reads up to 1)"
    ),
    (#"{"state":{}}"#, "the JSON is not a snapshot: it lacks “format”"),
    (
      #"{"format":2,"schema":1,"state":{}}"#,
      "the snapshot has format 2, newer than format 1, the newest this version of Waypoint reads"
    ),
  ])
  func aFileThatCannotBeRestoredIsMovedAsideAndTheAppStartsFresh(contents: String, problem: String)
    throws
  {
    let path = temporaryPath()
    defer {
      try? FileManager.default.removeItem(atPath: path)
      try? FileManager.default.removeItem(atPath: path + ".quarantine")
    }
    try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
    let restored = try #require(try StateFile(path: path).load())
    #expect(restored.state == AppFeature.State())
    let notice = try #require(restored.notice)
    #expect(notice.hasPrefix("state file “\(path)” could not be restored whole: \(problem). "))
    #expect(notice.hasSuffix("starting from the initial state."))
    // Nothing is lost: the bytes are in the quarantine, with the report.
    #expect(!FileManager.default.fileExists(atPath: path))
    let kept = try FileManager.default.contentsOfDirectory(atPath: path + ".quarantine").sorted()
    #expect(kept.count == 2)
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: path + ".quarantine/" + kept[0]))
        == Data(contents.utf8))
    let report = try String(contentsOfFile: path + ".quarantine/" + kept[1], encoding: .utf8)
    #expect(report.contains("- \(problem)"))
  }

  @Test func aDuplicateStackIDKeepsTheStackBelowItAndSaysWhere() throws {
    let path = temporaryPath()
    defer {
      try? FileManager.default.removeItem(atPath: path)
      try? FileManager.default.removeItem(atPath: path + ".quarantine")
    }
    var state = AppFeature.State()
    state.inventory.path.append(.detail(state.inventory.detail(for: Item.samples[0])))
    state.inventory.path.append(.detail(state.inventory.detail(for: Item.samples[1])))
    try StateFile(path: path).save(state)
    // Give the second entry the first one's ID.
    var json = try #require(
      JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        as? [String: Any])
    var saved = try #require(json["state"] as? [String: Any])
    var inventory = try #require(saved["inventory"] as? [String: Any])
    var stack = try #require(inventory["path"] as? [String: Any])
    var ids = try #require(stack["ids"] as? [Int])
    ids[1] = ids[0]
    stack["ids"] = ids
    inventory["path"] = stack
    saved["inventory"] = inventory
    json["state"] = saved
    try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: path))

    let restored = try #require(try StateFile(path: path).load())
    #expect(restored.state.inventory.path.count == 1)
    #expect(restored.state.inventory.path.first?.detail?.item == Item.samples[0])
    let notice = try #require(restored.notice)
    #expect(
      notice.contains(
        "could not be restored whole: “state.inventory.path”: left out stack element 1: element 1 "
          + "repeats the ID \(state.inventory.path.ids[0].rawValue) of an element below it. "))
    #expect(notice.hasSuffix("starting from the part of it that is valid."))
  }

  @Test func aDirectorySaysItIsADirectory() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("state-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = StateFile(path: folder.path)
    for attempt in [{ _ = try file.load() }, { try file.checkWritable() }] {
      let error = #expect(throws: StateFileError.self) { try attempt() }
      #expect(error?.reason == "it is a directory")
      #expect(error?.description.contains("inventory.json") == true)
      #expect(error?.description.contains("Delete") == false)
    }
  }

  @Test func aPathInAMissingFolderIsRefusedWithAdviceThatFits() {
    let file = StateFile(path: "/nonexistent-\(UUID())/dir/s.json")
    let error = #expect(throws: StateFileError.self) { try file.checkWritable() }
    #expect(error?.reason.hasPrefix("its folder “/nonexistent-") == true)
    #expect(error?.reason.hasSuffix("/dir” does not exist") == true)
    #expect(error?.description.contains("Create the folder") == true)
    #expect(error?.description.contains("Delete the file") == false)
    #expect(throws: StateFileError.self) { try file.save(AppFeature.State()) }
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/mem")))
  func aFileThatCannotBeReadSaysWhyInWords() {
    // Reading /proc/self/mem from its start fails with an I/O error.
    let error = #expect(throws: StateFileError.self) {
      try StateFile(path: "/proc/self/mem").load()
    }
    #expect(error?.reason == "it cannot be read (input/output error)")
    #expect(error?.description.contains("NSCocoaErrorDomain") == false)
  }

  @Test func aStateWithValuesTheAppCannotShowIsRepairedAndEachRepairIsSaid() throws {
    let path = temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    var state = AppFeature.State()
    state.preferences.refreshSeconds = 0
    state.inventory.refreshSeconds = -5
    state.inventory.path.append(.detail(state.inventory.detail(for: Item.samples[1])))
    try StateFile(path: path).save(state)
    let restored = try #require(try StateFile(path: path).load())
    #expect(restored.state.preferences.refreshSeconds == 2)
    #expect(restored.state.inventory.refreshSeconds == 2)
    #expect(restored.state.inventory.path.first?.detail?.refreshSeconds == 2)
    #expect(
      restored.repairs == [
        "preferences.refreshSeconds is 0, but must be 1 to 3600 seconds; using 2",
        "inventory.refreshSeconds is -5, but must be 1 to 3600 seconds; using 2",
        "inventory.path.0.refreshSeconds is -5, but must be 1 to 3600 seconds; using 2",
      ])
  }
}
