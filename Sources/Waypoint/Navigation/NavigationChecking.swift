/// Where a state first fails a list of ``NavigationCheck``s: a stack one of its ``StackCheck``s
/// turns down, or a presentation one of its ``PresentationCheck``s does.
package enum NavigationCheckFailure: Equatable, Sendable {
  /// A stack's element at `position`, from the bottom, may not stand there.
  case stack(position: Int, reason: String)
  /// A presentation may not present what it presents.
  case presentation(reason: String)

  /// The reason in words.
  package var reason: String {
    switch self {
    case .stack(_, let reason), .presentation(let reason): reason
    }
  }
}

extension ObservableState {
  /// The first stack or presentation of this state, in the walk's order, that `checks` turn
  /// down: what a deep link and the navigation explorer check a state they open with.
  ///
  /// - Parameter checks: Checks of stacks and presentations, such as navigation rules.
  /// - Returns: The first failure, or `nil` when every stack and presentation passes.
  package func firstFailure(of checks: [any NavigationCheck]) -> NavigationCheckFailure? {
    guard !checks.isEmpty else { return nil }
    var walker = NavigationChecking(checks: checks)
    _$walkNavigation(&walker)
    return walker.failure
  }
}

/// Applies checks to every stack and presentation a walk shows, and keeps the first failure.
private struct NavigationChecking: NavigationWalker {
  let checks: [any NavigationCheck]
  var failure: NavigationCheckFailure?

  mutating func walkStack<Element>(
    _ stack: StackState<Element>, label: String, element walk: (Element, inout Self) -> Void
  ) {
    guard failure == nil else { return }
    for case let check as any StackCheck<Element> in checks {
      if let (position, reason) = check.firstFailure(in: stack) {
        failure = .stack(position: position, reason: reason)
        return
      }
    }
    for element in stack where failure == nil { walk(element, &self) }
  }

  mutating func walkPresentation<Value>(
    _ value: Value, label: String, style: PresentationStyle, inside walk: (inout Self) -> Void
  ) {
    guard failure == nil else { return }
    for case let check as any PresentationCheck<Value> in checks {
      if let reason = check.failure(presenting: value) {
        failure = .presentation(reason: reason)
        return
      }
    }
    walk(&self)
  }

  mutating func walkChild<Value>(_ value: Value, label: String, inside walk: (inout Self) -> Void) {
    if failure == nil { walk(&self) }
  }

  mutating func walkCase<Enum, Value>(
    _ value: Value, name: String, index: Int, of enumType: Enum.Type, style: PresentationStyle?,
    inside walk: (inout Self) -> Void
  ) {
    if failure == nil { walk(&self) }
  }
}
