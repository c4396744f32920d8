import Waypoint

/// One screen of the terminal interface, derived from a piece of navigation state: what a SwiftUI
/// view would draw for it, and the actions its controls send.
///
/// Screens are built by pure functions of ``AppFeature/State`` (see ``AppScreens``), so the
/// terminal never holds navigation of its own: it draws the screens and sends their actions.
package struct Screen: Sendable {
  /// How a screen is shown.
  package enum Presentation: String, Sendable {
    /// The root of a tab.
    case root
    /// Pushed on a navigation stack.
    case push
    /// A sheet over its parent.
    case sheet
    /// A full-screen cover.
    case cover
    /// An alert.
    case alert
    /// A confirmation dialog.
    case dialog

    /// Whether the screen is presented over its parent rather than replacing it.
    package var isModal: Bool { self != .root && self != .push }
    /// Whether the screen's entries are buttons drawn in a row: an alert's or a dialog's.
    package var hasButtonRow: Bool { self == .alert || self == .dialog }
  }

  /// A stable identity, derived from the screen's place in the state.
  package var id: String
  /// The screen's title: its breadcrumb.
  package var title: String
  /// How the screen is shown.
  package var presentation: Presentation
  /// Text shown above the entries.
  package var lines: [String] = []
  /// What can be chosen on the screen.
  package var entries: [Entry] = []
  /// The entry highlighted when the screen appears: the first, or a destructive dialog's Cancel.
  package var initialSelection = 0
  /// The action that pops or dismisses the screen, `nil` at a tab's root.
  package var back: AppFeature.Action?
  /// The action to send once when the screen appears, as a view's `task` would.
  package var onAppear: AppFeature.Action?
  /// The text field being typed into, if any.
  package var textField: TextField?
  /// What the screen shows, as ``Entry/opens`` names it for the entry that opens it: `item 2`,
  /// `edit`, `movie 1`. `nil` for a tab's root.
  package var subject: String?

  /// Creates a screen.
  ///
  /// - Parameters:
  ///   - id: A stable identity.
  ///   - title: The breadcrumb.
  ///   - presentation: How the screen is shown.
  ///   - back: The action that pops or dismisses the screen.
  package init(id: String, title: String, presentation: Presentation, back: AppFeature.Action?) {
    self.id = id
    self.title = title
    self.presentation = presentation
    self.back = back
  }

  /// The screen's breadcrumb, marked with how it is presented: `[sheet] Edit`.
  package var breadcrumb: String {
    presentation.isModal ? "[\(presentation.rawValue)] \(title)" : title
  }

  /// Something that can be chosen on a screen: a row of a list, a button.
  package struct Entry: Sendable {
    /// The entry's label.
    package var label: String
    /// A key that acts on the entry directly, if any.
    package var key: Character?
    /// The button's role, for alert and dialog buttons.
    package var role: ButtonStateRole?
    /// The action sent when the entry is acted on.
    package var action: AppFeature.Action

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - label: The label.
    ///   - key: A key that acts on it directly.
    ///   - role: The button's role.
    ///   - action: The action it sends.
    package init(
      _ label: String,
      key: Character? = nil,
      role: ButtonStateRole? = nil,
      action: AppFeature.Action
    ) {
      self.label = label
      self.key = key
      self.role = role
      self.action = action
    }
  }

  /// A text field that takes typing while it is focused.
  package struct TextField: Sendable {
    /// The index of the entry that shows the field.
    package var entry: Int
    /// The current text.
    package var text: String
    /// The action that changes the text.
    package var change: @Sendable (String) -> AppFeature.Action
    /// The action that ends typing.
    package var commit: AppFeature.Action
  }
}
