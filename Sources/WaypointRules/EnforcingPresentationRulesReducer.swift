import CasePaths
import Waypoint

extension Reducer {
  /// Checks a presentation against its rules after every action, and rejects or reports a
  /// destination the rules do not allow.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.$destination, action: \.destination)
  ///   .enforcing(Self.destinationRules, on: \.$destination)
  /// ```
  ///
  /// With ``RulePolicy/reject``, the whole state goes back to what it was before the action and
  /// the action's effects are dropped; with ``RulePolicy/report``, the destination stays. Either
  /// way the violation is reported through `reportIssue`. Rejecting keeps the state as it was
  /// for the length of each action, so what the action changes in place is copied first: use
  /// ``RulePolicy/report`` where the presented feature holds a deep stack.
  ///
  /// The check runs when an action leaves the presentation showing a case it did not show
  /// before. A destination set outside this reducer (by a parent, a restore, or the initial
  /// state) is checked when this feature's actions change it; check such a destination with
  /// ``PresentationRules/validate(_:)`` where it comes in.
  ///
  /// - Parameters:
  ///   - rules: The destinations the feature may present.
  ///   - toPresents: A key path to the `@Presents` property's projection, `\.$destination`.
  ///   - policy: What to do with a destination the rules do not allow.
  ///   - fileID: The file of the call, for reports.
  ///   - filePath: The path of that file, for reports.
  ///   - line: The line of the call, for reports.
  ///   - column: The column of the call, for reports.
  /// - Returns: A reducer that enforces the rules.
  public func enforcing<Destination>(
    _ rules: PresentationRules<Destination>,
    on toPresents: WritableKeyPath<State, Presents<Destination>>,
    policy: RulePolicy = .reject,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    let base = Reduce(self)
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return Reduce<State, Action> { state, action in
      let before = policy == .reject ? state : nil
      let caseBefore = state[keyPath: toPresents].wrappedValue?.caseIndex
      let effects = base.reduce(into: &state, action: action)
      guard let destination = state[keyPath: toPresents].wrappedValue,
        destination.caseIndex != caseBefore,
        !rules.allows(destination)
      else { return effects }
      let rejected = before != nil
      location.report(
        """
        A presentation enforcing navigation rules at "\(location.description)" was set to \
        “\(destination.caseName)”, which breaks \(rules): the feature may not present it.

        \(rejected
          ? "The change was rejected: the state is as it was before the action, and the action's effects were dropped."
          : "The change was kept, as the policy asks.") \
        Present only what the rules allow, or change the rules.
        """
      )
      guard let before else { return effects }
      state = before
      return .none
    }
  }
}
