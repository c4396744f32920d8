import InventoryApp
import Testing

@Suite struct ActivityLogTests {
  @Test func anOldRunsEndRecordedLateIsFiledBeforeTheNewerStart() {
    let log = ActivityLog()
    let old = log.start("Stock refresh", "Gizmo")
    let new = log.start("Stock refresh", "Gizmo 2")
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
    let refresh = log.start("Stock refresh", "Widget")
    let sync = log.start("Sync", "all")
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
    let first = log.start("Refresh", "a")
    let second = log.start("Refresh", "b")
    let third = log.start("Refresh", "c")
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
}
