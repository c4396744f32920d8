/// The node an alert is: it shows an `AlertState` and, when a button is tapped, dismisses
/// itself and then hands the button's action to the presenter.
@MainActor
public final class AlertNavigationNode: NavigationNode {
  public let state = NavigationNodeState()

  /// The alert shown, its actions erased.
  public let alert: AlertState<Int>
  private var actions: [() -> Void]

  /// A node showing `alert`; `onAction` receives the action of the tapped button.
  public init<Action>(_ alert: AlertState<Action>, onAction: @escaping (Action) -> Void) {
    let (buttons, actions) = numbered(alert.buttons, onAction: onAction)
    self.alert = AlertState(title: alert.title, message: alert.message, buttons: buttons)
    self.actions = actions
    // What the actions hold is let go when the alert leaves, tapped or not.
    onMessageReceived { [weak self] in if $0 is RemovalNavigationMessage { self?.actions = [] } }
  }

  /// Taps the button at `index` of ``AlertNavigationNode/alert``'s buttons (`nil`: the alert is
  /// dismissed without a button, as a system alert's default button does): the alert is
  /// dismissed, then the button's action goes to `onAction`, which may present something new.
  ///
  /// - Parameter index: The button's position, or `nil`.
  /// - Returns: The error when the alert is not presented or has no such button.
  @discardableResult
  public func tap(_ index: Int?) -> Result<Void, NavigationCommandError> {
    execute(TapButtonCommand(index: index, count: actions.count, actions: actions))
  }
}

/// The node a confirmation dialog is: it shows a `ConfirmationDialogState` and, when a button
/// is tapped, dismisses itself and then hands the button's action to the presenter.
@MainActor
public final class ConfirmationDialogNavigationNode: NavigationNode {
  public let state = NavigationNodeState()

  /// The dialog shown, its actions erased.
  public let dialog: ConfirmationDialogState<Int>
  private var actions: [() -> Void]

  /// A node showing `dialog`; `onAction` receives the action of the tapped button.
  public init<Action>(
    _ dialog: ConfirmationDialogState<Action>, onAction: @escaping (Action) -> Void
  ) {
    let (buttons, actions) = numbered(dialog.buttons, onAction: onAction)
    self.dialog = ConfirmationDialogState(
      titleVisibility: dialog.titleVisibility, title: dialog.title, message: dialog.message,
      buttons: buttons)
    self.actions = actions
    onMessageReceived { [weak self] in if $0 is RemovalNavigationMessage { self?.actions = [] } }
  }

  /// Taps the button at `index` of ``dialog``'s buttons, or cancels with `nil`: the dialog is
  /// dismissed, then the button's action goes to `onAction`, which may present something new.
  ///
  /// - Parameter index: The button's position, or `nil`.
  /// - Returns: The error when the dialog is not presented or has no such button.
  @discardableResult
  public func tap(_ index: Int?) -> Result<Void, NavigationCommandError> {
    execute(TapButtonCommand(index: index, count: actions.count, actions: actions))
  }
}

/// Buttons whose actions are their positions, and what tapping each does.
private func numbered<Action>(
  _ buttons: [ButtonState<Action>], onAction: @escaping (Action) -> Void
) -> (buttons: [ButtonState<Int>], actions: [() -> Void]) {
  let actions: [() -> Void] = buttons.map { button in
    let action = button.action
    return { if let action { onAction(action) } }
  }
  let numbered = buttons.enumerated().map { index, button in
    ButtonState(role: button.role, action: index) { button.label }
  }
  return (numbered, actions)
}

/// Dismisses an alert or dialog node, then runs the tapped button's action (held until then,
/// since the dismissal lets go of the node's actions).
struct TapButtonCommand: NavigationCommand {
  let index: Int?
  let count: Int
  let actions: [() -> Void]

  var name: String { "tap" }

  func refusal(on node: any NavigationNode) -> NavigationCommandRefusal? {
    if let index, !actions.indices.contains(index) {
      return .misuse("there is no button \(index); the buttons are 0..<\(count)")
    }
    guard node.isPresented else { return .notApplicable("\(node.debugName) is not presented") }
    return nil
  }

  func execute(on node: any NavigationNode) {
    if let presenter = node.parent { node.endPresentation(of: presenter) }
    if let index { actions[index]() }
  }
}
