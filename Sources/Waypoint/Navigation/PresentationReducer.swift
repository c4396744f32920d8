import CasePaths
import ConcurrencyExtras

extension Reducer {
  /// Integrates a presented child feature: a sheet, cover, popover, alert, dialog or drill-down
  /// driven by `@Presents` state.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.$addItem, action: \.addItem) { ItemFormFeature() }
  /// ```
  ///
  /// - A `.presented` action runs the child, then this reducer.
  /// - `.dismiss` runs this reducer, then sets the state to `nil` if it still holds the same
  ///   presentation.
  /// - When the presentation ends (set to `nil`, another enum case, another `id`), every effect of
  ///   the child and of everything beneath it is cancelled.
  /// - In the child, `@Dependency(\.dismiss)` sends `.dismiss` here.
  /// - Alert and dialog state is set to `nil` after any of its buttons' actions.
  ///
  /// A `.presented` action that arrives while nothing is presented is reported and ignored.
  ///
  /// - Parameters:
  ///   - toPresentationState: A key path to the `@Presents` projection: `\.$destination`.
  ///   - toPresentationAction: A case key path to the presentation actions: `\.destination`.
  ///   - destination: The child reducer.
  ///   - fileID: The file of the call, for reports.
  ///   - filePath: The path of that file, for reports.
  ///   - line: The line of the call, for reports.
  ///   - column: The column of the call, for reports.
  /// - Returns: The combined reducer.
  @inlinable
  public func ifLet<
    DestinationState, DestinationAction, Destination: Reducer<DestinationState, DestinationAction>
  >(
    _ toPresentationState: WritableKeyPath<State, Presents<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> where Action: CasePathable {
    presenting(
      toPresentationState, action: toPresentationAction, destination: destination(),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      cases: nil)
  }

  /// The presentation operator that `ifLet` makes; `cases` reads an enum of features' identity
  /// where its conformance is known (the `ifLet` of a `@Reducer` enum's state passes them).
  @inlinable
  func presenting<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, Presents<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    destination: Destination,
    location: SourceLocation,
    cases: CaseFunctions<DestinationState>?
  ) -> PresentationReducer<Self, Destination>
  where
    Action: CasePathable, Destination.State == DestinationState,
    Destination.Action == DestinationAction
  {
    PresentationReducer(
      base: self,
      toPresentationState: toPresentationState,
      toPresentationAction: CaseExtractor(toPresentationAction),
      destination: ResolvedReducer(destination),
      location: location,
      place: NavigationPlace(toPresentationState),
      cases: cases
    )
  }

  /// Integrates alert or dialog state, which has no reducer of its own.
  ///
  /// ```swift
  /// .ifLet(\.$alert, action: \.alert)
  /// ```
  ///
  /// - Parameters:
  ///   - toPresentationState: A key path to the `@Presents` projection.
  ///   - toPresentationAction: A case key path to the presentation actions.
  ///   - fileID: The file of the call, for reports.
  ///   - filePath: The path of that file, for reports.
  ///   - line: The line of the call, for reports.
  ///   - column: The column of the call, for reports.
  /// - Returns: The combined reducer.
  @inlinable
  public func ifLet<DestinationState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, Presents<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action>
  where Action: CasePathable {
    ifLet(
      toPresentationState,
      action: toPresentationAction,
      destination: { EmptyReducer() },
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}

/// The reducer behind ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)``.
@usableFromInline
struct PresentationReducer<Base: Reducer, Destination: Reducer>: NavigationOperator {
  @usableFromInline let base: Base
  @usableFromInline let toPresentationState: PresentsAccessor<Base.State, Destination.State>
  @usableFromInline let toPresentationAction:
    CaseExtractor<Base.Action, PresentationAction<Destination.Action>>
  @usableFromInline let destination: ResolvedReducer<Destination.State, Destination.Action>

  @inlinable
  init(
    base: Base,
    toPresentationState: WritableKeyPath<Base.State, Presents<Destination.State>>,
    toPresentationAction: CaseExtractor<Base.Action, PresentationAction<Destination.Action>>,
    destination: ResolvedReducer<Destination.State, Destination.Action>,
    location: SourceLocation,
    place: NavigationPlace,
    cases: CaseFunctions<Destination.State>? = nil
  ) {
    self.base = base
    self.toPresentationState = PresentsAccessor(
      toPresentationState, place: place, location: location, cases: cases)
    self.toPresentationAction = toPresentationAction
    self.destination = destination
  }

  // What the operator knows of its presentation is kept by the accessor, so that the reducer
  // stays small enough to be passed to its own methods in registers.

  /// Where the operator was written.
  @inlinable var location: SourceLocation { toPresentationState.location }
  /// The presentation's place in the navigation tree, hashed once.
  @inlinable var place: NavigationPlace { toPresentationState.navigationPlace }
  /// What the presented type contributes to identity.
  @inlinable var identityKind: IdentityKind<Destination.State> {
    toPresentationState.identityKind
  }

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    reduceInCurrentContext(into: &state, action: action)
  }

  @inlinable
  public func _resolved() -> _Resolution<Base.State, Base.Action> {
    resolvedOperator()
  }

  @inlinable @inline(__always)
  func reduce(
    into state: inout Base.State, action: Base.Action, context: ReduceContext,
    base: BaseReduce<Base.State, Base.Action>
  ) -> Effect<Base.Action> {
    guard let presentation = toPresentationAction.extract(from: action) else {
      return reduceOther(into: &state, action: action, context: context, base: base)
    }
    // The child's action is bound where it lies in the presentation action, which this frame
    // holds until the child has run: it is lent, not copied.
    switch presentation {
    case let .presented(destinationAction):
      return reducePresented(
        into: &state, action: action, destinationAction: destinationAction, context: context,
        base: base)

    case .dismiss:
      return reduceDismiss(into: &state, action: action, context: context, base: base)
    }
  }

  /// Runs this reducer for an action that is not a presentation action, and cancels the
  /// presentation's effects when the action ended it.
  @inlinable
  func reduceOther(
    into state: inout Base.State, action: Base.Action, context: ReduceContext,
    base: BaseReduce<Base.State, Base.Action>
  ) -> Effect<Base.Action> {
    let before = identity(in: &state)
    let effects = base(&state, action, context)
    guard let before, identity(in: &state) != before else { return effects }
    return effects.merge(with: .cancelPresentation(navigationID(before)))
  }

  @usableFromInline
  func reduceDismiss(
    into state: inout Base.State, action: Base.Action, context: ReduceContext,
    base: BaseReduce<Base.State, Base.Action>
  ) -> Effect<Base.Action> {
    guard let before = identity(in: &state) else {
      location.report(
        """
        An "ifLet" at "\(location.description)" received "dismiss" for a presentation that is \
        not shown.

          Action:
            \(describeAction(action))

        The action was ignored and the state left as it was. This usually means the \
        presentation was dismissed twice: once by the parent setting its state to "nil", and \
        again by the view or a "dismiss()" that ran after it.
        """
      )
      return .none
    }
    let effects = base(&state, action, context)
    if identity(in: &state) == before {
      toPresentationState.set(&state, to: Presents(wrappedValue: nil))
    }
    return effects.merge(with: .cancelPresentation(navigationID(before)))
  }

  /// Runs the presented feature, then this reducer.
  @inlinable
  func reducePresented(
    into state: inout Base.State,
    action: Base.Action,
    destinationAction: Destination.Action,
    context: ReduceContext,
    base: BaseReduce<Base.State, Base.Action>
  ) -> Effect<Base.Action> {
    // The common case: an action a view sent, for a presentation whose identity is its type alone
    // and whose wrapper the accessor reaches in place.
    if context.frame?.origin.isEmpty ?? true, let offset = toPresentationState.offset {
      if toPresentationState.isPlainIdentity {
        return reducePlainPresented(
          into: &state, at: offset, action: action, destinationAction: destinationAction,
          context: context, base: base)
      }
      // The shape `@Reducer` enums of destinations take: an enum identified by its case alone.
      if identityKind.isCaseOnly {
        return reduceCasePresented(
          into: &state, at: offset, action: action, destinationAction: destinationAction,
          context: context, base: base)
      }
    }
    return reducePresentedInGeneral(
      into: &state, action: action, destinationAction: destinationAction, context: context,
      base: base)
  }

  /// Runs a presented feature whose identity is its type alone, for an action with no origin.
  ///
  /// Whether something is presented is all the identity there is, so it is read where the
  /// wrapper is stored, before and after, and the navigation identifier is only made when an
  /// effect needs it.
  @inlinable @inline(__always)
  func reducePlainPresented(
    into state: inout Base.State,
    at offset: Int,
    action: Base.Action,
    destinationAction: Destination.Action,
    context: ReduceContext,
    base: BaseReduce<Base.State, Base.Action>
  ) -> Effect<Base.Action> {
    let destination = destination
    let destinationEffects = toPresentationState.modify(&state, at: offset) { value in
      NavigationContext.reducingPresentedFeature(in: context, consuming: nil) {
        destination.reduce(into: &value, action: destinationAction, context: $0)
      }
    }
    guard let destinationEffects else { return dropOrReport(action: action, origin: nil, in: nil) }
    guard case .none = destinationEffects.operation else {
      let baseEffects = base(&state, action, context)
      return finishingPlainPresentation(
        in: &state, destinationEffects: destinationEffects, baseEffects: baseEffects)
    }
    // The common case: the child asked for nothing, and the presentation is still up, so this
    // reducer's effects are all there is.
    let baseEffects = base(&state, action, context)
    guard toPresentationState.isPresented(in: &state, at: offset),
      !toPresentationState.mayBeEphemeral
    else {
      return finishingPlainPresentation(
        in: &state, destinationEffects: .none, baseEffects: baseEffects)
    }
    return baseEffects
  }

  /// Runs a presented enum whose identity is its case alone (``IdentityKind/isCaseOnly``), for an
  /// action with no origin.
  ///
  /// The case is read where the wrapper is stored, before and after, as a `switch` the enum's
  /// conformance writes; the identity is only made when an effect or a cancellation needs it.
  ///
  /// Specialized, but not inlined into ``reducePresented``: inlined, its size changed what the
  /// optimizer inlined on the plain path, which cost a send ten plain presentations deep 6%.
  @inlinable @inline(never)
  func reduceCasePresented(
    into state: inout Base.State,
    at offset: Int,
    action: Base.Action,
    destinationAction: Destination.Action,
    context: ReduceContext,
    base: BaseReduce<Base.State, Base.Action>
  ) -> Effect<Base.Action> {
    // The operator's parts are read from `self` where they are used: a copy in a local would be
    // retained and released on every action.
    var before = 0
    let destinationEffects = toPresentationState.modify(&state, at: offset) { value in
      before = self.caseIndex(ofInPlace: &value)
      return NavigationContext.reducingPresentedFeature(in: context, consuming: nil) {
        self.destination.reduce(into: &value, action: destinationAction, context: $0)
      }
    }
    guard let destinationEffects else { return dropOrReport(action: action, origin: nil, in: nil) }
    var effects = base(&state, action, context)
    if case .none = destinationEffects.operation {
    } else {
      effects = scoped(destinationEffects, to: identityKind.identity(caseIndex: before))
        .merge(with: effects)
    }
    let after = toPresentationState.read(&state, at: offset) { value in
      self.caseIndex(ofInPlace: &value)
    }
    guard after == before else {
      return effects.merge(
        with: .cancelPresentation(navigationID(identityKind.identity(caseIndex: before))))
    }
    guard identityKind.mayBeEphemeral,
      toPresentationState.read(&state, at: offset, { self.identityKind.isEphemeral(inPlace: &$0) })
        == true
    else { return effects }
    return closing(in: &state, identity: identityKind.identity(caseIndex: before), effects: effects)
  }

  /// The position of the presented value's case, read through the identity kind without
  /// retaining it for the call: the operator's accessor holds it, as a constant, for as long as
  /// the operator lives.
  @inlinable
  func caseIndex(ofInPlace value: inout Destination.State) -> Int {
    Unmanaged.passUnretained(identityKind)._withUnsafeGuaranteedRef {
      $0.caseIndex(ofInPlace: &value)
    }
  }

  /// The effects of a plain presentation whose child returned effects, or that this reducer
  /// has ended, or that may have been an alert or dialog.
  @usableFromInline
  func finishingPlainPresentation(
    in state: inout Base.State,
    destinationEffects: Effect<Destination.Action>,
    baseEffects: Effect<Base.Action>
  ) -> Effect<Base.Action> {
    let identity = PresentationIdentity(plain: Destination.State.self)
    let effects = scoped(destinationEffects, to: identity).merge(with: baseEffects)
    guard toPresentationState.isPresented(in: &state) else {
      return effects.merge(with: .cancelPresentation(navigationID(identity)))
    }
    return closingEphemeral(in: &state, identity: identity, effects: effects)
  }

  /// The presented feature's effects, in this reducer's domain and cancelled with the
  /// presentation.
  @inlinable
  func scoped(
    _ effects: Effect<Destination.Action>, to identity: PresentationIdentity
  ) -> Effect<Base.Action> {
    effects.scoped(
      to: navigationID(identity),
      embed: { [toPresentationAction] in toPresentationAction.embed(.presented($0)) },
      dismissAction: { [toPresentationAction] in toPresentationAction.embed(.dismiss) }
    )
  }

  /// Runs the presented feature, then this reducer, reading the presentation through its key path
  /// as few times as possible.
  @inlinable
  func reducePresentedInGeneral(
    into state: inout Base.State,
    action: Base.Action,
    destinationAction: Destination.Action,
    context: ReduceContext,
    base: BaseReduce<Base.State, Base.Action>
  ) -> Effect<Base.Action> {
    let identityKind = identityKind
    let frame = context.frame
    let origin = NavigationContext.originComponent(at: place, in: frame)
    var before: PresentationIdentity?
    let destinationEffects =
      toPresentationState.modify(&state) {
        value -> Effect<Destination.Action>? in
        let identity = PresentationIdentity(ofInPlace: &value, kind: identityKind)
        before = identity
        if let origin, origin.identity != identity { return nil }
        return NavigationContext.reducingPresentedFeature(in: context, consuming: origin) {
          destination.reduce(into: &value, action: destinationAction, context: $0)
        }
      } ?? nil
    guard let before, let destinationEffects else {
      return dropOrReport(action: action, origin: origin, in: frame)
    }
    var effects = base(&state, action, context)
    if case .none = destinationEffects.operation {
    } else {
      effects = scoped(destinationEffects, to: before).merge(with: effects)
    }
    // What is presented now, read in place: its identity and whether it is an alert or dialog.
    let after = toPresentationState.read(&state) { value in
      self.identityKind.identityAndEphemerality(of: &value)
    }
    guard let after, after.identity == before else {
      return effects.merge(with: .cancelPresentation(navigationID(before)))
    }
    guard after.isEphemeral else { return effects }
    return closing(in: &state, identity: before, effects: effects)
  }

  /// Closes an alert or dialog once any of its buttons' actions has been handled.
  @usableFromInline
  func closingEphemeral(
    in state: inout Base.State, identity: PresentationIdentity, effects: Effect<Base.Action>
  ) -> Effect<Base.Action> {
    guard toPresentationState.mayBeEphemeral,
      toPresentationState.read(&state, { self.identityKind.isEphemeral(inPlace: &$0) })
        == true
    else { return effects }
    return closing(in: &state, identity: identity, effects: effects)
  }

  /// Ends the presentation after an alert's or dialog's button: clears it and cancels what it
  /// started.
  @usableFromInline
  func closing(
    in state: inout Base.State, identity: PresentationIdentity, effects: Effect<Base.Action>
  ) -> Effect<Base.Action> {
    toPresentationState.set(&state, to: Presents(wrappedValue: nil))
    return effects.merge(with: .cancelPresentation(navigationID(identity)))
  }

  /// A `.presented` action that found no presentation to run.
  @usableFromInline
  func dropOrReport(
    action: Base.Action, origin: NavigationID?, in frame: NavigationContext.Frame?
  ) -> Effect<Base.Action> {
    if let origin {
      // Sent by an effect of a presentation that an ancestor has since ended or replaced: stop it.
      return NavigationContext.dropStale(cancelling: origin, in: frame)
    }
    location.report(
      """
      An "ifLet" at "\(location.description)" received an action for a presentation that is \
      not shown.

        Action:
          \(describeAction(action))

      The action was ignored and the state left as it was. This usually means an effect of a \
      dismissed feature sent an action after it was dismissed, or a view sent an action \
      while its presentation was animating away. Effects returned by the presented feature \
      are cancelled on dismissal; make sure long-running work is returned as an "Effect" \
      rather than started in a detached "Task".
      """
    )
    return .none
  }

  @inlinable
  func navigationID(_ identity: PresentationIdentity) -> NavigationID {
    NavigationID(place: place, identity: identity)
  }

  @inlinable
  func identity(in state: inout Base.State) -> PresentationIdentity? {
    if toPresentationState.isPlainIdentity {
      // The identity is the type's alone: only whether something is presented matters, and that
      // is read without copying the presented state.
      guard toPresentationState.isPresented(in: &state) else { return nil }
      return PresentationIdentity(plain: Destination.State.self)
    }
    return toPresentationState.read(&state) {
      PresentationIdentity(ofInPlace: &$0, kind: self.identityKind)
    }
  }
}
