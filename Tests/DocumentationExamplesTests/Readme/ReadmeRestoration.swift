// The README's restoration example, verbatim: if this file stops compiling, the README is wrong.

import Foundation
import Waypoint
import WaypointRestoration

@Reducer
struct Reader {
  @ObservableState
  struct State: Codable, Equatable, Sendable {
    var path = StackState<Int>()  // the chapters opened, bottom first
  }
  enum Action { case chapterTapped(Int) }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if case let .chapterTapped(chapter) = action { state.path.append(chapter) }
    return .none
  }
}

let snapshots = SnapshotStore(
  storage: FileSnapshotStorage(url: .temporaryDirectory.appending(path: "reader.json")),
  coder: SnapshotCoder<Reader.State>(
    schema: 2,
    migrations: [
      SnapshotMigration(from: 1) { state in state.renameKey("chapters", to: "path") }
    ])
)

@MainActor
func launchReader() -> StoreOf<Reader> {
  // Whole, or its longest valid part, or the root; a snapshot that was not restored whole is
  // kept in quarantine beside the file, with a report (restoration.report, .quarantine).
  let restoration = snapshots.restore(root: Reader.State())
  let autosave = Autosave(snapshots, every: .seconds(1))  // autosave.flush() when the app quits
  return Store(initialState: restoration.state) { Reader().autosaving(autosave) }
}
