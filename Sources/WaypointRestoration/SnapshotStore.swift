import Foundation

/// Saves navigation state to a storage and restores it, keeping every snapshot it cannot restore
/// whole in the storage's quarantine, with a report.
///
/// ```swift
/// let snapshots = SnapshotStore(
///   storage: FileSnapshotStorage(url: folder.appending(path: "navigation.json")),
///   coder: SnapshotCoder<AppFeature.State>(schema: 2, migrations: migrations)
/// )
/// let restoration = snapshots.restore(root: AppFeature.State())
/// let store = Store(initialState: restoration.state) { AppFeature() }
/// if let quarantine = restoration.quarantine {
///   logger.warning("Restored in part: \(restoration.report). The snapshot is in \(quarantine).")
/// }
/// // Later, and on every change (see Autosave):
/// try snapshots.save(store.state)
/// ```
public struct SnapshotStore<State: Codable>: Sendable {
  /// Where the snapshot is kept.
  public let storage: any SnapshotStorage
  /// How the snapshot is written and read.
  public let coder: SnapshotCoder<State>

  /// Creates a snapshot store.
  ///
  /// - Parameters:
  ///   - storage: Where the snapshot is kept.
  ///   - coder: How it is written and read; schema 1 without migrations by default.
  public init(storage: some SnapshotStorage, coder: SnapshotCoder<State> = SnapshotCoder()) {
    self.storage = storage
    self.coder = coder
  }

  /// Restores the saved state: whole, or its longest valid part, or else `root`.
  ///
  /// A snapshot that is not restored whole is moved to the storage's quarantine with the report,
  /// so the next save does not overwrite it, and nothing of it is lost.
  ///
  /// - Parameter root: The state to start from when nothing valid was saved.
  /// - Returns: The state and how it was restored.
  public func restore(root: @autoclosure () -> State) -> Restoration<State> {
    let data: Data?
    do throws(SnapshotStorageError) {
      data = try storage.load()
    } catch {
      return Restoration(
        state: root(), outcome: .root, report: RestorationReport(), storageError: error)
    }
    guard let data else {
      return Restoration(state: root(), outcome: .nothingSaved, report: RestorationReport())
    }
    let restored = coder.decode(data)
    guard !restored.report.isClean else {
      // A clean report always comes with a state.
      return Restoration(state: restored.state ?? root(), outcome: .whole, report: restored.report)
    }
    var restoration = Restoration(
      state: restored.state ?? root(), outcome: restored.state == nil ? .root : .inPart,
      report: restored.report)
    do throws(SnapshotStorageError) {
      restoration.quarantine = try storage.quarantine(data, report: reportText(restored))
    } catch {
      restoration.storageError = error
    }
    return restoration
  }

  /// Saves a snapshot of `state`, replacing the one saved before.
  ///
  /// - Parameter state: The state.
  /// - Throws: The state's encoding error, or a ``SnapshotStorageError``; the snapshot saved
  ///   before is then still the current one.
  public func save(_ state: State) throws {
    try storage.save(coder.encode(state))
  }

  /// The report kept beside a quarantined snapshot.
  private func reportText(_ restored: Restored<State>) -> String {
    var lines = ["This snapshot could not be restored whole."]
    if let schema = restored.schema {
      lines.append("Schema \(schema); the app reads schema \(coder.schema).")
    }
    if let savedAt = restored.savedAt {
      lines.append("Saved at \(SnapshotCoder<Int>.timestamp(savedAt)).")
    }
    lines.append(
      restored.state == nil
        ? "Nothing of it was restored: the app started from its root."
        : "The app restored it without the parts below.")
    lines.append("")
    lines += restored.report.problems.map { "- \($0)" }
    return lines.joined(separator: "\n") + "\n"
  }
}

/// The state an app starts from, and how it was restored.
///
/// ``SnapshotStore/restore(root:)`` returns it. Its ``state`` is always usable; ``outcome`` says
/// where it came from:
///
/// ```swift
/// let storage = InMemorySnapshotStorage()
/// let snapshots = SnapshotStore(storage: storage, coder: SnapshotCoder<Navigation>())
/// snapshots.restore(root: Navigation()).outcome  // .nothingSaved
/// try snapshots.save(state)
/// snapshots.restore(root: Navigation()).outcome  // .whole
/// storage.loadFailure = SnapshotStorageError(location: "memory", reason: "permission denied")
/// let failed = snapshots.restore(root: Navigation())
/// failed.outcome               // .root: the state is `Navigation()`
/// failed.storageError?.reason  // "permission denied"
/// ```
///
/// A snapshot not restored whole, ``Outcome/inPart`` or ``Outcome/root``, is moved to
/// ``quarantine``, and ``report`` says what was wrong with it. When the storage cannot read the
/// snapshot, or cannot move it, ``storageError`` says why, and the snapshot stays where it is.
public struct Restoration<State> {
  /// How the state was restored.
  public enum Outcome: Equatable, Sendable {
    /// Nothing was saved: the state is the root.
    case nothingSaved
    /// The snapshot was restored whole.
    case whole
    /// The snapshot was restored without the parts in the report.
    case inPart
    /// Nothing of the snapshot could be restored: the state is the root.
    case root
  }

  /// The state to start from.
  public var state: State
  /// How it was restored.
  public var outcome: Outcome
  /// What was wrong with the snapshot; empty when it was restored whole or nothing was saved.
  public var report: RestorationReport
  /// Where the snapshot is kept now, when it was not restored whole: a quarantined file's path,
  /// a key.
  public var quarantine: String?
  /// The storage's error, when the snapshot could not be read, or could not be quarantined.
  public var storageError: SnapshotStorageError?

  /// Creates a restoration.
  ///
  /// - Parameters:
  ///   - state: The state to start from.
  ///   - outcome: How it was restored.
  ///   - report: What was wrong.
  ///   - quarantine: Where the snapshot is kept now.
  ///   - storageError: The storage's error.
  public init(
    state: State, outcome: Outcome, report: RestorationReport, quarantine: String? = nil,
    storageError: SnapshotStorageError? = nil
  ) {
    self.state = state
    self.outcome = outcome
    self.report = report
    self.quarantine = quarantine
    self.storageError = storageError
  }
}

extension Restoration: Equatable where State: Equatable {}
extension Restoration: Sendable where State: Sendable {}
