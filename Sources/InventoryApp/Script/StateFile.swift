import Foundation
import Waypoint
import WaypointRestoration
import WaypointRules

/// Saves the app's navigation state to a file and restores it, for `--state FILE`, through
/// `WaypointRestoration`.
///
/// The file is a versioned snapshot, written atomically. A missing file means "start fresh". A
/// file that is corrupt, stale or from a newer version restores its longest valid part (or
/// nothing), and is moved to a quarantine folder beside it with a report, never overwritten; the
/// notice says so. A file that holds values the app cannot read or show (an item of a kind it
/// does not have, a zero refresh interval, a detail of an item that is not in the inventory) is
/// repaired, keeping everything else, and each repair is reported; so is a part that cannot be
/// read at all (preferences that are not an object), which starts from its initial value.
///
/// The path must name a regular file, or nothing yet: a directory, a device, a named pipe or a
/// socket is refused before anything is read or moved, and so is a file larger than
/// ``sizeLimit``. A symbolic link is followed: the state is read from and written to the file it
/// leads to, and the link stays. Only such a path, or a file that cannot be read or moved at
/// all, is an error.
///
/// ```swift
/// let file = StateFile(path: "nav.json")
/// try file.checkWritable()            // before the session, so its state is never lost
/// let restored = try file.load()      // StateFile.Restored?
/// try file.save(store.state)
/// ```
package struct StateFile: Sendable {
  /// The schema version of the app's state, written into every snapshot.
  package static let schema = 1

  /// How the app's state is written: pretty-printed with sorted keys, so that a person can read
  /// and compare files.
  ///
  /// Restored stacks and presentations are checked against the navigation rules and what a
  /// person can reach on the items' stack (``InventoryFeature/reachableDetails``): a stack that
  /// breaks them keeps its longest valid part, a presentation they forbid is dropped, and the
  /// rest is reported.
  package static let coder = SnapshotCoder<AppFeature.State>(
    schema: schema,
    checks: [
      InventoryFeature.pathRules, InventoryFeature.reachableDetails, MoviesFeature.pathRules,
      ItemDetailFeature.destinationRules,
    ],
    outputFormatting: [.prettyPrinted, .sortedKeys])

  /// The file's path.
  package var path: String

  /// Creates a state file at a path.
  ///
  /// - Parameter path: The file's path.
  package init(path: String) {
    self.path = path
  }

  /// A state read from a file, with what had to be left out or repaired in it.
  package struct Restored: Equatable, Sendable {
    /// The state, repaired.
    package var state: AppFeature.State
    /// One sentence for each value that was repaired; empty when the file was sound.
    package var repairs: [String]
    /// What was wrong with the file, where it was moved, and what the app starts from; `nil`
    /// when it was restored whole.
    package var notice: String?

    /// Creates a restored state.
    ///
    /// - Parameters:
    ///   - state: The state, repaired.
    ///   - repairs: What was repaired.
    ///   - notice: What was wrong with the file, if anything.
    package init(state: AppFeature.State, repairs: [String], notice: String? = nil) {
      self.state = state
      self.repairs = repairs
      self.notice = notice
    }
  }

  /// Reads the state.
  ///
  /// - Returns: The saved state, its repairs and a notice of what was left out, or `nil` when
  ///   the file does not exist.
  /// - Throws: ``StateFileError`` when the path is not a regular file (nothing is read or moved
  ///   then), the file is larger than ``sizeLimit`` or cannot be read, or it cannot be moved out
  ///   of the way when it is not restored whole.
  package func load() throws(StateFileError) -> Restored? {
    let target = try target()
    guard let data = try read(target) else { return nil }
    let prepared = Self.prepare(data)
    let storage = StateFileStorage(
      FileSnapshotStorage(url: URL(fileURLWithPath: target)), read: data,
      prepared: prepared.data)
    let restoration = SnapshotStore(storage: storage, coder: Self.coder)
      .restore(root: AppFeature.State())
    if let error = restoration.storageError {
      guard restoration.report.isClean else {
        throw StateFileError(
          path: path,
          reason:
            "it cannot be restored whole "
            + "(\(Self.printable("\(restoration.report.problems[0])"))), and it cannot be "
            + "moved out of the way (\(error.reason)), so it is left as it is",
          advice: .permissions)
      }
      throw StateFileError(
        path: path, reason: "it cannot be read (\(error.reason))", advice: .permissions)
    }
    var state = restoration.state
    let repairs = prepared.repairs + state.repair()
    switch restoration.outcome {
    case .nothingSaved:
      return nil
    case .whole:
      return Restored(state: state, repairs: repairs)
    case .inPart, .root:
      return Restored(state: state, repairs: repairs, notice: notice(restoration))
    }
  }

  /// The one message for a file that was not restored whole.
  private func notice(_ restoration: Restoration<AppFeature.State>) -> String {
    let problems = restoration.report.problems
    let more = problems.count > 1 ? " (and \(problems.count - 1) more)" : ""
    let kept = restoration.quarantine.map { "It was moved to “\($0)”, with a report beside it" }
    let start =
      restoration.outcome == .inPart
      ? "starting from the part of it that is valid" : "starting from the initial state"
    // The problem can quote the file: its control characters are written as escapes.
    let problem = Self.printable(problems.first.map(String.init(describing:)) ?? "")
    return
      "state file “\(path)” could not be restored whole: \(problem)\(more). "
      + (kept.map { "\($0); " } ?? "") + "\(start)."
  }

  /// Checks that the state can be saved at the path, without writing anything.
  ///
  /// Call it before a session starts, so that a path that cannot be written is reported before
  /// any work is done rather than when the state is saved at the end.
  ///
  /// A symbolic link is checked as the file it leads to, which is where the state is saved.
  ///
  /// - Throws: ``StateFileError`` naming why the file cannot be written: a path that names no
  ///   file (empty, or ending in "/"), a folder that does not exist, a directory, a device, a
  ///   named pipe or a socket at the path, or missing permission.
  package func checkWritable() throws(StateFileError) {
    let fileManager = FileManager.default
    let namesNoFile = StateFileError(
      path: path, reason: "it names no file",
      advice: .other("Pass the path of a file, such as “inventory.json”."))
    guard !path.isEmpty else { throw namesNoFile }
    let target = try target()
    try checkKind(of: target)
    var isDirectory: ObjCBool = false
    if fileManager.fileExists(atPath: target, isDirectory: &isDirectory) {
      guard !isDirectory.boolValue else { throw .isDirectory(path) }
      guard fileManager.isWritableFile(atPath: target) else {
        throw StateFileError(
          path: path, reason: "it is not writable (permission denied)", advice: .permissions)
      }
    }
    guard !path.hasSuffix("/") else { throw namesNoFile }
    // Saving writes a new file beside the old one and renames it into place, so the folder must
    // be writable even when the file already is.
    let folder = URL(fileURLWithPath: target).deletingLastPathComponent().path
    guard fileManager.fileExists(atPath: folder, isDirectory: &isDirectory) else {
      throw StateFileError(
        path: path, reason: "its folder “\(folder)” does not exist",
        advice: .other("Create the folder, or pass a --state path in an existing folder."))
    }
    guard isDirectory.boolValue else {
      throw StateFileError(
        path: path, reason: "“\(folder)” is a file, not a folder",
        advice: .other("Pass a --state path in an existing folder."))
    }
    guard fileManager.isWritableFile(atPath: folder) else {
      throw StateFileError(
        path: path, reason: "its folder “\(folder)” is not writable (permission denied)",
        advice: .other("Pass a --state path in a folder you can write to."))
    }
  }

  /// Writes the state, atomically.
  ///
  /// A symbolic link is kept: the file it leads to gets the new contents.
  ///
  /// - Parameter state: The state to save.
  /// - Throws: ``StateFileError`` when the file cannot be written, or the state would take more
  ///   than ``sizeLimit``, more than could be read back.
  package func save(_ state: AppFeature.State) throws(StateFileError) {
    try checkWritable()
    do {
      let data = try Self.coder.encode(state)
      guard data.count <= Self.sizeLimit else {
        throw StateFileError(
          path: path,
          reason: "the state takes \(data.count) bytes, more than the "
            + "\(Self.sizeLimit / (1024 * 1024)) MiB a state file may hold, so it is not saved",
          advice: .other("Close some screens, or remove items, and quit again."))
      }
      try FileSnapshotStorage(url: URL(fileURLWithPath: target())).save(data)
    } catch let error as StateFileError {
      throw error
    } catch let error as SnapshotStorageError {
      throw StateFileError(
        path: path, reason: "it cannot be written (\(error.reason))",
        advice: .other("Pass a --state path you can write to."))
    } catch {
      throw StateFileError(
        path: path, reason: "it cannot be written (\(error))",
        advice: .other("Pass a --state path you can write to."))
    }
  }

  /// An autosave to the file: at most one write per interval while the app runs.
  ///
  /// - Parameters:
  ///   - interval: How long a change waits before it is written.
  ///   - clock: The clock the interval is measured on.
  ///   - onError: Told of a save that failed.
  /// - Returns: The autosave.
  package func autosave(
    every interval: Duration, clock: any Clock<Duration> = ContinuousClock(),
    onError: @escaping @Sendable (StateFileError) -> Void
  ) -> Autosave<AppFeature.State> {
    Autosave(every: interval, clock: clock) { error in
      if let error = error as? StateFileError { onError(error) }
    } write: { state in
      try save(state)
    }
  }
}

/// The storage ``StateFile/load()`` restores from: the bytes it read from the file, prepared
/// for decoding, and the file for the quarantine.
struct StateFileStorage: SnapshotStorage {
  let file: FileSnapshotStorage
  /// The bytes as they are in the file.
  let read: Data
  /// The bytes to decode: `read`, converted from the first format, with values repaired.
  let prepared: Data

  init(_ file: FileSnapshotStorage, read: Data, prepared: Data) {
    self.file = file
    self.read = read
    self.prepared = prepared
  }

  func load() throws(SnapshotStorageError) -> Data? {
    prepared
  }

  func save(_ data: Data) throws(SnapshotStorageError) {
    try file.save(data)
  }

  func quarantine(_ data: Data, report: String) throws(SnapshotStorageError) -> String {
    // The bytes as they are in the file, not as they were prepared.
    try file.quarantine(read, report: report)
  }
}

/// A state file that cannot be read, decoded or written.
package struct StateFileError: Error, Equatable, CustomStringConvertible {
  /// What to do about an error.
  package enum Advice: Equatable, Sendable {
    /// The file's contents are unusable: delete it or use another path.
    case contents
    /// The file cannot be read or written: fix its permissions or use another path.
    case permissions
    /// Advice of its own.
    case other(String)

    /// The advice as a sentence.
    package var text: String {
      switch self {
      case .contents:
        "Delete the file or pass another --state path to start from the initial state."
      case .permissions:
        "Check the file's permissions, or pass another --state path."
      case .other(let text): text
      }
    }
  }

  /// The file's path.
  package var path: String
  /// What is wrong with it.
  package var reason: String
  /// What to do about it.
  package var advice: Advice

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - reason: What is wrong with it, as the end of "cannot use the state file …: ".
  ///   - advice: What to do about it.
  package init(path: String, reason: String, advice: Advice = .contents) {
    self.path = path
    self.reason = reason
    self.advice = advice
  }

  static func isDirectory(_ path: String) -> Self {
    StateFileError(
      path: path, reason: "it is a directory",
      advice: .other(
        "Pass the path of a file, such as “\((path as NSString).appendingPathComponent("inventory.json"))”."
      ))
  }

  package var description: String {
    "cannot use the state file “\(path)”: \(reason).\n\(advice.text)"
  }
}
