import Observation

/// What a hand-written feature looks like: plain state in an observable model, and a `switch`
/// standing in for the reducer.
///
/// Each baseline model notifies its observers once per action, as a `Store` does and as an
/// `@Observable` class mutated by a view would, so both sides of a comparison do the same work
/// for a view. The state itself is plain structs, optionals and arrays mutated in place.
@MainActor
public class BaselineModel<State>: Observable {
  private let registrar = ObservationRegistrar()
  private var storage: State
  /// `\.state`, made once. A hand-written `@Observable` class is not generic, so its key paths
  /// are constants; in this generic class the literal would be instantiated on every use.
  private let stateKeyPath: KeyPath<BaselineModel, State> = \.state

  init(state: State) {
    self.storage = state
  }

  /// The current state, tracked for observers.
  public var state: State {
    registrar.access(self, keyPath: stateKeyPath)
    return storage
  }

  /// Reads a part of the state in place, tracked for observers, as a child view does.
  public func read<Value>(_ body: (State) -> Value) -> Value {
    registrar.access(self, keyPath: stateKeyPath)
    return body(storage)
  }

  /// Mutates the state in place and notifies observers once.
  func mutate<Result>(_ body: (inout State) -> Result) -> Result {
    registrar.withMutation(of: self, keyPath: stateKeyPath) {
      body(&storage)
    }
  }
}
