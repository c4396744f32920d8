/// A store is identified by itself: a presented child keeps its store while something is
/// presented there, so SwiftUI's `sheet(item:)`, `fullScreenCover(item:)`, `popover(item:)` and
/// `navigationDestination(item:)` take a binding of an optional store as they are.
///
/// > Important: A presentation replaced by another in one change (`.edit(A)` to `.edit(B)`)
/// > keeps its store, so SwiftUI keeps the sheet up and shows B in it. Dismiss, then present,
/// > for a new sheet. `store.id` is the store's identity: read a state's `id` as
/// > `store.state.id`.
extension Store: Identifiable {}

/// Stores are equal when they are the same store: `navigationDestination(item:)` takes a
/// binding of an optional store, and SwiftUI tells presentations apart by this.
extension Store: Hashable {
  public nonisolated static func == (lhs: Store, rhs: Store) -> Bool {
    lhs === rhs
  }

  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

extension Store {
  /// What a button of the alert this store shows does: sends the button's action, after which
  /// the presentation's reducer dismisses the alert. A button without an action sends nothing:
  /// SwiftUI's write of the alert's binding dismisses it.
  ///
  /// - Parameter button: The tapped button.
  public func tap(_ button: ButtonState<Action>) where State == AlertState<Action> {
    sendButtonAction(button.action)
  }

  /// What a button of the confirmation dialog this store shows does: sends the button's action,
  /// after which the presentation's reducer dismisses the dialog. A button without an action
  /// sends nothing: SwiftUI's write of the dialog's binding dismisses it.
  ///
  /// - Parameter button: The tapped button.
  public func tap(_ button: ButtonState<Action>) where State == ConfirmationDialogState<Action> {
    sendButtonAction(button.action)
  }

  private func sendButtonAction(_ action: Action?) {
    guard let action, isAlive else { return }
    send(action)
  }
}
