import CasePaths

/// The protocol of features, by the name of older guides: today it is ``Reducer``.
///
/// ```swift
/// struct InventoryFeature: ReducerProtocol { … }  // warning: renamed to 'Reducer'
/// struct InventoryFeature: Reducer { … }
/// ```
@available(*, deprecated, renamed: "Reducer")
public typealias ReducerProtocol = Reducer

/// A reducer over another reducer's domain, by the name of older guides: today it is
/// ``ReducerOf``.
///
/// ```swift
/// var body: some ReducerProtocolOf<Self> { … }  // warning: renamed to 'ReducerOf'
/// var body: some ReducerOf<Self> { … }
/// ```
@available(*, deprecated, renamed: "ReducerOf")
public typealias ReducerProtocolOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer {
  /// Integrates a presented child feature through a case path made with the `/` operator of
  /// older guides: `.ifLet(\.$addItem, action: /Action.addItem) { … }`.
  ///
  /// It behaves as ``ifLet(_:action:destination:fileID:filePath:line:column:)``, and extracts
  /// each action through the path, which is slower than a case key path. Write the case key path
  /// instead, which `@Reducer` (or `@CasePathable` on the action enum) provides:
  ///
  /// ```swift
  /// .ifLet(\.$addItem, action: /Action.addItem) { ItemFormFeature() }  // deprecated
  /// .ifLet(\.$addItem, action: \.addItem) { ItemFormFeature() }
  /// ```
  ///
  /// - Parameters:
  ///   - toPresentationState: A key path to the `@Presents` projection: `\.$addItem`.
  ///   - toPresentationAction: A case path to the presentation actions: `/Action.addItem`.
  ///   - destination: The child reducer.
  ///   - fileID: The file of the call, for reports.
  ///   - filePath: The path of that file, for reports.
  ///   - line: The line of the call, for reports.
  ///   - column: The column of the call, for reports.
  /// - Returns: The combined reducer.
  @available(
    *, deprecated,
    message: "Use a case key path: '.ifLet(\\.$destination, action: \\.destination) { … }'"
  )
  // Disfavored, as `ifLet(_:action:then:)` is, so that chains of operators type-check.
  @_disfavoredOverload
  public func ifLet<
    DestinationState, DestinationAction, Destination: Reducer<DestinationState, DestinationAction>
  >(
    _ toPresentationState: WritableKeyPath<State, Presents<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> then destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    PresentationReducer<Self, Destination>(
      base: self,
      toPresentationState: toPresentationState,
      toPresentationAction: CaseExtractor(toPresentationAction),
      destination: ResolvedReducer(destination()),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      place: NavigationPlace(toPresentationState)
    )
  }

  /// Integrates alert or dialog state through a case path made with the `/` operator of older
  /// guides: `.ifLet(\.$alert, action: /Action.alert)`.
  ///
  /// It behaves as ``ifLet(_:action:fileID:filePath:line:column:)``. Write the case key path
  /// instead: `.ifLet(\.$alert, action: \.alert)`.
  ///
  /// - Parameters:
  ///   - toPresentationState: A key path to the `@Presents` projection.
  ///   - toPresentationAction: A case path to the presentation actions.
  ///   - fileID: The file of the call, for reports.
  ///   - filePath: The path of that file, for reports.
  ///   - line: The line of the call, for reports.
  ///   - column: The column of the call, for reports.
  /// - Returns: The combined reducer.
  @available(
    *, deprecated, message: "Use a case key path: '.ifLet(\\.$alert, action: \\.alert)'"
  )
  // Disfavored, as `ifLet(_:action:then:)` is, so that chains of operators type-check.
  @_disfavoredOverload
  public func ifLet<DestinationState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, Presents<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>>(
      base: self,
      toPresentationState: toPresentationState,
      toPresentationAction: CaseExtractor(toPresentationAction),
      destination: ResolvedReducer(EmptyReducer()),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      place: NavigationPlace(toPresentationState)
    )
  }
}
