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
/// Devices are made in a temporary folder (see `FileFixtures`), so that a test that goes wrong
/// cannot move or replace the system's own.
@Suite struct StateFileTargetTests {
  @Test func aNamedPipeIsRefusedWithoutWaitingForIt() throws {
    let folder = try FileFixtures.folder()
    defer { FileFixtures.remove(folder) }
    let path = folder + "/state.json"
    try #require(mkfifo(path, 0o666) == 0)
    let file = StateFile(path: path)
    // Refused before it is opened, so that nothing waits on the pipe for a writer.
    let error = try #require(throws: StateFileError.self) { try file.checkWritable() }
    #expect(error.reason == "it is a named pipe (FIFO), not a regular file; it is left as it is")
    #expect(
      error.description.hasSuffix("Pass the path of a regular file, such as “inventory.json”."))
    #expect(throws: error) { try file.load() }
    #expect(throws: error) { try file.save(AppFeature.State()) }
    #expect(FileFixtures.kind(path) == S_IFIFO)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["state.json"])
  }

  @Test(.enabled(if: FileFixtures.hasNullDevice, "root may not make a device node here"))
  func aDeviceIsRefusedAndLeftWhereItIs() throws {
    let folder = try FileFixtures.folder()
    defer { FileFixtures.remove(folder) }
    let path = try FileFixtures.nullDevice(in: folder)
    let file = StateFile(path: path)
    let error = try #require(throws: StateFileError.self) { try file.checkWritable() }
    #expect(error.reason == "it is a character device, not a regular file; it is left as it is")
    // Neither loading nor saving moves the device to a quarantine folder or writes a file in
    // its place.
    #expect(throws: error) { try file.load() }
    #expect(throws: error) { try file.save(AppFeature.State()) }
    #expect(FileFixtures.kind(path) == S_IFCHR)
    #expect(try FileFixtures.entries(of: folder, device: path).isEmpty)
  }

  @Test func theSystemsNullDeviceIsRefusedBeforeAnythingElse() {
    // Only checked, which never moves or writes anything.
    let error = #expect(throws: StateFileError.self) {
      try StateFile(path: "/dev/null").checkWritable()
    }
    #expect(error?.reason == "it is a character device, not a regular file; it is left as it is")
  }

  @Test(.enabled(if: FileFixtures.hasNullDevice, "root may not make a device node here"))
  func aLinkToADeviceSaysWhereItLeads() throws {
    let folder = try FileFixtures.folder()
    defer { FileFixtures.remove(folder) }
    let device = try FileFixtures.nullDevice(in: folder)
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
    #expect(FileFixtures.kind(folder + "/state.json") == S_IFLNK)
    #expect(FileFixtures.kind(device) == S_IFCHR)
  }

  @Test func aSymbolicLinkIsFollowedAndKept() throws {
    let folder = try FileFixtures.folder()
    defer { FileFixtures.remove(folder) }
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
    #expect(FileFixtures.kind(link) == S_IFLNK)
    #expect(FileFixtures.kind(target) == S_IFREG)
    #expect(try StateFile(path: target).load() == StateFile.Restored(state: state, repairs: []))

    // Saved again, the link still leads to the file, which has the new state.
    state.selectedTab = .movies
    try file.save(state)
    #expect(FileFixtures.kind(link) == S_IFLNK)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "data/state.json")
    #expect(try file.load() == StateFile.Restored(state: state, repairs: []))
    #expect(try StateFile(path: target).load()?.state.selectedTab == .movies)
  }

  @Test func aCorruptFileBehindALinkIsQuarantinedBesideItsTargetAndTheLinkKept() throws {
    let folder = try FileFixtures.folder()
    defer { FileFixtures.remove(folder) }
    let target = folder + "/target.json"
    let link = folder + "/link.json"
    try Data("not json".utf8).write(to: URL(fileURLWithPath: target))
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    let file = StateFile(path: link)
    let restored = try #require(try file.load())
    #expect(restored.notice?.contains("moved to “\(target).quarantine/") == true)
    try file.save(restored.state)
    #expect(FileFixtures.kind(link) == S_IFLNK)
    #expect(FileFixtures.kind(target) == S_IFREG)
    #expect(try file.load() == StateFile.Restored(state: AppFeature.State(), repairs: []))
  }

  @Test func linksThatLeadInACircleAreRefused() throws {
    let folder = try FileFixtures.folder()
    defer { FileFixtures.remove(folder) }
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/a.json", withDestinationPath: "b.json")
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/b.json", withDestinationPath: "a.json")
    let file = StateFile(path: folder + "/a.json")
    let error = #expect(throws: StateFileError.self) { try file.checkWritable() }
    #expect(error?.reason.contains("back to itself") == true)
    #expect(throws: StateFileError.self) { try file.load() }
    #expect(FileFixtures.kind(folder + "/a.json") == S_IFLNK)
  }

  @Test func aFileLargerThanTheLimitIsRefusedAndLeftAsItIs() throws {
    let folder = try FileFixtures.folder()
    defer { FileFixtures.remove(folder) }
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
