/// What a walk over the navigation in a state is shown: its stacks, its presentations, the child
/// states that may hold navigation of their own, and the case of each enum of destinations, in
/// declaration order and nested to any depth.
///
/// The walk is written at compile time. `@ObservableState` lists a struct's stored `var` properties
/// whose type mentions `State` (a child feature's state, a `StackState`, a `@Presents`
/// property, a container such as `SplitViewState`) and an enum's cases, and the compiler chooses,
/// by each property's type, which of the walker's requirements it calls. Nothing is found by
/// reflection. A state without `@ObservableState` shows no navigation inside it.
///
/// Start a walk with an observable state's `_$walkNavigation(_:)` or
/// ``StackState/walkNavigation(_:)``, and call the `inside` and `element` closures you are
/// given to walk further in:
///
/// ```swift
/// struct Labels: NavigationWalker {
///   var labels: [String] = []
///   mutating func walkStack<Element>(
///     _ stack: StackState<Element>, label: String, element: (Element, inout Self) -> Void
///   ) {
///     labels.append("\(label): stack of \(stack.count)")
///     for item in stack { element(item, &self) }
///   }
///   mutating func walkPresentation<Value>(
///     _ value: Value, label: String, style: PresentationStyle, inside: (inout Self) -> Void
///   ) {
///     labels.append("\(label) presents")
///     inside(&self)
///   }
///   mutating func walkChild<Value>(_ value: Value, label: String, inside: (inout Self) -> Void) {
///     inside(&self)
///   }
///   mutating func walkCase<Enum, Value>(
///     _ value: Value, name: String, index: Int, of enumType: Enum.Type,
///     style: PresentationStyle?, inside: (inout Self) -> Void
///   ) {
///     labels.append(name)
///     inside(&self)
///   }
/// }
///
/// var walker = Labels()
/// state._$walkNavigation(&walker)
/// walker.labels  // ["path: stack of 1", "detail", "destination presents", "edit"]
/// ```
public protocol NavigationWalker {
  /// A stack stored under `label`.
  ///
  /// - Parameters:
  ///   - stack: The stack.
  ///   - label: The property's name.
  ///   - element: Walks the navigation inside one of the stack's elements: for an enum of
  ///     destinations, its case (``walkCase(_:name:index:of:style:inside:)``).
  mutating func walkStack<Element>(
    _ stack: StackState<Element>, label: String, element: (Element, inout Self) -> Void)

  /// A presentation stored under `label` (a `@Presents` property) that presents `value`. An
  /// absent presentation is not shown.
  ///
  /// - Parameters:
  ///   - value: What is presented.
  ///   - label: The property's name.
  ///   - style: How the property presents: as `@Presents(.fullScreenCover)` declares it, a sheet
  ///     by default, an alert or a confirmation dialog for their states. For an enum of
  ///     destinations, the case can say otherwise (``walkCase(_:name:index:of:style:inside:)``).
  ///   - inside: Walks the navigation inside `value`: for an enum of destinations, its case.
  mutating func walkPresentation<Value>(
    _ value: Value, label: String, style: PresentationStyle, inside: (inout Self) -> Void)

  /// A child state stored under `label` that may hold navigation of its own: a feature's state,
  /// an optional one that holds a value, a split view's or a window's root.
  ///
  /// - Parameters:
  ///   - value: The child state.
  ///   - label: The property's name.
  ///   - inside: Walks the navigation inside `value`.
  mutating func walkChild<Value>(_ value: Value, label: String, inside: (inout Self) -> Void)

  /// The case of an enum of destinations (an `@ObservableState` enum, such as the `State` that
  /// `@Reducer` writes for an enum of features), with the value it holds.
  ///
  /// - Parameters:
  ///   - value: The case's value; `()` for a case without one.
  ///   - name: The case's name.
  ///   - index: The case's position among the enum's cases.
  ///   - enumType: The enum.
  ///   - style: How the case's value is shown wherever it is presented: `.alert` for an
  ///     alert's state, `.confirmationDialog` for a dialog's; `nil` for a feature's state, which
  ///     is shown as the presentation that holds it says.
  ///   - inside: Walks the navigation inside `value`.
  mutating func walkCase<Enum, Value>(
    _ value: Value, name: String, index: Int, of enumType: Enum.Type, style: PresentationStyle?,
    inside: (inout Self) -> Void)
}

extension ObservableState {
  /// Shows `walker` no navigation: what a state whose `@ObservableState` found nothing that may
  /// hold navigation does.
  ///
  /// - Parameter walker: The walker.
  @inlinable
  public func _$walkNavigation(_ walker: inout some NavigationWalker) {}
}

extension StackState where Element: ObservableState {
  /// Shows `walker` this stack, as though it were stored under an empty label.
  ///
  /// ```swift
  /// var walker = Labels()
  /// path.walkNavigation(&walker)
  /// ```
  ///
  /// - Parameter walker: The walker.
  @inlinable
  public func walkNavigation(_ walker: inout some NavigationWalker) {
    walker._walk(self, label: "")
  }
}

// The overloads below are what the code `@ObservableState` writes calls, one per property or
// case; the compiler chooses among them by the value's type, the constrained ones first.
extension NavigationWalker {
  /// Shows this walker a stack whose elements may hold navigation.
  ///
  /// - Parameters:
  ///   - stack: The stack.
  ///   - label: The property's name.
  @inlinable
  public mutating func _walk<Element: ObservableState>(
    _ stack: StackState<Element>, label: String
  ) {
    walkStack(stack, label: label) { element, walker in element._$walkNavigation(&walker) }
  }

  /// Shows this walker a stack whose elements hold no navigation it can see.
  ///
  /// - Parameters:
  ///   - stack: The stack.
  ///   - label: The property's name.
  @inlinable
  public mutating func _walk<Element>(_ stack: StackState<Element>, label: String) {
    walkStack(stack, label: label) { _, _ in }
  }

  /// Shows this walker a presentation, if it presents anything.
  ///
  /// - Parameters:
  ///   - presents: The `@Presents` property's wrapper.
  ///   - label: The property's name.
  ///   - style: How it presents, as `@Presents(_:)` declares it; `.sheet` when it does not.
  @inlinable
  public mutating func _walk<Value: ObservableState>(
    _ presents: Presents<Value>, label: String, style: PresentationStyle
  ) {
    guard let value = presents.wrappedValue else { return }
    walkPresentation(value, label: label, style: style) { value._$walkNavigation(&$0) }
  }

  /// Shows this walker a presentation of a value that holds no navigation it can see, if it
  /// presents anything.
  ///
  /// - Parameters:
  ///   - presents: The `@Presents` property's wrapper.
  ///   - label: The property's name.
  ///   - style: How it presents, as `@Presents(_:)` declares it; `.sheet` when it does not.
  @inlinable
  public mutating func _walk<Value>(
    _ presents: Presents<Value>, label: String, style: PresentationStyle
  ) {
    guard let value = presents.wrappedValue else { return }
    walkPresentation(value, label: label, style: style) { _ in }
  }

  /// Shows this walker an alert, if one is presented.
  ///
  /// - Parameters:
  ///   - presents: The `@Presents` property's wrapper.
  ///   - label: The property's name.
  ///   - style: Not read: an alert is shown as an alert.
  @inlinable
  public mutating func _walk<Action>(
    _ presents: Presents<AlertState<Action>>, label: String, style: PresentationStyle
  ) {
    guard let value = presents.wrappedValue else { return }
    walkPresentation(value, label: label, style: .alert) { _ in }
  }

  /// Shows this walker a confirmation dialog, if one is presented.
  ///
  /// - Parameters:
  ///   - presents: The `@Presents` property's wrapper.
  ///   - label: The property's name.
  ///   - style: Not read: a dialog is shown as a dialog.
  @inlinable
  public mutating func _walk<Action>(
    _ presents: Presents<ConfirmationDialogState<Action>>, label: String,
    style: PresentationStyle
  ) {
    guard let value = presents.wrappedValue else { return }
    walkPresentation(value, label: label, style: .confirmationDialog) { _ in }
  }

  /// Shows this walker a child state.
  ///
  /// - Parameters:
  ///   - child: The child state.
  ///   - label: The property's name.
  @inlinable
  public mutating func _walk<Value: ObservableState>(_ child: Value, label: String) {
    walkChild(child, label: label) { child._$walkNavigation(&$0) }
  }

  /// Shows this walker an optional child state, if it holds one.
  ///
  /// - Parameters:
  ///   - child: The optional child state.
  ///   - label: The property's name.
  @inlinable
  public mutating func _walk<Value: ObservableState>(_ child: Value?, label: String) {
    guard let child else { return }
    walkChild(child, label: label) { child._$walkNavigation(&$0) }
  }

  /// Shows this walker a split view's detail stack, under the label `detail`, with the
  /// navigation inside its elements.
  ///
  /// - Parameters:
  ///   - splitView: The split view's state.
  ///   - label: The property's name.
  @inlinable
  public mutating func _walk<Sidebar, Content, Detail: ObservableState>(
    _ splitView: SplitViewState<Sidebar, Content, Detail>, label: String
  ) {
    walkChild(splitView, label: label) { $0._walk(splitView.detail, label: "detail") }
  }

  /// Shows this walker a split view's detail stack, under the label `detail`.
  ///
  /// - Parameters:
  ///   - splitView: The split view's state.
  ///   - label: The property's name.
  @inlinable
  public mutating func _walk<Sidebar, Content, Detail>(
    _ splitView: SplitViewState<Sidebar, Content, Detail>, label: String
  ) {
    walkChild(splitView, label: label) { $0._walk(splitView.detail, label: "detail") }
  }

  /// Shows this walker the root of each open window, under the window's ID.
  ///
  /// - Parameters:
  ///   - windows: The windows' state.
  ///   - label: The property's name.
  @inlinable
  public mutating func _walk<Root: ObservableState>(_ windows: WindowsState<Root>, label: String) {
    walkChild(windows, label: label) { walker in
      for window in windows.windows { walker._walk(window.root, label: window.id.rawValue) }
    }
  }

  /// Shows this walker nothing: a value that holds no navigation it can see.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - label: The property's name.
  @inlinable
  public mutating func _walk<Value>(_ value: Value, label: String) {}

  /// Shows this walker the case of an enum of destinations, and the navigation inside the value
  /// it holds.
  ///
  /// - Parameters:
  ///   - value: The case's value.
  ///   - name: The case's name.
  ///   - index: The case's position.
  ///   - enumType: The enum.
  @inlinable
  public mutating func _walkCase<Enum, Value: ObservableState>(
    _ value: Value, name: String, index: Int, of enumType: Enum.Type
  ) {
    walkCase(value, name: name, index: index, of: enumType, style: nil) {
      value._$walkNavigation(&$0)
    }
  }

  /// Shows this walker the case of an enum of destinations whose value holds no navigation it
  /// can see: a state without `@ObservableState`, or none.
  ///
  /// - Parameters:
  ///   - value: The case's value.
  ///   - name: The case's name.
  ///   - index: The case's position.
  ///   - enumType: The enum.
  @inlinable
  public mutating func _walkCase<Enum, Value>(
    _ value: Value, name: String, index: Int, of enumType: Enum.Type
  ) {
    walkCase(value, name: name, index: index, of: enumType, style: nil) { _ in }
  }

  /// Shows this walker the case of an enum of destinations that holds an alert.
  ///
  /// - Parameters:
  ///   - value: The alert.
  ///   - name: The case's name.
  ///   - index: The case's position.
  ///   - enumType: The enum.
  @inlinable
  public mutating func _walkCase<Enum, Action>(
    _ value: AlertState<Action>, name: String, index: Int, of enumType: Enum.Type
  ) {
    walkCase(value, name: name, index: index, of: enumType, style: .alert) { _ in }
  }

  /// Shows this walker the case of an enum of destinations that holds a confirmation dialog.
  ///
  /// - Parameters:
  ///   - value: The dialog.
  ///   - name: The case's name.
  ///   - index: The case's position.
  ///   - enumType: The enum.
  @inlinable
  public mutating func _walkCase<Enum, Action>(
    _ value: ConfirmationDialogState<Action>, name: String, index: Int, of enumType: Enum.Type
  ) {
    walkCase(value, name: name, index: index, of: enumType, style: .confirmationDialog) { _ in }
  }
}
