import IssueReporting

extension Store where State: NavigationRoutable {
  /// Sends an action, and shows the change of navigation it makes one step at a time: what a
  /// deep link or a restored snapshot does when a UI is attached.
  ///
  /// ```swift
  /// .onOpenURL { url in
  ///   Task { await store.send(.openURL(url), transition: .stepwise()) }
  /// }
  /// ```
  ///
  /// The reducer runs once, as for ``send(_:)``: the state it makes, and the effects it starts,
  /// are the same. Only what observers see is staged: the store's state goes through the states
  /// ``TransitionPlanner/states(from:to:)`` plans, `pause` apart, and ends in the reducer's. Any
  /// send meanwhile, by a view or an effect, lands the transition at once first, so it always
  /// acts on the reducer's state. A scoped store, or a transition that plans one step, shows the
  /// change at once. Routes SwiftUI cannot show (``NavigationRouteError``) are reported, and the
  /// change shows at once.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - transition: How to show the change.
  ///   - fileID: The file of the call, for reports.
  ///   - filePath: The path of that file, for reports.
  ///   - line: The line of the call, for reports.
  ///   - column: The column of the call, for reports.
  /// - Returns: A handle on the effects the action started.
  @discardableResult
  public func send(
    _ action: Action,
    transition: NavigationTransition,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> StoreTask {
    guard let root, case let .stepwise(pause, clock, animate) = transition.kind else {
      return send(action)
    }
    root.landTransition()
    let before = root.state
    let task = send(action)
    let after = root.state
    let steps: [State]
    do {
      steps = try TransitionPlanner.states(from: before, to: after)
    } catch {
      reportIssue(
        """
        A stepwise transition could not be planned, so the change was shown at once. \(error)
        """,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
      return task
    }
    guard steps.count > 1 else { return task }
    root.transitionsStarted &+= 1
    let number = root.transitionsStarted
    root.pendingTransition = RootCore.PendingTransition(number: number, target: after)
    for (index, step) in steps.enumerated() {
      if index > 0 { try? await clock.sleep(for: pause) }
      var isCurrent = true
      animate {
        // A send meanwhile landed this transition, or a newer one took its place: checked here,
        // where the step is shown, whatever `animate` did before calling this.
        isCurrent = root.pendingTransition?.number == number
        guard isCurrent else { return }
        if index == steps.count - 1 { root.pendingTransition = nil }
        root.showTransitionStep(step)
      }
      guard isCurrent else { break }
    }
    return task
  }
}

extension StackState: NavigationRoutable {
  /// The elements as pushes, bottom first, each identified by its ID.
  public var navigationRoutes: [NavigationRoute<StackElementID>] {
    elementIDs.map { .push($0) }
  }

  /// The stack's first `count` elements.
  ///
  /// - Parameter count: How many elements to keep.
  /// - Returns: The stack cut back to them.
  public func keepingNavigationRoutes(_ count: Int) -> StackState {
    var stack = self
    if count < stack.count { stack.pop(from: stack.id(at: count)) }
    return stack
  }
}
