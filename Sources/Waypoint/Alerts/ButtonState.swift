/// A button of an alert or confirmation dialog, described as a value.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion) {
///   TextState("Delete")
/// }
/// ```
public struct ButtonState<Action> {
  /// What kind of button this is; `nil` for an ordinary button.
  public var role: ButtonStateRole?

  /// The action the button sends, or `nil` for a button that only dismisses.
  public var action: Action?

  /// The button's label.
  public var label: TextState

  /// Creates a button.
  ///
  /// - Parameters:
  ///   - role: The button's role, `.cancel` or `.destructive`.
  ///   - action: The action to send when tapped; `nil` only dismisses.
  ///   - label: The button's label.
  public init(
    role: ButtonStateRole? = nil,
    action: Action? = nil,
    label: () -> TextState
  ) {
    self.role = role
    self.action = action
    self.label = label()
  }

  /// Creates a button from a ``ButtonStateAction``: `ButtonState(action: .send(.delete)) { … }`.
  ///
  /// - Parameters:
  ///   - role: The button's role, `.cancel` or `.destructive`.
  ///   - action: What the button does when tapped.
  ///   - label: The button's label.
  @_disfavoredOverload
  public init(
    role: ButtonStateRole? = nil,
    action: ButtonStateAction<Action>,
    label: () -> TextState
  ) {
    self.init(role: role, action: action.action, label: label)
  }

  /// Transforms the button's action.
  ///
  /// - Parameter transform: A function from this button's action to another.
  /// - Returns: The same button sending the transformed action.
  public func map<NewAction>(_ transform: (Action) -> NewAction) -> ButtonState<NewAction> {
    ButtonState<NewAction>(role: role, action: action.map(transform)) { label }
  }
}

/// What a ``ButtonState`` does when tapped.
public struct ButtonStateAction<Action> {
  /// The action sent, or `nil` for a button that only dismisses.
  public let action: Action?

  /// Sends an action.
  ///
  /// - Parameter action: The action, or `nil` to only dismiss.
  /// - Returns: A button action.
  public static func send(_ action: Action?) -> Self {
    Self(action: action)
  }
}

extension ButtonStateAction: Sendable where Action: Sendable {}

/// The role of a ``ButtonState``.
public enum ButtonStateRole: String, Hashable, Sendable, Codable {
  /// A button that cancels the alert or dialog.
  case cancel
  /// A button that deletes or otherwise destroys something.
  case destructive
}

extension ButtonState: Equatable where Action: Equatable {}
extension ButtonState: Hashable where Action: Hashable {}
extension ButtonState: Sendable where Action: Sendable {}
extension ButtonState: Encodable where Action: Encodable {}
extension ButtonState: Decodable where Action: Decodable {}

/// Builds the buttons of an alert or dialog.
@resultBuilder
public enum ButtonStateBuilder<Action> {
  /// The buttons of a block, in the order they are written.
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }
  /// One button.
  public static func buildExpression(_ expression: ButtonState<Action>) -> [ButtonState<Action>] {
    [expression]
  }
  /// Several buttons, such as a `map` over values makes.
  public static func buildExpression(_ expression: [ButtonState<Action>]) -> [ButtonState<Action>] {
    expression
  }
  /// The buttons of an `if` without an `else`: none when its condition is false.
  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }
  /// The buttons of the first branch of an `if`/`else` or `switch`.
  public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }
  /// The buttons of the second branch of an `if`/`else` or `switch`.
  public static func buildEither(second component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }
  /// The buttons of a `for` loop, one iteration after another.
  public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }
}
