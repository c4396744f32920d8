import Foundation
import Testing
import Waypoint
import WaypointRestoration

/// The README's restoration example does what its comments say.
@Suite struct ReadmeRestoration {
  @Test func aSnapshotOfTheFirstSchemaIsMigratedAndRestored() throws {
    let old = Data(
      #"{"format":1,"schema":1,"state":{"chapters":[{"id":0,"element":3},{"id":4,"element":7}]}}"#
        .utf8)
    let restored = snapshots.coder.decode(old)
    #expect(restored.report.isClean)
    #expect(restored.state?.path.ids == [0, 4])
    #expect(restored.state.map { Array($0.path) } == [3, 7])
  }

  @Test func aBadChapterIsLeftOutWithTheOnesAboveIt() throws {
    let bad = Data(
      #"{"format":1,"schema":2,"state":{"path":[{"id":0,"element":3},{"id":1,"element":"x"}]}}"#
        .utf8)
    let restored = snapshots.coder.decode(bad)
    #expect(restored.state.map { Array($0.path) } == [3])
    #expect(restored.report.problems.count == 1)
  }

  @MainActor
  @Test func theStoreStartsFromWhatWasRestored() {
    let store = launchReader()
    store.send(.chapterTapped(1))
    #expect(store.state.path.last == 1)
  }
}
