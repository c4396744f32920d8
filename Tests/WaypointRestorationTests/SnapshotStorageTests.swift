import Foundation
import Testing

@testable import WaypointRestoration

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct SnapshotStorageTests {
  /// Runs `body` with a new, empty folder, and removes the folder after.
  static func withFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "SnapshotStorageTests-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
  }

  /// The names in a folder, hidden ones included, sorted.
  static func names(in folder: URL) -> [String] {
    let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
    return (names ?? []).sorted()
  }

  static func contents(of url: URL) -> String? {
    FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
  }

  static let isRoot = getuid() == 0

  @Suite struct File {
    @Test func aMissingFileLoadsAsNil() throws {
      try withFolder { folder throws in
        let storage = FileSnapshotStorage(url: folder.appending(path: "navigation.json"))
        #expect(try storage.load() == nil)
      }
    }

    @Test func aSaveRemovesTheTemporaryFilesThatSavesCutShortLeftBehind() throws {
      try withFolder { folder in
        let storage = FileSnapshotStorage(url: folder.appending(path: "navigation.json"))
        let stale = ".navigation.json.\(UUID().uuidString).tmp"
        let fresh = ".navigation.json.\(UUID().uuidString).tmp"
        let another = ".other.json.\(UUID().uuidString).tmp"
        for name in [stale, fresh, another] {
          try Data("part".utf8).write(to: folder.appending(path: name))
        }
        // Left by a process killed an hour ago: older than any save takes.
        let hourAgo = Date().addingTimeInterval(-3600)
        for name in [stale, another] {
          try FileManager.default.setAttributes(
            [.modificationDate: hourAgo], ofItemAtPath: folder.appending(path: name).path)
        }
        try storage.save(Data("{}".utf8))
        // A save under way in another process keeps its file, and so do other snapshots.
        #expect(names(in: folder) == [another, fresh, "navigation.json"].sorted())
      }
    }

    @Test func aSavedSnapshotLoadsBack() throws {
      try withFolder { folder in
        let storage = FileSnapshotStorage(url: folder.appending(path: "navigation.json"))
        try storage.save(Data(#"{"version":1}"#.utf8))
        #expect(try storage.load() == Data(#"{"version":1}"#.utf8))
        #expect(names(in: folder) == ["navigation.json"])
      }
    }

    @Test func anEmptySnapshotLoadsBackEmptyNotNil() throws {
      try withFolder { folder in
        let storage = FileSnapshotStorage(url: folder.appending(path: "navigation.json"))
        try storage.save(Data())
        #expect(try storage.load() == Data())
      }
    }

    @Test func aSaveReplacesThePreviousSnapshotAndLeavesNoTemporaryFile() throws {
      try withFolder { folder in
        let storage = FileSnapshotStorage(url: folder.appending(path: "navigation.json"))
        try storage.save(Data("first, and longer than the second".utf8))
        try storage.save(Data("second".utf8))
        #expect(try storage.load() == Data("second".utf8))
        #expect(names(in: folder) == ["navigation.json"])
      }
    }

    @Test func aSaveKeepsThePermissionsOfTheFileItReplaces() throws {
      try withFolder { folder in
        let url = folder.appending(path: "navigation.json")
        let storage = FileSnapshotStorage(url: url)
        try storage.save(Data("first".utf8))
        #expect(chmod(url.path, 0o600) == 0)
        try storage.save(Data("second".utf8))
        var info = stat()
        #expect(stat(url.path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)
      }
    }

    @Test func aSaveCutShortLeavesThePreviousSnapshotReadable() throws {
      try withFolder { folder in
        var storage = FileSnapshotStorage(url: folder.appending(path: "navigation.json"))
        try storage.save(Data("previous".utf8))
        let next = Data("the next snapshot, cut short halfway".utf8)
        storage.fault = { step throws(SnapshotStorageError) in
          guard step == .afterPartialWrite else { return }
          // The cut is real: half of the new snapshot is in a temporary file.
          let temporary = names(in: folder).filter { $0.hasSuffix(".tmp") }
          #expect(temporary.count == 1)
          #expect(temporary.first?.hasPrefix(".navigation.json.") == true)
          #expect(
            temporary.first.flatMap { contents(of: folder.appending(path: $0)) }
              == String(decoding: next.prefix(next.count / 2), as: UTF8.self))
          throw SnapshotStorageError(location: "test", reason: "the app was killed")
        }
        let error = #expect(throws: SnapshotStorageError.self) { try storage.save(next) }
        #expect(error?.reason == "the app was killed")
        #expect(try storage.load() == Data("previous".utf8))
        #expect(names(in: folder) == ["navigation.json"])
      }
    }

    @Test func aSaveStoppedBeforeTheRenameLeavesThePreviousSnapshotReadable() throws {
      try withFolder { folder in
        var storage = FileSnapshotStorage(url: folder.appending(path: "navigation.json"))
        try storage.save(Data("previous".utf8))
        storage.fault = { step throws(SnapshotStorageError) in
          guard step == .beforeRename else { return }
          let temporary = names(in: folder).filter { $0.hasSuffix(".tmp") }
          #expect(
            temporary.first.flatMap { contents(of: folder.appending(path: $0)) } == "complete")
          throw SnapshotStorageError(location: "test", reason: "the app was killed")
        }
        #expect(throws: SnapshotStorageError.self) { try storage.save(Data("complete".utf8)) }
        #expect(try storage.load() == Data("previous".utf8))
        #expect(names(in: folder) == ["navigation.json"])
      }
    }

    @Test func aFailedFirstSaveLeavesNoFileAtAll() throws {
      try withFolder { folder throws in
        var storage = FileSnapshotStorage(url: folder.appending(path: "navigation.json"))
        storage.fault = { step throws(SnapshotStorageError) in
          if step == .beforeRename {
            throw SnapshotStorageError(location: "test", reason: "the app was killed")
          }
        }
        #expect(throws: SnapshotStorageError.self) { try storage.save(Data("first".utf8)) }
        #expect(try storage.load() == nil)
        #expect(names(in: folder) == [])
      }
    }

    @Test func aQuarantineMovesTheBytesAndTheReportAside() throws {
      try withFolder { folder in
        var storage = FileSnapshotStorage(url: folder.appending(path: "navigation.json"))
        storage.now = { Date(timeIntervalSince1970: 1_795_537_805) }  // 2026-11-24 16:30:05 UTC
        try storage.save(Data("{ not JSON".utf8))
        let kept = try storage.quarantine(Data("{ not JSON".utf8), report: "it is not valid JSON")
        let quarantine = folder.appending(path: "navigation.json.quarantine")
        #expect(kept == quarantine.appending(path: "2026-11-24T16-30-05Z.json").path)
        #expect(contents(of: URL(filePath: kept)) == "{ not JSON")
        #expect(contents(of: URL(filePath: kept + ".report.txt")) == "it is not valid JSON")
        #expect(try storage.load() == nil)
        #expect(names(in: folder) == ["navigation.json.quarantine"])
      }
    }

    @Test func aSecondQuarantineDoesNotOverwriteTheFirst() throws {
      try withFolder { folder in
        var storage = FileSnapshotStorage(url: folder.appending(path: "navigation.json"))
        storage.now = { Date(timeIntervalSince1970: 1_795_537_805) }  // the same second, twice
        try storage.save(Data("first bad".utf8))
        let first = try storage.quarantine(Data("first bad".utf8), report: "first report")
        try storage.save(Data("second bad".utf8))
        let second = try storage.quarantine(Data("second bad".utf8), report: "second report")
        #expect(first != second)
        #expect(URL(filePath: second).lastPathComponent == "2026-11-24T16-30-05Z-2.json")
        #expect(contents(of: URL(filePath: first)) == "first bad")
        #expect(contents(of: URL(filePath: first + ".report.txt")) == "first report")
        #expect(contents(of: URL(filePath: second)) == "second bad")
        #expect(contents(of: URL(filePath: second + ".report.txt")) == "second report")
        #expect(
          names(in: folder.appending(path: "navigation.json.quarantine")) == [
            "2026-11-24T16-30-05Z-2.json", "2026-11-24T16-30-05Z-2.json.report.txt",
            "2026-11-24T16-30-05Z.json", "2026-11-24T16-30-05Z.json.report.txt",
          ])
      }
    }

    @Test func aFileWithoutAnExtensionIsQuarantinedWithoutOne() throws {
      try withFolder { folder in
        var storage = FileSnapshotStorage(url: folder.appending(path: "state"))
        storage.now = { Date(timeIntervalSince1970: 1_795_537_805) }
        let kept = try storage.quarantine(Data("bad".utf8), report: "bad")
        #expect(kept == folder.appending(path: "state.quarantine/2026-11-24T16-30-05Z").path)
      }
    }

    @Test func aSaveAfterAQuarantineWritesANewFileAndLeavesTheQuarantineAlone() throws {
      try withFolder { folder in
        let storage = FileSnapshotStorage(url: folder.appending(path: "navigation.json"))
        try storage.save(Data("bad".utf8))
        let kept = try storage.quarantine(Data("bad".utf8), report: "it is bad")
        let quarantine = folder.appending(path: "navigation.json.quarantine")
        let quarantined = names(in: quarantine)
        try storage.save(Data("good".utf8))
        #expect(try storage.load() == Data("good".utf8))
        #expect(names(in: quarantine) == quarantined)
        #expect(contents(of: URL(filePath: kept)) == "bad")
        #expect(names(in: folder) == ["navigation.json", "navigation.json.quarantine"])
      }
    }

    @Test func aQuarantineThatCannotCreateItsFolderLeavesTheFileInPlace() throws {
      try withFolder { folder in
        let storage = FileSnapshotStorage(url: folder.appending(path: "navigation.json"))
        try storage.save(Data("bad".utf8))
        // A file where the quarantine folder should be.
        let inTheWay = folder.appending(path: "navigation.json.quarantine")
        #expect(FileManager.default.createFile(atPath: inTheWay.path, contents: Data()))
        let error = #expect(throws: SnapshotStorageError.self) {
          try storage.quarantine(Data("bad".utf8), report: "it is bad")
        }
        #expect(error?.reason == "cannot create the quarantine folder: a file is in the way")
        #expect(try storage.load() == Data("bad".utf8))
      }
    }

    @Test func aQuarantineStoppedBeforeRemovingTheFileLeavesItAndAddsNothing() throws {
      try withFolder { folder in
        var storage = FileSnapshotStorage(url: folder.appending(path: "navigation.json"))
        try storage.save(Data("bad".utf8))
        storage.fault = { step throws(SnapshotStorageError) in
          if step == .beforeRemovingTheOriginal {
            throw SnapshotStorageError(location: "test", reason: "the app was killed")
          }
        }
        #expect(throws: SnapshotStorageError.self) {
          try storage.quarantine(Data("bad".utf8), report: "it is bad")
        }
        #expect(try storage.load() == Data("bad".utf8))
        #expect(names(in: folder.appending(path: "navigation.json.quarantine")) == [])
      }
    }

    @Test func aDirectoryAtThePathIsALoadErrorThatSaysSo() throws {
      try withFolder { folder in
        let url = folder.appending(path: "navigation.json")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        let storage = FileSnapshotStorage(url: url)
        let error = #expect(throws: SnapshotStorageError.self) { try storage.load() }
        #expect(error == SnapshotStorageError(location: url.path, reason: "it is a directory"))
        let saveError = #expect(throws: SnapshotStorageError.self) {
          try storage.save(Data("new".utf8))
        }
        #expect(saveError?.reason == "it is a directory")
        #expect(names(in: folder) == ["navigation.json"])
      }
    }

    @Test func aSaveIntoAMissingFolderFailsAndWritesNothing() throws {
      try withFolder { folder in
        let missing = folder.appending(path: "missing", directoryHint: .isDirectory)
        let storage = FileSnapshotStorage(url: missing.appending(path: "navigation.json"))
        let error = #expect(throws: SnapshotStorageError.self) {
          try storage.save(Data("new".utf8))
        }
        #expect(error?.reason == "its folder does not exist")
        #expect(names(in: folder) == [])
      }
    }

    @Test func aURLThatIsNotAFileURLIsAnError() {
      let storage = FileSnapshotStorage(url: URL(string: "https://example.com/navigation.json")!)
      let error = #expect(throws: SnapshotStorageError.self) { try storage.load() }
      #expect(error?.reason == "it is not a file URL")
    }

    @Test(.disabled(if: isRoot, "root ignores file permissions"))
    func aReadOnlyFolderRefusesASaveAndKeepsThePreviousSnapshot() throws {
      try withFolder { folder in
        let storage = FileSnapshotStorage(url: folder.appending(path: "navigation.json"))
        try storage.save(Data("previous".utf8))
        #expect(chmod(folder.path, 0o500) == 0)
        defer { chmod(folder.path, 0o700) }
        let error = #expect(throws: SnapshotStorageError.self) {
          try storage.save(Data("next".utf8))
        }
        #expect(error?.reason == "cannot create a temporary file beside it: permission denied")
        #expect(try storage.load() == Data("previous".utf8))
        #expect(names(in: folder) == ["navigation.json"])
        #expect(throws: SnapshotStorageError.self) {
          try storage.quarantine(Data("previous".utf8), report: "it is bad")
        }
        #expect(try storage.load() == Data("previous".utf8))
      }
    }

    @Test(.disabled(if: isRoot, "root ignores file permissions"))
    func anUnreadableFileIsALoadErrorThatSaysPermissionDenied() throws {
      try withFolder { folder in
        let url = folder.appending(path: "navigation.json")
        let storage = FileSnapshotStorage(url: url)
        try storage.save(Data("secret".utf8))
        #expect(chmod(url.path, 0o000) == 0)
        let error = #expect(throws: SnapshotStorageError.self) { try storage.load() }
        #expect(error == SnapshotStorageError(location: url.path, reason: "permission denied"))
      }
    }
  }

  @Suite struct InMemory {
    @Test func aSavedSnapshotLoadsBackAndIsCounted() throws {
      let storage = InMemorySnapshotStorage()
      #expect(try storage.load() == nil)
      try storage.save(Data("one".utf8))
      try storage.save(Data("two".utf8))
      #expect(try storage.load() == Data("two".utf8))
      #expect(storage.data == Data("two".utf8))
      #expect(storage.saveCount == 2)
    }

    @Test func quarantinedSnapshotsGetIndexesThatAreNeverReused() throws {
      let storage = InMemorySnapshotStorage(Data("bad".utf8))
      let first = try storage.quarantine(Data("bad".utf8), report: "first")
      #expect(storage.data == nil)
      try storage.save(Data("worse".utf8))
      let second = try storage.quarantine(Data("worse".utf8), report: "second")
      #expect([first, second] == ["memory:quarantine/0", "memory:quarantine/1"])
      #expect(
        storage.quarantined == [
          .init(data: Data("bad".utf8), report: "first", location: "memory:quarantine/0"),
          .init(data: Data("worse".utf8), report: "second", location: "memory:quarantine/1"),
        ])
      #expect(storage.data == nil)
    }

    @Test func failuresLeaveTheStorageAsItWas() throws {
      let storage = InMemorySnapshotStorage(Data("current".utf8))
      let full = SnapshotStorageError(location: "memory", reason: "the disk is full")
      storage.saveFailure = full
      storage.quarantineFailure = full
      storage.loadFailure = full
      #expect(throws: full) { try storage.save(Data("next".utf8)) }
      #expect(throws: full) { try storage.quarantine(Data("current".utf8), report: "bad") }
      #expect(throws: full) { try storage.load() }
      #expect(storage.data == Data("current".utf8))
      #expect(storage.saveCount == 0)
      #expect(storage.quarantined == [])
      storage.saveFailure = nil
      storage.loadFailure = nil
      try storage.save(Data("next".utf8))
      #expect(try storage.load() == Data("next".utf8))
    }
  }

  /// A store in memory, safe to use from any thread.
  final class MemoryStore: KeyValueStore, @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Data] = [:]
    /// Keys whose writes are dropped, as a full store would.
    var dropped: Set<String> = []

    var keys: [String] { lock.withLock { values.keys.sorted() } }

    func snapshotData(forKey key: String) -> Data? {
      lock.withLock { values[key] }
    }

    func setSnapshotData(_ data: Data?, forKey key: String) {
      lock.withLock {
        if !dropped.contains(key) { values[key] = data }
      }
    }
  }

  @Suite struct KeyValue {
    @Test func userDefaultsKeepsSnapshotsAndQuarantinesThemUnderFreshKeys() throws {
      let suite = "WaypointRestorationTests.\(UUID().uuidString)"
      let defaults = try #require(UserDefaults(suiteName: suite))
      defer { defaults.removePersistentDomain(forName: suite) }
      let storage = KeyValueSnapshotStorage(defaults, key: "navigation")
      #expect(try storage.load() == nil)
      try storage.save(Data("bad".utf8))
      #expect(try storage.load() == Data("bad".utf8))
      #expect(defaults.data(forKey: "navigation") == Data("bad".utf8))

      #expect(
        try storage.quarantine(Data("bad".utf8), report: "first") == "navigation.quarantine.0")
      #expect(try storage.load() == nil)
      #expect(defaults.object(forKey: "navigation") == nil)
      try storage.save(Data("worse".utf8))
      #expect(
        try storage.quarantine(Data("worse".utf8), report: "second") == "navigation.quarantine.1")
      #expect(defaults.data(forKey: "navigation.quarantine.0") == Data("bad".utf8))
      #expect(defaults.data(forKey: "navigation.quarantine.0.report") == Data("first".utf8))
      #expect(defaults.data(forKey: "navigation.quarantine.1") == Data("worse".utf8))
      #expect(defaults.data(forKey: "navigation.quarantine.1.report") == Data("second".utf8))
    }

    @Test func aQuarantineSkipsIndexesThatAreTaken() throws {
      let store = MemoryStore()
      store.setSnapshotData(Data("older".utf8), forKey: "navigation.quarantine.0")
      store.setSnapshotData(Data("orphan report".utf8), forKey: "navigation.quarantine.1.report")
      let storage = KeyValueSnapshotStorage(store, key: "navigation")
      try storage.save(Data("bad".utf8))
      #expect(try storage.quarantine(Data("bad".utf8), report: "bad") == "navigation.quarantine.2")
      #expect(store.snapshotData(forKey: "navigation.quarantine.0") == Data("older".utf8))
      #expect(
        store.snapshotData(forKey: "navigation.quarantine.1.report") == Data("orphan report".utf8))
      #expect(store.snapshotData(forKey: "navigation.quarantine.2") == Data("bad".utf8))
      #expect(store.snapshotData(forKey: "navigation") == nil)
    }

    @Test func closuresReadAndWriteTheCurrentSnapshot() throws {
      let scene = MemoryStore()
      let quarantine = MemoryStore()
      let storage = KeyValueSnapshotStorage(
        key: "navigation",
        get: { scene.snapshotData(forKey: "scene") },
        set: { scene.setSnapshotData($0, forKey: "scene") },
        quarantineStore: quarantine
      )
      #expect(try storage.load() == nil)
      try storage.save(Data("snapshot".utf8))
      #expect(scene.snapshotData(forKey: "scene") == Data("snapshot".utf8))
      #expect(try storage.load() == Data("snapshot".utf8))
      #expect(
        try storage.quarantine(Data("snapshot".utf8), report: "bad") == "navigation.quarantine.0")
      #expect(scene.keys == [])
      #expect(quarantine.keys == ["navigation.quarantine.0", "navigation.quarantine.0.report"])
    }

    @Test func aStoreThatDoesNotKeepTheBytesLeavesTheCurrentSnapshot() throws {
      let store = MemoryStore()
      store.dropped = ["navigation.quarantine.0"]
      let storage = KeyValueSnapshotStorage(store, key: "navigation")
      try storage.save(Data("bad".utf8))
      let error = #expect(throws: SnapshotStorageError.self) {
        try storage.quarantine(Data("bad".utf8), report: "bad")
      }
      #expect(
        error
          == SnapshotStorageError(
            location: "navigation.quarantine.0", reason: "the store did not keep it"))
      #expect(try storage.load() == Data("bad".utf8))
      #expect(store.keys == ["navigation"])
    }
  }
}

/// Importing the module leaves `UserDefaults`' own methods unambiguous.
@Test func userDefaultsSetNilStillCompiles() throws {
  let suite = "WaypointRestorationTests.\(UUID().uuidString)"
  let defaults = try #require(UserDefaults(suiteName: suite))
  defer { defaults.removePersistentDomain(forName: suite) }
  // Compiled, not run: what matters is that the call is not ambiguous with this module imported.
  // (Setting `nil` does not return in the Foundation of Linux.)
  let _: (UserDefaults) -> Void = { $0.set(nil, forKey: "navigation") }
  defaults.set(Data("x".utf8), forKey: "navigation")
  #expect(defaults.snapshotData(forKey: "navigation") == Data("x".utf8))
}
