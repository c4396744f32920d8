import Foundation
import Waypoint
import WaypointRestoration

/// Shape 11: a state holding a stack of `length` screens, written as a snapshot and read back.
@MainActor
final class SnapshotRoundTripDriver: Driver {
  let coder = SnapshotCoder<SnapshotState>()
  let state: SnapshotState
  var total = 0

  init(length: Int) {
    state = SnapshotState(path: StackState(SnapshotScreen.path(count: length)))
    let restored = (try? coder.encode(state)).map(coder.decode)
    precondition(
      restored?.state == state && restored?.report.isClean == true,
      "Shape 11: the snapshot does not restore the state it was written from.")
  }

  func step() {
    guard let data = try? coder.encode(state), let restored = coder.decode(data).state else {
      return
    }
    total &+= restored.path.count
  }

  var checksum: Int { total }
}

/// The hand-written counterpart of shape 11: the same screens as a plain array, through
/// `JSONEncoder` and `JSONDecoder`.
@MainActor
final class BaselineSnapshotRoundTripDriver: Driver {
  let path: [SnapshotScreen]
  var total = 0

  init(length: Int) {
    path = SnapshotScreen.path(count: length)
    let restored = (try? BaselineSnapshots.encode(path)).flatMap(BaselineSnapshots.decode)
    precondition(restored == path, "Shape 11: the array does not decode to the one encoded.")
  }

  func step() {
    guard let data = try? BaselineSnapshots.encode(path),
      let restored = BaselineSnapshots.decode(data)
    else { return }
    total &+= restored.count
  }

  var checksum: Int { total }
}

/// Shape 12: a snapshot of a stack of `length` screens whose top screen does not decode (its
/// name is a number), restored to the `length - 1` screens below it.
///
/// The checksum counts the screens restored and the screens the report leaves out, `length` per
/// step like the baseline's.
@MainActor
final class RestorePrefixDriver: Driver {
  let coder = SnapshotCoder<SnapshotState>()
  let snapshot: Data
  var total = 0

  init(length: Int) {
    let screens = SnapshotScreen.path(count: length)
    guard case let .detail(top)? = screens.last,
      let valid = try? coder.encode(SnapshotState(path: StackState(screens)))
    else { preconditionFailure("Shape 12: the top screen must be a detail.") }
    // The top detail's name, and only it, becomes a number.
    let name = "\"name\":\"\(top.name)\""
    let json = String(decoding: valid, as: UTF8.self)
    precondition(json.components(separatedBy: name).count == 2, "Shape 12: \(name) not found.")
    snapshot = Data(json.replacingOccurrences(of: name, with: "\"name\":\(top.id)").utf8)
    let restored = coder.decode(snapshot)
    precondition(
      restored.state.map { Array($0.path) } == Array(screens.dropLast())
        && !restored.report.isClean && Self.leftOut(restored.report) == 1,
      "Shape 12: the snapshot does not restore the \(length - 1) screens below its top.")
  }

  func step() {
    let restored = coder.decode(snapshot)
    total &+= (restored.state?.path.count ?? 0) + Self.leftOut(restored.report)
  }

  var checksum: Int { total }

  /// The number of stack elements `report` leaves out.
  static func leftOut(_ report: RestorationReport) -> Int {
    report.problems.reduce(0) { total, problem in
      guard case let .leftOut(loss) = problem,
        case let .stackElements(_, count?) = loss.kind
      else { return total }
      return total + count
    }
  }
}

/// The hand-written counterpart of shape 12: the valid plain array of the same screens, decoded
/// by `JSONDecoder`, which has no partial result to offer when a screen does not decode.
@MainActor
final class BaselineRestorePrefixDriver: Driver {
  let data: Data
  var total = 0

  init(length: Int) {
    let path = SnapshotScreen.path(count: length)
    guard let data = try? BaselineSnapshots.encode(path) else {
      preconditionFailure("Shape 12: the array does not encode.")
    }
    self.data = data
    precondition(
      BaselineSnapshots.decode(data) == path, "Shape 12: the array does not decode to its screens.")
  }

  func step() {
    total &+= BaselineSnapshots.decode(data)?.count ?? 0
  }

  var checksum: Int { total }
}
