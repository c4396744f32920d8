import CasePaths

/// An enum of navigation destinations whose cases can be told apart by position and by name:
/// what navigation rules, the navigation tree and the navigation graph read.
///
/// The `State` that `@Reducer` generates for an enum of features conforms, with a `switch` for
/// ``caseIndex``, so telling an element's case costs what the `switch` costs:
///
/// ```swift
/// @Reducer
/// enum Path {
///   case detail(ItemDetailFeature)
///   case edit(ItemFormFeature)
/// }
///
/// Path.State.caseNames                 // ["detail", "edit"]
/// Path.State.edit(form).caseIndex      // 1
/// Path.State.caseIndex(of: \.edit)     // 1
/// ```
///
/// A hand-written enum conforms by listing its case names in declaration order and returning
/// the position of its case:
///
/// ```swift
/// @CasePathable
/// enum Route: NavigationCases {
///   case home, detail(Int)
///   static let caseNames = ["home", "detail"]
///   var caseIndex: Int {
///     switch self {
///     case .home: 0
///     case .detail: 1
///     }
///   }
/// }
/// ```
public protocol NavigationCases {
  /// The names of the enum's cases, in declaration order.
  static var caseNames: [String] { get }

  /// The position of this value's case in ``caseNames``.
  var caseIndex: Int { get }

  /// The `id` of the state this value's case holds, when that state is `Identifiable`; `nil`
  /// otherwise.
  ///
  /// A presentation's identity is its case and this `id`: when either changes, the presentation
  /// is a new one, and the effects of the old one are cancelled. `@Reducer` writes a `switch`
  /// for it; the default reads the case's value through `Mirror`.
  var caseID: AnyHashable? { get }

  /// Whether this value's case holds an alert's or a confirmation dialog's state, which is
  /// dismissed once any of its buttons' actions has been handled.
  ///
  /// `@Reducer` writes a `switch` for it; the default reads the case's value through `Mirror`.
  var caseIsEphemeral: Bool { get }

  /// Whether a case can hold `Identifiable` state, so that ``caseID`` can be other than `nil`.
  ///
  /// When no case can, a presentation's identity is its case alone, which is told by
  /// ``caseIndex`` without reading the case's state. `@Reducer` writes it from the cases' state
  /// types; the default, `true`, reads ``caseID`` on every action.
  static var hasIdentifiedCases: Bool { get }

  /// The value of the case at `caseIndex` that holds `value`; `nil` when `value` is not of that
  /// case's type.
  ///
  /// `@Reducer` writes a `switch` for it, which a deep link uses to make a screen's case
  /// without walking a case key path; the default returns `nil`, and the case key path is used.
  ///
  /// - Parameters:
  ///   - value: The case's value.
  ///   - caseIndex: The case's position in ``caseNames``.
  /// - Returns: The enum's value.
  static func _$embed<Value>(_ value: Value, caseIndex: Int) -> Self?

  /// Whether a case can hold an alert's or a confirmation dialog's state.
  ///
  /// When no case can, a presentation of the enum is never closed for its buttons, and
  /// ``caseIsEphemeral`` is not read. `@Reducer` writes it from the cases it declares; the
  /// default, `true`, reads ``caseIsEphemeral`` on every action.
  static var hasEphemeralCases: Bool { get }
}

extension NavigationCases {
  /// The `id` of the state this value's case holds, read through `Mirror`.
  public var caseID: AnyHashable? {
    Mirror(reflecting: self).children.first.flatMap { payloadIdentifier(of: $0.value) }
  }

  /// Whether this value's case holds an alert's or dialog's state, read through `Mirror`.
  public var caseIsEphemeral: Bool { isEphemeral(self) }

  /// `true`: any case may hold `Identifiable` state, so ``caseID`` is read.
  public static var hasIdentifiedCases: Bool { true }

  /// `true`: any case may hold an alert or a dialog, so ``caseIsEphemeral`` is read.
  public static var hasEphemeralCases: Bool { true }

  /// `nil`: a hand-written enum's cases are made through their case key paths.
  ///
  /// - Parameters:
  ///   - value: The case's value.
  ///   - caseIndex: The case's position.
  /// - Returns: `nil`.
  public static func _$embed<Value>(_ value: Value, caseIndex: Int) -> Self? { nil }
}

/// The `id` of a case's state, for the ``NavigationCases/caseID`` that `@Reducer` writes: `nil`
/// for state that is not `Identifiable`.
///
/// - Parameter state: The state a case holds.
/// - Returns: `nil`.
@inlinable
public func _navigationCaseID<State>(of state: State) -> AnyHashable? { nil }

/// Whether a case's state type has an `id`, for the ``NavigationCases/hasIdentifiedCases``
/// that `@Reducer` writes: `false` for a type not known to be `Identifiable`, as
/// ``_navigationCaseID(of:)`` reads no `id` of it.
///
/// - Parameter type: The state type a case holds.
/// - Returns: `false`.
@inlinable
public func _navigationCaseHasID<State>(_ type: State.Type) -> Bool { false }

/// Whether a case's state type has an `id`, for the ``NavigationCases/hasIdentifiedCases``
/// that `@Reducer` writes.
///
/// - Parameter type: The `Identifiable` state type a case holds.
/// - Returns: `true`.
@inlinable
public func _navigationCaseHasID<State: Identifiable>(_ type: State.Type) -> Bool { true }

/// The `id` of a case's state, for the ``NavigationCases/caseID`` that `@Reducer` writes.
///
/// - Parameter state: The `Identifiable` state a case holds.
/// - Returns: The state's `id`.
@inlinable
public func _navigationCaseID<State: Identifiable>(of state: State) -> AnyHashable? {
  AnyHashable(state.id)
}

/// The `id` of `value`, when it is `Identifiable` itself: an optional holding an `Identifiable`
/// value is not (`as?` would look inside it).
func anyIdentifier(of value: Any) -> AnyHashable? {
  guard type(of: value) is any Identifiable.Type, let identifiable = value as? any Identifiable
  else { return nil }
  return identifier(of: identifiable)
}

/// The `id` of an enum case's value, when it is `Identifiable`: a case's one labelled value
/// (`case edit(item: Item)`) is reflected as a tuple of one element, which is looked into.
func payloadIdentifier(of payload: Any) -> AnyHashable? {
  if let id = anyIdentifier(of: payload) { return id }
  let mirror = Mirror(reflecting: payload)
  guard mirror.displayStyle == .tuple, mirror.children.count == 1,
    let only = mirror.children.first
  else { return nil }
  return anyIdentifier(of: only.value)
}

private func identifier<Value: Identifiable>(of value: Value) -> AnyHashable {
  AnyHashable(value.id)
}

extension NavigationCases {
  /// The name of this value's case.
  public var caseName: String { Self.caseNames[caseIndex] }
}

extension NavigationCases where Self: CasePathIterable {
  /// The position of a case, given its case key path, in ``caseNames``; `nil` for a path that
  /// is not one of the enum's cases (such as a path into a case's payload).
  ///
  /// - Parameter path: A case key path of the enum, such as `\.detail`.
  /// - Complexity: O(*cases*).
  public static func caseIndex(of path: PartialCaseKeyPath<Self>) -> Int? {
    Array(allCasePaths).firstIndex { $0 == path }
  }
}
