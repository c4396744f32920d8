import Atomics
import Dependencies

/// A child reducer that navigation operators resolve on first use and then keep.
///
/// Resolving lazily keeps recursive features (a screen that presents or pushes itself) finite:
/// each level is resolved only when an action first reaches it. The resolved function is made
/// where the child's type is known, so it runs the child's own code, specialized for its types.
/// Once resolved, reaching it is one atomic load: no lock on the path of every action.
@usableFromInline
// Unchecked: `make` is a constant, and `resolved` is set once, by an atomic compare-exchange
// with acquire/release ordering, and never replaced.
package final class ResolvedReducer<State, Action>: @unchecked Sendable {
  @usableFromInline let make: () -> (inout State, Action, ReduceContext) -> Effect<Action>
  /// The resolved function once published, retained by this reducer until it goes away.
  /// Unmanaged, so that reading it is a plain load rather than a call; destroyed in `deinit`.
  @usableFromInline let resolved = UnsafeAtomic<Unmanaged<Resolved>?>.create(nil)

  /// The resolved function, boxed so that it can be published atomically.
  @usableFromInline
  // Unchecked: its only property is a constant, set before `resolve()` publishes the box with
  // release ordering.
  final class Resolved: @unchecked Sendable {
    @usableFromInline let reduce: (inout State, Action, ReduceContext) -> Effect<Action>

    @usableFromInline
    init(_ reduce: @escaping (inout State, Action, ReduceContext) -> Effect<Action>) {
      self.reduce = reduce
    }
  }

  /// Resolves `reducer` when an action first reaches it.
  @inlinable
  package init<R: Reducer<State, Action>>(_ reducer: R) {
    self.make = { reducer._resolved().run }
  }

  deinit {
    resolved.load(ordering: .acquiring)?.release()
    resolved.destroy()
  }

  /// Runs the resolved reducer in `context`.
  @inlinable
  package func reduce(
    into state: inout State, action: Action, context: ReduceContext
  ) -> Effect<Action> {
    // Published once and never replaced, and this reducer holds it: no retain is needed.
    (resolved.load(ordering: .acquiring) ?? resolve())
      ._withUnsafeGuaranteedRef { $0.reduce(&state, action, context) }
  }

  /// Runs the resolved reducer in the context in effect.
  @inlinable
  package func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(into: &state, action: action, context: .current)
  }

  /// Resolves the reducer; two threads resolving at once agree on the first one published.
  @usableFromInline
  func resolve() -> Unmanaged<Resolved> {
    let made = Unmanaged.passRetained(Resolved(make()))
    let (exchanged, current) = resolved.compareExchange(
      expected: nil, desired: made, ordering: .acquiringAndReleasing)
    if exchanged { return made }
    made.release()
    return current!
  }
}

/// A reducer kept in a class, so that a resolved function reaches it in place.
@usableFromInline
final class ReducerBox<R: Reducer> {
  @usableFromInline let reducer: R

  @inlinable
  init(_ reducer: R) {
    self.reducer = reducer
  }
}

extension Reducer {
  /// Resolves this reducer with `dependencies` in effect, so that a `body` that reads a
  /// dependency builds what it will run with.
  ///
  /// The function is assigned inside the `withValue` closure rather than returned from it: a
  /// function returned through the generic `withValue` would be called through a reabstraction
  /// thunk on every send.
  @inlinable
  func resolved(
    under dependencies: DependencyValues
  ) -> _Resolution<State, Action> {
    var resolved: _Resolution<State, Action>?
    DependencyValues.$_current.withValue(dependencies) { resolved = _resolved() }
    return resolved!
  }
}

/// How a navigation operator runs the reducer it is applied to, told the context it runs in: the
/// base's resolved function once the operator is resolved, or a call of its `reduce(into:action:)`
/// when the operator is run directly.
@usableFromInline
typealias BaseReduce<State, Action> = (inout State, Action, ReduceContext) -> Effect<Action>

/// A navigation operator that runs in the context its caller hands it, over a base reducer.
@usableFromInline
protocol NavigationOperator: Reducer {
  /// The reducer the operator is applied to.
  associatedtype Base: Reducer<State, Action>

  /// The reducer the operator is applied to.
  var base: Base { get }

  /// Runs the operator in `context`, with `base` standing for the reducer it is applied to.
  func reduce(
    into state: inout State, action: Action, context: ReduceContext,
    base: BaseReduce<State, Action>
  ) -> Effect<Action>
}

extension NavigationOperator {
  /// Runs the operator in the context in effect, with the base run directly.
  @inlinable
  func reduceInCurrentContext(into state: inout State, action: Action) -> Effect<Action> {
    reduce(into: &state, action: action, context: .current) { state, action, _ in
      base.reduce(into: &state, action: action)
    }
  }

  /// Resolves the base once, and runs the operator from a box, reached in place by each action
  /// rather than through a copy that a closure capturing it by value would make.
  @inlinable
  func resolvedOperator() -> _Resolution<State, Action> {
    let box = ReducerBox(self)
    let base = base._resolved().run
    return _Resolution { state, action, context in
      box.reducer.reduce(into: &state, action: action, context: context, base: base)
    }
  }
}

extension ReducerBox: Sendable where R: Sendable {}
