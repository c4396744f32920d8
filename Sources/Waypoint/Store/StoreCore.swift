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

  /// Calls `body` with the current state where it lies, without copying it; returns `false`,
  /// without calling `body`, when a scope no longer reaches any state.
  ///
  /// What a child store derives its state from: a copy of the whole parent state, for each child
  /// at each change, would retain every reference the state holds. Only for that derivation,
  /// which runs the child's key path (a computed property's getter, for one) and nothing else:
  /// the root's state is held for the call, so `body` must not send an action or read the state
  /// another way.
  @usableFromInline
  func withCurrentState(_ body: (UnsafePointer<State>) -> Void) -> Bool {
    fatalError("Subclasses implement this.")
  }

  /// Sends an action to the root.
  @usableFromInline
  func send(_ action: Action) -> Task<Void, Never>? { fatalError("Subclasses implement this.") }
}

/// The core of a root store.
///
/// Made where the root's types are known (the store's initializer is inlined into the app), so
/// that the functions it keeps run the root's send and read its state as code specialized for
/// those types: a scoped store reaches its root through them.
@MainActor
@inlinable
func makeRootStoreCore<State, Action>(
  _ root: RootCore<State, Action>
) -> StoreCore<State, Action> {
  RootStoreCore(
    version: root.version,
    send: { root.send($0) },
    state: { root.state },
    // The state's own storage, held for the call (a write access, unchecked like the state's
    // others): a reducer changes it only in a send, and a child derives its state when it is
    // read, not during a send. `body` is handed over as it is: a closure of its own, written
    // here, would check at every call that it runs on the main actor.
    stateInPlace: { body in withUnsafePointer(to: &root.state, body) }
  )
}

@usableFromInline
final class RootStoreCore<State, Action>: StoreCore<State, Action> {
  /// The root's `send`, specialized for its types.
  let sendAction: (Action) -> Task<Void, Never>?
  /// The root's state, read by code specialized for its type.
  let readState: () -> State
  /// Calls its argument with the root's state where it lies. Isolated to the main actor, as
  /// the root is, so that a call does not check its isolation at run time.
  let readStateInPlace: @MainActor ((UnsafePointer<State>) -> Void) -> Void

  @usableFromInline
  init(
    version: StateVersion,
    send: @escaping (Action) -> Task<Void, Never>?,
    state: @escaping () -> State,
    stateInPlace: @escaping @MainActor ((UnsafePointer<State>) -> Void) -> Void
  ) {
    self.sendAction = send
    self.readState = state
    self.readStateInPlace = stateInPlace
    super.init(version: version)
  }

  override func currentState() -> State? { readState() }

  override func withCurrentState(_ body: (UnsafePointer<State>) -> Void) -> Bool {
    readStateInPlace(body)
    return true
  }

  override func hasState() -> Bool { true }

  override func send(_ action: Action) -> Task<Void, Never>? { sendAction(action) }
}

/// The core of a scoped store.
///
/// Made where the child's and the parent's types are known (the store's scoping functions are
/// inlined into the app), so that deriving the child's state from its parent's runs as code
/// specialized for those types.
@MainActor
@inlinable
func makeScopedStoreCore<ParentState, ParentAction, State, Action>(
  parent: StoreCore<ParentState, ParentAction>,
  toState: @escaping (UnsafePointer<ParentState>) -> State?,
  fromAction: @escaping (Action) -> ParentAction
) -> StoreCore<State, Action> {
  ScopedStoreCore(
    parent: parent,
    derive: { derived in
      // The parent's state is read where it lies: only the child's part is copied.
      var found = false
      _ = parent.withCurrentState { parentState in
        guard let state = toState(parentState) else { return }
        derived.initialize(to: state)
        found = true
      }
      return found
    },
    fromAction: fromAction)
}

/// The core of a scoped store: its state is derived from its parent's, once per change of the
/// root's state, and its actions are embedded in its parent's.
@usableFromInline
final class ScopedStoreCore<ParentState, ParentAction, State, Action>: StoreCore<State, Action> {
  let parent: StoreCore<ParentState, ParentAction>
  /// Initializes the memory it is handed with the state derived from the parent's current
  /// state, and returns `true`; returns `false`, leaving it uninitialized, when the parent's
  /// state holds none.
  let deriveState: (UnsafeMutablePointer<State>) -> Bool
  let fromAction: (Action) -> ParentAction
  /// The state derived at ``derivedAt``, when ``hasDerived``. Held through a pointer, so that
  /// reading it needs no `Optional<State>` metadata, which unspecialized code looks up on every
  /// use.
  private let derived = UnsafeMutablePointer<State>.allocate(capacity: 1)
  private var hasDerived = false
  /// The version of the root's state that ``derived`` was derived from; `.max` before the first.
  private var derivedAt = UInt64.max

  @usableFromInline
  init(
    parent: StoreCore<ParentState, ParentAction>,
    derive: @escaping (UnsafeMutablePointer<State>) -> Bool,
    fromAction: @escaping (Action) -> ParentAction
  ) {
    self.parent = parent
    self.deriveState = derive
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
      // Marked gone first, as in `send`, so that a read during the deinitialization does not
      // reach the value being destroyed.
      hasDerived = false
      derived.deinitialize(count: 1)
    }
    hasDerived = deriveState(derived)
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

  override func withCurrentState(_ body: (UnsafePointer<State>) -> Void) -> Bool {
    refresh()
    guard hasDerived else { return false }
    body(derived)
    return true
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
