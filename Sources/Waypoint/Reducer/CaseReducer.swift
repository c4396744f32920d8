/// An enum of features, each case's state and actions those of one feature: what `@Reducer`
/// makes of an enum such as `enum Destination { case add(ItemFormFeature) … }`.
///
/// Its `body` runs, for each action, the feature of the case the state holds; its ``CaseScope``
/// lets a view switch on which feature is shown:
///
/// ```swift
/// switch store.case {
/// case let .add(store): ItemFormView(store: store)
/// case let .detail(store): ItemDetailView(store: store)
/// }
/// ```
public protocol CaseReducer<State, Action>: Reducer
where
  State: CaseReducerState, State.StateReducer.Action == Action,
  Body: Reducer, Body.State == State, Body.Action == Action
{
  /// One case per feature, holding the feature's store, or an alert's or dialog's state.
  associatedtype CaseScope

  /// Every case's feature, scoped to its case.
  @ReducerBuilder<State, Action>
  static var body: Body { get }

  /// The case `store`'s state holds, with a store scoped to it.
  ///
  /// - Parameter store: A store of this enum's features.
  /// - Returns: The case, with its store.
  @MainActor
  static func scope(_ store: Store<State, Action>) -> CaseScope
}

extension CaseReducer {
  /// The features of every case; see ``CaseReducer/body``.
  public var body: Body { Self.body }
}

/// The state of a ``CaseReducer``, which names the reducer it belongs to.
///
/// `@Reducer` on an enum of features writes a `State` enum that conforms, its ``StateReducer``
/// being the enum of features. Through it, integrating a stack or a presentation of the features
/// needs no reducer, and a store of the state can switch on its case (``Store/case``):
///
/// ```swift
/// @Reducer
/// enum Path {
///   case detail(Detail)
///   case edit(Edit)
/// }
///
/// // In the root's body: `Path.State.StateReducer` is `Path`, whose body runs each element.
/// .forEach(\.path, action: \.path)
/// ```
///
/// It is also ``NavigationCases``, whose `switch`es the macro writes too: a presentation of the
/// features reads its identity through them.
public protocol CaseReducerState: NavigationCases {
  /// The enum of features this is the state of.
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}

extension Store where State: CaseReducerState, State.StateReducer.Action == Action {
  /// The case this store's state holds, with a store scoped to it, for a view to switch on.
  ///
  /// ```swift
  /// switch store.case {
  /// case let .detail(store): DetailView(store: store)
  /// case let .edit(store): EditView(store: store)
  /// }
  /// ```
  public var `case`: State.StateReducer.CaseScope {
    State.StateReducer.scope(self)
  }
}

extension Reducer {
  /// Integrates a stack of the features of a `@Reducer` enum, whose `body` runs each element.
  ///
  /// ```swift
  /// .forEach(\.path, action: \.path)
  /// ```
  ///
  /// - Parameters:
  ///   - toStackState: A key path to the stack's state.
  ///   - toStackAction: A case key path to the stack's actions.
  ///   - fileID: The file of the call, for reports.
  ///   - filePath: The path of that file, for reports.
  ///   - line: The line of the call, for reports.
  ///   - column: The column of the call, for reports.
  /// - Returns: The combined reducer.
  @inlinable
  public func forEach<DestinationState: CaseReducerState, DestinationAction>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action>
  where Action: CasePathable, DestinationState.StateReducer.Action == DestinationAction {
    forEach(
      toStackState, action: toStackAction,
      destination: { DestinationState.StateReducer.body },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Integrates a presented feature of a `@Reducer` enum, whose `body` runs it.
  ///
  /// ```swift
  /// .ifLet(\.$destination, action: \.destination)
  /// ```
  ///
  /// - Parameters:
  ///   - toPresentationState: A key path to the `@Presents` projection: `\.$destination`.
  ///   - toPresentationAction: A case key path to the presentation actions: `\.destination`.
  ///   - fileID: The file of the call, for reports.
  ///   - filePath: The path of that file, for reports.
  ///   - line: The line of the call, for reports.
  ///   - column: The column of the call, for reports.
  /// - Returns: The combined reducer.
  @inlinable
  public func ifLet<DestinationState: CaseReducerState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, Presents<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action>
  where Action: CasePathable, DestinationState.StateReducer.Action == DestinationAction {
    // The identity of the presented case is read through the enum's `NavigationCases`
    // conformance, with functions made here, where it is known.
    presenting(
      toPresentationState, action: toPresentationAction,
      destination: DestinationState.StateReducer.body,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      cases: CaseFunctions())
  }
}
