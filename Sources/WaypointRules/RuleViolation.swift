import Waypoint

/// A stack element that breaks a navigation rule: which rule, which element, and where.
///
/// ```swift
/// let rules: StackRules<Path.State> = [.allow(\.edit, after: \.detail)]
/// try rules.validate([.edit(form), .detail(item)])
/// // RuleViolation: element 0 “edit” breaks .allow(\.edit, after: \.detail): it starts the stack
/// ```
public struct RuleViolation: Error, Equatable, Sendable, CustomStringConvertible {
  /// The rule broken, as written: `.allow(\.edit, after: \.detail)`.
  public var rule: String
  /// The element's position, from the bottom of the stack (0).
  public var position: Int
  /// The element's ID, when the stack gave it one.
  public var id: StackElementID?
  /// The element's case.
  public var caseName: String
  /// What is wrong with where the element stands: `it stands above "edit"`.
  public var reason: String

  /// Creates a violation.
  ///
  /// - Parameters:
  ///   - rule: The rule broken.
  ///   - position: The element's position, from the bottom.
  ///   - id: The element's ID.
  ///   - caseName: The element's case.
  ///   - reason: What is wrong with where it stands.
  public init(rule: String, position: Int, id: StackElementID?, caseName: String, reason: String) {
    self.rule = rule
    self.position = position
    self.id = id
    self.caseName = caseName
    self.reason = reason
  }

  /// The element's case, the rule and the reason, without the position:
  /// `“edit” breaks .allow(\.edit, after: \.detail): it stands above “edit”`.
  public var summary: String {
    "“\(caseName)” breaks \(rule): \(reason)"
  }

  public var description: String {
    let element = id.map { "element \($0) at position \(position)" } ?? "element \(position)"
    return "\(element) \(summary)"
  }
}

/// What an enforced stack or presentation does with a change that breaks its rules.
///
/// Either way the violation is reported through `reportIssue`, so it fails the test that makes
/// it. ``reject``, the default, keeps the rules; ``report`` suits an app taking on rules, which
/// wants to hear of every path that breaks them before it refuses any:
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Reduce { state, action in … }
///     .forEach(\.path, action: \.path)
///     .enforcing(Self.pathRules, on: \.path, policy: .report)
/// }
/// // With an edit screen on top, `.editTapped` reports “edit” breaking
/// // .allow(\.edit, after: \.detail); `.report` keeps the second edit, `.reject` would not.
/// ```
public enum RulePolicy: Sendable, Equatable {
  /// Report the violation and undo the change: the state is as it was before the action, and
  /// nothing is cancelled. The action's effects are dropped.
  case reject
  /// Report the violation and keep the change.
  case report
}
