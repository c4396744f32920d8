import CasePaths
import Waypoint

/// The navigation rules of one stack: a value, checked in O(1) for each element.
///
/// Write the rules next to the feature that owns the stack, as an array of ``StackRule`` values:
///
/// ```swift
/// extension InventoryFeature {
///   static let pathRules: StackRules<Path.State> = [
///     .start(with: \.detail),
///     .allow(\.edit, after: \.detail),
///     .atMost(1, \.settings),
///     .maxDepth(50),
///   ]
/// }
/// ```
///
/// Then check a stack as a whole (``validate(_:)-(StackState<Element>)``,
/// ``firstViolation(in:)-(StackState<Element>)``,
/// ``longestValidPrefix(of:)``), for a deep link or a restored snapshot, or enforce the rules on
/// every change of a feature's stack with
/// `enforcing(_:on:policy:)`.
///
/// Every rule is closed under taking a prefix: the elements below a valid element are valid, so
/// the elements below the first violation are the longest valid prefix.
public struct StackRules<Element: NavigationCases & CasePathIterable>: Sendable,
  ExpressibleByArrayLiteral, CustomStringConvertible
{
  /// The rules, as written.
  public let rules: [StackRule<Element>]
  @usableFromInline let table: Table

  /// Creates the rules of a stack.
  ///
  /// - Parameter rules: The rules; an empty list allows every stack.
  public init(_ rules: [StackRule<Element>]) {
    self.rules = rules
    self.table = Table(rules)
  }

  public init(arrayLiteral rules: StackRule<Element>...) {
    self.init(rules)
  }

  public var description: String {
    "[" + rules.map(\.description).joined(separator: ", ") + "]"
  }

  /// Checks a whole stack.
  ///
  /// - Parameter stack: The stack.
  /// - Throws: The first ``RuleViolation``, from the bottom.
  @inlinable
  public func validate(_ stack: StackState<Element>) throws(RuleViolation) {
    if let violation = firstViolation(in: stack) { throw violation }
  }

  /// Checks elements that are to become a stack, bottom first: a deep link's, say.
  ///
  /// - Parameter elements: The elements, bottom first.
  /// - Throws: The first ``RuleViolation``, from the bottom.
  public func validate(_ elements: some Collection<Element>) throws(RuleViolation) {
    if let violation = firstViolation(in: elements) { throw violation }
  }

  /// The first element of a stack, from the bottom, that breaks a rule; `nil` when none does.
  ///
  /// - Parameter stack: The stack.
  /// - Complexity: O(*n*): each element costs one `switch` on its case and a few table reads.
  @inlinable
  public func firstViolation(in stack: StackState<Element>) -> RuleViolation? {
    guard let (position, rule) = table.firstBroken(in: stack) else { return nil }
    return violation(of: rule, at: position, in: stack, id: stack.id(at: position))
  }

  /// The first of the elements, from the bottom, that breaks a rule; `nil` when none does.
  ///
  /// - Parameter elements: The elements, bottom first.
  public func firstViolation(in elements: some Collection<Element>) -> RuleViolation? {
    let elements = Array(elements)
    guard let (position, rule) = elements.withUnsafeBufferPointer(table.firstBroken(inBuffer:))
    else { return nil }
    return violation(of: rule, at: position, in: elements, id: nil)
  }

  /// What pushing an element on a stack would break; `nil` when the rules allow the push.
  ///
  /// For a screen to offer only the pushes its stack's rules allow:
  ///
  /// ```swift
  /// if let violation = Path.rules.violation(pushing: .edit(form), onto: state.path) {
  ///   state.message = "Not opened: \(violation.summary)"
  /// } else {
  ///   state.path.append(.edit(form))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - element: The element to push.
  ///   - stack: The stack it would go on.
  /// - Complexity: O(1), and O(*n*) when an `atMost` rule limits the element's case.
  public func violation(
    pushing element: Element, onto stack: StackState<Element>
  ) -> RuleViolation? {
    let index = element.caseIndex
    let below = stack.last?.caseIndex ?? -1
    let countBefore =
      table.limits[index] == .max ? 0 : stack.reduce(0) { $0 + ($1.caseIndex == index ? 1 : 0) }
    guard
      let broken = table.broken(
        index, below: below, position: stack.count, countBefore: countBefore)
    else { return nil }
    return violation(of: broken, at: stack.count, caseIndex: index, below: below, id: nil)
  }

  /// The longest prefix of a stack that keeps every rule, and the violation that ends it.
  ///
  /// What a restored snapshot or a deep link keeps when its stack breaks the rules: the screens
  /// up to the first that may not stand where it is.
  ///
  /// ```swift
  /// let (kept, violation) = pathRules.longestValidPrefix(of: restored.path)
  /// ```
  ///
  /// - Parameter stack: The stack.
  /// - Returns: The valid prefix, with its elements' IDs, and the first violation, `nil` when
  ///   the whole stack is valid.
  public func longestValidPrefix(
    of stack: StackState<Element>
  ) -> (prefix: StackState<Element>, violation: RuleViolation?) {
    guard let violation = firstViolation(in: stack) else { return (stack, nil) }
    var prefix = stack
    prefix.removeLast(prefix.count - violation.position)
    return (prefix, violation)
  }

  /// Describes the broken rule at a position of elements.
  @usableFromInline
  func violation<C: Collection<Element>>(
    of broken: Table.Broken, at position: Int, in elements: C, id: StackElementID?
  ) -> RuleViolation where C.Index == Int {
    violation(
      of: broken, at: position, caseIndex: elements[position].caseIndex,
      below: position > 0 ? elements[position - 1].caseIndex : -1, id: id)
  }

  /// Describes the broken rule of an element of a case, above an element of the case `below`
  /// (-1 at the bottom).
  func violation(
    of broken: Table.Broken, at position: Int, caseIndex: Int, below: Int, id: StackElementID?
  ) -> RuleViolation {
    let names = Element.caseNames
    let reason: String
    let rule: String
    switch broken {
    case .start:
      reason = "it starts the stack"
      rule = table.startDescription[caseIndex]
    case .follow:
      reason = "it stands above “\(names[below])”"
      rule = table.allowDescription[caseIndex]
    case .limit(let limit):
      reason = "it is number \(limit + 1) of its case on the stack"
      rule = table.limitDescription[caseIndex]
    case .depth:
      reason = "the stack may hold \(position) elements"
      rule = table.depthDescription
    }
    return RuleViolation(
      rule: rule, position: position, id: id, caseName: names[caseIndex], reason: reason)
  }
}

extension StackRules: StackCheck {
  /// The first element that breaks a rule, for decoding with a `NavigationRecovery`.
  public func firstFailure(in stack: StackState<Element>) -> (position: Int, reason: String)? {
    let violation: RuleViolation? = firstViolation(in: stack)
    return violation.map { ($0.position, $0.summary) }
  }

  /// The first of the elements that breaks a rule, for checking a deep link's screens.
  public func firstFailure(in elements: [Element]) -> (position: Int, reason: String)? {
    let violation: RuleViolation? = firstViolation(in: elements)
    return violation.map { ($0.position, $0.summary) }
  }
}
