/// A split view collapsed to the single stack a compact width shows: the sidebar's selection,
/// then the content's, then the detail stack, with the columns' settings kept for when it
/// expands again.
///
/// ``SplitViewState/collapsed()`` makes one, and ``SplitViewState/init(expanding:)`` gives the
/// columns back, so narrowing a window and widening it again keeps the place:
///
/// ```swift
/// var split = SplitViewState<String, Int, String>()
/// split.selectSidebar("Inbox")
/// split.selectContent(42)
/// split.detail.append("Attachment")
///
/// let compact = split.collapsed()
/// Array(compact.path)  // [.sidebar("Inbox"), .content(42), .detail("Attachment")]
/// SplitViewState(expanding: compact) == split  // true
/// ```
public struct CollapsedSplitView<Sidebar: Hashable, Content: Hashable, Detail> {
  /// The stack: what the sidebar selects, what the content column selects, and the detail
  /// column's screens, bottom first.
  public var path: StackState<CollapsedSplitViewColumn<Sidebar, Content, Detail>>
  /// Which columns show once the width allows several again.
  public var columnVisibility: SplitViewColumnVisibility
  /// The column a compact width shows first.
  public var preferredCompactColumn: SplitViewColumn

  /// Creates a collapsed split view.
  ///
  /// - Parameters:
  ///   - path: The stack.
  ///   - columnVisibility: Which columns show once the width allows several.
  ///   - preferredCompactColumn: The column a compact width shows first.
  public init(
    path: StackState<CollapsedSplitViewColumn<Sidebar, Content, Detail>>,
    columnVisibility: SplitViewColumnVisibility = .automatic,
    preferredCompactColumn: SplitViewColumn = .sidebar
  ) {
    self.path = path
    self.columnVisibility = columnVisibility
    self.preferredCompactColumn = preferredCompactColumn
  }
}

/// An element of a collapsed split view's stack: the screen a column's selection shows.
public enum CollapsedSplitViewColumn<Sidebar, Content, Detail> {
  /// The sidebar's selection: the screen that lists its content (or shows its detail, in two
  /// columns).
  case sidebar(Sidebar)
  /// The content column's selection: the screen of its detail.
  case content(Content)
  /// A screen of the detail column's stack.
  case detail(Detail)
}

extension SplitViewState {
  /// The single stack a compact width shows: the sidebar's selection, then the content's, then
  /// the detail stack, each with its ID.
  ///
  /// ```swift
  /// split.collapsed().path  // [#3: .sidebar(.dessert), #4: .content(applePie.id), #0: .detail(…)]
  /// ```
  ///
  /// The inverse of ``init(expanding:)`` for every valid state (``isValid``).
  ///
  /// - Complexity: O(*n*), *n* being the detail stack's depth.
  @inlinable
  public func collapsed() -> CollapsedSplitView<Sidebar, Content, Detail> {
    let head = (sidebarSelection != nil ? 1 : 0) + (contentSelection != nil ? 1 : 0)
    var ids: [StackElementID] = []
    var elements: [CollapsedSplitViewColumn<Sidebar, Content, Detail>] = []
    ids.reserveCapacity(head + detail.count)
    elements.reserveCapacity(head + detail.count)
    // A selection's ID is used unless the detail stack has it too (the state was built under
    // another ID generator) or it is missing; then one past every ID in the stack stands in.
    var next = (detail.elementIDs.map(\.rawValue).max() ?? -1) + 1
    func usable(_ id: StackElementID?) -> StackElementID {
      if let id, detail.index(id: id) == nil, !ids.contains(id) { return id }
      defer { next += 1 }
      return StackElementID(rawValue: max(next, (ids.map(\.rawValue).max() ?? -1) + 1))
    }
    if let sidebarSelection {
      ids.append(usable(sidebarID))
      elements.append(.sidebar(sidebarSelection))
    }
    if let contentSelection {
      ids.append(usable(contentID))
      elements.append(.content(contentSelection))
    }
    ids.append(contentsOf: detail.elementIDs)
    for element in detail.elements { elements.append(.detail(element)) }
    return CollapsedSplitView(
      path: StackState(ids: ids, elements: elements), columnVisibility: columnVisibility,
      preferredCompactColumn: preferredCompactColumn)
  }

  /// The columns of a collapsed split view: the state a wider width shows.
  ///
  /// The stack's first element, when it is a sidebar selection, selects in the sidebar; the
  /// next, when it is a content selection, in the content column; the detail elements after
  /// them make the detail stack, with their IDs. The inverse of ``collapsed()`` for every stack
  /// in that order. A stack out of that order keeps its part from the bottom that is in order:
  /// the expansion stops at the first element that cannot stand where it is (a selection above
  /// a detail, a content selection without a sidebar one, a detail without the selection it
  /// details), so the result is always ``SplitViewState/isValid``.
  ///
  /// - Parameter collapsed: The collapsed split view.
  /// - Complexity: O(*n*), *n* being the stack's depth.
  @inlinable
  public init(expanding collapsed: CollapsedSplitView<Sidebar, Content, Detail>) {
    self.init(
      columnVisibility: collapsed.columnVisibility,
      preferredCompactColumn: collapsed.preferredCompactColumn)
    let path = collapsed.path
    let count = path.count
    var position = 0
    if position < count, case .sidebar(let selection) = path.element(at: position) {
      sidebarSelection = selection
      sidebarID = path.id(at: position)
      position += 1
    }
    if sidebarSelection != nil, position < count,
      case .content(let selection) = path.element(at: position)
    {
      contentSelection = selection
      contentID = path.id(at: position)
      position += 1
    }
    var ids: [StackElementID] = []
    var elements: [Detail] = []
    // A detail stands only over the selection it details.
    let detailed = Content.self == Never.self ? sidebarSelection != nil : contentSelection != nil
    if detailed {
      ids.reserveCapacity(count - position)
      elements.reserveCapacity(count - position)
      while position < count, case .detail(let element) = path.element(at: position) {
        ids.append(path.id(at: position))
        elements.append(element)
        position += 1
      }
    }
    detail = StackState(ids: ids, elements: elements)
  }
}

extension CollapsedSplitView: Equatable where Detail: Equatable {}
extension CollapsedSplitView: Hashable where Detail: Hashable {}
extension CollapsedSplitView: Sendable
where Sidebar: Sendable, Content: Sendable, Detail: Sendable {}
extension CollapsedSplitViewColumn: Equatable
where Sidebar: Equatable, Content: Equatable, Detail: Equatable {}
extension CollapsedSplitViewColumn: Hashable
where Sidebar: Hashable, Content: Hashable, Detail: Hashable {}
extension CollapsedSplitViewColumn: Sendable
where Sidebar: Sendable, Content: Sendable, Detail: Sendable {}
extension CollapsedSplitViewColumn: Codable
where Sidebar: Codable, Content: Codable, Detail: Codable {}
