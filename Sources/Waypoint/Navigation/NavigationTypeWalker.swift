/// What a walk over the navigation a state *type* can hold is shown: its stacks, its
/// presentations, its child states and every case of each enum of destinations, with no value.
///
/// It is ``NavigationWalker``'s walk, made over types instead of values: `@ObservableState`
/// writes it too (`_$walkNavigationType(_:)`), from the same properties and cases, so every
/// screen an app can reach is known before any is shown, with no reflection. A navigation graph
/// (`NavigationGraph` in WaypointRules) is drawn from it.
///
/// A walker is handed the types one by one and walks further in by calling the `inside` and
/// `element` closures it is given. Navigation can be recursive, a feature presenting itself or
/// a stack whose screens hold the same stack, so a walker must not walk into a type it is
/// already inside:
///
/// ```swift
/// struct Screens: NavigationTypeWalker {
///   var names: [String] = []
///   var inside: [ObjectIdentifier] = []
///
///   mutating func enter<T>(_ type: T.Type, _ walk: (inout Self) -> Void) {
///     guard !inside.contains(ObjectIdentifier(type)) else { return }
///     inside.append(ObjectIdentifier(type))
///     walk(&self)
///     inside.removeLast()
///   }
///   mutating func walkStackType<Element>(
///     _ element: Element.Type, label: String, element walk: (inout Self) -> Void
///   ) { enter(Element.self, walk) }
///   mutating func walkPresentationType<Value>(
///     _ value: Value.Type, label: String, style: PresentationStyle,
///     inside walk: (inout Self) -> Void
///   ) { enter(Value.self, walk) }
///   mutating func walkChildType<Value>(
///     _ value: Value.Type, label: String, inside walk: (inout Self) -> Void
///   ) { enter(Value.self, walk) }
///   mutating func walkCaseType<Enum, Value>(
///     _ value: Value.Type, name: String, index: Int, of enumType: Enum.Type,
///     style: PresentationStyle?, inside walk: (inout Self) -> Void
///   ) {
///     names.append(name)
///     enter(Value.self, walk)
///   }
/// }
///
/// var walker = Screens()
/// AppFeature.State._$walkNavigationType(&walker)
/// walker.names  // ["detail", "edit", "confirmDelete", …]: every destination case
/// ```
public protocol NavigationTypeWalker {
  /// A stack stored under `label`, whose elements are of type `Element`.
  ///
  /// - Parameters:
  ///   - element: The type of the stack's elements.
  ///   - label: The property's name.
  ///   - walk: Walks the navigation the elements can hold: for an enum of destinations, each of
  ///     its cases (``walkCaseType(_:name:index:of:style:inside:)``).
  mutating func walkStackType<Element>(
    _ element: Element.Type, label: String, element walk: (inout Self) -> Void)

  /// A presentation stored under `label` (a `@Presents` property) that can present a `Value`.
  ///
  /// - Parameters:
  ///   - value: The type it presents.
  ///   - label: The property's name.
  ///   - style: How the property presents: as `@Presents(.fullScreenCover)` declares it, a sheet
  ///     by default, an alert or a confirmation dialog for their states. For an enum of
  ///     destinations, a case can say otherwise (``walkCaseType(_:name:index:of:style:inside:)``).
  ///   - walk: Walks the navigation a `Value` can hold: for an enum, each of its cases.
  mutating func walkPresentationType<Value>(
    _ value: Value.Type, label: String, style: PresentationStyle,
    inside walk: (inout Self) -> Void)

  /// A child state stored under `label` that can hold navigation of its own: a feature's state,
  /// an optional one, a split view's or the windows' state.
  ///
  /// - Parameters:
  ///   - value: The child state's type.
  ///   - label: The property's name.
  ///   - walk: Walks the navigation the child can hold.
  mutating func walkChildType<Value>(
    _ value: Value.Type, label: String, inside walk: (inout Self) -> Void)

  /// A case of an enum of destinations, with the type of the value it holds. Each of the enum's
  /// cases is shown, in declaration order.
  ///
  /// - Parameters:
  ///   - value: The type of the case's value; `Void` for a case without one, a tuple for a case
  ///     with several.
  ///   - name: The case's name.
  ///   - index: The case's position among the enum's cases.
  ///   - enumType: The enum.
  ///   - style: How the case's value is shown wherever it is presented: `.alert` for an
  ///     alert's state, `.confirmationDialog` for a dialog's; `nil` for a feature's state, which
  ///     is shown as the presentation that holds it says.
  ///   - walk: Walks the navigation the case's value can hold.
  mutating func walkCaseType<Enum, Value>(
    _ value: Value.Type, name: String, index: Int, of enumType: Enum.Type,
    style: PresentationStyle?, inside walk: (inout Self) -> Void)
}

extension ObservableState {
  /// Shows `walker` no navigation: what a state whose `@ObservableState` found nothing that may
  /// hold navigation does.
  ///
  /// - Parameter walker: The walker.
  @inlinable
  public static func _$walkNavigationType(_ walker: inout some NavigationTypeWalker) {}
}

/// The type of the property `path` names: what lets the code `@ObservableState` writes name a
/// stored property's type without writing it, for a property whose type is inferred.
///
/// - Parameter path: The property's key path.
/// - Returns: The property's type.
@inlinable
public func _$propertyType<Root, Value>(_ path: KeyPath<Root, Value>) -> Value.Type {
  Value.self
}

// The overloads below are what the code `@ObservableState` writes calls, one per property or
// case; the compiler chooses among them by the type, the constrained ones first, as it does for
// `NavigationWalker`'s.
extension NavigationTypeWalker {
  /// Shows this walker a stack whose elements may hold navigation.
  ///
  /// - Parameters:
  ///   - type: The stack's type.
  ///   - label: The property's name.
  @inlinable
  public mutating func _walkType<Element: ObservableState>(
    _ type: StackState<Element>.Type, label: String
  ) {
    walkStackType(Element.self, label: label) { Element._$walkNavigationType(&$0) }
  }

  /// Shows this walker a stack whose elements hold no navigation it can see.
  ///
  /// - Parameters:
  ///   - type: The stack's type.
  ///   - label: The property's name.
  @inlinable
  public mutating func _walkType<Element>(_ type: StackState<Element>.Type, label: String) {
    walkStackType(Element.self, label: label) { _ in }
  }

  /// Shows this walker a presentation of a value that may hold navigation.
  ///
  /// - Parameters:
  ///   - type: The `@Presents` property's wrapper type.
  ///   - label: The property's name.
  ///   - style: How it presents, as `@Presents(_:)` declares it; `.sheet` when it does not.
  @inlinable
  public mutating func _walkType<Value: ObservableState>(
    _ type: Presents<Value>.Type, label: String, style: PresentationStyle
  ) {
    walkPresentationType(Value.self, label: label, style: style) {
      Value._$walkNavigationType(&$0)
    }
  }

  /// Shows this walker a presentation of a value that holds no navigation it can see.
  ///
  /// - Parameters:
  ///   - type: The `@Presents` property's wrapper type.
  ///   - label: The property's name.
  ///   - style: How it presents, as `@Presents(_:)` declares it; `.sheet` when it does not.
  @inlinable
  public mutating func _walkType<Value>(
    _ type: Presents<Value>.Type, label: String, style: PresentationStyle
  ) {
    walkPresentationType(Value.self, label: label, style: style) { _ in }
  }

  /// Shows this walker the presentation of an alert.
  ///
  /// - Parameters:
  ///   - type: The `@Presents` property's wrapper type.
  ///   - label: The property's name.
  ///   - style: Not read: an alert is shown as an alert.
  @inlinable
  public mutating func _walkType<Action>(
    _ type: Presents<AlertState<Action>>.Type, label: String, style: PresentationStyle
  ) {
    walkPresentationType(AlertState<Action>.self, label: label, style: .alert) { _ in }
  }

  /// Shows this walker the presentation of a confirmation dialog.
  ///
  /// - Parameters:
  ///   - type: The `@Presents` property's wrapper type.
  ///   - label: The property's name.
  ///   - style: Not read: a dialog is shown as a dialog.
  @inlinable
  public mutating func _walkType<Action>(
    _ type: Presents<ConfirmationDialogState<Action>>.Type, label: String,
    style: PresentationStyle
  ) {
    walkPresentationType(
      ConfirmationDialogState<Action>.self, label: label, style: .confirmationDialog
    ) { _ in }
  }

  /// Shows this walker a child state.
  ///
  /// - Parameters:
  ///   - type: The child state's type.
  ///   - label: The property's name.
  @inlinable
  public mutating func _walkType<Value: ObservableState>(_ type: Value.Type, label: String) {
    walkChildType(Value.self, label: label) { Value._$walkNavigationType(&$0) }
  }

  /// Shows this walker an optional child state.
  ///
  /// - Parameters:
  ///   - type: The optional child state's type.
  ///   - label: The property's name.
  @inlinable
  public mutating func _walkType<Value: ObservableState>(_ type: Value?.Type, label: String) {
    walkChildType(Value.self, label: label) { Value._$walkNavigationType(&$0) }
  }

  /// Shows this walker a split view, with its detail stack under the label `detail` and the
  /// navigation its elements can hold.
  ///
  /// - Parameters:
  ///   - type: The split view's state type.
  ///   - label: The property's name.
  @inlinable
  public mutating func _walkType<Sidebar, Content, Detail: ObservableState>(
    _ type: SplitViewState<Sidebar, Content, Detail>.Type, label: String
  ) {
    walkChildType(type, label: label) { $0._walkType(StackState<Detail>.self, label: "detail") }
  }

  /// Shows this walker a split view, with its detail stack under the label `detail`.
  ///
  /// - Parameters:
  ///   - type: The split view's state type.
  ///   - label: The property's name.
  @inlinable
  public mutating func _walkType<Sidebar, Content, Detail>(
    _ type: SplitViewState<Sidebar, Content, Detail>.Type, label: String
  ) {
    walkChildType(type, label: label) { $0._walkType(StackState<Detail>.self, label: "detail") }
  }

  /// Shows this walker the windows' state, with the navigation a window's root can hold under
  /// the label `window`.
  ///
  /// - Parameters:
  ///   - type: The windows' state type.
  ///   - label: The property's name.
  @inlinable
  public mutating func _walkType<Root: ObservableState>(
    _ type: WindowsState<Root>.Type, label: String
  ) {
    walkChildType(type, label: label) { $0._walkType(Root.self, label: "window") }
  }

  /// Shows this walker nothing: a type that holds no navigation it can see.
  ///
  /// - Parameters:
  ///   - type: The type.
  ///   - label: The property's name.
  @inlinable
  public mutating func _walkType<Value>(_ type: Value.Type, label: String) {}

  /// Shows this walker a case of an enum of destinations whose value may hold navigation.
  ///
  /// - Parameters:
  ///   - type: The type of the case's value.
  ///   - name: The case's name.
  ///   - index: The case's position.
  ///   - enumType: The enum.
  @inlinable
  public mutating func _walkCaseType<Enum, Value: ObservableState>(
    _ type: Value.Type, name: String, index: Int, of enumType: Enum.Type
  ) {
    walkCaseType(type, name: name, index: index, of: enumType, style: nil) {
      Value._$walkNavigationType(&$0)
    }
  }

  /// Shows this walker a case of an enum of destinations whose value holds no navigation it can
  /// see.
  ///
  /// - Parameters:
  ///   - type: The type of the case's value.
  ///   - name: The case's name.
  ///   - index: The case's position.
  ///   - enumType: The enum.
  @inlinable
  public mutating func _walkCaseType<Enum, Value>(
    _ type: Value.Type, name: String, index: Int, of enumType: Enum.Type
  ) {
    walkCaseType(type, name: name, index: index, of: enumType, style: nil) { _ in }
  }

  /// Shows this walker a case of an enum of destinations that holds an alert.
  ///
  /// - Parameters:
  ///   - type: The alert's type.
  ///   - name: The case's name.
  ///   - index: The case's position.
  ///   - enumType: The enum.
  @inlinable
  public mutating func _walkCaseType<Enum, Action>(
    _ type: AlertState<Action>.Type, name: String, index: Int, of enumType: Enum.Type
  ) {
    walkCaseType(type, name: name, index: index, of: enumType, style: .alert) { _ in }
  }

  /// Shows this walker a case of an enum of destinations that holds a confirmation dialog.
  ///
  /// - Parameters:
  ///   - type: The dialog's type.
  ///   - name: The case's name.
  ///   - index: The case's position.
  ///   - enumType: The enum.
  @inlinable
  public mutating func _walkCaseType<Enum, Action>(
    _ type: ConfirmationDialogState<Action>.Type, name: String, index: Int,
    of enumType: Enum.Type
  ) {
    walkCaseType(type, name: name, index: index, of: enumType, style: .confirmationDialog) { _ in }
  }
}
