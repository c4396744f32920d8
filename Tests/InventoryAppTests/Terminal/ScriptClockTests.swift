import InventoryApp
import Testing
import Waypoint

/// Script mode's clock: time that moves only when told, one deadline at a time.
@Suite struct ScriptClockTests {
  /// Starts a task that sleeps for `seconds` on `clock`, then appends `name` to `log`, and waits
  /// until the sleep has started.
  func sleeper(
    _ name: String, for seconds: Double, on clock: ScriptClock, log: LockIsolated<[String]>
  ) async -> Task<Void, any Error> {
    let started = clock.sleepsStarted
    let task = Task {
      try await clock.sleep(for: .milliseconds(Int(seconds * 1000)))
      log.withValue { $0.append(name) }
    }
    while clock.sleepsStarted == started { await Task.yield() }
    return task
  }

  @Test func sleepsAreWokenOneAtATimeEarliestFirstThenInTheOrderTheyStarted() async throws {
    let clock = ScriptClock()
    let log = LockIsolated<[String]>([])
    let late = await sleeper("late", for: 3, on: clock, log: log)
    let first = await sleeper("first", for: 1, on: clock, log: log)
    let second = await sleeper("second", for: 1, on: clock, log: log)
    let end = clock.now.advanced(by: .seconds(2))
    var deadlines: [Duration] = []
    while let wake = clock.wakeNext(dueBy: end) {
      deadlines.append(wake.deadline.offset)
      #expect(clock.now == wake.deadline)
    }
    try await first.value
    try await second.value
    #expect(log.value == ["first", "second"])
    #expect(deadlines == [.seconds(1), .seconds(1)])
    // The sleep due after the end waits on; the time moves to the end.
    clock.move(to: end)
    #expect(clock.now.offset == .seconds(2))
    #expect(clock.nextDeadline?.offset == .seconds(3))
    late.cancel()
    await #expect(throws: CancellationError.self) { try await late.value }
    #expect(clock.nextDeadline == nil)
  }

  @Test func aLoopThatSleepsAgainIsSeenToHaveDoneItsTurn() async throws {
    let clock = ScriptClock()
    let turns = LockIsolated(0)
    let started = clock.sleepsStarted
    let loop = Task {
      while true {
        try await clock.sleep(for: .seconds(2))
        turns.withValue { $0 += 1 }
      }
    }
    while clock.sleepsStarted == started { await Task.yield() }
    let wake = try #require(clock.wakeNext(dueBy: clock.now.advanced(by: .seconds(5))))
    while !clock.hasSleptAgain(since: wake) { await Task.yield() }
    #expect(turns.value == 1)
    // It slept again from the time it was woken, not from whenever it ran.
    #expect(clock.nextDeadline?.offset == .seconds(4))
    loop.cancel()
  }

  @MainActor
  @Test func aWokenSleepIsSeenToHaveResumedOnceItsTaskRunsAgain() async throws {
    let clock = ScriptClock()
    let started = clock.sleepsStarted
    let finished = LockIsolated(false)
    // A task that ends after its sleep rather than sleeping again, as a save does.
    let task = Task { @MainActor in
      try await clock.sleep(for: .seconds(1))
      finished.setValue(true)
    }
    while clock.sleepsStarted == started { await Task.yield() }
    // This test holds the main actor: the woken task cannot run until the test suspends. The
    // clock's `sleep` is not isolated, so it may return, and say so, on another thread before
    // then: whether it has yet is not asserted.
    let wake = try #require(clock.wakeNext(dueBy: clock.now.advanced(by: .seconds(1))))
    #expect(!finished.value)
    try await task.value
    #expect(clock.hasResumed(from: wake))
    #expect(finished.value)
    #expect(!clock.hasSleptAgain(since: wake))
  }

  // The time limit, not a timed expectation that a loaded machine can miss, says the hour is
  // not waited for. It leaves room for the whole suite running beside the test on two cores,
  // under AddressSanitizer too, where it has taken most of a minute.
  @Test(.timeLimit(.minutes(5)))
  func anHourPassesWithoutWaitingInRealTime() async throws {
    let clock = ScriptClock()
    let turns = LockIsolated(0)
    let started = clock.sleepsStarted
    let loop = Task {
      while true {
        try await clock.sleep(for: .seconds(1))
        turns.withValue { $0 += 1 }
      }
    }
    while clock.sleepsStarted == started { await Task.yield() }
    let end = clock.now.advanced(by: .seconds(3600))
    while let wake = clock.wakeNext(dueBy: end) {
      while !clock.hasSleptAgain(since: wake) { await Task.yield() }
    }
    #expect(turns.value == 3600)
    loop.cancel()
  }

  @Test func aSleepWhoseDeadlineHasPassedReturnsAtOnce() async throws {
    let clock = ScriptClock()
    clock.move(to: clock.now.advanced(by: .seconds(10)))
    try await clock.sleep(until: clock.now)
    try await clock.sleep(until: .init(offset: .seconds(5)))
    #expect(clock.sleepsStarted == 0)
  }
}
