import Dependencies

extension Reducer {
  /// Overrides a dependency for this reducer and the effects it returns.
  ///
  /// ```swift
  /// Feature()
  ///   .dependency(\.continuousClock, ImmediateClock())
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The dependency to override.
  ///   - value: Its value.
  /// - Returns: A reducer running with the override.
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: Value
  ) -> some Reducer<State, Action> {
    DependencyModifier(base: self) { $0[keyPath: keyPath] = value }
  }

  /// Changes dependencies for this reducer and the effects it returns.
  ///
  /// - Parameter transform: Changes the dependency values.
  /// - Returns: A reducer running with the changes.
  public func transformDependency(
    _ transform: @escaping (inout DependencyValues) -> Void
  ) -> some Reducer<State, Action> {
    DependencyModifier(base: self, transform: transform)
  }
}

/// A reducer that runs another with changed dependencies.
@usableFromInline
struct DependencyModifier<Base: Reducer>: Reducer {
  let base: Base
  let transform: (inout DependencyValues) -> Void

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    withDependencies(transform) {
      base.reduce(into: &state, action: action)
    }
  }

  public func _resolved() -> _Resolution<Base.State, Base.Action> {
    // The base's body is built with the changed dependencies, as it will run with them.
    // Changed inside `withDependencies`, as the reducer's own runs are: writing a dependency that
    // has no test value (`\.date`, `\.uuid`) in a test is then not reported as a use of it.
    let changed = withDependencies(transform) { DependencyValues._current }
    let reduce = base.resolved(under: changed).run
    return _Resolution { [transform] state, action, context in
      withDependencies(transform) {
        // The store's generator is not the one in force here when the change replaced it.
        reduce(&state, action, context.with(generator: nil))
      }
    }
  }
}
