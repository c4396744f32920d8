/// Composes reducers written one after another into one that runs them in order.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  /// One reducer, as written.
  @inlinable
  public static func buildExpression<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }

  /// An empty body: a reducer that changes nothing and starts no effect.
  @inlinable
  public static func buildBlock() -> EmptyReducer<State, Action> {
    EmptyReducer()
  }

  /// The first reducer of a body.
  @inlinable
  public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R {
    first
  }

  /// A reducer followed by the next one written: the two run in order, and their effects merge.
  @inlinable
  public static func buildPartialBlock<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    accumulated: R0,
    next: R1
  ) -> ReducerSequence<R0, R1> {
    ReducerSequence(accumulated, next)
  }

  /// The reducer of an `if` without an `else`: nothing runs when its condition was false.
  @inlinable
  public static func buildOptional<R: Reducer<State, Action>>(_ wrapped: R?) -> R? {
    wrapped
  }

  /// The reducer of the first branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    first reducer: R0
  ) -> ReducerConditional<R0, R1> {
    .first(reducer)
  }

  /// The reducer of the second branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    second reducer: R1
  ) -> ReducerConditional<R0, R1> {
    .second(reducer)
  }

  /// The reducers of a `for` loop, run in order.
  @inlinable
  public static func buildArray<R: Reducer<State, Action>>(_ reducers: [R]) -> ReducerArray<R> {
    ReducerArray(reducers: reducers)
  }

  /// A reducer used under `if #available`, its type erased so that older systems can run the
  /// body.
  @inlinable
  public static func buildLimitedAvailability<R: Reducer<State, Action>>(
    _ wrapped: R
  ) -> Reduce<State, Action> {
    Reduce(wrapped)
  }

  /// The whole body, as built.
  @inlinable
  public static func buildFinalResult<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }
}

/// Two reducers run in order; their effects are merged.
public struct ReducerSequence<R0: Reducer, R1: Reducer<R0.State, R0.Action>>: Reducer {
  @usableFromInline let r0: R0
  @usableFromInline let r1: R1

  @inlinable
  init(_ r0: R0, _ r1: R1) {
    self.r0 = r0
    self.r1 = r1
  }

  @inlinable
  public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
    let first = r0.reduce(into: &state, action: action)
    return first.merge(with: r1.reduce(into: &state, action: action))
  }

  @inlinable
  public func _resolved() -> _Resolution<R0.State, R0.Action> {
    let r0 = r0._resolved().run
    let r1 = r1._resolved().run
    return _Resolution { state, action, context in
      let first = r0(&state, action, context)
      return first.merge(with: r1(&state, action, context))
    }
  }
}

/// One of two reducers, chosen by an `if`/`else` or `switch` in a builder.
public enum ReducerConditional<R0: Reducer, R1: Reducer<R0.State, R0.Action>>: Reducer {
  /// The first branch's reducer.
  case first(R0)
  /// The second branch's reducer.
  case second(R1)

  @inlinable
  public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
    switch self {
    case let .first(reducer): reducer.reduce(into: &state, action: action)
    case let .second(reducer): reducer.reduce(into: &state, action: action)
    }
  }

  @inlinable
  public func _resolved() -> _Resolution<R0.State, R0.Action> {
    switch self {
    case let .first(reducer): reducer._resolved()
    case let .second(reducer): reducer._resolved()
    }
  }
}

/// Reducers built in a `for` loop, run in order.
public struct ReducerArray<Element: Reducer>: Reducer {
  @usableFromInline let reducers: [Element]

  @inlinable
  init(reducers: [Element]) {
    self.reducers = reducers
  }

  @inlinable
  public func reduce(into state: inout Element.State, action: Element.Action) -> Effect<
    Element.Action
  > {
    reducers.reduce(.none) { $0.merge(with: $1.reduce(into: &state, action: action)) }
  }

  @inlinable
  public func _resolved() -> _Resolution<Element.State, Element.Action> {
    let reducers = reducers.map { $0._resolved().run }
    return _Resolution { state, action, context in
      reducers.reduce(.none) { $0.merge(with: $1(&state, action, context)) }
    }
  }
}

extension Optional: Reducer where Wrapped: Reducer {
  /// Runs the wrapped reducer, if any.
  @inlinable
  public func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<
    Wrapped.Action
  > {
    self?.reduce(into: &state, action: action) ?? .none
  }

  /// Resolves the wrapped reducer, or one that does nothing.
  @inlinable
  public func _resolved() -> _Resolution<Wrapped.State, Wrapped.Action> {
    self?._resolved() ?? _Resolution { _, _, _ in .none }
  }
}
