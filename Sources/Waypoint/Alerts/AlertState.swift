/// An alert described as a value: present it by setting presentation state to it.
///
/// ```swift
/// state.alert = AlertState {
///   TextState("Delete?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// } message: {
///   TextState("This cannot be undone.")
/// }
/// ```
///
/// Presented with `.ifLet(\.$alert, action: \.alert)`, an alert dismisses itself after any of its
/// buttons is tapped: its state is set to `nil` once the button's action has been handled.
public struct AlertState<Action> {
  /// The alert's title.
  public var title: TextState

  /// The alert's message, if any.
  public var message: TextState?

  /// The alert's buttons. An alert with none shows a single OK button that only dismisses.
  public var buttons: [ButtonState<Action>]

  /// Creates an alert.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - actions: The buttons.
  ///   - message: The message.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.title = title()
    self.buttons = actions()
    self.message = message?()
  }

  /// Creates an alert from its parts.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The message.
  ///   - buttons: The buttons.
  public init(title: TextState, message: TextState? = nil, buttons: [ButtonState<Action>] = []) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// Transforms the actions of every button.
  ///
  /// - Parameter transform: A function from this alert's action to another.
  /// - Returns: The same alert sending transformed actions.
  public func map<NewAction>(_ transform: (Action) -> NewAction) -> AlertState<NewAction> {
    AlertState<NewAction>(
      title: title, message: message, buttons: buttons.map { $0.map(transform) })
  }
}

extension AlertState: Equatable where Action: Equatable {}
extension AlertState: Hashable where Action: Hashable {}
extension AlertState: Sendable where Action: Sendable {}
extension AlertState: Encodable where Action: Encodable {}
extension AlertState: Decodable where Action: Decodable {}
extension AlertState: EphemeralState {}
