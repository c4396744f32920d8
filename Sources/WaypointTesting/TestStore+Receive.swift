import CasePaths
import ConcurrencyExtras
import CustomDump
import Waypoint

extension TestStore {
  /// Asserts that an effect sent an action, and how the state changed.
  ///
  /// ```swift
  /// await store.receive(.itemsLoaded(items)) {
  ///   $0.items = items
  /// }
  /// ```
  ///
  /// Waits up to `timeout` (default ``timeout``) for the action to arrive.
  ///
  /// - Parameters:
  ///   - expectedAction: The action expected next.
  ///   - timeout: How long to wait.
  ///   - updateStateToExpectedResult: Changes the previous state into the expected state.
  ///   - fileID: The file of the call, for reports.
  ///   - filePath: The path of that file, for reports.
  ///   - line: The line of the call, for reports.
  ///   - column: The column of the call, for reports.
  public func receive(
    _ expectedAction: Action,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: Equatable {
    await receive(
      matching: { $0 == expectedAction },
      expected: { describe(expectedAction, indent: 2) },
      mismatch: { received in
        diff(expectedAction, received, format: .proportional)
          .map { "\($0)\n\n(Expected: −, Received: +)" }
          ?? describe(received)
      },
      timeout: timeout,
      updateStateToExpectedResult,
      at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect sent an action of a given case, and how the state changed.
  ///
  /// ```swift
  /// await store.receive(\.path.popFrom) {
  ///   $0.path[id: 0] = nil
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - actionCase: A case key path to the expected action.
  ///   - timeout: How long to wait.
  ///   - updateStateToExpectedResult: Changes the previous state into the expected state.
  ///   - fileID: The file of the call, for reports.
  ///   - filePath: The path of that file, for reports.
  ///   - line: The line of the call, for reports.
  ///   - column: The column of the call, for reports.
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    let casePath = AnyCasePath(actionCase)
    await receive(
      matching: { casePath.extract(from: $0) != nil },
      expected: { "an action matching \(describe(actionCase))" },
      mismatch: { describe($0) },
      timeout: timeout,
      updateStateToExpectedResult,
      at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect sent an action of a given case with a given associated value.
  ///
  /// - Parameters:
  ///   - actionCase: A case key path to the expected action.
  ///   - value: The expected associated value.
  ///   - timeout: How long to wait.
  ///   - updateStateToExpectedResult: Changes the previous state into the expected state.
  ///   - fileID: The file of the call, for reports.
  ///   - filePath: The path of that file, for reports.
  ///   - line: The line of the call, for reports.
  ///   - column: The column of the call, for reports.
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    let casePath = AnyCasePath(actionCase)
    await receive(
      matching: { casePath.extract(from: $0) == value },
      expected: { "an action matching \(describe(actionCase)) with \(describe(value))" },
      mismatch: { describe($0) },
      timeout: timeout,
      updateStateToExpectedResult,
      at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  private func receive(
    matching isMatching: (Action) -> Bool,
    expected: () -> String,
    mismatch: (Action) -> String,
    timeout: Duration?,
    _ updateStateToExpectedResult: ((inout State) throws -> Void)?,
    at location: TestLocation
  ) async {
    let timeout = timeout ?? self.timeout
    let arrived = await waitForReceivedAction(timeout: timeout) {
      isExhaustive ? !$0.isEmpty : $0.contains { isMatching($0.action) }
    }
    guard arrived else {
      let running = core.runningEffects
      let hint =
        running.isEmpty
        ? """
        No effects are running, so none can arrive. Check that the action that starts the \
        effect was sent, and that the effect sends this action.
        """
        : """
        \(running.count) effect\(running.count == 1 ? " is" : "s are") still running; if the \
        action is expected later, pass a longer "timeout:" or advance the test clock first.
        """
      location.report(
        """
        Expected to receive \(expected()), but received \
        \(received.isEmpty ? "none" : "only non-matching actions") after \(timeout).

        \(hint)
        """
      )
      return
    }
    if !isExhaustive {
      while let first = received.first, !isMatching(first.action) {
        received.removeFirst()
        expectedState = first.state
        reportSkipped("Received an unasserted action:\n\n  \(describe(first.action))", at: location)
      }
    }
    let next = received.removeFirst()
    if !isMatching(next.action) {
      location.report(
        """
        Received an unexpected action: …

        \(mismatch(next.action)
          .split(separator: "\n", omittingEmptySubsequences: false)
          .map { "  " + $0 }.joined(separator: "\n"))
        """
      )
    }
    checkState(
      actual: next.state,
      generatorBefore: next.generatorBefore,
      updateStateToExpectedResult,
      at: location
    )
    await settleEffects()
  }

  /// Waits until `condition` holds for the received actions, or `timeout` passes, or no effect is
  /// left that could send one. Returns whether the condition holds.
  private func waitForReceivedAction(
    timeout: Duration,
    until condition: ([ReceivedAction]) -> Bool
  ) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    await settleEffects()
    while !condition(received) {
      if core.runningEffects.isEmpty {
        await settleEffects()
        return condition(received)
      }
      guard clock.now < deadline else { return false }
      try? await Task.sleep(for: .milliseconds(1))
    }
    return true
  }

  /// Asserts that nothing more was received and waits for every running effect to finish.
  ///
  /// Use it at the end of a test whose effects finish on their own.
  ///
  /// - Parameters:
  ///   - timeout: How long to wait.
  ///   - fileID: The file of the call, for reports.
  ///   - filePath: The path of that file, for reports.
  ///   - line: The line of the call, for reports.
  ///   - column: The column of the call, for reports.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let timeout = timeout ?? self.timeout
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    await settleEffects()
    while !core.runningEffects.isEmpty, clock.now < deadline {
      try? await Task.sleep(for: .milliseconds(1))
    }
    let running = core.runningEffects
    guard running.isEmpty else {
      let message = """
        Expected effects to finish, but \(running.count) \
        \(running.count == 1 ? "is" : "are") still running after \(timeout). Started by:

        \(running.map { "  • " + describe($0.origin, indent: 4) }.joined(separator: "\n"))

        Cancel long-living effects, advance the test clock, or pass a longer "timeout:".
        """
      if isExhaustive { location.report(message) } else { reportSkipped(message, at: location) }
      return
    }
  }

  /// Clears the actions received so far without asserting them.
  ///
  /// The state moves on to the state after the last of them.
  public func skipReceivedActions(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await settleEffects()
    skipReceived(at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  func skipReceived(at location: TestLocation) {
    guard let last = received.last else { return }
    for action in received {
      reportSkipped("Received an unasserted action:\n\n  \(describe(action.action))", at: location)
    }
    expectedState = last.state
    received.removeAll()
  }

  /// Cancels every effect still running, without asserting them.
  public func skipInFlightEffects(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let running = core.runningEffects
    if !running.isEmpty {
      reportSkipped(
        "Cancelled \(running.count) in-flight effect\(running.count == 1 ? "" : "s").",
        at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }
    core.cancelAllEffects()
    await settleEffects()
  }
}
