import CasePaths
import ConcurrencyExtras

extension Reducer {
  /// Integrates a child feature held in optional state, such as a coordinator's `home` or
  /// `onboarding` flow.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.home, action: \.home) { HomeFeature() }
  /// ```
  ///
  /// A child action runs the child, then this reducer. When the state becomes `nil`, or is
  /// replaced by a value with another identity, the child's effects are cancelled. A child action
  /// that arrives while the state is `nil` is reported and ignored.
  ///
  /// - Parameters:
  ///   - toWrappedState: A key path to the optional child state.
  ///   - toWrappedAction: A case key path to the child's actions.
  ///   - wrapped: The child reducer.
  ///   - fileID: The file of the call, for reports.
  ///   - filePath: The path of that file, for reports.
  ///   - line: The line of the call, for reports.
  ///   - column: The column of the call, for reports.
  /// - Returns: The combined reducer.
  // Disfavored: in a chain of operators with key paths whose roots are inferred (`\.$child`,
  // `\.child`), the type checker settles the presentation overloads first instead of trying
  // every combination, so a body chaining 12 operators type-checks (Benchmarks/CompileCost).
  @_disfavoredOverload
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer<WrappedState, WrappedAction>>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> where Action: CasePathable {
    IfLetReducer<Self, Wrapped>(
      base: self,
      child: ResolvedReducer(wrapped()),
      toChildState: .optional(toWrappedState),
      toChildAction: CaseExtractor(toWrappedAction),
      place: NavigationPlace(toWrappedState),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Integrates a child feature held in one case of enum state.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifCaseLet(\.loggedIn, action: \.loggedIn) { LoggedInFeature() }
  /// ```
  ///
  /// A child action runs the child, then this reducer. When the state leaves the case, the
  /// child's effects are cancelled. A child action that arrives in another case is reported and
  /// ignored.
  ///
  /// - Parameters:
  ///   - toCaseState: A case key path to the child's state.
  ///   - toCaseAction: A case key path to the child's actions.
  ///   - child: The child reducer.
  ///   - fileID: The file of the call, for reports.
  ///   - filePath: The path of that file, for reports.
  ///   - line: The line of the call, for reports.
  ///   - column: The column of the call, for reports.
  /// - Returns: The combined reducer.
  public func ifCaseLet<CaseState, CaseAction, Child: Reducer<CaseState, CaseAction>>(
    _ toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: CaseKeyPath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> where State: CasePathable, Action: CasePathable {
    IfLetReducer<Self, Child>(
      base: self,
      child: ResolvedReducer(child()),
      toChildState: .enumCase(AnyCasePath(toCaseState)),
      toChildAction: CaseExtractor(toCaseAction),
      place: NavigationPlace(toCaseState),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer behind `ifLet` over optional state and `ifCaseLet`.
@usableFromInline
struct IfLetReducer<Base: Reducer, Child: Reducer>: NavigationOperator {
  enum ChildStatePath {
    case optional(WritableKeyPath<Base.State, Child.State?>)
    case enumCase(AnyCasePath<Base.State, Child.State>)
  }

  @usableFromInline let base: Base
  let child: ResolvedReducer<Child.State, Child.Action>
  let toChildState: ChildStatePath
  let toChildAction: CaseExtractor<Base.Action, Child.Action>
  let place: NavigationPlace
  let location: SourceLocation
  /// What the child's type contributes to identity.
  let identityKind = IdentityKind<Child.State>(Child.State.self)

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    reduceInCurrentContext(into: &state, action: action)
  }

  public func _resolved() -> _Resolution<Base.State, Base.Action> {
    resolvedOperator()
  }

  @usableFromInline
  func reduce(
    into state: inout Base.State, action: Base.Action, context: ReduceContext,
    base: BaseReduce<Base.State, Base.Action>
  ) -> Effect<Base.Action> {
    let before = identity(in: state)
    var effects: Effect<Base.Action> = .none
    if let childAction = toChildAction.extract(from: action) {
      let origin = NavigationContext.originComponent(at: place, in: context.frame)
      if let origin, origin.identity != before {
        // Sent by an effect of child state that an ancestor has since cleared or replaced.
        return NavigationContext.dropStale(cancelling: origin, in: context.frame)
      }
      guard let before else {
        location.report(
          """
          An "\(operatorName)" at "\(location.description)" received a child action while the \
          child state was absent.

            Action:
              \(describeAction(action))

          The action was ignored and the state left as it was. This usually means an effect of \
          the child sent an action after its state was cleared. Effects the child returns are \
          cancelled when its state is cleared; make sure long-running work is returned as an \
          "Effect" rather than started in a detached "Task".
          """
        )
        return .none
      }
      let childEffects = NavigationContext.consumingOrigin(origin, in: context) { context in
        reduceChild(into: &state, action: childAction, context: context)
      }
      effects = childEffects.scoped(
        to: NavigationID(place: place, identity: before),
        embed: { [toChildAction] in toChildAction.embed($0) },
        dismissAction: nil
      )
    }
    effects = effects.merge(with: base(&state, action, context))
    if let before, identity(in: state) != before {
      effects = effects.merge(
        with: .cancelPresentation(NavigationID(place: place, identity: before)))
    }
    return effects
  }

  private var operatorName: String {
    switch toChildState {
    case .optional: "ifLet"
    case .enumCase: "ifCaseLet"
    }
  }

  private func reduceChild(
    into state: inout Base.State, action: Child.Action, context: ReduceContext
  ) -> Effect<Child.Action> {
    switch toChildState {
    case let .optional(keyPath):
      return child.reduce(into: &state[keyPath: keyPath]!, action: action, context: context)
    case let .enumCase(casePath):
      guard var childState = casePath.extract(from: state) else { return .none }
      let effects = child.reduce(into: &childState, action: action, context: context)
      state = casePath.embed(childState)
      return effects
    }
  }

  private func identity(in state: Base.State) -> PresentationIdentity? {
    switch toChildState {
    case let .optional(keyPath):
      state[keyPath: keyPath].map { PresentationIdentity(of: $0, kind: identityKind) }
    case let .enumCase(casePath):
      casePath.extract(from: state).map { PresentationIdentity(of: $0, kind: identityKind) }
    }
  }
}
