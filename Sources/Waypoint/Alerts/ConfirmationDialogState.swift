/// A confirmation dialog (action sheet) described as a value.
///
/// ```swift
/// state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
///   TextState("Delete Widget?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// }
/// ```
///
/// Like ``AlertState``, a dialog dismisses itself after any of its buttons is tapped.
public struct ConfirmationDialogState<Action> {
  /// Whether the title is shown.
  public var titleVisibility: ConfirmationDialogStateTitleVisibility

  /// The dialog's title.
  public var title: TextState

  /// The dialog's message, if any.
  public var message: TextState?

  /// The dialog's buttons.
  public var buttons: [ButtonState<Action>]

  /// Creates a dialog.
  ///
  /// - Parameters:
  ///   - titleVisibility: Whether the title is shown.
  ///   - title: The title.
  ///   - actions: The buttons.
  ///   - message: The message.
  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.titleVisibility = titleVisibility
    self.title = title()
    self.buttons = actions()
    self.message = message?()
  }

  /// Creates a dialog from its parts.
  ///
  /// - Parameters:
  ///   - titleVisibility: Whether the title is shown.
  ///   - title: The title.
  ///   - message: The message.
  ///   - buttons: The buttons.
  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic,
    title: TextState,
    message: TextState? = nil,
    buttons: [ButtonState<Action>] = []
  ) {
    self.titleVisibility = titleVisibility
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// Transforms the actions of every button.
  ///
  /// - Parameter transform: A function from this dialog's action to another.
  /// - Returns: The same dialog sending transformed actions.
  public func map<NewAction>(
    _ transform: (Action) -> NewAction
  ) -> ConfirmationDialogState<NewAction> {
    ConfirmationDialogState<NewAction>(
      titleVisibility: titleVisibility,
      title: title,
      message: message,
      buttons: buttons.map { $0.map(transform) }
    )
  }
}

/// Whether a confirmation dialog shows its title.
public enum ConfirmationDialogStateTitleVisibility: String, Hashable, Sendable, Codable {
  /// The platform decides.
  case automatic
  /// The title is hidden.
  case hidden
  /// The title is shown.
  case visible
}

extension ConfirmationDialogState: Equatable where Action: Equatable {}
extension ConfirmationDialogState: Hashable where Action: Hashable {}
extension ConfirmationDialogState: Sendable where Action: Sendable {}
extension ConfirmationDialogState: Encodable where Action: Encodable {}
extension ConfirmationDialogState: Decodable where Action: Decodable {}
extension ConfirmationDialogState: EphemeralState {}
