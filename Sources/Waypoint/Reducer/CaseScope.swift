/// Runs one case's feature of a ``CaseReducer`` enum: what `@Reducer` generates for each case.
///
/// Unlike `Scope` over a case key path, it reaches the case through a `switch` the macro writes,
/// and moves the case's state out of the enum while the feature runs, so that the feature owns
/// its state alone and changes it in place, however deep the presentations inside it go.
///
/// An implementation detail of `@Reducer`: write `Scope(state: \.case, action: \.case)` instead.
public struct _CaseScope<ParentState, ParentAction, Child: Reducer>: Reducer {
  /// Runs `body` on the case's state and action: `Effect.none` when `action` is another case's,
  /// `nil` when `state` holds another case, and otherwise what `body` returns, with the state
  /// moved out of the enum while it runs and put back after.
  ///
  /// The macro writes it for each case: it matches the action's case, then the state's, and
  /// passes the matched action straight to `body`, so that finding the action and moving the
  /// state are one closure call.
  public typealias Run = (
    inout ParentState, ParentAction, (inout Child.State, Child.Action) -> Effect<Child.Action>
  ) -> Effect<Child.Action>?

  @usableFromInline let run: Run
  @usableFromInline let fromChildAction: @Sendable (Child.Action) -> ParentAction
  @usableFromInline let caseName: String
  @usableFromInline let child: ResolvedReducer<Child.State, Child.Action>
  @usableFromInline let location: SourceLocation
  @usableFromInline let component: NavigationID

  /// Scopes to the case `casePath` names.
  ///
  /// - Parameters:
  ///   - casePath: The case of the parent's state, where the child's state lives.
  ///   - caseName: The case's name, for reports.
  ///   - run: Runs its closure on the case's state and action; see ``Run``.
  ///   - fromChildAction: The case's action for a child's action.
  ///   - child: The case's feature.
  @inlinable
  public init(
    _ casePath: CaseKeyPath<ParentState, Child.State>,
    caseName: String,
    run: @escaping Run,
    fromChildAction: @escaping @Sendable (Child.Action) -> ParentAction,
    child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.run = run
    self.fromChildAction = fromChildAction
    self.caseName = caseName
    self.child = ResolvedReducer(child())
    self.location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.component = NavigationID(
      place: NavigationPlace(casePath),
      identity: PresentationIdentity(scopeOf: Child.State.self)
    )
  }

  /// Runs the case's feature in the context in effect.
  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    reduce(into: &state, action: action, context: .current)
  }

  /// Runs this scope from a box, with the navigation context its caller hands it.
  @inlinable
  public func _resolved() -> _Resolution<ParentState, ParentAction> {
    let box = ReducerBox(self)
    return _Resolution { state, action, context in
      box.reducer.reduce(into: &state, action: action, context: context)
    }
  }

  @inlinable
  func reduce(
    into state: inout ParentState, action: ParentAction, context: ReduceContext
  ) -> Effect<ParentAction> {
    let effect = run(&state, action) { childState, childAction in
      // The common case: an action a view sent, with no origin for this scope to consume.
      if context.frame?.origin.isEmpty ?? true {
        return self.child.reduce(into: &childState, action: childAction, context: context)
      }
      let origin = NavigationContext.originComponent(at: self.component.place, in: context.frame)
      return NavigationContext.consumingOrigin(origin, in: context) { context in
        self.child.reduce(into: &childState, action: childAction, context: context)
      }
    }
    guard let effect else { return reportOtherCase(action: action, state: state) }
    return effect.scoped(under: component, embed: fromChildAction)
  }

  /// Reports an action for this case while the state holds another, and ignores it.
  @usableFromInline
  func reportOtherCase(action: ParentAction, state: ParentState) -> Effect<ParentAction> {
    location.report(
      """
      A "@Reducer" enum received an action for its case "\(caseName)" while its state held \
      another case.

        Action:
          \(describeAction(action))
        State case:
          \(Waypoint.caseName(of: state)) (expected \(caseName))

      The action was ignored. This usually means the state changed to another case before an \
      effect of the old case sent its action. Cancel that effect when the case changes; a \
      presentation ("ifLet") or a stack ("forEach") of the enum cancels it for you.
      """
    )
    return .none
  }
}
