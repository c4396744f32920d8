#if canImport(SwiftUI)
  import SwiftUI
  import Waypoint

  @MainActor
  extension View {
    /// Shows an alert while the binding holds the store of one.
    ///
    /// ```swift
    /// .alert($store.scope(state: \.alert, action: \.alert))
    /// ```
    ///
    /// A button sends its action to the alert's store (`Store.tap(_:)`); the
    /// presentation's reducer then dismisses the alert, and SwiftUI's write of the binding that
    /// follows sends nothing. A button without an action dismisses through that write.
    ///
    /// - Parameter item: A binding of the alert's store.
    /// - Returns: A view that shows the alert.
    public func alert<Action>(_ item: Binding<Store<AlertState<Action>, Action>?>) -> some View {
      let store = item.wrappedValue
      let alert = store?.withState { $0 }
      return self.alert(
        Text(alert?.title ?? ""),
        isPresented: item.isPresent(),
        presenting: alert,
        actions: { alert in alertButtons(alert.buttons) { store?.tap(alert.buttons[$0]) } },
        message: { alert in alert.message.map(Text.init) }
      )
    }

    /// Shows a confirmation dialog while the binding holds the store of one.
    ///
    /// ```swift
    /// .confirmationDialog($store.scope(state: \.dialog, action: \.dialog))
    /// ```
    ///
    /// - Parameter item: A binding of the dialog's store.
    /// - Returns: A view that shows the dialog.
    public func confirmationDialog<Action>(
      _ item: Binding<Store<ConfirmationDialogState<Action>, Action>?>
    ) -> some View {
      let store = item.wrappedValue
      let dialog = store?.withState { $0 }
      return confirmationDialog(
        Text(dialog?.title ?? ""),
        isPresented: item.isPresent(),
        titleVisibility: Visibility(dialog?.titleVisibility ?? .automatic),
        presenting: dialog,
        actions: { dialog in alertButtons(dialog.buttons) { store?.tap(dialog.buttons[$0]) } },
        message: { dialog in dialog.message.map(Text.init) }
      )
    }
  }

  /// The buttons of an alert or a dialog, of a store or of a node: each taps its index.
  @MainActor @ViewBuilder
  package func alertButtons<Action>(
    _ buttons: [ButtonState<Action>], tap: @escaping @MainActor (Int) -> Void
  ) -> some View {
    ForEach(Array(buttons.enumerated()), id: \.offset) { index, button in
      Button(role: ButtonRole(button.role)) {
        tap(index)
      } label: {
        Text(button.label)
      }
    }
  }

  extension Binding {
    /// Whether the optional value is there; writing `false` writes `nil`.
    fileprivate func isPresent<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
      // A binding is read and written on the main actor, where this one is made.
      nonisolated(unsafe) let binding = self
      return Binding<Bool>(
        get: { binding.wrappedValue != nil },
        set: { if !$0 { binding.wrappedValue = nil } }
      )
    }
  }

  extension Text {
    /// Text that shows a text state.
    ///
    /// - Parameter state: The text.
    public init(_ state: TextState) {
      self.init(verbatim: state.string)
    }
  }

  extension ButtonRole {
    /// The role of a button state, or `nil` for a plain button.
    fileprivate init?(_ role: ButtonStateRole?) {
      switch role {
      case .cancel: self = .cancel
      case .destructive: self = .destructive
      case nil: return nil
      }
    }
  }

  extension Visibility {
    /// The visibility of a dialog's title.
    fileprivate init(_ visibility: ConfirmationDialogStateTitleVisibility) {
      switch visibility {
      case .automatic: self = .automatic
      case .visible: self = .visible
      case .hidden: self = .hidden
      }
    }
  }
#endif
