import Foundation
import Waypoint

/// Saves state as it changes: at most once per interval, and at once when asked.
///
/// Seed code saves on every change with a `for await` loop over the model's changes; `Autosave`
/// does the same through the reducer, and writes at most once per interval however fast the
/// state changes. ``flush()`` writes what is pending at once: call it when the app goes to the
/// background or quits.
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
public final class Autosave<State: Sendable>: @unchecked Sendable {
  /// How long a change waits before it is written.
  public let interval: Duration
  private let clock: any Clock<Duration>
  private let write: @Sendable (State) throws -> Void
  private let onError: @Sendable (any Error) -> Void

  private let lock = NSLock()
  private var pending: (state: State, sequence: Int)?
  private var timer: Task<Void, Never>?
  private var sequence = 0

  private let writeLock = NSLock()
  private var written = 0

  /// Creates an autosave that writes with a closure.
  ///
  /// - Parameters:
  ///   - interval: How long a change waits before it is written: at most one write per interval.
  ///   - clock: The clock the interval is measured on; a test passes a test clock.
  ///   - onError: Told of a write that failed. The next change tries again.
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
  ///   - onError: Told of a save that failed. The next change tries again.
  public convenience init(
    _ snapshots: SnapshotStore<State>,
    every interval: Duration,
    clock: any Clock<Duration> = ContinuousClock(),
    onError: @escaping @Sendable (any Error) -> Void = { _ in }
  ) where State: Codable {
    self.init(every: interval, clock: clock, onError: onError) { try snapshots.save($0) }
  }

  deinit {
    timer?.cancel()
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
      guard timer == nil else { return }
      let clock: any Clock<Duration> = self.clock
      timer = startTimer(on: clock)
    }
  }

  /// Starts the wait for the pending change, from now: the deadline is set before the task
  /// runs, so a clock that moves on meanwhile does not push it back.
  private func startTimer<C: Clock>(on clock: C) -> Task<Void, Never> where C.Duration == Duration {
    let deadline = clock.now.advanced(by: interval)
    return Task { [weak self] in
      do {
        try await clock.sleep(until: deadline, tolerance: nil)
      } catch {
        return  // cancelled by a flush, which wrote the state
      }
      self?.writePending(afterTimer: true)
    }
  }

  /// Writes the pending change now, if there is one, without waiting for the interval.
  public func flush() {
    writePending(afterTimer: false)
  }

  private func writePending(afterTimer: Bool) {
    let next: (state: State, sequence: Int)? = lock.withLock {
      if !afterTimer { timer?.cancel() }
      timer = nil
      defer { pending = nil }
      return pending
    }
    guard let next else { return }
    writeLock.withLock {
      // A flush and a timer can both hold a state: never write the older one last.
      guard next.sequence > written else { return }
      do {
        try write(next.state)
        written = next.sequence
      } catch {
        onError(error)
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
