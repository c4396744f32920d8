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
/// notice says so. A file that decodes but holds values the app cannot show (a zero refresh
/// interval, a detail of an item that is not in the inventory) is repaired, and each repair is
/// reported. Only a file that cannot be read or moved at all is an error.
///
/// ```swift
/// let file = StateFile(path: "nav.json")
/// try file.checkWritable()            // before the session, so its state is never lost
/// let restored = try file.load()      // StateFile.Restored?
/// try file.save(store.state)
/// ```
public struct StateFile: Sendable {
  /// The schema version of the app's state, written into every snapshot.
  public static let schema = 1

  /// How the app's state is written: pretty-printed with sorted keys, so that a person can read
  /// and compare files.
  ///
  /// Restored stacks are checked against the navigation rules: a stack that breaks them keeps
  /// its longest valid part, and the rest is reported.
  public static let coder = SnapshotCoder<AppFeature.State>(
    schema: schema, checks: [InventoryFeature.pathRules, MoviesFeature.pathRules],
    outputFormatting: [.prettyPrinted, .sortedKeys])

  /// The file's path.
  public var path: String

  /// Creates a state file at a path.
  ///
  /// - Parameter path: The file's path.
  public init(path: String) {
    self.path = path
  }

  /// The snapshots of the file.
  var snapshots: SnapshotStore<AppFeature.State> {
    SnapshotStore(
      storage: StateFileStorage(FileSnapshotStorage(url: URL(fileURLWithPath: path))),
      coder: Self.coder)
  }

  /// A state read from a file, with what had to be left out or repaired in it.
  public struct Restored: Equatable, Sendable {
    /// The state, repaired.
    public var state: AppFeature.State
    /// One sentence for each value that was repaired; empty when the file was sound.
    public var repairs: [String]
    /// What was wrong with the file, where it was moved, and what the app starts from; `nil`
    /// when it was restored whole.
    public var notice: String?

    /// Creates a restored state.
    ///
    /// - Parameters:
    ///   - state: The state, repaired.
    ///   - repairs: What was repaired.
    ///   - notice: What was wrong with the file, if anything.
    public init(state: AppFeature.State, repairs: [String], notice: String? = nil) {
      self.state = state
      self.repairs = repairs
      self.notice = notice
    }
  }

  /// Reads the state.
  ///
  /// - Returns: The saved state, its repairs and a notice of what was left out, or `nil` when
  ///   the file does not exist.
  /// - Throws: ``StateFileError`` when the file cannot be read, or cannot be moved out of the
  ///   way when it is not restored whole.
  public func load() throws(StateFileError) -> Restored? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return nil
    }
    guard !isDirectory.boolValue else { throw .isDirectory(path) }
    let restoration = snapshots.restore(root: AppFeature.State())
    if let error = restoration.storageError {
      guard restoration.report.isClean else {
        throw StateFileError(
          path: path,
          reason:
            "it cannot be restored whole (\(restoration.report.problems[0])), and it cannot be "
            + "moved out of the way (\(error.reason)), so it is left as it is",
          advice: .permissions)
      }
      throw StateFileError(
        path: path, reason: "it cannot be read (\(error.reason))", advice: .permissions)
    }
    var state = restoration.state
    let repairs = state.repair()
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
    return
      "state file “\(path)” could not be restored whole: \(problems.first.map(String.init(describing:)) ?? "")\(more). "
      + (kept.map { "\($0); " } ?? "") + "\(start)."
  }

  /// Checks that the state can be saved at the path, without writing anything.
  ///
  /// Call it before a session starts, so that a path that cannot be written is reported before
  /// any work is done rather than when the state is saved at the end.
  ///
  /// - Throws: ``StateFileError`` naming why the file cannot be written: a path that names no
  ///   file (empty, or ending in "/"), a folder that does not exist, a directory at the path, or
  ///   missing permission.
  public func checkWritable() throws(StateFileError) {
    let fileManager = FileManager.default
    let namesNoFile = StateFileError(
      path: path, reason: "it names no file",
      advice: .other("Pass the path of a file, such as “inventory.json”."))
    guard !path.isEmpty else { throw namesNoFile }
    var isDirectory: ObjCBool = false
    if fileManager.fileExists(atPath: path, isDirectory: &isDirectory) {
      guard !isDirectory.boolValue else { throw .isDirectory(path) }
      guard fileManager.isWritableFile(atPath: path) else {
        throw StateFileError(
          path: path, reason: "it is not writable (permission denied)", advice: .permissions)
      }
    }
    guard !path.hasSuffix("/") else { throw namesNoFile }
    // Saving writes a new file beside the old one and renames it into place, so the folder must
    // be writable even when the file already is.
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
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
  /// - Parameter state: The state to save.
  /// - Throws: ``StateFileError`` when the file cannot be written.
  public func save(_ state: AppFeature.State) throws(StateFileError) {
    try checkWritable()
    do {
      try snapshots.save(state)
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
  public func autosave(
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

/// The file storage of `--state`, which also reads the demo's first file format,
/// `{"version": 1, "state": …}`, as a snapshot of schema 1.
struct StateFileStorage: SnapshotStorage {
  let file: FileSnapshotStorage

  init(_ file: FileSnapshotStorage) {
    self.file = file
  }

  func load() throws(SnapshotStorageError) -> Data? {
    guard let data = try file.load() else { return nil }
    guard let json = try? JSONDecoder().decode(JSONValue.self, from: data),
      json["format"] == nil, let version = json["version"]?.intValue, let state = json["state"]
    else { return data }
    let snapshot: JSONValue = ["format": 1, "schema": .int(version), "state": state]
    return (try? JSONEncoder().encode(snapshot)) ?? data
  }

  func save(_ data: Data) throws(SnapshotStorageError) {
    try file.save(data)
  }

  func quarantine(_ data: Data, report: String) throws(SnapshotStorageError) -> String {
    // The bytes as they are in the file, not as `load` converted them.
    try file.quarantine((try? file.load()) ?? data, report: report)
  }
}

/// A state file that cannot be read, decoded or written.
public struct StateFileError: Error, Equatable, CustomStringConvertible {
  /// What to do about an error.
  public enum Advice: Equatable, Sendable {
    /// The file's contents are unusable: delete it or use another path.
    case contents
    /// The file cannot be read or written: fix its permissions or use another path.
    case permissions
    /// Advice of its own.
    case other(String)

    /// The advice as a sentence.
    public var text: String {
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
  public var path: String
  /// What is wrong with it.
  public var reason: String
  /// What to do about it.
  public var advice: Advice

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - reason: What is wrong with it, as the end of "cannot use the state file …: ".
  ///   - advice: What to do about it.
  public init(path: String, reason: String, advice: Advice = .contents) {
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

  public var description: String {
    "cannot use the state file “\(path)”: \(reason).\n\(advice.text)"
  }
}
