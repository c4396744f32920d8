import Foundation
import InventoryApp
import Waypoint
import WaypointRestoration

/// The demo's saved state, restored as `inventory --state FILE` restores it: the file's values
/// repaired, the snapshot decoded with recovery and checked against the navigation rules, then
/// the state repaired.
///
/// What comes back needs no more repair, obeys the stacks' rules, saves and restores whole as
/// itself, and the link of what it shows opens over it and from launch; whatever the bytes were.
enum SnapshotTarget {
  static func run(_ data: Data) throws(FuzzFinding) -> FuzzOutcome {
    let prepared = StateFile.prepare(data)
    let restoration = restore(prepared.data)
    var state = restoration.state
    state.repair()
    var again = state
    let more = again.repair()
    try require(more.isEmpty, "a repaired state needs more repairs: \(more)")
    if let (position, reason) = InventoryFeature.pathRules.firstFailure(in: state.inventory.path) {
      throw FuzzFinding("the restored items' stack breaks its rules at \(position): \(reason)")
    }
    if let (position, reason) = MoviesFeature.pathRules.firstFailure(in: state.movies.path) {
      throw FuzzFinding("the restored Movies stack breaks its rules at \(position): \(reason)")
    }
    try checkSavesAndRestores(state)
    try AppLinkCheck.reopens(state, over: state, "a restored state")
    // From launch, with the restored inventory: what a person the link is sent to opens.
    try AppLinkCheck.reopens(state, over: state.keepingRoutes(0), "a restored state, from launch")
    switch restoration.outcome {
    case .whole, .inPart: return .accepted
    case .root, .nothingSaved: return .refused
    }
  }

  /// The state saves, and the saved bytes restore whole as the same state.
  static func checkSavesAndRestores(_ state: AppFeature.State) throws(FuzzFinding) {
    let saved: Data
    do {
      saved = try StateFile.coder.encode(state)
    } catch {
      throw FuzzFinding("a restored state cannot be saved: \(error)")
    }
    let restored = restore(saved)
    try require(
      restored.outcome == .whole,
      "a restored state, saved, restores \(restored.outcome): \(restored.report.problems)")
    try require(restored.state == state, "a restored state, saved, restores as another state")
  }

  /// The state `data` restores, through the demo's coder, from storage in memory.
  static func restore(_ data: Data) -> Restoration<AppFeature.State> {
    SnapshotStore(storage: InMemorySnapshotStorage(data), coder: StateFile.coder)
      .restore(root: AppFeature.State())
  }
}
