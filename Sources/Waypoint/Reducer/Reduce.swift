/// A reducer written as a closure.
///
/// ```swift
/// Reduce { state, action in
///   switch action {
///   case .addButtonTapped:
///     state.addItem = ItemFormFeature.State()
///     return .none
///   case .addItem:
///     return .none
///   }
/// }
/// ```
public struct Reduce<State, Action>: Reducer {
  @usableFromInline let reduce: (inout State, Action) -> Effect<Action>

  /// Creates a reducer from a closure.
  ///
  /// - Parameter reduce: Changes the state for an action and returns effects.
  @inlinable
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  /// Erases the type of another reducer.
  ///
  /// - Parameter reducer: A reducer of the same domain.
  @inlinable
  public init<R: Reducer<State, Action>>(_ reducer: R) {
    let reduce = reducer._resolved().run
    self.reduce = { state, action in reduce(&state, action, .current) }
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }

  /// Runs the closure, where it sees the context it is run in.
  @inlinable
  public func _resolved() -> _Resolution<State, Action> {
    let reduce = reduce
    return _Resolution { state, action, context in
      NavigationContext.exposing(context) { reduce(&state, action) }
    }
  }
}

/// A reducer that does nothing.
///
/// It is the start of a body that only integrates other features, and the body of a screen
/// whose actions only its parent handles:
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   EmptyReducer()
///     .ifLet(\.$editItem, action: \.editItem) { EditItemFeature() }
/// }
/// ```
public struct EmptyReducer<State, Action>: Reducer {
  /// Creates a reducer that does nothing.
  @inlinable
  public init() {}

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }

  /// Does nothing, without a box.
  @inlinable
  public func _resolved() -> _Resolution<State, Action> {
    _Resolution { _, _, _ in .none }
  }
}

/// Groups reducers written in a builder into one.
///
/// ```swift
/// CombineReducers {
///   Scope(state: \.profile, action: \.profile) { Profile() }
///   Reduce { state, action in … }
/// }
/// .ifLet(\.$destination, action: \.destination) { Destination() }
/// ```
public struct CombineReducers<State, Action, Reducers: Reducer<State, Action>>: Reducer {
  @usableFromInline let reducers: Reducers

  /// Combines the reducers of a builder.
  ///
  /// - Parameter build: The reducers, run in order.
  @inlinable
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  /// The combined reducers: running, resolving and handing on the navigation context are a
  /// body's.
  @inlinable
  public var body: Reducers { reducers }
}
