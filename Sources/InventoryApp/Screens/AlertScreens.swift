import Waypoint

/// Screens for alerts and confirmation dialogs: boxes whose entries are their buttons.
enum AlertScreens {
  /// The screen of an alert.
  static func alert<Action>(
    _ alert: AlertState<Action>,
    id: String,
    send: @escaping (Action) -> AppFeature.Action,
    dismiss: AppFeature.Action
  ) -> Screen {
    var screen = Screen(
      id: id, title: alert.title.string, presentation: .alert, back: dismiss)
    screen.lines = alert.message.map { [$0.string] } ?? []
    screen.entries = entries(alert.buttons, send: send, dismiss: dismiss)
    if screen.entries.isEmpty {
      screen.entries = [Screen.Entry("OK", action: dismiss)]
    }
    screen.initialSelection = safeSelection(screen.entries)
    return screen
  }

  /// The screen of a confirmation dialog.
  static func dialog<Action>(
    _ dialog: ConfirmationDialogState<Action>,
    id: String,
    send: @escaping (Action) -> AppFeature.Action,
    dismiss: AppFeature.Action
  ) -> Screen {
    let title = dialog.titleVisibility == .hidden ? "Confirm" : dialog.title.string
    var screen = Screen(id: id, title: title, presentation: .dialog, back: dismiss)
    screen.lines = dialog.message.map { [$0.string] } ?? []
    screen.entries = entries(dialog.buttons, send: send, dismiss: dismiss)
    if !screen.entries.contains(where: { $0.role == .cancel }) {
      screen.entries.append(Screen.Entry("Cancel", role: .cancel, action: dismiss))
    }
    screen.initialSelection = safeSelection(screen.entries)
    return screen
  }

  /// Where the highlight starts: on the Cancel button when a button is destructive and there is
  /// a Cancel button, as platform dialogs do, so that Enter does not destroy by default;
  /// otherwise on the first button. (A dialog always has a Cancel button.)
  static func safeSelection(_ entries: [Screen.Entry]) -> Int {
    guard entries.contains(where: { $0.role == .destructive }) else { return 0 }
    return entries.firstIndex { $0.role == .cancel } ?? 0
  }

  private static func entries<Action>(
    _ buttons: [ButtonState<Action>],
    send: (Action) -> AppFeature.Action,
    dismiss: AppFeature.Action
  ) -> [Screen.Entry] {
    buttons.map { button in
      Screen.Entry(
        button.label.string,
        role: button.role,
        action: button.action.map(send) ?? dismiss
      )
    }
  }
}
