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
  /// rejecting it; a stack replaced whole is checked whole. To undo, the stack saves the
  /// elements a change overwrites, as it overwrites them, rather than being copied first; the
  /// rest of the state is held as it was for the length of the action, so what else the action
  /// changes in place is copied first. Enforce the rules in the feature that owns the stack, so
  /// that what is held is that feature's state, and enforce one ``StackRules`` per stack.
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
    let journal = followedJournal(of: &state)
    let memo = journal.memo as! StackRules<Element>.Memo
    // A change made since the last check outside this reducer (by a parent, or to a store's
    // state directly) is checked first, and kept: there is no state before it to go back to.
    if let (_, violation) = check(state, journal: journal, memo: memo) {
      if let violation {
        report(
          violation,
          outcome: "The stack was changed outside the reducer that enforces its rules, and the "
            + "change was kept: there is no state before it to go back to.")
      }
    }
    journal.reset()
    // What a rejection puts back: the state as it was, which lets go of its stack as soon as
    // the stack changes in place (or every change would copy the stack's storage), and the
    // stack as the journal keeps it.
    let before = Box<State>()
    if policy == .reject {
      before.value = state
      journal.arm(keeping: state[keyPath: toStack]) { [toStack] in
        before.value?[keyPath: toStack] = StackState()
      }
    }
    defer { journal.reset() }
    let effects = base.reduce(into: &state, action: action)

    guard let (from, violation) = check(state, journal: journal, memo: memo) else {
      return effects
    }
    guard let violation else {
      if from == 0 { adopt(&state, journal: journal) }
      return effects
    }
    guard var restored = journal.withLock({ before.value }) else {
      report(violation, outcome: "The change was kept, as the policy asks.")
      if from == 0 { adopt(&state, journal: journal) }
      return effects
    }
    // The stack is taken out of the state, so that it is put back in place, unshared.
    var stack = state[keyPath: toStack]
    state[keyPath: toStack] = StackState()
    guard journal.revert(&stack) else {
      state[keyPath: toStack] = stack
      report(
        violation,
        outcome: "The change could not be undone, and was kept: in the same action, the stack "
          + "was changed in place and then replaced whole, or a copy of it was changed first.")
      if from == 0 { adopt(&state, journal: journal) }
      return effects
    }
    report(
      violation,
      outcome: "The change was rejected: the state is as it was before the action, and the "
        + "action's effects were dropped.")
    _ = rules.table.update(memo, to: stack, from: from)
    restored[keyPath: toStack] = stack
    state = restored
    adopt(&state, journal: journal)
    return .none
  }

  /// Checks what changed in the state's stack, bringing the memo up to date: `nil` when nothing
  /// changed, else where the check started (0 for a stack replaced whole) and the violation.
  private func check(
    _ state: State, journal: StackJournal<Element>, memo: StackRules<Element>.Memo
  ) -> (from: Int, violation: RuleViolation?)? {
    let stack = state[keyPath: toStack]
    var from = 0
    if stack.attachedJournal === journal {
      from = journal.changedFrom
      guard from < Int.max else { return nil }
    }
    guard let (position, broken) = rules.table.update(memo, to: stack, from: from) else {
      return (from, nil)
    }
    return (
      from, rules.violation(of: broken, at: position, in: stack, id: stack.id(at: position))
    )
  }

  /// The journal that follows the state's stack, installed (and the whole stack checked) when
  /// the stack has none, or one that follows another value.
  private func followedJournal(of state: inout State) -> StackJournal<Element> {
    let stack = state[keyPath: toStack]
    if let journal = stack.attachedJournal {
      if let memo = journal.memo as? StackRules<Element>.Memo, memo.table === rules.table {
        return journal
      }
      location.report(
        """
        Two sets of navigation rules enforce the stack at "\(location.description)": each \
        takes the stack's journal from the other, so both check the whole stack on every action.

        Enforce one "StackRules" on a stack, with every rule in it.
        """
      )
    }
    let journal = StackJournal<Element>()
    let memo = rules.table.emptyMemo()
    journal.memo = memo
    if let (position, broken) = rules.table.update(memo, to: stack, from: 0) {
      let violation = rules.violation(
        of: broken, at: position, in: stack, id: stack.id(at: position))
      report(
        violation,
        outcome: stack.journal == nil
          ? "The stack broke the rules when they first saw it, and was kept as it was."
          : "The stack was replaced outside the reducer that enforces its rules, and the "
            + "change was kept: there is no state before it to go back to.")
    }
    state[keyPath: toStack].attach(journal)
    return journal
  }

  /// Makes the journal follow the state's stack, after it was replaced whole.
  private func adopt(_ state: inout State, journal: StackJournal<Element>) {
    guard state[keyPath: toStack].attachedJournal !== journal else { return }
    state[keyPath: toStack].attach(journal)
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

/// A state held for a rejection, which the stack's journal can reach.
private final class Box<Value> {
  var value: Value?
}
