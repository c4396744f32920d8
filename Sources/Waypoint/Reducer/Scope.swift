import CasePaths
import IssueReporting

/// Runs a child reducer on a part of the parent's state, for the child's actions.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.home, action: \.home) { HomeFeature() }
///   Scope(state: \.profile, action: \.profile) { ProfileFeature() }
///   Reduce { state, action in … }
/// }
/// ```
///
/// Over an enum, `Scope(state: \.loggedIn, action: \.loggedIn)` runs the child only while the state
/// holds that case; a child action that arrives while it holds another is reported.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  private enum StatePath {
    case keyPath(WritableKeyPath<ParentState, Child.State>)
    case casePath(AnyCasePath<ParentState, Child.State>, caseName: String)
  }

  private let toChildState: StatePath
  private let toChildAction: CaseExtractor<ParentAction, Child.Action>
  private let child: ResolvedReducer<Child.State, Child.Action>
  private let location: SourceLocation
  /// Where the child's effects live in the navigation tree, so siblings do not share identifiers.
  private let component: NavigationID

  /// Scopes to a stored part of the parent's state.
  ///
  /// - Parameters:
  ///   - toChildState: A key path to the child's state.
  ///   - toChildAction: A case key path to the child's actions.
  ///   - child: The child reducer.
  @_disfavoredOverload
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ParentAction: CasePathable, ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .keyPath(toChildState)
    self.toChildAction = CaseExtractor(toChildAction)
    let child = child()
    self.child = ResolvedReducer(child)
    self.location = SourceLocation()
    self.component = NavigationID(
      place: NavigationPlace(toChildState),
      identity: PresentationIdentity(scopeOf: ChildState.self)
    )
  }

  /// Scopes to one case of an enum state.
  ///
  /// - Parameters:
  ///   - toChildState: A case key path to the child's state.
  ///   - toChildAction: A case key path to the child's actions.
  ///   - child: The child reducer.
  ///   - fileID: The file of the call, for reports.
  ///   - filePath: The path of that file, for reports.
  ///   - line: The line of the call, for reports.
  ///   - column: The column of the call, for reports.
  public init<ChildState, ChildAction>(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  )
  where
    ParentState: CasePathable, ParentAction: CasePathable,
    ChildState == Child.State, ChildAction == Child.Action
  {
    self.toChildState = .casePath(AnyCasePath(toChildState), caseName: "\(Child.State.self)")
    self.toChildAction = CaseExtractor(toChildAction)
    let child = child()
    self.child = ResolvedReducer(child)
    self.location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.component = NavigationID(
      place: NavigationPlace(toChildState),
      identity: PresentationIdentity(scopeOf: ChildState.self)
    )
  }

  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    reduce(into: &state, action: action, context: .current)
  }

  /// Runs this scope from a box, with the navigation context its caller hands it.
  public func _resolved() -> _Resolution<ParentState, ParentAction> {
    let box = ReducerBox(self)
    return _Resolution { state, action, context in
      box.reducer.reduce(into: &state, action: action, context: context)
    }
  }

  /// Runs the child in the context it was handed, as the other navigation operators do: its own
  /// component of an effect's origin is consumed, and the rest is passed on.
  private func reduce(
    into state: inout ParentState, action: ParentAction, context: ReduceContext
  ) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    let child = child
    let origin = NavigationContext.originComponent(at: component.place, in: context.frame)
    let effect: Effect<Child.Action>
    switch toChildState {
    case let .keyPath(keyPath):
      effect = NavigationContext.consumingOrigin(origin, in: context) { context in
        child.reduce(into: &state[keyPath: keyPath], action: childAction, context: context)
      }
    case let .casePath(casePath, expectedCase):
      guard var childState = casePath.extract(from: state) else {
        location.report(
          """
          A "Scope" received a child action while its state held another case.

            Action:
              \(describeAction(action))
            State case:
              \(caseName(of: state)) (expected \(expectedCase))

          The action was ignored. This usually means the state changed to another case before \
          an effect of the old case sent its action. Cancel that effect when the case changes, \
          or integrate the child with "ifCaseLet", which cancels it for you.
          """
        )
        return .none
      }
      effect = NavigationContext.consumingOrigin(origin, in: context) { context in
        child.reduce(into: &childState, action: childAction, context: context)
      }
      state = casePath.embed(childState)
    }
    let toChildAction = toChildAction
    return effect.scoped(under: component, embed: { toChildAction.embed($0) })
  }
}

extension Reducer {
  /// Runs a child reducer on a part of this reducer's state, after this reducer.
  ///
  /// - Parameters:
  ///   - toChildState: A key path to the child's state.
  ///   - toChildAction: A case key path to the child's actions.
  ///   - child: The child reducer.
  /// - Returns: The combined reducer.
  public func scope<ChildState, ChildAction, Child: Reducer<ChildState, ChildAction>>(
    state toChildState: WritableKeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) -> ReducerSequence<Self, Scope<State, Action, Child>> where Action: CasePathable {
    ReducerSequence(self, Scope(state: toChildState, action: toChildAction, child: child))
  }
}
