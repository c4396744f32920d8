import InventoryApp
import Testing

@Suite struct ActivityLogTests {
  @Test func anOldRunsEndRecordedLateIsFiledBeforeTheNewerStart() {
    let log = ActivityLog()
    let old = log.start("Stock refresh", "Gizmo", key: "2")
    let new = log.start("Stock refresh", "Gizmo 2", key: "2")
    // The cancelled run finishes after the new one started, as a cancelled effect does.
    log.end(old, "stopped: Gizmo")
    #expect(
      log.entries == [
        "Stock refresh started: Gizmo",
        "Stock refresh stopped: Gizmo",
        "Stock refresh started: Gizmo 2",
      ])
    log.end(new, "stopped: Gizmo 2")
    #expect(log.entries.last == "Stock refresh stopped: Gizmo 2")
  }

  @Test func endsInOrderAndOtherActivitiesAreAppended() {
    let log = ActivityLog()
    let refresh = log.start("Stock refresh", "Widget", key: "1")
    let sync = log.start("Sync", "all", key: "")
    log.end(refresh, "stopped: Widget")
    log.record("Saved")
    log.end(sync, "finished: all")
    // Ending a run twice, or one this log never started, appends the entry as it is.
    log.end(refresh, "stopped: Widget")
    #expect(
      log.entries == [
        "Stock refresh started: Widget",
        "Sync started: all",
        "Stock refresh stopped: Widget",
        "Saved",
        "Sync finished: all",
        "Stock refresh stopped: Widget",
      ])
  }

  @Test func theIndexesOfOpenRunsFollowInsertedEntries() {
    let log = ActivityLog()
    let first = log.start("Refresh", "a", key: "x")
    let second = log.start("Refresh", "b", key: "x")
    let third = log.start("Refresh", "c", key: "x")
    log.end(first, "stopped: a")
    log.end(second, "stopped: b")
    log.end(third, "stopped: c")
    #expect(
      log.entries == [
        "Refresh started: a",
        "Refresh stopped: a",
        "Refresh started: b",
        "Refresh stopped: b",
        "Refresh started: c",
        "Refresh stopped: c",
      ])
  }

  @Test func anInsertedEndMovesTheOpenRunsOfOtherActivitiesToo() {
    let log = ActivityLog()
    let refresh0 = log.start("Refresh", "a", key: "x")
    _ = log.start("Refresh", "a2", key: "x")
    let sync0 = log.start("Sync", "s", key: "y")
    let sync1 = log.start("Sync", "s2", key: "y")
    log.end(refresh0, "stopped: a")
    log.end(sync0, "stopped: s")
    log.end(sync1, "stopped: s2")
    #expect(
      log.entries == [
        "Refresh started: a",
        "Refresh stopped: a",
        "Refresh started: a2",
        "Sync started: s",
        "Sync stopped: s",
        "Sync started: s2",
        "Sync stopped: s2",
      ])
  }

  @Test func runsForOtherKeysAreNotRestarts() {
    let log = ActivityLog()
    // Detail A refreshing, then related detail B pushed and refreshing, then A's refresh ends.
    let first = log.start("Stock refresh", "A", key: "1")
    _ = log.start("Stock refresh", "B", key: "2")
    log.end(first, "stopped: A")
    #expect(
      log.entries == [
        "Stock refresh started: A",
        "Stock refresh started: B",
        "Stock refresh stopped: A",
      ])
  }
}
