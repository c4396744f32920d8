import Waypoint

/// A record of what the app's effects are doing, shown in the demo's status line so that effects
/// starting and stopping with navigation can be seen.
///
/// ```swift
/// @Dependency(\.activityLog) var activityLog
/// activityLog.record("Stock refresh started: Widget")
/// activityLog.entries  // ["Stock refresh started: Widget"]
/// ```
public final class ActivityLog: Sendable {
  private let storage = LockIsolated<[String]>([])

  /// Creates an empty log.
  public init() {}

  /// Appends an entry.
  ///
  /// - Parameter entry: What happened.
  public func record(_ entry: String) {
    storage.withValue { $0.append(entry) }
  }

  /// Every entry, oldest first.
  public var entries: [String] {
    storage.value
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
