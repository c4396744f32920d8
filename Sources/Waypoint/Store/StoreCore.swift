/// Counts the changes of a root's state, so that a scoped store recomputes its state once per
/// change instead of on every read.
@MainActor
@usableFromInline
final class StateVersion {
  /// Moves forward whenever the root's state may have changed.
  @exclusivity(unchecked) @usableFromInline var value: UInt64 = 0

  @usableFromInline
  init() {}

  /// Records that the state may have changed.
  @inlinable
  func advance() { value &+= 1 }
}

/// Reads a store's state and sends its actions: at the root, or through a scope.
@MainActor
@usableFromInline
class StoreCore<State, Action> {
  /// The version of the root's state, shared by every core over the same root.
  @usableFromInline let version: StateVersion

  init(version: StateVersion) {
    self.version = version
  }

  /// The current state, or `nil` when a scope no longer reaches any.
  @usableFromInline
  func currentState() -> State? { fatalError("Subclasses implement this.") }

  /// Whether a scope still reaches any state: ``currentState()`` is not `nil`.
  @usableFromInline
  func hasState() -> Bool { fatalError("Subclasses implement this.") }

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
    super.init(version: root.version)
  }

  override func currentState() -> State? { root.state }

  override func hasState() -> Bool { true }

  override func send(_ action: Action) -> Task<Void, Never>? { root.send(action) }
}

/// The core of a scoped store: its state is derived from its parent's, once per change of the
/// root's state, and its actions are embedded in its parent's.
final class ScopedStoreCore<ParentState, ParentAction, State, Action>: StoreCore<State, Action> {
  let parent: StoreCore<ParentState, ParentAction>
  let toState: (ParentState) -> State?
  let fromAction: (Action) -> ParentAction
  /// The state derived at ``derivedAt``, when ``hasDerived``. Held through a pointer, so that
  /// reading it needs no `Optional<State>` metadata, which unspecialized code looks up on every
  /// use.
  private let derived = UnsafeMutablePointer<State>.allocate(capacity: 1)
  private var hasDerived = false
  /// The version of the root's state that ``derived`` was derived from; `.max` before the first.
  private var derivedAt = UInt64.max

  init(
    parent: StoreCore<ParentState, ParentAction>,
    toState: @escaping (ParentState) -> State?,
    fromAction: @escaping (Action) -> ParentAction
  ) {
    self.parent = parent
    self.toState = toState
    self.fromAction = fromAction
    super.init(version: parent.version)
  }

  isolated deinit {
    if hasDerived { derived.deinitialize(count: 1) }
    derived.deallocate()
  }

  /// Derives the state again if the root's state changed since it was last derived.
  @inline(__always)
  private func refresh() {
    let now = version.value
    if derivedAt != now { derive(at: now) }
  }

  private func derive(at now: UInt64) {
    if hasDerived {
      derived.deinitialize(count: 1)
      hasDerived = false
    }
    if let state = parent.currentState().flatMap(toState) {
      derived.initialize(to: state)
      hasDerived = true
    }
    derivedAt = now
  }

  override func currentState() -> State? {
    refresh()
    return hasDerived ? derived.pointee : nil
  }

  override func hasState() -> Bool {
    refresh()
    return hasDerived
  }

  override func send(_ action: Action) -> Task<Void, Never>? {
    // Let go of the derived copy first, so that it does not share the storage of the root's
    // state while the action changes it: a stack pushed to or popped from then changes in place
    // rather than as a copy (unless a store remembers the state its observers read). Marked
    // stale before the copy goes, so a read during its deinitialization derives anew.
    derivedAt = .max
    if hasDerived {
      hasDerived = false
      derived.deinitialize(count: 1)
    }
    return parent.send(fromAction(action))
  }
}
