/// The state of a split view: a sidebar, an optional content column and a detail column that
/// holds a stack, with the columns' visibility. What `NavigationSplitView` shows.
///
/// A three-column split view selects in the sidebar, then in the content column, and shows the
/// selection's detail with a stack of screens pushed on it; a two-column one has no content
/// column (`Content` is `Never`, see ``TwoColumnSplitViewState``):
///
/// ```swift
/// var split = SplitViewState<Category, Recipe.ID, RecipeDetail>()
/// split.sidebarSelection = .dessert
/// split.contentSelection = applePie.id
/// split.detail.append(.related(crumble.id))
/// ```
///
/// In a compact width the columns collapse into one stack, which ``collapsed()`` computes:
/// the sidebar's selection, then the content's, then the detail stack. ``init(expanding:)`` gives
/// the columns back from that stack, so that narrowing and widening a window keeps the place:
///
/// ```swift
/// let compact = split.collapsed()      // [sidebar(.dessert), content(applePie.id), detail(…)]
/// SplitViewState(expanding: compact) == split  // true
/// ```
public struct SplitViewState<Sidebar: Hashable, Content: Hashable, Detail> {
  /// What the sidebar selects; `nil` when nothing is selected.
  public var sidebarSelection: Sidebar? {
    didSet {
      if sidebarSelection != oldValue { sidebarID = sidebarSelection.map { _ in Self.newID() } }
    }
  }
  /// What the content column selects; `nil` when nothing is, and always in two columns.
  public var contentSelection: Content? {
    didSet {
      if contentSelection != oldValue { contentID = contentSelection.map { _ in Self.newID() } }
    }
  }
  /// The stack of screens the detail column shows over the selection's detail.
  public var detail: StackState<Detail>
  /// Which columns show when the width allows several.
  public var columnVisibility: SplitViewColumnVisibility
  /// The column a compact width shows first, when nothing is selected above it.
  public var preferredCompactColumn: SplitViewColumn
  /// The IDs the selections have as elements of the collapsed stack, drawn when they are
  /// selected, so that collapsing gives the same stack every time. Not compared or hashed.
  @usableFromInline var sidebarID: StackElementID?
  @usableFromInline var contentID: StackElementID?

  /// Creates a split view's state.
  ///
  /// - Parameters:
  ///   - sidebarSelection: What the sidebar selects.
  ///   - contentSelection: What the content column selects.
  ///   - detail: The detail column's stack.
  ///   - columnVisibility: Which columns show.
  ///   - preferredCompactColumn: The column a compact width shows first.
  public init(
    sidebarSelection: Sidebar? = nil,
    contentSelection: Content? = nil,
    detail: StackState<Detail> = [],
    columnVisibility: SplitViewColumnVisibility = .automatic,
    preferredCompactColumn: SplitViewColumn = .sidebar
  ) {
    self.sidebarSelection = sidebarSelection
    self.contentSelection = contentSelection
    self.sidebarID = sidebarSelection.map { _ in Self.newID() }
    self.contentID = contentSelection.map { _ in Self.newID() }
    self.detail = detail
    self.columnVisibility = columnVisibility
    self.preferredCompactColumn = preferredCompactColumn
  }

  /// Whether the state is one a split view can show: a content selection only under a sidebar
  /// selection, and a detail stack only under the selection it details.
  public var isValid: Bool {
    if contentSelection != nil, sidebarSelection == nil { return false }
    let detailed = Content.self == Never.self ? sidebarSelection != nil : contentSelection != nil
    if !detail.isEmpty, !detailed { return false }
    return true
  }
}

extension SplitViewState {
  /// An ID for a selection's element of the collapsed stack, from the stack ID generator.
  static func newID() -> StackElementID {
    StackElementIDGenerator.current.next()
  }
}

/// A split view of two columns: a sidebar and a detail column with a stack.
public typealias TwoColumnSplitViewState<Sidebar: Hashable, Detail> =
  SplitViewState<Sidebar, Never, Detail>

/// Which columns of a split view show: SwiftUI's `NavigationSplitViewVisibility`.
public enum SplitViewColumnVisibility: String, Codable, Hashable, Sendable, CaseIterable {
  /// The system's choice for the width.
  case automatic
  /// Every column.
  case all
  /// The content and detail columns of three; the sidebar and detail of two.
  case doubleColumn
  /// The detail column only.
  case detailOnly
}

/// A column of a split view: SwiftUI's `NavigationSplitViewColumn`.
public enum SplitViewColumn: String, Codable, Hashable, Sendable, CaseIterable {
  /// The leading column, which selects what the others show.
  case sidebar
  /// The middle column of a three-column split view.
  case content
  /// The trailing column, which holds the detail stack.
  case detail
}

extension SplitViewState: Equatable where Detail: Equatable {
  /// Whether two states select the same, show the same detail stack and the same columns.
  ///
  /// The IDs the selections take in ``collapsed()`` are not compared: two equal states may
  /// collapse to stacks whose selection elements have other IDs.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.sidebarSelection == rhs.sidebarSelection && lhs.contentSelection == rhs.contentSelection
      && lhs.detail == rhs.detail && lhs.columnVisibility == rhs.columnVisibility
      && lhs.preferredCompactColumn == rhs.preferredCompactColumn
  }
}

extension SplitViewState: Hashable where Detail: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(sidebarSelection)
    hasher.combine(contentSelection)
    hasher.combine(detail)
    hasher.combine(columnVisibility)
    hasher.combine(preferredCompactColumn)
  }
}
extension SplitViewState: Sendable where Sidebar: Sendable, Content: Sendable, Detail: Sendable {}

extension SplitViewState {
  /// Selects in the sidebar; a new selection clears the content selection and the detail stack,
  /// which belonged to the one before.
  ///
  /// Call it in the reducer that integrates the detail stack (`forEach(\.split.detail, …)`), so
  /// that the screens it clears end with their effects.
  ///
  /// - Parameter selection: The new selection, or `nil`.
  public mutating func selectSidebar(_ selection: Sidebar?) {
    guard selection != sidebarSelection else { return }
    sidebarSelection = selection
    contentSelection = nil
    detail.removeAll()
  }

  /// Selects in the content column; a new selection clears the detail stack.
  ///
  /// - Parameter selection: The new selection, or `nil`.
  public mutating func selectContent(_ selection: Content?) {
    guard selection != contentSelection else { return }
    contentSelection = selection
    detail.removeAll()
  }
}

extension SplitViewState: Codable where Sidebar: Codable, Content: Codable, Detail: Codable {
  private enum CodingKeys: String, CodingKey {
    case sidebarSelection, contentSelection, detail, columnVisibility, preferredCompactColumn
    case sidebarID, contentID
  }

  /// Decodes a split view, keeping its selections' IDs when they are sound: an ID missing, or
  /// one that another element of the collapsed stack has, is drawn anew. The ID generator moves
  /// past the IDs kept, as it does for a stack's.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      detail: try container.decodeIfPresent(StackState<Detail>.self, forKey: .detail) ?? [],
      columnVisibility: try container.decodeIfPresent(
        SplitViewColumnVisibility.self, forKey: .columnVisibility) ?? .automatic,
      preferredCompactColumn: try container.decodeIfPresent(
        SplitViewColumn.self, forKey: .preferredCompactColumn) ?? .sidebar)
    var taken = Set(detail.elementIDs)
    func id(_ key: CodingKeys, present: Bool) throws -> StackElementID? {
      guard present else { return nil }
      if let id = try container.decodeIfPresent(StackElementID.self, forKey: key),
        !taken.contains(id), id.rawValue >= 0
      {
        StackElementIDGenerator.current.skip(past: id)
        taken.insert(id)
        return id
      }
      let id = Self.newID()
      taken.insert(id)
      return id
    }
    let sidebar = try container.decodeIfPresent(Sidebar.self, forKey: .sidebarSelection)
    let content = try container.decodeIfPresent(Content.self, forKey: .contentSelection)
    sidebarSelection = sidebar
    contentSelection = content
    // The IDs their observers may have drawn are replaced by the saved ones.
    sidebarID = try id(.sidebarID, present: sidebar != nil)
    contentID = try id(.contentID, present: content != nil)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(sidebarSelection, forKey: .sidebarSelection)
    try container.encodeIfPresent(contentSelection, forKey: .contentSelection)
    try container.encode(detail, forKey: .detail)
    try container.encode(columnVisibility, forKey: .columnVisibility)
    try container.encode(preferredCompactColumn, forKey: .preferredCompactColumn)
    try container.encodeIfPresent(sidebarID, forKey: .sidebarID)
    try container.encodeIfPresent(contentID, forKey: .contentID)
  }
}
