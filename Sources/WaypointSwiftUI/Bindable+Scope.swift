#if canImport(SwiftUI)
  import SwiftUI
  import Waypoint

  @MainActor
  extension Bindable {
    /// A binding of a stack's store, for `NavigationStack(path:root:destination:)`.
    ///
    /// ```swift
    /// NavigationStack(path: $store.scope(state: \.path, action: \.path)) { … } destination: { … }
    /// ```
    ///
    /// - Parameters:
    ///   - toStack: A key path to the stack.
    ///   - toStackAction: A case key path to the stack's actions.
    /// - Returns: A binding of the stack's store; the stack's path binding writes through it.
    public func scope<State, Action, ElementState, ElementAction>(
      state toStack: KeyPath<State, StackState<ElementState>>,
      action toStackAction: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
    where Value == Store<State, Action> {
      let store = wrappedValue
      let stack = store.scope(state: toStack, action: toStackAction)
      return Binding(get: { stack }, set: { _ in })
    }

    /// A binding of a presented child's store, `nil` while nothing is presented: for
    /// `.sheet(item:)`, `.fullScreenCover(item:)`, `.popover(item:)`,
    /// `.navigationDestination(item:)`, `.alert(_:)` and `.confirmationDialog(_:)`.
    ///
    /// ```swift
    /// .sheet(item: $store.scope(state: \.destination?.edit, action: \.destination.edit)) {
    ///   EditView(store: $0)
    /// }
    /// ```
    ///
    /// SwiftUI's write of `nil` (a swipe, a tap outside, the system's dismissal) sends the
    /// presentation's `.dismiss`, if the presentation shown is still presented
    /// (`PresentationBinding`).
    ///
    /// - Parameters:
    ///   - toChildState: A key path to the optional child state.
    ///   - toPresentationAction: A case key path to the presentation actions.
    /// - Returns: A binding of the child's store.
    public func scope<State, Action, ChildState, ChildAction>(
      state toChildState: KeyPath<State, ChildState?>,
      action toPresentationAction: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
      let store = wrappedValue
      let shown = store.presentation(state: toChildState, action: toPresentationAction)
      // Key paths are immutable values: safe to read from the main actor the binding runs on.
      nonisolated(unsafe) let toChildState = toChildState
      nonisolated(unsafe) let toPresentationAction = toPresentationAction
      return Binding(
        get: { store.scope(state: toChildState, action: toPresentationAction) },
        set: { shown.write($0) }
      )
    }
  }

  extension Store {
    /// A binding that reads a part of the state and writes by sending the named action: for a
    /// property inside another, such as a split view's column visibility.
    ///
    /// ```swift
    /// NavigationSplitView(
    ///   columnVisibility: store.binding(\.split.columnVisibility, sending: \.visibilityChanged)
    ///     .navigationSplitViewVisibility
    /// ) { … }
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: A key path to the value.
    ///   - toAction: A case key path to the action that carries a new value.
    /// - Returns: The binding.
    public func binding<Value>(
      _ keyPath: KeyPath<State, Value>, sending toAction: CaseKeyPath<Action, Value>
    ) -> Binding<Value> {
      // Unchecked: key paths are immutable values, read only on the main actor the binding runs on.
      nonisolated(unsafe) let keyPath = keyPath
      nonisolated(unsafe) let toAction = toAction
      return Binding(
        get: { self.state[keyPath: keyPath] },
        set: { self.send($0, to: toAction) }
      )
    }
  }
#endif
