import Waypoint

/// What the sidebar of shape 15's split view selects: a mailbox.
public enum SplitMailbox: Hashable, Sendable {
  case inbox
  case drafts
  case archive
}

/// A screen of the detail stack of shape 15's split view: a message, or a message it links to.
public struct SplitDetailScreen: Equatable, Sendable {
  public var id: Int
  public var subject: String

  public init(id: Int) {
    self.id = id
    self.subject = "Message \(id)"
  }

  /// `count` screens, bottom first, their IDs counting up from 0.
  public static func stack(count: Int) -> [SplitDetailScreen] {
    (0..<count).map(SplitDetailScreen.init(id:))
  }
}

/// The split view of shape 15, in three columns: a mailbox in the sidebar, a message's ID in the
/// content column, and the detail column's stack of ``SplitDetailScreen``s.
public typealias MailSplitViewState = SplitViewState<SplitMailbox, Int, SplitDetailScreen>

extension MailSplitViewState {
  /// The message the content column of shape 15's split view selects.
  public static var selectedMessage: Int { 42 }

  /// A split view selecting ``SplitMailbox/inbox`` and ``selectedMessage``, with a detail stack of
  /// `depth` screens and every column showing: what a wide window shows before it narrows.
  public static func mail(depth: Int) -> Self {
    SplitViewState(
      sidebarSelection: .inbox,
      contentSelection: selectedMessage,
      detail: StackState(SplitDetailScreen.stack(count: depth)),
      columnVisibility: .all,
      preferredCompactColumn: .detail
    )
  }
}
