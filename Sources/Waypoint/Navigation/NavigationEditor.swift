/// What a walk that may change the navigation in a state is handed: its stacks, its
/// presentations, its child states and the case of each enum of destinations, in place, in the
/// order and with the names ``NavigationWalker`` sees them.
///
/// The walk is written at compile time by `@ObservableState`, as `_$editNavigation(_:)`, beside
/// the read-only `_$walkNavigation(_:)`. An editor pops a stack or dismisses a presentation by
/// changing the value it is handed, and calls the `element` and `inside` closures to go further
/// in:
///
/// ```swift
/// struct DismissAll: NavigationEditor {
///   mutating func editStack<Element>(
///     _ stack: inout StackState<Element>, label: String,
///     element: (inout Element, inout Self) -> Void
///   ) {}
///   mutating func editPresentation<Value>(
///     _ value: inout Value?, label: String, style: PresentationStyle,
///     inside: (inout Value, inout Self) -> Void
///   ) {
///     value = nil
///   }
///   mutating func editChild<Value>(
///     _ value: inout Value, label: String, inside: (inout Value, inout Self) -> Void
///   ) {
///     inside(&value, &self)
///   }
///   mutating func editCase<Enum, Value>(
///     _ value: inout Value, name: String, index: Int, of enumType: Enum.Type,
///     style: PresentationStyle?, inside: (inout Value, inout Self) -> Void
///   ) {
///     inside(&value, &self)
///   }
/// }
///
/// var editor = DismissAll()
/// state._$editNavigation(&editor)  // every presentation outside the stacks dismissed
/// ```
///
/// The storage is changed directly, as a copy being prepared is: edit a copy of a store's
/// state and hand it back whole, as ``NavigationRoutable/keepingNavigationRoutes(_:)`` does.
public protocol NavigationEditor {
  /// A stack stored under `label`.
  ///
  /// - Parameters:
  ///   - stack: The stack.
  ///   - label: The property's name.
  ///   - element: Edits the navigation inside one of the stack's elements.
  mutating func editStack<Element>(
    _ stack: inout StackState<Element>, label: String,
    element: (inout Element, inout Self) -> Void)

  /// A presentation stored under `label` (a `@Presents` property) that presents a value. An
  /// absent presentation is handed to ``editAbsentPresentation(_:label:style:inside:)``.
  ///
  /// - Parameters:
  ///   - value: What is presented: never `nil` when the editor is called; set it to `nil` to
  ///     dismiss the presentation.
  ///   - label: The property's name.
  ///   - style: How the property presents, as ``NavigationWalker`` is told it.
  ///   - inside: Edits the navigation inside the presented value.
  mutating func editPresentation<Value>(
    _ value: inout Value?, label: String, style: PresentationStyle,
    inside: (inout Value, inout Self) -> Void)

  /// A presentation stored under `label` that presents nothing now: what an editor that opens
  /// screens (a deep link's) fills in. The default leaves it absent.
  ///
  /// - Parameters:
  ///   - value: `nil` when the editor is called; set it to present a value.
  ///   - label: The property's name.
  ///   - style: How the property presents.
  ///   - inside: Edits the navigation inside a value the editor presents.
  mutating func editAbsentPresentation<Value>(
    _ value: inout Value?, label: String, style: PresentationStyle,
    inside: (inout Value, inout Self) -> Void)

  /// A child state stored under `label` that may hold navigation of its own.
  ///
  /// - Parameters:
  ///   - value: The child state.
  ///   - label: The property's name.
  ///   - inside: Edits the navigation inside `value`.
  mutating func editChild<Value>(
    _ value: inout Value, label: String, inside: (inout Value, inout Self) -> Void)

  /// The case of an enum of destinations, with the value it holds.
  ///
  /// - Parameters:
  ///   - value: The case's value.
  ///   - name: The case's name.
  ///   - index: The case's position among the enum's cases.
  ///   - enumType: The enum.
  ///   - style: `.alert` or `.confirmationDialog` for an alert's or a dialog's state; `nil`
  ///     otherwise.
  ///   - inside: Edits the navigation inside `value`.
  mutating func editCase<Enum, Value>(
    _ value: inout Value, name: String, index: Int, of enumType: Enum.Type,
    style: PresentationStyle?, inside: (inout Value, inout Self) -> Void)
}

extension NavigationEditor {
  /// Leaves an absent presentation absent.
  ///
  /// - Parameters:
  ///   - value: `nil`.
  ///   - label: The property's name.
  ///   - style: How the property presents.
  ///   - inside: Not called.
  @inlinable
  public mutating func editAbsentPresentation<Value>(
    _ value: inout Value?, label: String, style: PresentationStyle,
    inside: (inout Value, inout Self) -> Void
  ) {}
}

extension ObservableState {
  /// Hands `editor` no navigation: what a state whose `@ObservableState` found nothing that may
  /// hold navigation does.
  ///
  /// - Parameter editor: The editor.
  @inlinable
  public mutating func _$editNavigation(_ editor: inout some NavigationEditor) {}
}

extension StackState where Element: ObservableState {
  /// Hands `editor` this stack, as though it were stored under an empty label.
  ///
  /// - Parameter editor: The editor.
  @inlinable
  public mutating func editNavigation(_ editor: inout some NavigationEditor) {
    editor._edit(&self, label: "")
  }
}

// The calls `@ObservableState` writes in `_$editNavigation(_:)`, one overload per shape, as for
// `NavigationWalker`'s `_walk`.
extension NavigationEditor {
  /// Hands this editor a stack of observable states, and the navigation inside its elements.
  ///
  /// - Parameters:
  ///   - stack: The stack.
  ///   - label: The property's name.
  @inlinable
  public mutating func _edit<Element: ObservableState>(
    _ stack: inout StackState<Element>, label: String
  ) {
    editStack(&stack, label: label) { element, editor in element._$editNavigation(&editor) }
  }

  /// Hands this editor a stack whose elements hold no navigation it can see.
  ///
  /// - Parameters:
  ///   - stack: The stack.
  ///   - label: The property's name.
  @inlinable
  public mutating func _edit<Element>(_ stack: inout StackState<Element>, label: String) {
    editStack(&stack, label: label) { _, _ in }
  }

  /// Hands this editor a presentation of an observable state, if it presents one.
  ///
  /// - Parameters:
  ///   - presents: The `@Presents` property's wrapper.
  ///   - label: The property's name.
  ///   - style: How it presents.
  @inlinable
  public mutating func _edit<Value: ObservableState>(
    _ presents: inout Presents<Value>, label: String, style: PresentationStyle
  ) {
    let inside: (inout Value, inout Self) -> Void = { value, editor in
      value._$editNavigation(&editor)
    }
    guard presents.wrappedValue != nil else {
      return editAbsentPresentation(
        &presents.wrappedValue, label: label, style: style, inside: inside)
    }
    editPresentation(&presents.wrappedValue, label: label, style: style, inside: inside)
  }

  /// Hands this editor a presentation of a value that holds no navigation it can see.
  ///
  /// - Parameters:
  ///   - presents: The `@Presents` property's wrapper.
  ///   - label: The property's name.
  ///   - style: How it presents.
  @inlinable
  public mutating func _edit<Value>(
    _ presents: inout Presents<Value>, label: String, style: PresentationStyle
  ) {
    guard presents.wrappedValue != nil else {
      return editAbsentPresentation(&presents.wrappedValue, label: label, style: style) { _, _ in }
    }
    editPresentation(&presents.wrappedValue, label: label, style: style) { _, _ in }
  }

  /// Hands this editor an alert, as an alert.
  ///
  /// - Parameters:
  ///   - presents: The `@Presents` property's wrapper.
  ///   - label: The property's name.
  ///   - style: Not read.
  @inlinable
  public mutating func _edit<Action>(
    _ presents: inout Presents<AlertState<Action>>, label: String, style: PresentationStyle
  ) {
    guard presents.wrappedValue != nil else {
      return editAbsentPresentation(&presents.wrappedValue, label: label, style: .alert) { _, _ in }
    }
    editPresentation(&presents.wrappedValue, label: label, style: .alert) { _, _ in }
  }

  /// Hands this editor a confirmation dialog, as a dialog.
  ///
  /// - Parameters:
  ///   - presents: The `@Presents` property's wrapper.
  ///   - label: The property's name.
  ///   - style: Not read.
  @inlinable
  public mutating func _edit<Action>(
    _ presents: inout Presents<ConfirmationDialogState<Action>>, label: String,
    style: PresentationStyle
  ) {
    guard presents.wrappedValue != nil else {
      return editAbsentPresentation(
        &presents.wrappedValue, label: label, style: .confirmationDialog
      ) { _, _ in }
    }
    editPresentation(&presents.wrappedValue, label: label, style: .confirmationDialog) { _, _ in
    }
  }

  /// Hands this editor a child state.
  ///
  /// - Parameters:
  ///   - child: The child state.
  ///   - label: The property's name.
  @inlinable
  public mutating func _edit<Value: ObservableState>(_ child: inout Value, label: String) {
    editChild(&child, label: label) { child, editor in child._$editNavigation(&editor) }
  }

  /// Hands this editor an optional child state, if it holds one.
  ///
  /// - Parameters:
  ///   - child: The optional child state.
  ///   - label: The property's name.
  @inlinable
  public mutating func _edit<Value: ObservableState>(_ child: inout Value?, label: String) {
    guard var value = child else { return }
    child = nil
    editChild(&value, label: label) { child, editor in child._$editNavigation(&editor) }
    child = value
  }

  /// Hands this editor a split view's detail stack.
  ///
  /// - Parameters:
  ///   - splitView: The split view's state.
  ///   - label: The property's name.
  @inlinable
  public mutating func _edit<Sidebar, Content, Detail: ObservableState>(
    _ splitView: inout SplitViewState<Sidebar, Content, Detail>, label: String
  ) {
    editChild(&splitView, label: label) { splitView, editor in
      editor._edit(&splitView.detail, label: "detail")
    }
  }

  /// Hands this editor a split view's detail stack, whose elements hold no navigation it can see.
  ///
  /// - Parameters:
  ///   - splitView: The split view's state.
  ///   - label: The property's name.
  @inlinable
  public mutating func _edit<Sidebar, Content, Detail>(
    _ splitView: inout SplitViewState<Sidebar, Content, Detail>, label: String
  ) {
    editChild(&splitView, label: label) { splitView, editor in
      editor._edit(&splitView.detail, label: "detail")
    }
  }

  /// Hands this editor each window's root, labelled by the window's ID.
  ///
  /// - Parameters:
  ///   - windows: The windows' state.
  ///   - label: The property's name.
  @inlinable
  public mutating func _edit<Root: ObservableState>(
    _ windows: inout WindowsState<Root>, label: String
  ) {
    editChild(&windows, label: label) { windows, editor in
      for window in windows.windows {
        var root = window.root
        editor._edit(&root, label: window.id.rawValue)
        windows.windows[id: window.id]?.root = root
      }
    }
  }

  /// Hands this editor nothing: a value that holds no navigation it can see.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - label: The property's name.
  @inlinable
  public mutating func _edit<Value>(_ value: inout Value, label: String) {}

  /// Hands this editor the case of an enum of destinations that holds an observable state.
  ///
  /// - Parameters:
  ///   - value: The case's value.
  ///   - name: The case's name.
  ///   - index: The case's position.
  ///   - enumType: The enum.
  @inlinable
  public mutating func _editCase<Enum, Value: ObservableState>(
    _ value: inout Value, name: String, index: Int, of enumType: Enum.Type
  ) {
    editCase(&value, name: name, index: index, of: enumType, style: nil) { value, editor in
      value._$editNavigation(&editor)
    }
  }

  /// Hands this editor the case of an enum of destinations whose value holds no navigation it
  /// can see.
  ///
  /// - Parameters:
  ///   - value: The case's value.
  ///   - name: The case's name.
  ///   - index: The case's position.
  ///   - enumType: The enum.
  @inlinable
  public mutating func _editCase<Enum, Value>(
    _ value: inout Value, name: String, index: Int, of enumType: Enum.Type
  ) {
    editCase(&value, name: name, index: index, of: enumType, style: nil) { _, _ in }
  }

  /// Hands this editor a case that holds an alert, as an alert.
  ///
  /// - Parameters:
  ///   - value: The alert.
  ///   - name: The case's name.
  ///   - index: The case's position.
  ///   - enumType: The enum.
  @inlinable
  public mutating func _editCase<Enum, Action>(
    _ value: inout AlertState<Action>, name: String, index: Int, of enumType: Enum.Type
  ) {
    editCase(&value, name: name, index: index, of: enumType, style: .alert) { _, _ in }
  }

  /// Hands this editor a case that holds a confirmation dialog, as a dialog.
  ///
  /// - Parameters:
  ///   - value: The dialog.
  ///   - name: The case's name.
  ///   - index: The case's position.
  ///   - enumType: The enum.
  @inlinable
  public mutating func _editCase<Enum, Action>(
    _ value: inout ConfirmationDialogState<Action>, name: String, index: Int,
    of enumType: Enum.Type
  ) {
    editCase(&value, name: name, index: index, of: enumType, style: .confirmationDialog) { _, _ in
    }
  }
}
