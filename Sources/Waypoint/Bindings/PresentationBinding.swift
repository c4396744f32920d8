/// What a presentation shows and what it sends when SwiftUI writes its binding: the logic behind
/// `.sheet(item:)`, `.fullScreenCover(item:)`, `.popover(item:)`,
/// `.navigationDestination(item:)`, `.alert` and `.confirmationDialog` for a store.
///
/// Read one from the parent's store each time a view's body runs, and hand SwiftUI a binding
/// made of ``presented`` and ``write(_:)``:
///
/// ```swift
/// let sheet = store.presentation(state: \.addItem, action: \.addItem)
/// sheet.presented   // the child's store while the sheet is shown, or nil
/// sheet.write(nil)  // the sheet was swiped away: sends .addItem(.dismiss)
/// ```
///
/// A write of `nil` dismisses only the presentation this value was read with. SwiftUI often
/// writes after the state has moved on: an alert's button already dismissed the alert, or the
/// sheet was replaced by another. Such a write sends nothing, so the new presentation stays and
/// no action reaches a child that is gone.
@MainActor
public struct PresentationBinding<ChildState, ChildAction> {
  /// The store of the presented child, or `nil` while nothing is presented.
  public let presented: Store<ChildState, ChildAction>?
  /// The child's state when this value was read.
  let shownState: ChildState?
  /// Reads the child's state now.
  let currentState: @MainActor () -> ChildState?
  /// Sends the presentation's `.dismiss`.
  let sendDismiss: @MainActor () -> Void

  /// Whether something is presented: what an `isPresented:` binding reads.
  public var isPresented: Bool { presented != nil }

  /// Whether the presentation this value was read with is still the one presented.
  public var isStillPresented: Bool {
    guard let shownState, let current = currentState() else { return false }
    let kind = IdentityKind(ChildState.self)
    return PresentationIdentity(of: shownState, kind: kind)
      == PresentationIdentity(of: current, kind: kind)
  }

  /// Handles a write from SwiftUI of an `item:` binding: `nil` dismisses, as
  /// ``dismiss()`` does; SwiftUI never writes a store, and such a write is ignored.
  ///
  /// An alert or a confirmation dialog is dismissed on the main actor's next turn: SwiftUI
  /// writes its binding before it runs the tapped button's action, and the action must find
  /// the alert still presented (it then dismisses itself, and the deferred dismissal sends
  /// nothing).
  ///
  /// - Parameter newValue: The value SwiftUI wrote.
  /// - Returns: The deferred dismissal of an alert or a dialog, to await in a test; `nil` when
  ///   the write was handled at once.
  @discardableResult
  public func write(_ newValue: Store<ChildState, ChildAction>?) -> Task<Void, Never>? {
    newValue == nil ? dismissAfterWrite() : nil
  }

  /// Handles a write from SwiftUI of an `isPresented:` binding: `false` dismisses, as
  /// ``dismiss()`` does (an alert's or a dialog's on the main actor's next turn, as
  /// ``write(_:)`` says); `true` is ignored, since only state presents.
  ///
  /// - Parameter isPresented: The value SwiftUI wrote.
  /// - Returns: The deferred dismissal of an alert or a dialog, to await in a test; `nil` when
  ///   the write was handled at once.
  @discardableResult
  public func write(isPresented: Bool) -> Task<Void, Never>? {
    isPresented ? nil : dismissAfterWrite()
  }

  /// Dismisses for a SwiftUI write: now, or for an alert or a dialog, on the next turn.
  private func dismissAfterWrite() -> Task<Void, Never>? {
    guard let shownState, isEphemeral(shownState) else {
      dismiss()
      return nil
    }
    return Task { @MainActor in self.dismiss() }
  }

  /// Sends `.dismiss` if the presentation this value was read with is still presented.
  ///
  /// - Returns: Whether `.dismiss` was sent.
  @discardableResult
  public func dismiss() -> Bool {
    guard isStillPresented else { return false }
    sendDismiss()
    return true
  }
}

extension Store {
  /// Reads a presentation for a SwiftUI binding: its child store, and what a write sends.
  ///
  /// ```swift
  /// .sheet(item: $store.scope(state: \.addItem, action: \.addItem))  // built on this
  /// ```
  ///
  /// - Parameters:
  ///   - toChildState: A key path to the optional child state.
  ///   - toPresentationAction: A case key path to the presentation actions.
  /// - Returns: The presentation as it is now.
  public func presentation<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> PresentationBinding<ChildState, ChildAction> {
    let presented = scope(state: toChildState, action: toPresentationAction)
    let embed = AnyCasePath(toPresentationAction).embed
    return PresentationBinding(
      presented: presented,
      shownState: presented?.withState { $0 },
      currentState: { [weak self] in self?.withState { $0[keyPath: toChildState] } },
      sendDismiss: { [weak self] in self?.send(embed(.dismiss)) }
    )
  }

  /// Reads the presentation of a store scoped to `@Presents` state and its presentation actions,
  /// as `store.scope(state: \.$addItem, action: \.addItem)` gives.
  ///
  /// - Returns: The presentation as it is now.
  public func presentation<ChildState, ChildAction>() -> PresentationBinding<
    ChildState, ChildAction
  > where State == Presents<ChildState>, Action == PresentationAction<ChildAction> {
    let presented = scope(state: \.wrappedValue, action: \.presented)
    return PresentationBinding(
      presented: presented,
      shownState: presented?.withState { $0 },
      currentState: { [weak self] in self?.withState { $0.wrappedValue } },
      sendDismiss: { [weak self] in self?.send(.dismiss) }
    )
  }
}

extension PresentationBinding where ChildState == AlertState<ChildAction> {
  /// What an alert's button does: sends the button's action, which the presentation's reducer
  /// handles and then dismisses the alert (alerts dismiss themselves after any button); a
  /// button without an action just dismisses.
  ///
  /// - Parameter button: The tapped button.
  public func tap(_ button: ButtonState<ChildAction>) {
    tapButton(action: button.action)
  }
}

extension PresentationBinding where ChildState == ConfirmationDialogState<ChildAction> {
  /// What a confirmation dialog's button does: sends the button's action, which the
  /// presentation's reducer handles and then dismisses the dialog; a button without an action
  /// just dismisses.
  ///
  /// - Parameter button: The tapped button.
  public func tap(_ button: ButtonState<ChildAction>) {
    tapButton(action: button.action)
  }
}

extension PresentationBinding {
  fileprivate func tapButton(action: ChildAction?) {
    guard isStillPresented else { return }
    if let action, let presented {
      presented.send(action)
    } else {
      sendDismiss()
    }
  }
}
