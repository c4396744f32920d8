import CasePaths
import ConcurrencyExtras
import CustomDump
import Dependencies
import Waypoint

extension TestStore {
  /// Sends an action and asserts how the state changed.
  ///
  /// ```swift
  /// await store.send(.addButtonTapped) {
  ///   $0.addItem = ItemFormFeature.State()
  /// }
  /// ```
  ///
  /// The closure receives the state from before the action and must change it into the state
  /// after. Omit it when the state does not change.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - updateStateToExpectedResult: Changes the previous state into the expected state.
  ///   - fileID: The file of the call, for reports.
  ///   - filePath: The path of that file, for reports.
  ///   - line: The line of the call, for reports.
  ///   - column: The column of the call, for reports.
  /// - Returns: A handle on the effects the action started.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if !received.isEmpty {
      if isExhaustive {
        location.report(
          """
          Must handle \(received.count) received \
          action\(received.count == 1 ? "" : "s") before sending an action:

          \(received.map { "  • " + describe($0.action, indent: 4) }.joined(separator: "\n"))

          Assert them with "await store.receive(…)" first, or skip them with \
          "await store.skipReceivedActions()".
          """
        )
        // Carry on from the state after them, so this one mistake is reported once.
        expectedState = received.last?.state ?? expectedState
        received.removeAll()
      } else {
        skipReceived(at: location)
      }
    }
    let generatorBefore = generatorMark
    stateAfterSend = nil
    let task = core.send(action)
    let actual = stateAfterSend ?? core.state
    checkState(
      actual: actual,
      generatorBefore: generatorBefore,
      updateStateToExpectedResult,
      at: location
    )
    await settleEffects()
    return TestStoreTask(rawValue: task)
  }

  /// Sends an action with no associated value, named by its case key path.
  ///
  /// ```swift
  /// await store.send(\.path[id: 0].detail.editButtonTapped) {
  ///   $0.path.append(.edit(EditFeature.State(item: item)))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - action: A case key path to the action.
  ///   - updateStateToExpectedResult: Changes the previous state into the expected state.
  ///   - fileID: The file of the call, for reports.
  ///   - filePath: The path of that file, for reports.
  ///   - line: The line of the call, for reports.
  ///   - column: The column of the call, for reports.
  /// - Returns: A handle on the effects the action started.
  @discardableResult
  public func send(
    _ action: CaseKeyPath<Action, Void>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask where Action: CasePathable {
    await send(
      AnyCasePath(action).embed(()),
      assert: updateStateToExpectedResult,
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// Sends an action with an associated value, named by its case key path.
  ///
  /// ```swift
  /// await store.send(\.tabSelected, .profile) { $0.selectedTab = .profile }
  /// ```
  ///
  /// - Parameters:
  ///   - action: A case key path to the action.
  ///   - value: The associated value.
  ///   - updateStateToExpectedResult: Changes the previous state into the expected state.
  ///   - fileID: The file of the call, for reports.
  ///   - filePath: The path of that file, for reports.
  ///   - line: The line of the call, for reports.
  ///   - column: The column of the call, for reports.
  /// - Returns: A handle on the effects the action started.
  @discardableResult
  public func send<Value>(
    _ action: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask where Action: CasePathable {
    await send(
      AnyCasePath(action).embed(value),
      assert: updateStateToExpectedResult,
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// Asserts the current state without sending an action.
  ///
  /// - Parameters:
  ///   - updateStateToExpectedResult: Changes the last asserted state into the current one.
  ///   - fileID: The file of the call, for reports.
  ///   - filePath: The path of that file, for reports.
  ///   - line: The line of the call, for reports.
  ///   - column: The column of the call, for reports.
  public func assert(
    _ updateStateToExpectedResult: (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    withoutActuallyEscaping(updateStateToExpectedResult) { update in
      checkState(
        actual: core.state,
        generatorBefore: generatorMark,
        update,
        at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }
  }

  /// Compares the state the test expects with the actual one, and reports a diff.
  func checkState(
    actual: State,
    generatorBefore: StackElementID,
    _ updateStateToExpectedResult: ((inout State) throws -> Void)?,
    at location: TestLocation
  ) {
    withoutActuallyEscaping(updateStateToExpectedResult ?? { _ in }) { update in
      checkState(
        actual: actual,
        generatorBefore: generatorBefore,
        hasAssertion: updateStateToExpectedResult != nil,
        update,
        at: location
      )
    }
  }

  private func checkState(
    actual: State,
    generatorBefore: StackElementID,
    hasAssertion: Bool,
    _ updateStateToExpectedResult: @escaping (inout State) throws -> Void,
    at location: TestLocation
  ) {
    let previous = expectedState
    defer { expectedState = actual }
    // The closure sees the IDs the reducer saw: a generator positioned where it was.
    let replay = { (state: inout State) throws in
      try withDependencies {
        $0.stackElementID = .incrementing(from: generatorBefore.rawValue)
      } operation: {
        try updateStateToExpectedResult(&state)
      }
    }
    do {
      if isExhaustive {
        var expected = previous
        try replay(&expected)
        if expected != actual {
          location.report(
            """
            A state change does not match expectation: …

            \(diff(expected, actual, format: .proportional)
              .map { $0.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
              .joined(separator: "\n") } ?? "  (no visible difference)")

            (Expected: −, Actual: +)
            """
          )
        } else if hasAssertion, expected == previous {
          location.report(
            """
            Expected state to change, but no change occurred.

            The trailing closure made no observable modifications to the state. If no change to \
            the state is expected, omit the trailing closure.
            """
          )
        }
      } else {
        var expectedFromActual = actual
        try replay(&expectedFromActual)
        if expectedFromActual != actual {
          location.report(
            """
            A state change does not match expectation: …

            \(diff(expectedFromActual, actual, format: .proportional) ?? "")

            (Expected: −, Actual: +)
            """
          )
        }
        var expectedFromPrevious = previous
        try replay(&expectedFromPrevious)
        if expectedFromPrevious != actual {
          reportSkipped(
            """
            A state change does not match expectation: …

            \(diff(expectedFromPrevious, actual, format: .proportional) ?? "")

            (Expected: −, Actual: +)
            """,
            at: location
          )
        }
      }
    } catch {
      location.report("Threw error while asserting state: \(error)")
    }
  }
}
