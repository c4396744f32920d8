#if canImport(SwiftUI)
  import SwiftUI
  import Waypoint

  // Presentation modifiers that take a store scoped to `@Presents` state and its presentation
  // actions: `.sheet(store: store.scope(state: \.$addItem, action: \.addItem)) { … }`.

  @MainActor
  extension Store {
    /// The binding a presentation modifier shows from a store of `@Presents` state.
    fileprivate func presentedItem<ChildState, ChildAction>() -> Binding<
      Store<ChildState, ChildAction>?
    > where State == Presents<ChildState>, Action == PresentationAction<ChildAction> {
      let shown = presentation()
      return Binding(get: { self.presentation().presented }, set: { shown.write($0) })
    }
  }

  @MainActor
  extension View {
    /// Presents a sheet while the store's `@Presents` state holds a child.
    ///
    /// ```swift
    /// .sheet(store: store.scope(state: \.$addItem, action: \.addItem)) { store in
    ///   ItemFormView(store: store)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - store: A store of `@Presents` state and its presentation actions.
    ///   - onDismiss: Runs when the sheet is gone.
    ///   - content: The sheet's view, from the child's store.
    /// - Returns: A view that presents the sheet.
    public func sheet<State, Action, Content: View>(
      store: Store<Presents<State>, PresentationAction<Action>>,
      onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (Store<State, Action>) -> Content
    ) -> some View {
      sheet(item: store.presentedItem(), onDismiss: onDismiss, content: content)
    }

    /// Presents a full-screen cover while the store's `@Presents` state holds a child.
    ///
    /// - Parameters:
    ///   - store: A store of `@Presents` state and its presentation actions.
    ///   - onDismiss: Runs when the cover is gone.
    ///   - content: The cover's view, from the child's store.
    /// - Returns: A view that presents the cover.
    @available(macOS, unavailable)
    public func fullScreenCover<State, Action, Content: View>(
      store: Store<Presents<State>, PresentationAction<Action>>,
      onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (Store<State, Action>) -> Content
    ) -> some View {
      fullScreenCover(item: store.presentedItem(), onDismiss: onDismiss, content: content)
    }

    /// Presents a popover while the store's `@Presents` state holds a child.
    ///
    /// - Parameters:
    ///   - store: A store of `@Presents` state and its presentation actions.
    ///   - attachmentAnchor: Where the popover attaches.
    ///   - arrowEdge: Where its arrow points from.
    ///   - content: The popover's view, from the child's store.
    /// - Returns: A view that presents the popover.
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public func popover<State, Action, Content: View>(
      store: Store<Presents<State>, PresentationAction<Action>>,
      attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
      arrowEdge: Edge? = nil,
      @ViewBuilder content: @escaping (Store<State, Action>) -> Content
    ) -> some View {
      popover(
        item: store.presentedItem(), attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge,
        content: content)
    }

    /// Pushes a screen while the store's `@Presents` state holds a child: a drill-down of
    /// tree-based navigation.
    ///
    /// - Parameters:
    ///   - store: A store of `@Presents` state and its presentation actions.
    ///   - destination: The pushed view, from the child's store.
    /// - Returns: A view that pushes the screen.
    public func navigationDestination<State, Action, Destination: View>(
      store: Store<Presents<State>, PresentationAction<Action>>,
      @ViewBuilder destination: @escaping (Store<State, Action>) -> Destination
    ) -> some View {
      navigationDestination(item: store.presentedItem(), destination: destination)
    }

    /// Shows an alert while the store's `@Presents` state holds one.
    ///
    /// ```swift
    /// .alert(store: store.scope(state: \.$alert, action: \.alert))
    /// ```
    ///
    /// A button sends its action; the presentation's reducer then dismisses the alert.
    ///
    /// - Parameter store: A store of `@Presents` alert state and its presentation actions.
    /// - Returns: A view that shows the alert.
    public func alert<Action>(
      store: Store<Presents<AlertState<Action>>, PresentationAction<Action>>
    ) -> some View {
      alert(store.presentedItem())
    }

    /// Shows a confirmation dialog while the store's `@Presents` state holds one.
    ///
    /// - Parameter store: A store of `@Presents` dialog state and its presentation actions.
    /// - Returns: A view that shows the dialog.
    public func confirmationDialog<Action>(
      store: Store<Presents<ConfirmationDialogState<Action>>, PresentationAction<Action>>
    ) -> some View {
      confirmationDialog(store.presentedItem())
    }
  }
#endif
