import Waypoint

/// Shape 15: a three-column split view whose detail stack holds `depth` screens, collapsed into
/// the single stack a compact width shows and expanded back, as narrowing and widening a window
/// does.
///
/// The checksum adds the collapsed stack's count, the expanded detail stack's count and the ID of
/// its top screen: `3 * depth + 1` per step, like the baseline's.
@MainActor
final class SplitViewRoundTripDriver: Driver {
  let state: MailSplitViewState
  var total = 0

  init(depth: Int) {
    state = .mail(depth: depth)
    let collapsed = state.collapsed()
    let expanded = SplitViewState(expanding: collapsed)
    guard case .sidebar(.inbox)? = collapsed.path.first,
      case .content(MailSplitViewState.selectedMessage) = collapsed.path.dropFirst().first
    else {
      preconditionFailure("Shape 15: the collapsed stack does not start with the selections.")
    }
    precondition(
      collapsed.path.count == depth + 2 && expanded == state && expanded.collapsed() == collapsed,
      "Shape 15: expanding the collapsed split view does not give back the split view.")
  }

  func step() {
    let collapsed = state.collapsed()
    let expanded = SplitViewState(expanding: collapsed)
    total &+= collapsed.path.count + expanded.detail.count + (expanded.detail.last?.id ?? 0)
  }

  var checksum: Int { total }
}

/// The hand-written counterpart of shape 15: the same columns in a ``BaselineSplitView``,
/// collapsed into an array of ``BaselineSplitColumn`` with an array of IDs alongside, and back.
@MainActor
final class BaselineSplitViewRoundTripDriver: Driver {
  let model: BaselineSplitView
  var total = 0

  init(depth: Int) {
    model = BaselineSplitView(
      sidebar: .inbox,
      content: MailSplitViewState.selectedMessage,
      detailIDs: Array(0..<depth),
      detail: SplitDetailScreen.stack(count: depth)
    )
    let collapsed = model.collapsed()
    let expanded = BaselineSplitView(expanding: collapsed)
    precondition(
      collapsed.path.count == depth + 2 && collapsed.ids.count == depth + 2
        && collapsed.path.first == .sidebar(.inbox) && expanded == model,
      "Shape 15: expanding the collapsed columns does not give back the columns.")
  }

  func step() {
    let collapsed = model.collapsed()
    let expanded = BaselineSplitView(expanding: collapsed)
    total &+= collapsed.path.count + expanded.detail.count + (expanded.detail.last?.id ?? 0)
  }

  var checksum: Int { total }
}
