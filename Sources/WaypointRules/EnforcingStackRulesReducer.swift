import CasePaths
import Waypoint

extension Reducer {
  /// Checks a stack against its navigation rules after every action, and rejects or reports a
  /// change that breaks them.
  ///
  /// Every change of the stack is checked — a push, a pop, a reducer's direct mutation, a deep
  /// link, a restore — once the reducer has run. A violation is reported through `reportIssue`,
  /// naming the rule, the element and its position, and then handled by `policy`:
  ///
  /// - ``RulePolicy/reject``: the whole state goes back to what it was before the action, and
  ///   nothing is cancelled; the action's effects are dropped.
  /// - ``RulePolicy/report``: the change is kept.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in … }
  ///     .forEach(\.path, action: \.path)
  ///     .enforcing(Self.pathRules, on: \.path)
  /// }
  /// ```
  ///
  /// Only what changed is checked: the stack records the lowest position that changed, and the
  /// check reads the elements from there up. A push costs O(1) at any depth, and so does
  /// rejecting it; a stack replaced whole is checked whole. To undo, the reducer holds the
  /// state as it was for the length of the action. A stack changed while a copy shares it
  /// costs what the change touches, so holding it copies none of its elements; what else the
  /// action changes in place is copied first. Enforce the rules in the feature that owns the
  /// stack, so that what is held is that feature's state, and enforce one ``StackRules`` per
  /// stack.
  ///
  /// A change made outside this reducer, by a parent feature or to the store's state directly,
  /// is checked at the next action, and kept.
  ///
  /// - Parameters:
  ///   - rules: The stack's rules.
  ///   - toStack: A key path to the stack.
  ///   - policy: What to do with a change that breaks the rules.
  ///   - fileID: The file of the call, for reports.
  ///   - filePath: The path of that file, for reports.
  ///   - line: The line of the call, for reports.
  ///   - column: The column of the call, for reports.
  /// - Returns: A reducer that enforces the rules.
  public func enforcing<Element>(
    _ rules: StackRules<Element>,
    on toStack: WritableKeyPath<State, StackState<Element>>,
    policy: RulePolicy = .reject,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    EnforcingStackRulesReducer(
      base: Reduce(self), rules: rules, toStack: toStack, policy: policy,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// The reducer behind `Reducer.enforcing(_:on:policy:)` for a stack.
struct EnforcingStackRulesReducer<State, Action, Element: NavigationCases & CasePathIterable>:
  Reducer
{
  let base: Reduce<State, Action>
  let rules: StackRules<Element>
  let toStack: WritableKeyPath<State, StackState<Element>>
  let policy: RulePolicy
  let location: SourceLocation

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let table = rules.table
    let memo = memo(describing: &state)
    let stamp = state[keyPath: toStack].checkedStamp
    // What a rejection puts back: the state as it was. The stack it holds shares its elements
    // with the state's, whose changes then cost what they touch (`StackState` keeps them apart
    // from what a copy shares).
    var before = policy == .reject ? state : nil
    let effects = base.reduce(into: &state, action: action)

    let from = changedFrom(in: state, since: stamp)
    guard from < .max else {
      table.memos.put(memo, under: stamp)
      return effects
    }
    guard let violation = check(state, memo: memo, from: from) else {
      // Let go of the copy first, so that the stack gets its arrays back without copying them.
      before = nil
      keep(&state, memo: memo)
      return effects
    }
    guard let held = before.take() else {
      report(violation, outcome: "The change was kept, as the policy asks.")
      keep(&state, memo: memo)
      return effects
    }
    report(
      violation,
      outcome: "The change was rejected: the state is as it was before the action, and the "
        + "action's effects were dropped.")
    _ = table.update(memo, to: held[keyPath: toStack], from: from)
    state = held
    table.memos.put(memo, under: stamp)
    return .none
  }

  /// The lowest position of the state's stack changed since the check that gave it `stamp`: 0
  /// when it was replaced whole, `Int.max` when nothing changed.
  private func changedFrom(in state: State, since stamp: Int) -> Int {
    let stack = state[keyPath: toStack]
    return stack.checkedStamp == stamp ? stack.changedFrom : 0
  }

  /// Brings `memo` up to date with the state's stack, changed from `from` up, and returns the
  /// rule it breaks, if any.
  private func check(
    _ state: State, memo: StackRules<Element>.Memo, from: Int
  ) -> RuleViolation? {
    let stack = state[keyPath: toStack]
    guard let (position, broken) = rules.table.update(memo, to: stack, from: from) else {
      return nil
    }
    return rules.violation(of: broken, at: position, in: stack, id: stack.id(at: position))
  }

  /// Keeps `memo`, which describes the state's stack as it is now, for the next action.
  private func keep(_ state: inout State, memo: StackRules<Element>.Memo) {
    let stamp = StackState<Element>.newCheckStamp()
    state[keyPath: toStack].markChecked(stamp: stamp, by: rules.table.number)
    rules.table.memos.put(memo, under: stamp)
  }

  /// A memo that describes the state's stack as it is now: the one kept at the last check, when
  /// the stack still has its stamp, brought up to date with a change made since outside this
  /// reducer (by a parent, or to a store's state directly), which is checked and kept, as
  /// there is no state before it to go back to; or a new one, of the whole stack.
  private func memo(describing state: inout State) -> StackRules<Element>.Memo {
    let table = rules.table
    let stack = state[keyPath: toStack]
    let kept = stack.checkedBy == table.number ? table.memos.take(stack.checkedStamp) : nil
    if let kept, stack.changedFrom == .max { return kept }
    if stack.checkedBy != 0, stack.checkedBy != table.number {
      location.report(
        """
        Two sets of navigation rules enforce the stack at "\(location.description)": each \
        finds the stack last checked by the other, so both check the whole stack on every \
        action.

        Enforce one "StackRules" on a stack, with every rule in it.
        """
      )
    }
    let memo = kept ?? table.emptyMemo()
    let from = kept == nil ? 0 : stack.changedFrom
    // A stack these rules checked and nothing changed since, whose memo was let go: what it
    // breaks was reported when it was first seen.
    let seenBefore = kept == nil && stack.checkedBy == table.number && stack.changedFrom == .max
    if let (position, broken) = table.update(memo, to: stack, from: from), !seenBefore {
      let violation = rules.violation(
        of: broken, at: position, in: stack, id: stack.id(at: position))
      report(
        violation,
        outcome: kept != nil
          ? "The stack was changed outside the reducer that enforces its rules, and the "
            + "change was kept: there is no state before it to go back to."
          : stack.checkedBy == 0
            ? "The stack broke the rules when they first saw it, and was kept as it was."
            : "The stack was replaced outside the reducer that enforces its rules, and the "
              + "change was kept: there is no state before it to go back to.")
    }
    state[keyPath: toStack].markChecked(
      stamp: StackState<Element>.newCheckStamp(), by: table.number)
    return memo
  }

  private func report(_ violation: RuleViolation, outcome: String) {
    location.report(
      """
      A stack enforcing navigation rules at "\(location.description)" was changed so that \
      \(violation).

      \(outcome) Push only what the rules allow, or change the rules; \
      "StackRules.longestValidPrefix(of:)" keeps the valid part of a stack from outside (a deep \
      link, a snapshot).
      """
    )
  }
}
