/// Reads a store's state and sends its actions: at the root, or through a scope.
@MainActor
@usableFromInline
class StoreCore<State, Action> {
  /// The current state, or `nil` when a scope no longer reaches any.
  func currentState() -> State? { fatalError("Subclasses implement this.") }

  /// Sends an action to the root.
  @usableFromInline
  func send(_ action: Action) -> Task<Void, Never>? { fatalError("Subclasses implement this.") }
}

/// The core of a root store.
@MainActor
@usableFromInline
func makeRootStoreCore<State, Action>(
  _ root: RootCore<State, Action>
) -> StoreCore<State, Action> {
  RootStoreCore(root: root)
}

final class RootStoreCore<State, Action>: StoreCore<State, Action> {
  let root: RootCore<State, Action>

  init(root: RootCore<State, Action>) {
    self.root = root
  }

  override func currentState() -> State? { root.state }

  override func send(_ action: Action) -> Task<Void, Never>? { root.send(action) }
}

final class ScopedStoreCore<ParentState, ParentAction, State, Action>: StoreCore<State, Action> {
  let parent: StoreCore<ParentState, ParentAction>
  let toState: (ParentState) -> State?
  let fromAction: (Action) -> ParentAction

  init(
    parent: StoreCore<ParentState, ParentAction>,
    toState: @escaping (ParentState) -> State?,
    fromAction: @escaping (Action) -> ParentAction
  ) {
    self.parent = parent
    self.toState = toState
    self.fromAction = fromAction
  }

  override func currentState() -> State? { parent.currentState().flatMap(toState) }

  override func send(_ action: Action) -> Task<Void, Never>? { parent.send(fromAction(action)) }
}
