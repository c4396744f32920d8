import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A snapshot kept in a file, saved atomically, with a quarantine folder beside it.
///
/// ```swift
/// let folder = URL.applicationSupportDirectory
/// let storage = FileSnapshotStorage(url: folder.appending(path: "navigation.json"))
/// try storage.save(Data(#"{"version":1}"#.utf8))
/// let data = try storage.load()  // the bytes just saved
/// ```
///
/// ``save(_:)`` writes the new snapshot to a temporary file in the same folder, named
/// `.<name>.<UUID>.tmp`, flushes it to disk, and then renames it over the file. The rename is
/// atomic, so a reader sees the old snapshot or the new one, even when the app is killed during
/// the save. When a step fails, the temporary file is removed and the old snapshot stays. A
/// temporary file that a killed process left behind is removed by a later save, once it is ten
/// minutes old.
///
/// ``quarantine(_:report:)`` keeps rejected snapshots in a folder beside the file, named after
/// it: the snapshots of `navigation.json` go to `navigation.json.quarantine/`. Each one gets a
/// name of its own, from the time it was quarantined, such as `2026-11-24T16-30-05Z.json`, with
/// its report beside it in `2026-11-24T16-30-05Z.json.report.txt`. Saves never write there.
///
/// Errors give their reason in words, from the system's error number: "permission denied",
/// "it is a directory".
public struct FileSnapshotStorage: SnapshotStorage {
  /// The file that holds the current snapshot.
  public let url: URL

  /// A point in ``save(_:)`` or ``quarantine(_:report:)`` where a test can make it fail.
  enum Step: Equatable, Sendable {
    /// Part of the new snapshot is in the temporary file.
    case afterPartialWrite
    /// The temporary file is complete and flushed, but not yet renamed over the file.
    case beforeRename
    /// The rejected snapshot and its report are in the quarantine folder, but the file is still
    /// there.
    case beforeRemovingTheOriginal
  }

  /// Called at each ``Step``; a test makes the step fail by throwing.
  var fault: @Sendable (Step) throws(SnapshotStorageError) -> Void = { _ in }

  /// The time that names quarantined snapshots.
  var now: @Sendable () -> Date = { Date() }

  /// Creates a storage that keeps the current snapshot in a file.
  ///
  /// Nothing is read or written until the storage is used. The file's folder must exist before
  /// a save; the quarantine folder is created when it is first needed.
  ///
  /// ```swift
  /// let storage = FileSnapshotStorage(url: URL(filePath: "/var/lib/app/navigation.json"))
  /// ```
  ///
  /// - Parameters:
  ///   - url: The file's URL. It must be a file URL.
  public init(url: URL) {
    self.url = url
  }

  /// The folder that keeps rejected snapshots: the file's name followed by `.quarantine`, beside
  /// the file.
  public var quarantineURL: URL {
    url.deletingLastPathComponent().appending(
      path: url.lastPathComponent + ".quarantine", directoryHint: .isDirectory)
  }

  /// Reads the current snapshot.
  ///
  /// ```swift
  /// if let data = try storage.load() {
  ///   print("restoring \(data.count) bytes")
  /// }
  /// ```
  ///
  /// - Returns: The file's bytes, or `nil` when there is no file.
  /// - Throws: ``SnapshotStorageError`` when the file exists but cannot be read, or the path is a
  ///   directory.
  public func load() throws(SnapshotStorageError) -> Data? {
    let path = try filePath()
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT { return nil }
      throw SnapshotStorageError(location: path, reason: Self.describe(code))
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw SnapshotStorageError(location: path, reason: Self.describe(errno))
    }
    guard info.st_mode & S_IFMT != S_IFDIR else {
      throw SnapshotStorageError(location: path, reason: Self.describe(EISDIR))
    }
    var data = Data()
    data.reserveCapacity(Int(info.st_size))
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return data }
      guard count > 0 else {
        let code = errno
        if code == EINTR { continue }
        throw SnapshotStorageError(location: path, reason: Self.describe(code))
      }
      data.append(buffer, count: count)
    }
  }

  /// Replaces the current snapshot, atomically.
  ///
  /// Writes `data` to a temporary file in the same folder, flushes it to disk, renames it over
  /// the file and flushes the folder. A reader sees the old snapshot or the new one, never a part
  /// of either.
  ///
  /// ```swift
  /// try storage.save(try JSONEncoder().encode(snapshot))
  /// ```
  ///
  /// - Parameters:
  ///   - data: The new snapshot.
  /// - Throws: ``SnapshotStorageError`` when a step fails. The temporary file is then removed and
  ///   the old snapshot is still the current one.
  public func save(_ data: Data) throws(SnapshotStorageError) {
    let path = try filePath()
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appending(path: ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
      .path(percentEncoded: false)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      let code = errno
      throw SnapshotStorageError(
        location: path,
        reason: code == ENOENT
          ? "its folder does not exist"
          : "cannot create a temporary file beside it: \(Self.describe(code))")
    }
    var isOpen = true
    do throws(SnapshotStorageError) {
      // A new snapshot keeps the permissions of the one it replaces.
      var info = stat()
      if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
        _ = fchmod(descriptor, info.st_mode & 0o7777)
      }
      let middle = data.startIndex + data.count / 2
      try Self.write(data[..<middle], to: descriptor, path: path)
      try fault(.afterPartialWrite)
      try Self.write(data[middle...], to: descriptor, path: path)
      guard fsync(descriptor) == 0 else {
        throw SnapshotStorageError(
          location: path, reason: "cannot write it: \(Self.describe(errno))")
      }
      isOpen = false
      guard close(descriptor) == 0 else {
        throw SnapshotStorageError(
          location: path, reason: "cannot write it: \(Self.describe(errno))")
      }
      try fault(.beforeRename)
      guard rename(temporary, path) == 0 else {
        let code = errno
        throw SnapshotStorageError(
          location: path,
          reason: code == EISDIR ? Self.describe(code) : "cannot replace it: \(Self.describe(code))"
        )
      }
    } catch {
      if isOpen { close(descriptor) }
      unlink(temporary)
      throw error
    }
    Self.synchronize(folder: folder.path(percentEncoded: false))
    removeStaleTemporaryFiles(in: folder)
  }

  /// How old a temporary file of this snapshot must be to be taken for one left by a save that
  /// was cut short (a process killed mid-save), and removed.
  static let staleTemporaryAge: TimeInterval = 10 * 60

  /// Removes the temporary files of this snapshot that a save cut short left behind: those older
  /// than ``staleTemporaryAge``, so that a save under way in another process keeps its own.
  private func removeStaleTemporaryFiles(in folder: URL) {
    let prefix = ".\(url.lastPathComponent)."
    let folderPath = folder.path(percentEncoded: false)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folderPath) else {
      return
    }
    let now = self.now()
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      let path = folder.appending(path: name).path(percentEncoded: false)
      var info = stat()
      guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
      let modified = Date(timeIntervalSince1970: TimeInterval(info.st_mtim.tv_sec))
      if now.timeIntervalSince(modified) > Self.staleTemporaryAge {
        unlink(path)
      }
    }
  }

  /// Moves rejected bytes to the quarantine folder, with a report, and removes the file.
  ///
  /// Creates ``quarantineURL`` when needed, writes `data` there under a name no other snapshot
  /// has, such as `2026-11-24T16-30-05Z.json` (then `2026-11-24T16-30-05Z-2.json` in the same
  /// second), writes `report` beside it in a file of the same name followed by `.report.txt`,
  /// and then removes the file.
  ///
  /// ```swift
  /// let kept = try storage.quarantine(data, report: "it is not valid JSON")
  /// print("The saved navigation could not be restored; it was moved to \(kept).")
  /// ```
  ///
  /// - Parameters:
  ///   - data: The rejected bytes, as ``load()`` read them.
  ///   - report: Why they were rejected, in words.
  /// - Returns: The path of the quarantined snapshot.
  /// - Throws: ``SnapshotStorageError`` when the quarantine folder cannot be created, the bytes
  ///   or the report cannot be written, or the file cannot be removed. The file is then left
  ///   where it was, and nothing is added to the quarantine folder.
  public func quarantine(_ data: Data, report: String) throws(SnapshotStorageError) -> String {
    let path = try filePath()
    let folder = quarantineURL.path(percentEncoded: false)
    if mkdir(folder, 0o777) != 0 {
      let code = errno
      var info = stat()
      let isDirectory = stat(folder, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
      guard code == EEXIST, isDirectory else {
        throw SnapshotStorageError(
          location: folder,
          reason: "cannot create the quarantine folder: "
            + (code == EEXIST ? "a file is in the way" : Self.describe(code)))
      }
    }
    let stamp = now().formatted(Date.ISO8601FormatStyle())
      .replacingOccurrences(of: ":", with: "-")
    let suffix = url.pathExtension.isEmpty ? "" : ".\(url.pathExtension)"
    var attempt = 1
    while true {
      let name = attempt == 1 ? "\(stamp)\(suffix)" : "\(stamp)-\(attempt)\(suffix)"
      let kept = quarantineURL.appending(path: name).path(percentEncoded: false)
      let reportPath = kept + ".report.txt"
      attempt += 1
      guard try Self.create(kept, with: data[...]) else { continue }
      do throws(SnapshotStorageError) {
        guard try Self.create(reportPath, with: Data(report.utf8)[...]) else {
          unlink(kept)
          continue
        }
        Self.synchronize(folder: folder)
        try fault(.beforeRemovingTheOriginal)
        guard unlink(path) == 0 || errno == ENOENT else {
          throw SnapshotStorageError(
            location: path, reason: "cannot remove it: \(Self.describe(errno))")
        }
      } catch {
        unlink(reportPath)
        unlink(kept)
        throw error
      }
      Self.synchronize(folder: url.deletingLastPathComponent().path(percentEncoded: false))
      return kept
    }
  }

  /// The file's path, when the URL is a file URL with a name.
  private func filePath() throws(SnapshotStorageError) -> String {
    guard url.isFileURL, !url.lastPathComponent.isEmpty, url.lastPathComponent != "/" else {
      throw SnapshotStorageError(location: url.absoluteString, reason: "it is not a file URL")
    }
    return url.path(percentEncoded: false)
  }

  /// Creates a file that does not exist yet, with `data` in it, flushed to disk.
  ///
  /// - Returns: `false` when a file of that name exists; it is left as it is.
  private static func create(
    _ path: String, with data: Data.SubSequence
  ) throws(SnapshotStorageError) -> Bool {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      let code = errno
      if code == EEXIST { return false }
      throw SnapshotStorageError(location: path, reason: "cannot create it: \(describe(code))")
    }
    do throws(SnapshotStorageError) {
      try write(data, to: descriptor, path: path)
      guard fsync(descriptor) == 0 else {
        throw SnapshotStorageError(location: path, reason: "cannot write it: \(describe(errno))")
      }
    } catch {
      close(descriptor)
      unlink(path)
      throw error
    }
    guard close(descriptor) == 0 else {
      let code = errno
      unlink(path)
      throw SnapshotStorageError(location: path, reason: "cannot write it: \(describe(code))")
    }
    return true
  }

  /// Writes all of `data`, however many calls that takes.
  private static func write(
    _ data: Data.SubSequence, to descriptor: Int32, path: String
  ) throws(SnapshotStorageError) {
    var offset = data.startIndex
    while offset < data.endIndex {
      let count = data[offset...].withUnsafeBytes { bytes in
        #if canImport(Darwin)
          Darwin.write(descriptor, bytes.baseAddress, bytes.count)
        #elseif canImport(Musl)
          Musl.write(descriptor, bytes.baseAddress, bytes.count)
        #else
          Glibc.write(descriptor, bytes.baseAddress, bytes.count)
        #endif
      }
      guard count >= 0 else {
        let code = errno
        if code == EINTR { continue }
        throw SnapshotStorageError(location: path, reason: "cannot write it: \(describe(code))")
      }
      offset += count
    }
  }

  /// Flushes a folder's entries to disk, so a rename or a removal in it lasts. Does nothing where
  /// the system cannot.
  private static func synchronize(folder: String) {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }

  /// A system error number in words.
  static func describe(_ code: Int32) -> String {
    switch code {
    case EISDIR: "it is a directory"
    case ENOSPC: "the disk is full"
    default: String(cString: strerror(code)).lowercased()
    }
  }
}
