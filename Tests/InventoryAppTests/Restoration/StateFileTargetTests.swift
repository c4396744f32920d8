import Foundation
import InventoryApp
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a state file's path may name: a regular file, nothing yet, or a symbolic link to either,
/// which is followed and kept. Anything else, and a file too large to be a state file, is
/// refused before anything is read or moved.
///
/// Devices are made in a temporary folder, so that a regression cannot touch the system's own.
@Suite struct StateFileTargetTests {
  /// A new empty folder, removed by `remove(_:)`.
  func folder() throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("state-target-\(UUID())").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  func remove(_ folder: String) {
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// The kind of what is at `path`, without following a link: `S_IFREG`, `S_IFLNK`, …
  func kind(_ path: String) -> mode_t? {
    var info = stat()
    return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
  }

  /// A character device like /dev/null (it reads as empty and swallows writes): one made as
  /// `folder/null`, so that a regression cannot move the system's own; or, where this user may
  /// not make devices (not root), `/dev/null` itself, which such a user cannot move or replace
  /// either.
  static func nullDevice(in folder: String) throws -> String {
    var null = stat()
    try #require(stat("/dev/null", &null) == 0)
    let path = folder + "/null"
    if mknod(path, S_IFCHR | 0o666, null.st_rdev) == 0 { return path }
    let error = errno
    try #require(
      geteuid() != 0 && (error == EPERM || error == EACCES),
      "cannot make a device node: \(String(cString: strerror(error)))")
    return "/dev/null"
  }

  /// What `folder` holds besides the device, when the device was made there.
  static func entries(of folder: String, device: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { folder + "/" + $0 != device }.sorted()
  }

  @Test func aNamedPipeIsRefusedWithoutWaitingForIt() throws {
    let folder = try folder()
    defer { remove(folder) }
    let path = folder + "/state.json"
    try #require(mkfifo(path, 0o666) == 0)
    let file = StateFile(path: path)
    // Checked first: before the fix, reading the pipe waited for a writer forever.
    let error = try #require(throws: StateFileError.self) { try file.checkWritable() }
    #expect(error.reason == "it is a named pipe (FIFO), not a regular file; it is left as it is")
    #expect(
      error.description.hasSuffix("Pass the path of a regular file, such as “inventory.json”."))
    #expect(throws: error) { try file.load() }
    #expect(throws: error) { try file.save(AppFeature.State()) }
    #expect(kind(path) == S_IFIFO)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["state.json"])
  }

  @Test func aDeviceIsRefusedAndLeftWhereItIs() throws {
    let folder = try folder()
    defer { remove(folder) }
    let path = try Self.nullDevice(in: folder)
    let file = StateFile(path: path)
    let error = try #require(throws: StateFileError.self) { try file.checkWritable() }
    #expect(error.reason == "it is a character device, not a regular file; it is left as it is")
    // Before the fix, the empty device was moved to a quarantine folder and a file written in
    // its place.
    #expect(throws: error) { try file.load() }
    #expect(throws: error) { try file.save(AppFeature.State()) }
    #expect(kind(path) == S_IFCHR)
    #expect(try Self.entries(of: folder, device: path).isEmpty)
  }

  @Test func theSystemsNullDeviceIsRefusedBeforeAnythingElse() {
    // Only checked, which never moves or writes anything.
    let error = #expect(throws: StateFileError.self) {
      try StateFile(path: "/dev/null").checkWritable()
    }
    #expect(error?.reason == "it is a character device, not a regular file; it is left as it is")
  }

  @Test func aLinkToADeviceSaysWhereItLeads() throws {
    let folder = try folder()
    defer { remove(folder) }
    let device = try Self.nullDevice(in: folder)
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/state.json",
      withDestinationPath: device.hasPrefix(folder) ? "null" : device)
    let file = StateFile(path: folder + "/state.json")
    let error = try #require(throws: StateFileError.self) { try file.checkWritable() }
    #expect(
      error.reason
        == "it is a link to “\(device)”, a character device, not a regular file; it is left as it is"
    )
    #expect(throws: error) { try file.load() }
    #expect(kind(folder + "/state.json") == S_IFLNK)
    #expect(kind(device) == S_IFCHR)
  }

  @Test func aSymbolicLinkIsFollowedAndKept() throws {
    let folder = try folder()
    defer { remove(folder) }
    try FileManager.default.createDirectory(
      atPath: folder + "/data", withIntermediateDirectories: true)
    let target = folder + "/data/state.json"
    let link = folder + "/state.json"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "data/state.json")
    let file = StateFile(path: link)

    // A link to a file not written yet: the first save writes the file it leads to.
    try file.checkWritable()
    #expect(try file.load() == nil)
    var state = AppFeature.State()
    state.inventory.path.append(.detail(state.inventory.detail(for: Item.samples[3])))
    try file.save(state)
    #expect(kind(link) == S_IFLNK)
    #expect(kind(target) == S_IFREG)
    #expect(try StateFile(path: target).load() == StateFile.Restored(state: state, repairs: []))

    // Saved again, the link still leads to the file, which has the new state.
    state.selectedTab = .movies
    try file.save(state)
    #expect(kind(link) == S_IFLNK)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "data/state.json")
    #expect(try file.load() == StateFile.Restored(state: state, repairs: []))
    #expect(try StateFile(path: target).load()?.state.selectedTab == .movies)
  }

  @Test func aCorruptFileBehindALinkIsQuarantinedBesideItsTargetAndTheLinkKept() throws {
    let folder = try folder()
    defer { remove(folder) }
    let target = folder + "/target.json"
    let link = folder + "/link.json"
    try Data("not json".utf8).write(to: URL(fileURLWithPath: target))
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    let file = StateFile(path: link)
    let restored = try #require(try file.load())
    #expect(restored.notice?.contains("moved to “\(target).quarantine/") == true)
    try file.save(restored.state)
    #expect(kind(link) == S_IFLNK)
    #expect(kind(target) == S_IFREG)
    #expect(try file.load() == StateFile.Restored(state: AppFeature.State(), repairs: []))
  }

  @Test func linksThatLeadInACircleAreRefused() throws {
    let folder = try folder()
    defer { remove(folder) }
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/a.json", withDestinationPath: "b.json")
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/b.json", withDestinationPath: "a.json")
    let file = StateFile(path: folder + "/a.json")
    let error = #expect(throws: StateFileError.self) { try file.checkWritable() }
    #expect(error?.reason.contains("back to itself") == true)
    #expect(throws: StateFileError.self) { try file.load() }
    #expect(kind(folder + "/a.json") == S_IFLNK)
  }

  @Test func aFileLargerThanTheLimitIsRefusedAndLeftAsItIs() throws {
    let folder = try folder()
    defer { remove(folder) }
    let path = folder + "/state.json"
    let size = StateFile.sizeLimit + 1
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: UInt64(size))
    try handle.close()
    let file = StateFile(path: path)
    let error = #expect(throws: StateFileError.self) { try file.load() }
    #expect(
      error?.reason
        == "it is 8.0 MiB (\(size) bytes), more than the 8 MiB a state file may hold, so it is "
        + "not read and is left as it is")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["state.json"])
    #expect(
      (try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue
        == size)
  }
}
