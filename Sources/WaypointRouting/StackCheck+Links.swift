import Waypoint

extension StackCheck {
  /// Checks the stack a link opens, such as against navigation rules (`WaypointRules`'
  /// `StackRules`), before the link changes any state.
  ///
  /// ```swift
  /// case .open(.items(let ids)):
  ///   do {
  ///     let (stack, cut) = try Path.rules.checkLink(
  ///       link, opening: StackState(ids.map { .detail(.init(id: $0)) }), under: router)
  ///     state.path = stack
  ///     if let cut { print(cut) }   // what the longest-valid-prefix policy left out
  ///   } catch {
  ///     return .send(.linkFailed(error))
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - link: The link, for the error.
  ///   - stack: The stack the link opens.
  ///   - router: The router that matched the link, whose policy decides:
  ///     ``LinkRouter/PrefixPolicy/strict`` throws at the first element that breaks the check;
  ///     ``LinkRouter/PrefixPolicy/longestValidPrefix`` keeps the elements below it.
  /// - Returns: The stack to open, and, when elements were left out, the error that says which.
  /// - Throws: ``LinkError/Reason/navigationRules(position:reason:)`` under the strict policy.
  public func checkLink<Route>(
    _ link: String, opening stack: StackState<Element>,
    under router: LinkRouter<Route>
  ) throws(LinkError) -> (stack: StackState<Element>, leftOut: LinkError?) {
    guard let (position, reason) = firstFailure(in: stack) else { return (stack, nil) }
    let error = LinkError(link: link, reason: .navigationRules(position: position, reason: reason))
    guard router.policy == .longestValidPrefix else { throw error }
    var kept = stack
    kept.removeLast(stack.count - position)
    return (kept, error)
  }

  /// Checks the screens a link opens, bottom first, before they become a stack: what
  /// ``checkLink(_:opening:under:)->(StackState<Self.Element>,_)`` does, without drawing IDs for
  /// screens the check may leave out.
  ///
  /// - Parameters:
  ///   - link: The link, for the error.
  ///   - elements: The screens the link opens, bottom first.
  ///   - router: The router that matched the link, whose policy decides.
  /// - Returns: The screens to open, and, when screens were left out, the error that says which.
  /// - Throws: ``LinkError/Reason/navigationRules(position:reason:)`` under the strict policy.
  public func checkLink<Route>(
    _ link: String, opening elements: [Element], under router: LinkRouter<Route>
  ) throws(LinkError) -> (elements: [Element], leftOut: LinkError?) {
    guard let (position, reason) = firstFailure(in: elements) else { return (elements, nil) }
    let error = LinkError(link: link, reason: .navigationRules(position: position, reason: reason))
    guard router.policy == .longestValidPrefix else { throw error }
    return (Array(elements.prefix(position)), error)
  }

  /// Checks a stack that ``NavigationLinks`` opened, such as against navigation rules
  /// (`WaypointRules`' `StackRules`), before the state that holds it is shown.
  ///
  /// ```swift
  /// let opened = try links.open(link, in: state)
  /// try Path.rules.checkLink(link, opened: opened.path)
  /// state = opened
  /// ```
  ///
  /// - Parameters:
  ///   - link: The link, for the error.
  ///   - stack: The stack the link opened.
  /// - Throws: ``LinkError/Reason/navigationRules(position:reason:)`` at the first element that
  ///   breaks the check.
  public func checkLink(_ link: String, opened stack: StackState<Element>) throws(LinkError) {
    guard let (position, reason) = firstFailure(in: stack) else { return }
    throw LinkError(link: link, reason: .navigationRules(position: position, reason: reason))
  }
}
