import Clocks
import CustomDump
import Foundation
import Testing
import Waypoint
import WaypointRestoration

/// Restoring through a storage: what could not be restored whole is quarantined with its report,
/// and nothing is lost.
@Suite struct SnapshotStoreTests {
  let coder = SnapshotCoder<Navigation>(schema: 1)

  @Test func nothingSavedStartsFromTheRoot() {
    let snapshots = SnapshotStore(storage: InMemorySnapshotStorage(), coder: coder)
    let restoration = snapshots.restore(root: Navigation(title: "Root"))
    #expect(restoration.outcome == .nothingSaved)
    #expect(restoration.state == Navigation(title: "Root"))
    #expect(restoration.report.isClean)
  }

  @Test func aSavedStateIsRestoredWholeAndNothingIsQuarantined() throws {
    let storage = InMemorySnapshotStorage()
    let snapshots = SnapshotStore(storage: storage, coder: coder)
    try snapshots.save(.sample())
    let restoration = snapshots.restore(root: Navigation())
    #expect(restoration.outcome == .whole)
    expectNoDifference(restoration.state, .sample())
    #expect(storage.quarantined.isEmpty)
  }

  @Test func aSnapshotRestoredInPartIsQuarantinedWithItsReportAndTheNextSaveKeepsIt() throws {
    var snapshot = try json(coder.encode(.sample()))
    changeEntry(3, of: &snapshot) { $0["element"] = ["gone": [:]] }
    let bytes = try data(snapshot)
    let storage = InMemorySnapshotStorage(bytes)
    let snapshots = SnapshotStore(storage: storage, coder: coder)
    let restoration = snapshots.restore(root: Navigation())
    #expect(restoration.outcome == .inPart)
    #expect(restoration.state.path.ids == [0, 1, 2])
    #expect(restoration.quarantine == storage.quarantined.first?.location)
    #expect(storage.quarantined.first?.data == bytes)
    let report = try #require(storage.quarantined.first?.report)
    #expect(
      report.hasPrefix(
        "This snapshot could not be restored whole.\nSchema 1; the app reads schema 1.\n"))
    #expect(report.contains("- “state.path”: left out stack element 3: element 3 does not decode"))
    // The current snapshot is gone; the next save writes a new one and keeps the quarantined.
    #expect(storage.data == nil)
    try snapshots.save(restoration.state)
    #expect(storage.quarantined.map(\.data) == [bytes])
    #expect(snapshots.restore(root: Navigation()).outcome == .whole)
  }

  @Test func garbageStartsFromTheRootAndIsKept() throws {
    let garbage = Data("{\"format\": 1, \"sche".utf8)
    let storage = InMemorySnapshotStorage(garbage)
    let restoration = SnapshotStore(storage: storage, coder: coder).restore(root: Navigation())
    #expect(restoration.outcome == .root)
    #expect(restoration.state == Navigation())
    #expect(storage.quarantined.map(\.data) == [garbage])
    #expect(storage.quarantined.first?.report.contains("Nothing of it was restored") == true)
  }

  @Test func aSnapshotThatCannotBeReadIsLeftWhereItIs() {
    let storage = InMemorySnapshotStorage(Data("kept".utf8))
    storage.loadFailure = SnapshotStorageError(location: "memory", reason: "permission denied")
    let restoration = SnapshotStore(storage: storage, coder: coder).restore(root: Navigation())
    #expect(restoration.outcome == .root)
    #expect(restoration.storageError?.reason == "permission denied")
    #expect(storage.quarantined.isEmpty)
    #expect(storage.data == Data("kept".utf8))
  }

  @Test func aQuarantineThatFailsLeavesTheSnapshotWhereItIs() {
    let storage = InMemorySnapshotStorage(Data("not json".utf8))
    storage.quarantineFailure = SnapshotStorageError(location: "memory", reason: "the disk is full")
    let restoration = SnapshotStore(storage: storage, coder: coder).restore(root: Navigation())
    #expect(restoration.outcome == .root)
    #expect(restoration.quarantine == nil)
    #expect(restoration.storageError?.reason == "the disk is full")
    #expect(storage.data == Data("not json".utf8))
  }

  @Test func aFailedSaveKeepsThePreviousSnapshot() throws {
    let storage = InMemorySnapshotStorage()
    let snapshots = SnapshotStore(storage: storage, coder: coder)
    try snapshots.save(.sample(count: 1))
    storage.saveFailure = SnapshotStorageError(location: "memory", reason: "the disk is full")
    #expect(throws: SnapshotStorageError.self) { try snapshots.save(.sample(count: 3)) }
    #expect(snapshots.restore(root: Navigation()).state.path.count == 1)
  }
}

/// Saving as the state changes: at most once per interval, at once on flush.
@Suite struct AutosaveTests {
  @Test func changesWithinAnIntervalAreWrittenOnceWhenItEnds() async throws {
    let clock = TestClock()
    let storage = InMemorySnapshotStorage()
    let snapshots = SnapshotStore(storage: storage, coder: SnapshotCoder<Navigation>())
    let autosave = Autosave(snapshots, every: .seconds(1), clock: clock)
    for title in ["a", "b", "c"] {
      autosave.stateDidChange(Navigation(title: title))
      await clock.advance(by: .milliseconds(300))
    }
    #expect(storage.saveCount == 0)
    await clock.advance(by: .milliseconds(100))
    try await waitUntil(clock) { storage.saveCount == 1 }
    #expect(snapshots.restore(root: Navigation()).state.title == "c")
    #expect(!autosave.hasPendingChanges)
    // Nothing changed: nothing more is written.
    await clock.advance(by: .seconds(5))
    #expect(storage.saveCount == 1)
    autosave.stateDidChange(Navigation(title: "d"))
    await clock.advance(by: .seconds(1))
    try await waitUntil(clock) { storage.saveCount == 2 }
  }

  @Test func aFlushWritesAtOnceAndTheTimerThenWritesNothingOlder() async throws {
    let clock = TestClock()
    let storage = InMemorySnapshotStorage()
    let snapshots = SnapshotStore(storage: storage, coder: SnapshotCoder<Navigation>())
    let autosave = Autosave(snapshots, every: .seconds(1), clock: clock)
    autosave.stateDidChange(Navigation(title: "quit"))
    autosave.flush()
    #expect(storage.saveCount == 1)
    await clock.advance(by: .seconds(2))
    autosave.flush()
    #expect(storage.saveCount == 1)
    #expect(snapshots.restore(root: Navigation()).state.title == "quit")
  }

  @Test func aFailedWriteIsReportedAndTheNextChangeTriesAgain() async throws {
    let clock = TestClock()
    let storage = InMemorySnapshotStorage()
    storage.saveFailure = SnapshotStorageError(location: "memory", reason: "the disk is full")
    let errors = LockIsolated<[String]>([])
    let autosave = Autosave(
      SnapshotStore(storage: storage, coder: SnapshotCoder<Navigation>()), every: .seconds(1),
      clock: clock, onError: { error in errors.withValue { $0.append("\(error)") } })
    autosave.stateDidChange(Navigation(title: "x"))
    autosave.flush()
    #expect(errors.value == ["“memory”: the disk is full"])
    // Not lost: still pending, and written by the next flush.
    #expect(autosave.hasPendingChanges)
    storage.saveFailure = nil
    autosave.flush()
    #expect(storage.saveCount == 1)
    #expect(
      SnapshotStore(storage: storage, coder: SnapshotCoder<Navigation>()).restore(
        root: Navigation()
      ).state.title == "x")
    // A newer change replaces it, and is written instead.
    storage.saveFailure = SnapshotStorageError(location: "memory", reason: "the disk is full")
    autosave.stateDidChange(Navigation(title: "y"))
    autosave.flush()
    autosave.stateDidChange(Navigation(title: "z"))
    storage.saveFailure = nil
    autosave.flush()
    #expect(
      SnapshotStore(storage: storage, coder: SnapshotCoder<Navigation>()).restore(
        root: Navigation()
      ).state.title == "z")
  }

  @MainActor
  @Test func theReducerHandsEveryChangeToTheAutosave() async throws {
    let storage = InMemorySnapshotStorage()
    let snapshots = SnapshotStore(storage: storage, coder: SnapshotCoder<Navigation>())
    let autosave = Autosave(snapshots, every: .seconds(60), clock: TestClock())
    let store = Store(initialState: Navigation()) {
      Reduce<Navigation, String> { state, title in
        state.title = title
        return .none
      }
      .autosaving(autosave)
    }
    store.send("one")
    store.send("two")
    #expect(autosave.hasPendingChanges)
    autosave.flush()
    #expect(snapshots.restore(root: Navigation()).state.title == "two")
  }
}

/// Waits, on the real clock, for a condition that an unstructured task makes true. With a test
/// clock, it also lets a sleep that started late, with its deadline at the clock's time, finish
/// (a test clock resumes a sleep only when it is advanced, even by nothing).
func waitUntil(
  _ clock: TestClock<Duration>? = nil, _ condition: @Sendable () -> Bool,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) async throws {
  for _ in 0..<500 {
    if condition() { return }
    await clock?.advance(by: .zero)
    try await Task.sleep(for: .milliseconds(2))
  }
  Issue.record("The condition never held.", sourceLocation: sourceLocation)
}
