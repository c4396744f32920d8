import Waypoint

/// Script mode's clock: simulated time, which moves only when told, from one deadline to the
/// next, without waiting in real time.
///
/// Its sleeps wait for the clock to reach their deadline. ``wakeNext(dueBy:)`` moves the time to
/// the earliest deadline and wakes the one sleep that waits for it, so a script lets an hour
/// pass in as many steps as there are deadlines in it, each effect in its turn:
///
/// ```swift
/// let clock = ScriptClock()
/// Task { try await clock.sleep(for: .seconds(2)) }  // a sleep until 0:02, once it starts
/// let end = clock.now.advanced(by: .seconds(3))
/// let wake = clock.wakeNext(dueBy: end)  // 0:02: the sleep returns
/// clock.hasSleptAgain(since: wake!)      // false: its task has not slept since
/// clock.move(to: end)                    // 0:03
/// ```
package final class ScriptClock: Clock, Sendable {
  /// A point in simulated time: how long after the clock started.
  package struct Instant: InstantProtocol {
    /// The time since the clock started.
    package var offset: Swift.Duration

    /// Creates an instant.
    ///
    /// - Parameter offset: The time since the clock started.
    package init(offset: Swift.Duration = .zero) {
      self.offset = offset
    }

    package func advanced(by duration: Swift.Duration) -> Self {
      Self(offset: offset + duration)
    }

    package func duration(to other: Self) -> Swift.Duration {
      other.offset - offset
    }

    package static func < (lhs: Self, rhs: Self) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  /// A sleep that ``wakeNext(dueBy:)`` woke: when, and in which task.
  package struct Wake: Equatable, Sendable {
    /// The sleep's deadline, which the clock moved to.
    package var deadline: Instant
    /// Whether the sleep was on ``unobserved``: what its task does next changes nothing the
    /// app shows.
    package var isUnobserved: Bool
    /// The task that slept, if it was in one.
    let task: Int?
    /// How many sleeps had started when it was woken.
    let sleepsStarted: Int
    /// The sleep's number, by the order sleeps were asked for.
    let sleep: Int
  }

  /// A sleep, from the moment it is asked for until it returns.
  private enum Sleep {
    /// Asked for; its continuation is not there yet.
    case starting
    /// Cancelled before its continuation was there: it throws as soon as it is.
    case cancelled
    /// Waiting for the clock to reach `deadline`.
    case waiting(
      deadline: Instant, task: Int?, isUnobserved: Bool,
      continuation: CheckedContinuation<Void, any Error>)
  }

  private struct Storage {
    var now = Instant()
    /// The sleeps not over, by the order they were asked for.
    var sleeps: [Int: Sleep] = [:]
    var nextSleep = 0
    var sleepsStarted = 0
    /// For each task that has slept, the value of `sleepsStarted` after its latest sleep started.
    var latestSleep: [Int: Int] = [:]
    /// The sleeps woken whose task has not yet resumed from them.
    var wokenNotResumed: Set<Int> = []

    /// The sleep waiting for the earliest deadline, the first asked for among equals.
    var next: (id: Int, deadline: Instant)? {
      var next: (id: Int, deadline: Instant)?
      for (id, sleep) in sleeps {
        guard case .waiting(let deadline, _, _, _) = sleep else { continue }
        if let current = next, (current.deadline, current.id) < (deadline, id) { continue }
        next = (id, deadline)
      }
      return next
    }
  }

  private let storage = LockIsolated(Storage())

  /// Creates a clock at the start of time.
  package init() {}

  /// The simulated time now.
  package var now: Instant {
    storage.value.now
  }

  /// The clock measures any duration.
  package var minimumResolution: Swift.Duration {
    .zero
  }

  /// The earliest deadline of the sleeps waiting; `nil` when none is.
  package var nextDeadline: Instant? {
    storage.value.next?.deadline
  }

  /// How many sleeps have begun to wait since the clock was created: each call of
  /// ``sleep(until:tolerance:)`` whose deadline had not passed counts once, when it starts
  /// waiting.
  package var sleepsStarted: Int {
    storage.value.sleepsStarted
  }

  /// Waits until the clock reaches `deadline`; returns at once if it has.
  ///
  /// - Parameters:
  ///   - deadline: When to return.
  ///   - tolerance: Ignored: the clock moves exactly to each deadline.
  /// - Throws: `CancellationError` when the task is cancelled first.
  package func sleep(until deadline: Instant, tolerance: Swift.Duration? = nil) async throws {
    try await sleep(until: deadline, isUnobserved: false)
  }

  /// The same time, for a task whose work after each sleep changes nothing the app shows, such
  /// as an autosave's timer. Its sleeps are woken in turn with the others, marked
  /// ``Wake/isUnobserved``, so that a script need not wait for that work as it waits for an
  /// effect's.
  package var unobserved: Unobserved {
    Unobserved(clock: self)
  }

  /// A script clock's time, for work that changes nothing the app shows. See ``unobserved``.
  package struct Unobserved: Clock {
    /// The script clock.
    package let clock: ScriptClock

    package var now: Instant {
      clock.now
    }

    package var minimumResolution: Swift.Duration {
      .zero
    }

    package func sleep(until deadline: Instant, tolerance: Swift.Duration? = nil) async throws {
      try await clock.sleep(until: deadline, isUnobserved: true)
    }
  }

  private func sleep(until deadline: Instant, isUnobserved: Bool) async throws {
    try Task.checkCancellation()
    // Which task sleeps, to tell when a woken task sleeps again. `UnsafeCurrentTask` is only
    // hashed here, never kept or dereferenced, and a store's effect tasks carry no task-local
    // this clock could set. Two tasks could share a hash only after the first has ended, which
    // at worst ends a round for that ended task early.
    let task = withUnsafeCurrentTask { $0?.hashValue }
    let id = storage.withValue { storage in
      defer { storage.nextSleep += 1 }
      storage.sleeps[storage.nextSleep] = .starting
      return storage.nextSleep
    }
    defer { storage.withValue { _ = $0.wokenNotResumed.remove(id) } }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let outcome: Result<Void, any Error>? = storage.withValue { storage in
          if case .cancelled = storage.sleeps[id] {
            storage.sleeps[id] = nil
            return .failure(CancellationError())
          }
          guard deadline > storage.now else {
            storage.sleeps[id] = nil
            return .success(())
          }
          storage.sleeps[id] = .waiting(
            deadline: deadline, task: task, isUnobserved: isUnobserved, continuation: continuation)
          storage.sleepsStarted += 1
          if let task { storage.latestSleep[task] = storage.sleepsStarted }
          return nil
        }
        if let outcome { continuation.resume(with: outcome) }
      }
    } onCancel: {
      let continuation = storage.withValue { storage in
        switch storage.sleeps[id] {
        case .starting:
          storage.sleeps[id] = .cancelled
          return nil as CheckedContinuation<Void, any Error>?
        case .waiting(_, _, _, let continuation):
          storage.sleeps[id] = nil
          return continuation
        case .cancelled, nil:
          return nil
        }
      }
      continuation?.resume(throwing: CancellationError())
    }
  }

  /// Moves the time to the earliest deadline of the sleeps, if it is no later than `limit`, and
  /// wakes the sleep that waits for it: of sleeps with the same deadline, the first asked for.
  ///
  /// - Parameter limit: The latest deadline to move to.
  /// - Returns: The sleep woken; `nil` when none is due by `limit`, and the time stays as it is.
  package func wakeNext(dueBy limit: Instant) -> Wake? {
    let woken = storage.withValue { storage -> (Wake, CheckedContinuation<Void, any Error>)? in
      guard let next = storage.next, next.deadline <= limit,
        case .waiting(let deadline, let task, let isUnobserved, let continuation) =
          storage.sleeps[next.id]
      else { return nil }
      storage.sleeps[next.id] = nil
      storage.wokenNotResumed.insert(next.id)
      storage.now = max(storage.now, deadline)
      let wake = Wake(
        deadline: deadline, isUnobserved: isUnobserved, task: task,
        sleepsStarted: storage.sleepsStarted, sleep: next.id)
      return (wake, continuation)
    }
    guard let (wake, continuation) = woken else { return nil }
    continuation.resume()
    return wake
  }

  /// Whether a sleep on ``unobserved`` waits for the clock: the autosave's timer, once its task
  /// has begun to wait.
  package var hasUnobservedSleep: Bool {
    storage.withValue { storage in
      storage.sleeps.values.contains {
        if case .waiting(_, _, true, _) = $0 { return true }
        return false
      }
    }
  }

  /// Whether the task of a sleep woken has started another sleep since: a task that sleeps in a
  /// loop has done what it does in one turn.
  ///
  /// - Parameter wake: The sleep woken.
  /// - Returns: `true` once the task has started another sleep; `false` while it has not, and
  ///   for a sleep that was in no task.
  package func hasSleptAgain(since wake: Wake) -> Bool {
    guard let task = wake.task else { return false }
    return storage.withValue { ($0.latestSleep[task] ?? 0) > wake.sleepsStarted }
  }

  /// Whether the task of a sleep woken has resumed from it: until it has, however long a busy
  /// machine keeps it waiting for a thread, what it does after the sleep has not begun.
  ///
  /// - Parameter wake: The sleep woken.
  /// - Returns: `true` once the sleep has returned to its task.
  package func hasResumed(from wake: Wake) -> Bool {
    storage.withValue { !$0.wokenNotResumed.contains(wake.sleep) }
  }

  /// Sets the time to `instant`, and wakes every sleep due by then, earliest first.
  ///
  /// The time never goes back: an instant before ``now`` wakes nothing.
  ///
  /// - Parameter instant: The new time.
  package func move(to instant: Instant) {
    while wakeNext(dueBy: instant) != nil {}
    storage.withValue { $0.now = max($0.now, instant) }
  }
}
