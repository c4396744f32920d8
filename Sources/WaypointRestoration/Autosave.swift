import Foundation
import Waypoint

/// Saves state as it changes: at most once per interval, and at once when asked.
///
/// SwiftUI's navigation cookbook saves on every change with a `for await` loop over the model's
/// changes; `Autosave` does the same through the reducer, and writes at most once per interval
/// however fast the state changes. ``flush()`` writes what is pending at once: call it when the
/// app goes to the background or quits.
///
/// ```swift
/// let autosave = Autosave(snapshots, every: .seconds(1))
/// let store = Store(initialState: restoration.state) {
///   AppFeature().autosaving(autosave)
/// }
/// // When the app goes to the background, or quits:
/// autosave.flush()
/// ```
///
/// The first change after a write waits `interval` on the clock, then the latest state is
/// written; changes in between are written together. Writes run one at a time and never write an
/// older state over a newer one.
// Unchecked: `pending`, `timer`, `sequence` and `tokens` are guarded by `lock`, `written` by
// `writeLock`; the other properties are constants of `Sendable` types.
public final class Autosave<State: Sendable>: @unchecked Sendable {
  /// How long a change waits before it is written.
  public let interval: Duration
  private let clock: any Clock<Duration>
  private let write: @Sendable (State) throws -> Void
  private let onError: @Sendable (any Error) -> Void

  private let lock = NSLock()
  private var pending: (state: State, sequence: Int)?
  private var timer: (task: Task<Void, Never>, token: Int)?
  private var sequence = 0
  private var tokens = 0

  private let writeLock = NSLock()
  private var written = 0

  /// Creates an autosave that writes with a closure.
  ///
  /// - Parameters:
  ///   - interval: How long a change waits before it is written: at most one write per interval.
  ///   - clock: The clock the interval is measured on; a test passes a test clock.
  ///   - onError: Told of a write that failed. The state stays pending, and is tried again an
  ///     interval later, or at the next flush.
  ///   - write: Writes a state.
  public init(
    every interval: Duration,
    clock: any Clock<Duration> = ContinuousClock(),
    onError: @escaping @Sendable (any Error) -> Void = { _ in },
    write: @escaping @Sendable (State) throws -> Void
  ) {
    self.interval = interval
    self.clock = clock
    self.onError = onError
    self.write = write
  }

  /// Creates an autosave that saves to a snapshot store.
  ///
  /// - Parameters:
  ///   - snapshots: Where to save.
  ///   - interval: How long a change waits before it is written: at most one write per interval.
  ///   - clock: The clock the interval is measured on; a test passes a test clock.
  ///   - onError: Told of a save that failed. The state stays pending, and is tried again an
  ///     interval later, or at the next flush.
  public convenience init(
    _ snapshots: SnapshotStore<State>,
    every interval: Duration,
    clock: any Clock<Duration> = ContinuousClock(),
    onError: @escaping @Sendable (any Error) -> Void = { _ in }
  ) where State: Codable {
    self.init(every: interval, clock: clock, onError: onError) { try snapshots.save($0) }
  }

  deinit {
    timer?.task.cancel()
  }

  /// Whether a change is waiting to be written.
  public var hasPendingChanges: Bool {
    lock.withLock { pending != nil }
  }

  /// Takes in the state after a change; it is written when the interval has passed.
  ///
  /// - Parameter state: The state as it is now.
  public func stateDidChange(_ state: State) {
    lock.withLock {
      sequence += 1
      pending = (state, sequence)
      scheduleIfNeeded()
    }
  }

  /// Writes the pending change now, if there is one, without waiting for the interval.
  public func flush() {
    let next: (state: State, sequence: Int)? = lock.withLock {
      timer?.task.cancel()
      timer = nil
      defer { pending = nil }
      return pending
    }
    if let next { write(next) }
  }

  /// Starts the wait for the pending change, unless one is under way. Called with the lock held.
  private func scheduleIfNeeded() {
    guard timer == nil, pending != nil else { return }
    tokens += 1
    let clock: any Clock<Duration> = self.clock
    timer = (startTimer(on: clock, token: tokens), tokens)
  }

  /// Starts the wait from now: the deadline is set before the task runs, so a clock that moves on
  /// meanwhile does not push it back.
  private func startTimer<C: Clock>(on clock: C, token: Int) -> Task<Void, Never>
  where C.Duration == Duration {
    let deadline = clock.now.advanced(by: interval)
    return Task { [weak self] in
      do {
        try await clock.sleep(until: deadline, tolerance: nil)
      } catch {
        return  // cancelled by a flush, which wrote the state
      }
      self?.timerFired(token: token)
    }
  }

  /// Writes the pending change for the timer `token`, unless a flush or a newer timer has taken
  /// its place.
  private func timerFired(token: Int) {
    let next: (state: State, sequence: Int)? = lock.withLock {
      guard timer?.token == token else { return nil }
      timer = nil
      defer { pending = nil }
      return pending
    }
    if let next { write(next) }
  }

  private func write(_ next: (state: State, sequence: Int)) {
    writeLock.withLock {
      // A flush and a timer can both hold a state: never write the older one last.
      guard next.sequence > written else { return }
      do {
        try write(next.state)
        written = next.sequence
      } catch {
        onError(error)
        // Still to be written: unless a newer state came meanwhile, this one waits again.
        lock.withLock {
          if pending == nil { pending = next }
          scheduleIfNeeded()
        }
      }
    }
  }
}

extension Reducer {
  /// Hands the state to an autosave after every action, which writes it at most once per
  /// interval.
  ///
  /// ```swift
  /// AppFeature().autosaving(autosave)
  /// ```
  ///
  /// - Parameter autosave: The autosave.
  /// - Returns: A reducer that saves what this one changes.
  public func autosaving(_ autosave: Autosave<State>) -> some Reducer<State, Action>
  where State: Sendable {
    let base = Reduce(self)
    return Reduce { state, action in
      let effects = base.reduce(into: &state, action: action)
      autosave.stateDidChange(state)
      return effects
    }
  }
}
