import Waypoint

/// A record of what the app's effects are doing, shown in the demo's status line so that effects
/// starting and stopping with navigation can be seen.
///
/// ```swift
/// @Dependency(\.activityLog) var activityLog
/// activityLog.record("Stock refresh started: Widget")
/// activityLog.entries  // ["Stock refresh started: Widget"]
/// ```
///
/// An activity that runs, stops and is started again (a refresh restarted with new settings)
/// records its start with ``start(_:_:)`` and its end with ``end(_:_:)``. The old run's end is
/// often recorded after the new run's start, because a cancelled effect finishes a moment later;
/// it is then filed before the newer start, so that the last entry says what is running now.
public final class ActivityLog: Sendable {
  private struct Storage {
    var entries: [String] = []
    /// For each activity, the runs started and not yet ended, with the index of each start.
    var openRuns: [String: [(run: Int, index: Int)]] = [:]
    var nextRun = 0
  }

  /// One run of an activity, returned by ``start(_:_:)``.
  public struct Run: Sendable {
    let activity: String
    let number: Int
  }

  private let storage = LockIsolated(Storage())

  /// Creates an empty log.
  public init() {}

  /// Appends an entry.
  ///
  /// - Parameter entry: What happened.
  public func record(_ entry: String) {
    storage.withValue { $0.entries.append(entry) }
  }

  /// Records that a run of `activity` started: "\(activity) started: \(subject)".
  ///
  /// - Parameters:
  ///   - activity: What runs, such as "Stock refresh".
  ///   - subject: What it runs for, such as an item's name.
  /// - Returns: The run, to pass to ``end(_:_:)``.
  public func start(_ activity: String, _ subject: String) -> Run {
    storage.withValue { storage in
      let run = Run(activity: activity, number: storage.nextRun)
      storage.nextRun += 1
      storage.openRuns[activity, default: []].append((run.number, storage.entries.count))
      storage.entries.append("\(activity) started: \(subject)")
      return run
    }
  }

  /// Records that `run` ended: "\(activity) \(outcome)", before the start of any newer run of
  /// the same activity that is still going.
  ///
  /// - Parameters:
  ///   - run: The run, from ``start(_:_:)``.
  ///   - outcome: How it ended, such as "stopped: Widget".
  public func end(_ run: Run, _ outcome: String) {
    storage.withValue { storage in
      var open = storage.openRuns[run.activity] ?? []
      let entry = "\(run.activity) \(outcome)"
      guard let position = open.firstIndex(where: { $0.run == run.number }) else {
        storage.entries.append(entry)
        return
      }
      open.remove(at: position)
      if let newer = open.first(where: { $0.run > run.number }) {
        // A newer run started and is still going: the end belongs before its start.
        storage.entries.insert(entry, at: newer.index)
        for index in open.indices where open[index].index >= newer.index {
          open[index].index += 1
        }
      } else {
        storage.entries.append(entry)
      }
      storage.openRuns[run.activity] = open.isEmpty ? nil : open
    }
  }

  /// Every entry, oldest first.
  public var entries: [String] {
    storage.value.entries
  }
}

private enum ActivityLogKey: DependencyKey {
  static let liveValue = ActivityLog()
  static var testValue: ActivityLog { ActivityLog() }
}

extension DependencyValues {
  /// Where effects record what they do. See ``ActivityLog``.
  public var activityLog: ActivityLog {
    get { self[ActivityLogKey.self] }
    set { self[ActivityLogKey.self] = newValue }
  }
}
