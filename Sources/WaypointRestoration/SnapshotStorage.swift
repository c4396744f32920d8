import Foundation

/// Where snapshots are kept: the one current snapshot, and a quarantine for snapshots that could
/// not be restored whole.
///
/// ``SnapshotStore`` reads and writes through a storage. Waypoint has three:
///
/// - ``FileSnapshotStorage``, a file saved atomically, with a quarantine folder beside it;
/// - ``InMemorySnapshotStorage``, for tests and previews;
/// - ``KeyValueSnapshotStorage``, over a key-value store such as `UserDefaults`, or the `Data?`
///   of SwiftUI's `@SceneStorage`.
///
/// A storage never loses a snapshot it was given: ``save(_:)`` replaces the current snapshot
/// only once the new one is complete, and ``quarantine(_:report:)`` keeps every rejected
/// snapshot under a name of its own, which later saves never reuse.
///
/// Apps rarely call a storage themselves; a ``SnapshotStore`` does, in this order:
///
/// ```swift
/// let storage = InMemorySnapshotStorage()
/// try storage.load()  // nil: nothing was ever saved
/// try storage.save(Data("not a snapshot".utf8))
/// try storage.quarantine(Data("not a snapshot".utf8), report: "not JSON")
/// // "memory:quarantine/0", where the bytes are kept now
/// try storage.load()  // nil: the next save starts afresh
/// ```
public protocol SnapshotStorage: Sendable {
  /// The current snapshot, or `nil` when none was ever saved.
  ///
  /// - Throws: ``SnapshotStorageError`` when the snapshot exists but cannot be read.
  func load() throws(SnapshotStorageError) -> Data?

  /// Replaces the current snapshot with `data`, atomically: a reader sees the old snapshot or
  /// the new one, never a part of either, even when the save is cut short.
  ///
  /// - Parameter data: The snapshot.
  /// - Throws: ``SnapshotStorageError`` when it cannot be written; the old snapshot is then
  ///   still the current one.
  func save(_ data: Data) throws(SnapshotStorageError)

  /// Moves the current snapshot's bytes, `data`, out of the way, with a report of what was wrong
  /// with them, and removes the current snapshot.
  ///
  /// - Parameters:
  ///   - data: The rejected bytes, as ``load()`` read them.
  ///   - report: Why they were rejected, in words.
  /// - Returns: Where the bytes are kept now, for messages: a file's path, a key.
  /// - Throws: ``SnapshotStorageError`` when they cannot be kept; the current snapshot is then
  ///   left where it was.
  func quarantine(_ data: Data, report: String) throws(SnapshotStorageError) -> String
}

/// A snapshot that a storage cannot read, write or keep.
///
/// The storage's methods throw it; ``SnapshotStore`` hands it on from ``SnapshotStore/save(_:)``
/// and keeps it in ``Restoration/storageError`` when it restores.
///
/// ```swift
/// let storage = FileSnapshotStorage(url: folder.appending(path: "missing/navigation.json"))
/// do {
///   try storage.save(data)
/// } catch {
///   error.reason  // "its folder does not exist"
///   print(error)  // “/…/missing/navigation.json”: its folder does not exist
/// }
/// ```
public struct SnapshotStorageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Where: a file's path, a key.
  public var location: String
  /// What went wrong, in words: "permission denied", "the disk is full".
  public var reason: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - location: Where.
  ///   - reason: What went wrong.
  public init(location: String, reason: String) {
    self.location = location
    self.reason = reason
  }

  public var description: String {
    "“\(location)”: \(reason)"
  }
}
