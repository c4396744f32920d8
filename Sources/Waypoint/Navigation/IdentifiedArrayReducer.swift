import CasePaths
import ConcurrencyExtras
import IdentifiedCollections

extension Reducer {
  /// Integrates the elements of an identified array, such as the rows of a list.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .forEach(\.rows, action: \.rows) { Row() }
  /// ```
  ///
  /// An element action runs the element's reducer, then this reducer. When an element is removed,
  /// its effects are cancelled. An action for a missing element is reported and ignored.
  ///
  /// - Parameters:
  ///   - toElementsState: A key path to the identified array.
  ///   - toElementAction: A case key path to the elements' actions.
  ///   - element: The reducer of one element.
  ///   - fileID: The file of the call, for reports.
  ///   - filePath: The path of that file, for reports.
  ///   - line: The line of the call, for reports.
  ///   - column: The column of the call, for reports.
  /// - Returns: The combined reducer.
  public func forEach<
    ID, ElementState, ElementAction, Element: Reducer<ElementState, ElementAction>
  >(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> where Action: CasePathable {
    IdentifiedArrayReducer<Self, ID, Element>(
      base: self,
      toElementsState: toElementsState,
      toElementAction: CaseExtractor(toElementAction),
      element: ResolvedReducer(element()),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      place: NavigationPlace(toElementsState)
    )
  }
}

/// The reducer behind ``Reducer/forEach(_:action:element:fileID:filePath:line:column:)``.
@usableFromInline
struct IdentifiedArrayReducer<Base: Reducer, ID: Hashable & Sendable, Element: Reducer>:
  NavigationOperator
{
  @usableFromInline let base: Base
  let toElementsState: WritableKeyPath<Base.State, IdentifiedArray<ID, Element.State>>
  let toElementAction: CaseExtractor<Base.Action, IdentifiedAction<ID, Element.Action>>
  let element: ResolvedReducer<Element.State, Element.Action>
  let location: SourceLocation
  let place: NavigationPlace

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
    let idsBefore = state[keyPath: toElementsState].ids
    var effects: Effect<Base.Action> = .none
    if case let .element(id, elementAction)? = toElementAction.extract(from: action) {
      let origin = NavigationContext.originComponent(at: place, in: context.frame)
      if let origin, !idsBefore.contains(id) || origin != navigationID(for: id) {
        // Sent by an effect of an element that has since been removed: stop it.
        return NavigationContext.dropStale(cancelling: origin, in: context.frame)
      }
      guard idsBefore.contains(id) else {
        location.report(
          """
          A "forEach" at "\(location.description)" received an action for an element that is \
          not in the array.

            Action:
              \(describeAction(action))

          The action was ignored and the state left as it was. This usually means an effect of a \
          removed element sent an action after it was removed.
          """
        )
        return .none
      }
      let elementEffects = NavigationContext.consumingOrigin(origin, in: context) { context in
        element.reduce(
          into: &state[keyPath: toElementsState][id: id]!, action: elementAction, context: context)
      }
      let toElementAction = toElementAction
      effects = elementEffects.scoped(
        to: navigationID(for: id),
        embed: { toElementAction.embed(.element(id: id, action: $0)) },
        dismissAction: nil
      )
    }
    effects = effects.merge(with: base(&state, action, context))
    return effects.merge(
      with: .cancelRemovedElements(
        before: idsBefore, after: state[keyPath: toElementsState].ids, at: place)
    )
  }

  private func navigationID(for id: ID) -> NavigationID {
    NavigationID(place: place, identity: PresentationIdentity(elementID: id))
  }
}
