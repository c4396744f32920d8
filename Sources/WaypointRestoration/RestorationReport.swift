import Foundation
import Waypoint

/// What was wrong with a snapshot, and what of it could not be restored.
///
/// An empty report means the snapshot was restored whole. Otherwise each ``Problem`` says what
/// was wrong and where:
///
/// ```swift
/// let restored = coder.decode(data)
/// for problem in restored.report.problems {
///   print(problem)  // “state.path”: left out stack elements 3 to 4: element 3 does not decode: …
/// }
/// ```
public struct RestorationReport: Equatable, Sendable, CustomStringConvertible {
  /// What was wrong, in the order it was found.
  public var problems: [Problem]

  /// Creates a report.
  ///
  /// - Parameter problems: What was wrong.
  public init(problems: [Problem] = []) {
    self.problems = problems
  }

  /// Whether the snapshot was restored whole.
  public var isClean: Bool { problems.isEmpty }

  /// One thing wrong with a snapshot.
  public enum Problem: Equatable, Sendable, CustomStringConvertible {
    /// The snapshot holds no bytes.
    case empty
    /// The bytes are not JSON: cut short, or not a snapshot's at all.
    case notJSON(String)
    /// The JSON is not a snapshot: it lacks the format, the schema or the state.
    case notASnapshot(String)
    /// The snapshot was written in a snapshot format newer than this version of Waypoint reads.
    case futureFormat(found: Int, supported: Int)
    /// The snapshot was written by a newer version of the app, whose schema this one does not
    /// know.
    case futureSchema(found: Int, current: Int)
    /// No migration step reads this schema version.
    case missingMigration(from: Int, current: Int)
    /// The migration step from this schema version threw.
    case migrationFailed(from: Int, reason: String)
    /// The state does not decode even without its stack elements and presentations: nothing of
    /// it could be restored.
    case stateUnreadable(String)
    /// A part of the navigation was left out: stack elements, or a presentation. A
    /// `NavigationLoss` is what a node graph's restore and a link opened in part report too.
    case leftOut(NavigationLoss)

    public var description: String {
      switch self {
      case .empty:
        "the snapshot is empty"
      case .notJSON(let reason):
        "the snapshot is not valid JSON (\(reason))"
      case .notASnapshot(let reason):
        "the JSON is not a snapshot: \(reason)"
      case .futureFormat(let found, let supported):
        "the snapshot has format \(found), newer than format \(supported), the newest this "
          + "version of Waypoint reads"
      case .futureSchema(let found, let current):
        "the snapshot was saved by a newer version of the app (schema \(found); this version "
          + "reads up to \(current))"
      case .missingMigration(let from, let current):
        "the snapshot has schema \(from), and no migration step leads from it to \(current)"
      case .migrationFailed(let from, let reason):
        "the migration step from schema \(from) failed: \(reason)"
      case .stateUnreadable(let reason):
        "the state does not decode: \(reason)"
      case .leftOut(let loss):
        "\(loss)"
      }
    }
  }

  public var description: String {
    problems.isEmpty
      ? "restored whole" : problems.map(\.description).joined(separator: "\n")
  }
}

/// A snapshot decoded by ``SnapshotCoder/decode(_:)``: the state, or as much of it as is valid,
/// and what was wrong.
///
/// ```swift
/// let coder = SnapshotCoder<Navigation>(schema: 2)
/// let data = try coder.encode(state, savedAt: Date(timeIntervalSince1970: 1_795_000_000))
/// let restored = coder.decode(data)
/// restored.state            // the state, whole
/// restored.report.isClean   // true
/// restored.schema           // 2
/// restored.savedAt          // 2026-11-18 11:06:40 UTC
/// coder.decode(Data("garbage".utf8)).state  // nil; its report says why
/// ```
///
/// ``SnapshotStore`` decodes through a coder and returns a ``Restoration``, which quarantines
/// what it could not restore; decode yourself to read a snapshot without touching a storage.
public struct Restored<State> {
  /// The state, whole or without the parts in the report; `nil` when nothing of it is valid.
  public var state: State?
  /// What was wrong; empty when the state was restored whole.
  public var report: RestorationReport
  /// The schema version the snapshot was saved with, when it could be read.
  public var schema: Int?
  /// When the snapshot was saved, when it could be read.
  public var savedAt: Date?

  /// Creates a decoded snapshot.
  ///
  /// - Parameters:
  ///   - state: The state, if any of it is valid.
  ///   - report: What was wrong.
  ///   - schema: The schema version it was saved with.
  ///   - savedAt: When it was saved.
  public init(
    state: State?, report: RestorationReport, schema: Int? = nil, savedAt: Date? = nil
  ) {
    self.state = state
    self.report = report
    self.schema = schema
    self.savedAt = savedAt
  }
}

extension Restored: Equatable where State: Equatable {}
extension Restored: Sendable where State: Sendable {}
