import CasePaths
import ConcurrencyExtras
import Dependencies
import OrderedCollections

extension Reducer {
  /// Integrates the elements of a navigation stack.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .forEach(\.path, action: \.path) { Path() }
  /// ```
  ///
  /// - `.element(id:action:)` runs the element's reducer, then this reducer.
  /// - `.popFrom(id:)` runs this reducer, then pops the element and everything above it.
  /// - `.push(id:state:)` pushes the element, then runs this reducer.
  /// - When an element leaves the stack, by any means, every effect it started, and every effect
  ///   of anything presented from it, is cancelled.
  /// - In an element, `@Dependency(\.dismiss)` sends `.popFrom(id:)` for it.
  ///
  /// An action for a missing element, a `popFrom` with a missing ID and a `push` with an ID
  /// already on the stack are reported, and the state is left as it was.
  ///
  /// - Parameters:
  ///   - toStackState: A key path to the stack.
  ///   - toStackAction: A case key path to the stack's actions.
  ///   - destination: The reducer of one element.
  ///   - fileID: The file of the call, for reports.
  ///   - filePath: The path of that file, for reports.
  ///   - line: The line of the call, for reports.
  ///   - column: The column of the call, for reports.
  /// - Returns: The combined reducer.
  @inlinable
  public func forEach<
    DestinationState, DestinationAction, Destination: Reducer<DestinationState, DestinationAction>
  >(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> where Action: CasePathable {
    StackReducer<Self, Destination>(
      base: self,
      toStackState: toStackState,
      toStackAction: CaseExtractor(toStackAction),
      destination: ResolvedReducer(destination()),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      place: NavigationPlace(toStackState)
    )
  }
}

/// The reducer behind ``Reducer/forEach(_:action:destination:fileID:filePath:line:column:)``.
@usableFromInline
struct StackReducer<Base: Reducer, Destination: Reducer>: NavigationOperator {
  @usableFromInline let base: Base
  @usableFromInline let toStackState: FieldAccessor<Base.State, StackState<Destination.State>>
  @usableFromInline let toStackAction:
    CaseExtractor<Base.Action, StackAction<Destination.State, Destination.Action>>
  @usableFromInline let destination: ResolvedReducer<Destination.State, Destination.Action>
  @usableFromInline let location: SourceLocation
  /// The stack's place in the navigation tree, hashed once.
  @usableFromInline let place: NavigationPlace

  @inlinable
  init(
    base: Base,
    toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>,
    toStackAction: CaseExtractor<Base.Action, StackAction<Destination.State, Destination.Action>>,
    destination: ResolvedReducer<Destination.State, Destination.Action>,
    location: SourceLocation,
    place: NavigationPlace
  ) {
    self.base = base
    self.toStackState = FieldAccessor(toStackState)
    self.toStackAction = toStackAction
    self.destination = destination
    self.location = location
    self.place = place
  }

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    reduceInCurrentContext(into: &state, action: action)
  }

  @inlinable
  public func _resolved() -> _Resolution<Base.State, Base.Action> {
    resolvedOperator()
  }

  @inlinable
  func reduce(
    into state: inout Base.State, action: Base.Action, context: ReduceContext,
    base: BaseReduce<Base.State, Base.Action>
  ) -> Effect<Base.Action> {
    let idsBefore = toStackState.read(&state) { $0.currentIDs }
    var effects: Effect<Base.Action>

    switch toStackAction.extract(from: action) {
    case let .element(id, elementAction)?:
      let frame = context.frame
      let origin = NavigationContext.originComponent(at: place, in: frame)
      guard let index = toStackState.read(&state, { $0.index(id: id) }),
        origin == nil || origin == navigationID(for: id)
      else {
        return dropOrReport(id: id, action: action, origin: origin, in: frame)
      }
      let elementEffects = NavigationContext.reducingPresentedFeature(
        in: context, consuming: origin
      ) { context in
        toStackState.modify(&state) {
          $0.modifyElement(at: index) {
            self.destination.reduce(into: &$0, action: elementAction, context: context)
          }
        }
      }
      let baseEffects = base(&state, action, context)
      if case .none = elementEffects.operation {
        effects = baseEffects
      } else {
        effects = scoped(elementEffects, id: id).merge(with: baseEffects)
      }

    case let .popFrom(id)?:
      guard toStackState.read(&state, { $0.index(id: id) }) != nil else {
        reportMissing(id: id, action: action, verb: "\"popFrom\" for")
        return .none
      }
      effects = base(&state, action, context)
      toStackState.modify(&state) { $0.pop(from: id) }

    case let .push(id, elementState)?:
      guard toStackState.read(&state, { $0.index(id: id) }) == nil else {
        reportDuplicate(action: action, ids: idsBefore.ids(from: 0))
        return .none
      }
      insert(elementState, id: id, into: &state, generator: context.idGenerator)
      effects = base(&state, action, context)

    case nil:
      effects = base(&state, action, context)
    }

    return effects.merge(
      with: .cancelRemovedElements(
        before: idsBefore, after: toStackState.read(&state) { $0.currentIDs }, at: place)
    )
  }

  /// An element's effects, in this reducer's domain and cancelled with the element.
  @usableFromInline
  func scoped(
    _ effects: Effect<Destination.Action>, id: StackElementID
  ) -> Effect<Base.Action> {
    if case .none = effects.operation { return .none }
    let toStackAction = toStackAction
    return effects.presentationScoped(
      to: navigationID(for: id),
      embed: { toStackAction.embed(.element(id: id, action: $0)) },
      dismissAction: { toStackAction.embed(.popFrom(id: id)) }
    )
  }

  @inlinable
  func navigationID(for id: StackElementID) -> NavigationID {
    NavigationID(
      place: place,
      identity: PresentationIdentity(elementID: id)
    )
  }

  /// Pushes an element with the ID a `push` action carries.
  @inlinable
  func insert(
    _ element: Destination.State, id: StackElementID, into state: inout Base.State,
    generator: StackElementIDGenerator
  ) {
    generator.skip(past: id)
    toStackState.modify(&state) { $0.append(element, id: id) }
  }

  /// An element action that found no element to run.
  @usableFromInline
  func dropOrReport(
    id: StackElementID, action: Base.Action, origin: NavigationID?,
    in frame: NavigationContext.Frame?
  ) -> Effect<Base.Action> {
    if let origin {
      // Sent by an effect of an element that has since left the stack: stop it.
      return NavigationContext.dropStale(cancelling: origin, in: frame)
    }
    reportMissing(id: id, action: action, verb: "an action for")
    return .none
  }

  @usableFromInline
  func reportDuplicate(action: Base.Action, ids: [StackElementID]) {
    location.report(
      """
      A "forEach" at "\(location.description)" received a "push" for an ID that is already on \
      the stack.

        Action:
          \(describeAction(action))
        Stack IDs:
          \(ids.map(\.description).joined(separator: ", "))

      The push was ignored and the stack left as it was. Every element needs its own ID: \
      push with a new one, or let "StackState.append" generate it.
      """
    )
  }

  @usableFromInline
  func reportMissing(id: StackElementID, action: Base.Action, verb: String) {
    location.report(
      """
      A "forEach" at "\(location.description)" received \(verb) a stack element that is not on \
      the stack.

        Action:
          \(describeAction(action))
        Missing ID:
          \(id)

      The action was ignored and the stack left as it was. This usually means an effect of a \
      popped element sent an action after it was popped, or a view sent an action while its \
      element was animating away.
      """
    )
  }
}
