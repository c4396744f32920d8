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
/// An activity that runs, stops and is started again for the same thing (an item's refresh
/// restarted with the item's new name) records its start with ``start(_:_:key:)`` and its end
/// with ``end(_:_:)``. The old run's end is often recorded after the new run's start, because a
/// cancelled effect finishes a moment later; it is then filed before the newer start, so that
/// the last entry says what is running now. Runs of another activity, or of the same activity
/// for another key, are independent.
package final class ActivityLog: Sendable {
  private struct Storage {
    var entries: [String] = []
    /// For each activity and key, the runs started and not yet ended, with the index of each
    /// start.
    var openRuns: [String: [(run: Int, index: Int)]] = [:]
    var nextRun = 0
  }

  /// One run of an activity, returned by ``start(_:_:key:)``.
  package struct Run: Sendable {
    let activity: String
    let group: String
    let number: Int
  }

  private let storage = LockIsolated(Storage())

  /// Creates an empty log.
  package init() {}

  /// Appends an entry.
  ///
  /// - Parameter entry: What happened.
  package func record(_ entry: String) {
    storage.withValue { $0.entries.append(entry) }
  }

  /// Records that a run of `activity` started: "\(activity) started: \(subject)".
  ///
  /// - Parameters:
  ///   - activity: What runs, such as "Stock refresh".
  ///   - subject: What it runs for, such as an item's name.
  ///   - key: What stays the same when the run is restarted, such as the item's ID; a newer run
  ///     with the same activity and key replaces this one.
  /// - Returns: The run, to pass to ``end(_:_:)``.
  package func start(_ activity: String, _ subject: String, key: String) -> Run {
    storage.withValue { storage in
      let group = "\(activity)\u{1F}\(key)"
      let run = Run(activity: activity, group: group, number: storage.nextRun)
      storage.nextRun += 1
      storage.openRuns[group, default: []].append((run.number, storage.entries.count))
      storage.entries.append("\(activity) started: \(subject)")
      return run
    }
  }

  /// Records that `run` ended: "\(activity) \(outcome)", before the start of any newer run of
  /// the same activity and key that is still going.
  ///
  /// - Parameters:
  ///   - run: The run, from ``start(_:_:)``.
  ///   - outcome: How it ended, such as "stopped: Widget".
  package func end(_ run: Run, _ outcome: String) {
    storage.withValue { storage in
      var open = storage.openRuns[run.group] ?? []
      let entry = "\(run.activity) \(outcome)"
      guard let position = open.firstIndex(where: { $0.run == run.number }) else {
        storage.entries.append(entry)
        return
      }
      open.remove(at: position)
      storage.openRuns[run.group] = open.isEmpty ? nil : open
      guard let newer = open.first(where: { $0.run > run.number }) else {
        storage.entries.append(entry)
        return
      }
      // A newer run started and is still going: the end belongs before its start, and every
      // open run's start recorded from there on moves down by one.
      storage.entries.insert(entry, at: newer.index)
      for group in storage.openRuns.keys {
        for index in storage.openRuns[group]!.indices
        where storage.openRuns[group]![index].index >= newer.index {
          storage.openRuns[group]![index].index += 1
        }
      }
    }
  }

  /// Every entry, oldest first.
  package var entries: [String] {
    storage.value.entries
  }
}

private enum ActivityLogKey: DependencyKey {
  static let liveValue = ActivityLog()
  static var testValue: ActivityLog { ActivityLog() }
}

extension DependencyValues {
  /// Where effects record what they do. See ``ActivityLog``.
  package var activityLog: ActivityLog {
    get { self[ActivityLogKey.self] }
    set { self[ActivityLogKey.self] = newValue }
  }
}
