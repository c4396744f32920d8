import Dependencies
import Observation

/// Runs a feature: holds its state, runs its reducer for each action on the main actor, and runs
/// the effects the reducer returns.
///
/// ```swift
/// let store = Store(initialState: InventoryFeature.State()) {
///   InventoryFeature()
/// }
/// store.send(.addButtonTapped)
/// store.addItem  // ItemFormFeature.State()
/// ```
///
/// A store is observable with the Observation framework: a view that reads its state is updated
/// when that store's state changes. Scope a store to hand a child view only its feature.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action>: Observable {
  @usableFromInline let core: StoreCore<State, Action>
  /// The runtime, for a root store; a scoped store sends through its parent.
  @usableFromInline let root: RootCore<State, Action>?
  @usableFromInline let registrar = ObservationRegistrar()
  /// `\.state`, made once: in a generic class, writing the key path literal instantiates it anew,
  /// through the runtime's demangler, every time it is evaluated.
  @usableFromInline let stateKeyPath: KeyPath<Store, State> = \.state
  /// What a scoped store reports once its feature is gone: the state it had when it was scoped.
  /// Kept only for scoped stores, and never refreshed, so holding it copies nothing per action.
  private let fallbackState: State?
  @exclusivity(unchecked) @usableFromInline var children: [ScopeID: any ChildStore] = [:]
  /// For a scoped store, the state its observers last read, so a change elsewhere in the app does
  /// not re-render them. The root store keeps no copy, so sending stays O(1) in the state's size.
  @exclusivity(unchecked) @usableFromInline var observedState: State?
  /// Reads the identity of an observable state; `nil` when the state is not observable.
  @usableFromInline let readIdentity: ((State) -> ObservableStateIdentity)?
  /// The identity of the observable state that observers last read: while it stays the same, the
  /// state's own properties tell observers what changed, and the store need not.
  @exclusivity(unchecked) @usableFromInline var observedIdentity: ObservableStateIdentity?

  /// Creates a store.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: Overrides dependencies for the reducer and its effects.
  @inlinable
  public convenience init<R: Reducer<State, Action>>(
    initialState: State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    let dependencies = withDependencies {
      prepareDependencies?(&$0)
    } operation: {
      DependencyValues._current
    }
    // Resolved here, where the reducer's type is known, so the store runs specialized code; and
    // under the store's dependencies, so that a `body` that reads one builds what it will run.
    let root = RootCore(
      initialState: initialState, reduce: reducer().resolved(under: dependencies).run,
      dependencies: dependencies)
    self.init(root: root)
  }

  /// Creates the store of a root.
  @inlinable
  package convenience init(root: RootCore<State, Action>) {
    self.init(core: makeRootStoreCore(root), root: root, fallbackState: nil)
    root.store = self
  }

  @usableFromInline
  init(core: StoreCore<State, Action>, root: RootCore<State, Action>?, fallbackState: State?) {
    self.core = core
    self.root = root
    self.fallbackState = fallbackState
    self.readIdentity = ObservableStateIdentity.reader(for: State.self)
  }

  /// The current state.
  ///
  /// A scoped store whose feature has been dismissed keeps returning the state it was scoped with,
  /// so a view animating away still has something to show.
  public var state: State {
    registrar.access(self, keyPath: stateKeyPath)
    guard let state = core.currentState() ?? fallbackState else {
      preconditionFailure("A root store always has state.")
    }
    if let readIdentity {
      observedIdentity = readIdentity(state)
    } else if fallbackState != nil, State.self is any Equatable.Type {
      observedState = state
    }
    return state
  }

  /// Reads a property of the state: `store.items`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    state[keyPath: keyPath]
  }

  /// Reads the current state without registering an observation.
  ///
  /// - Parameter body: Reads what it needs from the state.
  /// - Returns: What `body` returns.
  public func withState<R>(_ body: (_ state: State) -> R) -> R {
    body(core.currentState() ?? fallbackState!)
  }

  /// Sends an action.
  ///
  /// The reducer runs right away; the returned task finishes when the effects it started have.
  ///
  /// - Parameter action: The action.
  /// - Returns: A handle on the started effects.
  @inlinable
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    guard let root else { return StoreTask(rawValue: core.send(action)) }
    // Sent during a pass (by an observer, say), the action waits for the pass, which tells the
    // store once it is over.
    guard !root.isSending else { return StoreTask(rawValue: root.send(action)) }
    let task = root.send(action, notifiesStore: false)
    stateDidChange()
    return StoreTask(rawValue: task)
  }

  /// Whether this store's feature is still part of the state: always true for a root store, and
  /// false for a scoped store once its presentation ended or its stack element was popped.
  public var isAlive: Bool {
    core.currentState() != nil
  }

  /// Derives a store for a child feature held in a part of this store's state.
  ///
  /// ```swift
  /// HomeView(store: store.scope(state: \.home, action: \.home))
  /// ```
  ///
  /// - Parameters:
  ///   - toChildState: A key path to the child's state.
  ///   - toChildAction: A case key path to the child's actions.
  /// - Returns: The child store. Scoping twice the same way returns the same store.
  @_disfavoredOverload
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    let id = ScopeID(state: toChildState, action: toChildAction)
    if let child = children[id] as? Store<ChildState, ChildAction> { return child }
    let child = makeChild(
      toState: { $0[keyPath: toChildState] },
      fromAction: AnyCasePath(toChildAction).embed,
      initialState: state[keyPath: toChildState]
    )
    children[id] = child
    return child
  }

  /// Derives a store for a presented child or a stack element, or `nil` while it is not shown.
  ///
  /// ```swift
  /// if let store = store.scope(state: \.addItem, action: \.addItem.presented) { … }
  /// if let store = store.scope(state: \.path[id: id], action: \.path[id: id]) { … }
  /// ```
  ///
  /// - Parameters:
  ///   - toChildState: A key path to the optional child state.
  ///   - toChildAction: A case key path to the child's actions.
  /// - Returns: The child store, or `nil`.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    guard let childState = state[keyPath: toChildState] else { return nil }
    let id = ScopeID(state: toChildState, action: toChildAction)
    if let child = children[id] as? Store<ChildState, ChildAction>, child.isAlive { return child }
    let child = makeChild(
      toState: { $0[keyPath: toChildState] },
      fromAction: AnyCasePath(toChildAction).embed,
      initialState: childState
    )
    children[id] = child
    return child
  }

  /// Derives a store for a presented child from `@Presents` state and its presentation actions,
  /// or `nil` while nothing is presented.
  ///
  /// ```swift
  /// if let store = store.scope(state: \.addItem, action: \.addItem) { … }
  /// ```
  ///
  /// - Parameters:
  ///   - toChildState: A key path to the optional child state.
  ///   - toPresentationAction: A case key path to the presentation actions.
  /// - Returns: The child store, or `nil`.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> Store<ChildState, ChildAction>? {
    scope(state: toChildState, action: toPresentationAction.appending(path: \.presented))
  }

  private func makeChild<ChildState, ChildAction>(
    toState: @escaping (State) -> ChildState?,
    fromAction: @escaping (ChildAction) -> Action,
    initialState: ChildState
  ) -> Store<ChildState, ChildAction> {
    let core = ScopedStoreCore(parent: self.core, toState: toState, fromAction: fromAction)
    return Store<ChildState, ChildAction>(
      core: core, root: nil, fallbackState: initialState)
  }

  /// Refreshes the cached state and tells observers of this store and its children.
  @inlinable
  func stateDidChange() {
    guard children.isEmpty, observedState == nil, observedIdentity == nil else {
      return stateDidChangeInTree()
    }
    registrar.withMutation(of: self, keyPath: stateKeyPath) {}
  }

  /// ``stateDidChange()`` for a store with children or a cached state.
  @usableFromInline
  func stateDidChangeInTree() {
    // Children first: an observer of this store may read a child while it is told, and the child
    // must already have compared its state and told its own observers by then.
    if !children.isEmpty {
      var dead: [ScopeID] = []
      for (id, child) in children where !child.stateDidChangeInParent() {
        dead.append(id)
      }
      for id in dead { children[id] = nil }
    }
    if let observed = observedIdentity, let current = core.currentState(),
      observed == readIdentity?(current)
    {
      // The same observable state, with the same presentations: its own properties have told
      // their observers of what changed in them.
    } else if let observed = observedState, let current = core.currentState(),
      isEqual(observed, current)
    {
      // Nothing this store's observers read has changed.
    } else {
      observedState = nil
      observedIdentity = nil
      registrar.withMutation(of: self, keyPath: stateKeyPath) {}
    }
  }
}

/// Whether two values are equal, for `Equatable` values; `false` otherwise.
private func isEqual(_ lhs: Any, _ rhs: Any) -> Bool {
  guard let lhs = lhs as? any Equatable else { return false }
  return lhs.isEqual(to: rhs)
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

/// A scoped store, seen from its parent.
@MainActor
@usableFromInline
protocol ChildStore: AnyObject {
  /// Refreshes the store; returns whether it is still alive.
  func stateDidChangeInParent() -> Bool
}

extension Store: ChildStore {
  @usableFromInline
  func stateDidChangeInParent() -> Bool {
    stateDidChange()
    return isAlive
  }
}

/// Identifies a scope of a store, so scoping twice the same way returns the same child store.
@usableFromInline
struct ScopeID: Hashable {
  let state: AnyKeyPath
  let action: AnyKeyPath
}

/// A ``Store`` over a reducer's domain.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

/// A handle on the effects started by sending an action.
public struct StoreTask: Hashable, Sendable {
  package let rawValue: Task<Void, Never>?

  @usableFromInline
  package init(rawValue: Task<Void, Never>?) {
    self.rawValue = rawValue
  }

  /// Cancels the effects.
  public func cancel() {
    rawValue?.cancel()
  }

  /// Waits for the effects to finish.
  public func finish() async {
    await rawValue?.value
  }

  /// Whether the effects were cancelled.
  public var isCancelled: Bool {
    rawValue?.isCancelled ?? true
  }
}
