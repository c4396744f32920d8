import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Folders and special files for the tests of what a state file's path may name.
///
/// Devices are made in a temporary folder, so that a test that goes wrong cannot move or replace
/// the system's own.
enum FileFixtures {
  /// A new empty folder, removed by ``remove(_:)``.
  static func folder() throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("state-path-\(UUID())").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Removes a folder made by ``folder()``, with everything in it.
  static func remove(_ folder: String) {
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// The kind of what is at `path`, without following a link: `S_IFREG`, `S_IFLNK`, …
  static func kind(_ path: String) -> mode_t? {
    var info = stat()
    return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
  }

  /// Whether this process may make device nodes: one is made, and removed, in a new folder.
  ///
  /// Root may, unless it lacks the capability (`CAP_MKNOD`), as in many containers; other users
  /// may not.
  static let canMakeDeviceNodes: Bool = {
    guard let folder = try? folder() else { return false }
    defer { remove(folder) }
    var null = stat()
    guard stat("/dev/null", &null) == 0 else { return false }
    return mknod(folder + "/null", S_IFCHR | 0o666, null.st_rdev) == 0
  }()

  /// Whether ``nullDevice(in:)`` has a device to give: one it can make, or, for a user other than
  /// root, `/dev/null`.
  static var hasNullDevice: Bool {
    canMakeDeviceNodes || geteuid() != 0
  }

  /// A character device like /dev/null (it reads as empty and swallows writes): one made as
  /// `folder/null`, so that a test that goes wrong cannot move the system's own; or, where this
  /// user may not make devices (not root), `/dev/null` itself, which such a user cannot move or
  /// replace either.
  ///
  /// Tests that call it are enabled only where ``hasNullDevice``.
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
}
