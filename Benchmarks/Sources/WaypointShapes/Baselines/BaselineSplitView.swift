/// What an app writes without Waypoint's `SplitViewState`: the columns of shape 15's split view
/// as two optionals and two arrays, collapsed into one stack for a compact width and expanded
/// back by hand.
///
/// A hand-written split view has one sidebar and one content column, so the screens of their
/// selections take fixed IDs in the collapsed stack, below every detail screen's.
public struct BaselineSplitView: Equatable, Sendable {
  /// What the sidebar selects.
  public var sidebar: SplitMailbox?
  /// What the content column selects.
  public var content: Int?
  /// The IDs of the detail stack's screens, bottom first.
  public var detailIDs: [Int]
  /// The detail stack's screens, bottom first, at the positions of their IDs.
  public var detail: [SplitDetailScreen]

  /// The ID of the sidebar selection's screen in the collapsed stack.
  public static let sidebarID = -2
  /// The ID of the content selection's screen in the collapsed stack.
  public static let contentID = -1

  public init(
    sidebar: SplitMailbox? = nil,
    content: Int? = nil,
    detailIDs: [Int] = [],
    detail: [SplitDetailScreen] = []
  ) {
    precondition(detailIDs.count == detail.count, "A detail stack needs one ID per screen.")
    self.sidebar = sidebar
    self.content = content
    self.detailIDs = detailIDs
    self.detail = detail
  }

  /// The single stack a compact width shows: the sidebar's selection, then the content's, then
  /// the detail stack, with an array of IDs alongside.
  public func collapsed() -> BaselineCollapsedSplitView {
    let count = (sidebar != nil ? 1 : 0) + (content != nil ? 1 : 0) + detail.count
    var ids: [Int] = []
    var path: [BaselineSplitColumn] = []
    ids.reserveCapacity(count)
    path.reserveCapacity(count)
    if let sidebar {
      ids.append(Self.sidebarID)
      path.append(.sidebar(sidebar))
    }
    if let content {
      ids.append(Self.contentID)
      path.append(.content(content))
    }
    ids.append(contentsOf: detailIDs)
    for screen in detail { path.append(.detail(screen)) }
    return BaselineCollapsedSplitView(ids: ids, path: path)
  }

  /// The columns of a collapsed stack: a sidebar selection at its bottom, then a content
  /// selection, then the detail screens with their IDs. A screen out of that order is left out.
  public init(expanding collapsed: BaselineCollapsedSplitView) {
    self.init()
    let path = collapsed.path
    var position = 0
    if position < path.count, case .sidebar(let selection) = path[position] {
      sidebar = selection
      position += 1
    }
    if position < path.count, case .content(let selection) = path[position] {
      content = selection
      position += 1
    }
    detailIDs.reserveCapacity(path.count - position)
    detail.reserveCapacity(path.count - position)
    while position < path.count {
      if case .detail(let screen) = path[position] {
        detailIDs.append(collapsed.ids[position])
        detail.append(screen)
      }
      position += 1
    }
  }
}

/// A screen of ``BaselineCollapsedSplitView``: a plain enum of the three columns.
public enum BaselineSplitColumn: Equatable, Sendable {
  case sidebar(SplitMailbox)
  case content(Int)
  case detail(SplitDetailScreen)
}

/// A ``BaselineSplitView`` collapsed to one stack: its screens and their IDs, bottom first.
public struct BaselineCollapsedSplitView: Equatable, Sendable {
  public var ids: [Int]
  public var path: [BaselineSplitColumn]

  public init(ids: [Int], path: [BaselineSplitColumn]) {
    precondition(ids.count == path.count, "A collapsed stack needs one ID per screen.")
    self.ids = ids
    self.path = path
  }
}
