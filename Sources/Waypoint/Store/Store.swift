import CasePaths
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
  /// What readers of one observed property of an observable state (`store.items`) register with
  /// the store: they are told by the property itself of its changes, and by the store only when
  /// the state is replaced by another. Presenting or dismissing, which the state tells no
  /// property reader of, is told to the readers of the whole state (``stateKeyPath``) alone.
  @usableFromInline let identityKeyPath: KeyPath<Store, Bool> = \.hasIdentityReaders
  /// Whether anything registered ``identityKeyPath``: until then, telling it costs nothing.
  /// Unchecked for exclusivity, as the store's other fields: read and written on the main actor
  /// only, and never while an access to it is under way.
  @exclusivity(unchecked) @usableFromInline var hasIdentityReaders = false
  /// Whether anything registered ``stateKeyPath``: until then, a change has no reader of the
  /// whole state to tell, and telling costs nothing. Unchecked for exclusivity, as
  /// ``hasIdentityReaders``.
  @exclusivity(unchecked) @usableFromInline var hasStateReaders = false
  /// The observed properties of the state (`\.items`, but not a `@Presents` property), worked out
  /// from its ``PresentsStorageLayout`` the first time one is read.
  @usableFromInline lazy var observedProperties: Set<AnyKeyPath> = Self.observedPropertiesOfState()
  /// What a scoped store reports once its feature is gone: the state it had when it was scoped.
  /// Kept only for scoped stores, and never refreshed, so holding it copies nothing per action.
  @usableFromInline let fallbackState: State?
  /// The child stores scoped from this one, released when their state is gone.
  @exclusivity(unchecked) @usableFromInline var children: [ScopeID: ChildEntry] = [:]
  /// The same child stores, by the addresses of the key paths they were scoped with.
  @exclusivity(unchecked) @usableFromInline var childrenByIdentity:
    [ScopeIdentity: any ChildStore] = [:]
  /// For a scoped store, the state its observers last read, so a change elsewhere in the app does
  /// not re-render them. The root store keeps no copy, so sending stays O(1) in the state's size.
  @exclusivity(unchecked) @usableFromInline var observedState: State?
  /// Whether this store remembers the state its observers read, to tell them only of changes:
  /// a scoped store of `Equatable`, not observable, state.
  @usableFromInline let remembersObservedState: Bool
  /// `==` of the state, found once when the store is made, for a store that remembers the state
  /// its observers read: asking at each change whether a value is `Equatable` looks the
  /// conformance up, thousands of instructions for a generic state such as a stack.
  @usableFromInline let stateEquality: ((State, State) -> Bool)?
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
    self.stateEquality =
      fallbackState != nil && readIdentity == nil ? stateEqualityFunction(of: State.self) : nil
    self.remembersObservedState = stateEquality != nil
  }

  /// The current state.
  ///
  /// A scoped store whose feature has been dismissed keeps returning the state it was scoped with,
  /// so a view animating away still has something to show.
  @inlinable
  public var state: State {
    accessState()
    guard let state = core.currentState() ?? fallbackState else {
      preconditionFailure("A root store always has state.")
    }
    // The optional functions are called through the optional, not bound to copies, which would
    // retain their contexts.
    if readIdentity != nil {
      observedIdentity = readIdentity?(state)
    } else if remembersObservedState {
      observedState = state
    }
    return state
  }

  /// Reads a property of the state: `store.items`.
  ///
  /// For an observed property of an `@ObservableState` state, only a change of that property,
  /// or a replacement of the whole state by another value, tells the reader: presenting a sheet
  /// does not. A reducer that puts back an earlier copy of the state (the same value, by
  /// identity) tells only the readers of the properties it sets through them.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    read(keyPath)
  }

  /// Reads a property of the state for a view, as `store.items` does.
  @usableFromInline
  func read<Value>(_ keyPath: KeyPath<State, Value>) -> Value {
    guard readIdentity != nil, observedProperties.contains(keyPath) else {
      return state[keyPath: keyPath]
    }
    hasIdentityReaders = true
    registrar.access(self, keyPath: identityKeyPath)
    guard let state = core.currentState() ?? fallbackState else {
      preconditionFailure("A root store always has state.")
    }
    if observedIdentity == nil { observedIdentity = readIdentity?(state) }
    return state[keyPath: keyPath]
  }

  /// The observed properties of `State`, from its map of properties to their storage: those
  /// whose storage is not a `@Presents` wrapper.
  static func observedPropertiesOfState() -> Set<AnyKeyPath> {
    guard let layout = State.self as? any PresentsStorageLayout.Type else { return [] }
    return observedProperties(of: layout)
  }

  private static func observedProperties<Layout: PresentsStorageLayout>(
    of _: Layout.Type
  ) -> Set<AnyKeyPath> {
    Set(
      Layout.presentsStorage.compactMap { property, storage in
        type(of: storage).valueType is any NavigationPresentsReflecting.Type ? nil : property
      })
  }

  /// Reads the current state without registering an observation.
  ///
  /// - Parameter body: Reads what it needs from the state.
  /// - Returns: What `body` returns.
  @inlinable
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
    core.hasState()
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
  /// - Returns: The child store. Scoping again the same way returns the same store.
  @inlinable
  @_disfavoredOverload
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    scopeField(state: toChildState, action: toChildAction) { AnyCasePath(toChildAction).embed }
  }

  /// Derives a store for a child feature held in a part of this store's state, naming the
  /// child's actions by their case in `Action.AllCasePaths`: what `\.home` means here when the
  /// actions are `@CasePathable`.
  ///
  /// Such a key path, written in non-generic code, is one object for the life of the process,
  /// so scoping in a view's body finds the child store again without building or hashing key
  /// paths.
  ///
  /// - Parameters:
  ///   - toChildState: A key path to the child's state.
  ///   - toChildAction: A key path to the child's case path.
  /// - Returns: The child store. Scoping again the same way returns the same store.
  @inlinable
  @_disfavoredOverload
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: KeyPath<Action.AllCasePaths, AnyCasePath<Action, ChildAction>>
  ) -> Store<ChildState, ChildAction> where Action: CasePathable {
    scopeField(state: toChildState, action: toChildAction) {
      Action.allCasePaths[keyPath: toChildAction].embed
    }
  }

  /// Derives a store for a presented child or a stack element, or `nil` while it is not shown.
  ///
  /// ```swift
  /// if let store = store.scope(state: \.addItem, action: \.addItem.presented) { … }
  /// if let store = store.scope(state: \.path[id: id], action: \.path[id: id]) { … }
  /// ```
  ///
  /// Scoping again the same way returns the same store while the child is shown. Once it is
  /// gone, the store lets go of it after the send that removed it, and scoping again makes a new
  /// one. A child replaced by another within one send keeps its store.
  ///
  /// A key path with a subscript, such as `\.path[id: id]`, is a new object each time it is
  /// written, which Swift builds at some cost; ``scope(id:)`` on the stack's store finds an
  /// element's store without one.
  ///
  /// - Parameters:
  ///   - toChildState: A key path to the optional child state.
  ///   - toChildAction: A case key path to the child's actions.
  /// - Returns: The child store, or `nil`.
  @inlinable
  @_disfavoredOverload
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    scopeOptional(state: toChildState, action: toChildAction, kind: .optional) {
      AnyCasePath(toChildAction).embed
    }
  }

  /// Derives a store for a presented child or a stack element, or `nil` while it is not shown,
  /// naming the child's actions by their case in `Action.AllCasePaths`.
  ///
  /// - Parameters:
  ///   - toChildState: A key path to the optional child state.
  ///   - toChildAction: A key path to the child's case path.
  /// - Returns: The child store, or `nil`.
  @inlinable
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: KeyPath<Action.AllCasePaths, AnyCasePath<Action, ChildAction>>
  ) -> Store<ChildState, ChildAction>? where Action: CasePathable {
    scopeOptional(state: toChildState, action: toChildAction, kind: .optional) {
      Action.allCasePaths[keyPath: toChildAction].embed
    }
  }

  /// Derives a store for a presented child from `@Presents` state and its presentation actions,
  /// or `nil` while nothing is presented.
  ///
  /// ```swift
  /// if let store = store.scope(state: \.addItem, action: \.addItem) { … }
  /// ```
  ///
  /// Scoping again the same way returns the same store while the child is presented. Once it is
  /// dismissed, the store lets go of it after the send that dismissed it, and scoping again makes
  /// a new one. A presentation replaced by another within one send keeps its store.
  ///
  /// - Parameters:
  ///   - toChildState: A key path to the optional child state.
  ///   - toPresentationAction: A case key path to the presentation actions.
  /// - Returns: The child store, or `nil`.
  @inlinable
  @_disfavoredOverload
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> Store<ChildState, ChildAction>? {
    scopeOptional(state: toChildState, action: toPresentationAction, kind: .presentation) {
      let embed = AnyCasePath(toPresentationAction).embed
      return { embed(.presented($0)) }
    }
  }

  /// Derives a store for a presented child from `@Presents` state and its presentation actions,
  /// or `nil` while nothing is presented, naming the presentation actions by their case in
  /// `Action.AllCasePaths`: what `\.addItem` means here when the actions are `@CasePathable`.
  ///
  /// Such a key path, written in non-generic code, is one object for the life of the process,
  /// so scoping in a view's body finds the child store again without building or hashing key
  /// paths.
  ///
  /// - Parameters:
  ///   - toChildState: A key path to the optional child state.
  ///   - toPresentationAction: A key path to the presentation actions' case path.
  /// - Returns: The child store, or `nil`.
  @inlinable
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toPresentationAction: KeyPath<
      Action.AllCasePaths, AnyCasePath<Action, PresentationAction<ChildAction>>
    >
  ) -> Store<ChildState, ChildAction>? where Action: CasePathable {
    scopeOptional(state: toChildState, action: toPresentationAction, kind: .presentation) {
      let embed = Action.allCasePaths[keyPath: toPresentationAction].embed
      return { embed(.presented($0)) }
    }
  }

  /// Scopes to a part of the state that is always there.
  @inlinable
  func scopeField<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action: AnyKeyPath,
    embed: () -> (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    accessState()
    if let child: Store<ChildState, ChildAction> = cachedChild(
      state: toChildState, action: action, kind: .field)
    {
      return child
    }
    let child = makeChild(
      toState: Self.reader(of: toChildState),
      fromAction: embed(),
      initialState: currentOrFallbackState[keyPath: toChildState]
    )
    remember(child, as: ScopeID(kind: .field, state: toChildState, action: action))
    return child
  }

  /// Scopes to optional state: the same store while it is there, `nil` while it is not.
  @inlinable
  func scopeOptional<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action: AnyKeyPath,
    kind: ScopeKind,
    embed: () -> (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction>? {
    accessState()
    if let child: Store<ChildState, ChildAction> = cachedChild(
      state: toChildState, action: action, kind: kind), child.core.hasState()
    {
      return child
    }
    guard let childState = currentOrFallbackState[keyPath: toChildState] else { return nil }
    let child = makeChild(
      toState: Self.reader(of: toChildState),
      fromAction: embed(),
      initialState: childState
    )
    remember(child, as: ScopeID(kind: kind, state: toChildState, action: action))
    return child
  }

  /// The state now, or for a scoped store whose feature is gone, the state it was scoped with.
  @usableFromInline
  var currentOrFallbackState: State {
    guard let state = core.currentState() ?? fallbackState else {
      preconditionFailure("A root store always has state.")
    }
    return state
  }

  /// Reads a part of the state through `keyPath`, from the state where it lies: at the stored
  /// property's offset when the key path names one (`MemoryLayout.offset(of:)`), so that
  /// deriving a child's state copies only the child's part and skips the key path's runtime.
  @inlinable
  static func reader<Value>(
    of keyPath: KeyPath<State, Value>
  ) -> (UnsafePointer<State>) -> Value? {
    guard let offset = MemoryLayout<State>.offset(of: keyPath) else {
      return { $0.pointee[keyPath: keyPath] }
    }
    return { storedValue(in: $0, at: offset, as: Value.self) }
  }

  /// ``reader(of:)`` for a part of the state that may be absent.
  @inlinable
  static func reader<Value>(
    of keyPath: KeyPath<State, Value?>
  ) -> (UnsafePointer<State>) -> Value? {
    guard let offset = MemoryLayout<State>.offset(of: keyPath) else {
      return { $0.pointee[keyPath: keyPath] }
    }
    return { storedValue(in: $0, at: offset, as: Value?.self) }
  }

  /// The child store scoped earlier with these very key path objects, found without hashing the
  /// key paths.
  @inlinable
  func cachedChild<ChildState, ChildAction>(
    state: AnyKeyPath, action: AnyKeyPath, kind: ScopeKind
  ) -> Store<ChildState, ChildAction>? {
    let identity = ScopeIdentity(state: state, action: action, kind: kind)
    if let child = childrenByIdentity[identity] {
      // The key paths' types and the kind of scope determine the child's types.
      return unsafeDowncast(child as AnyObject, to: Store<ChildState, ChildAction>.self)
    }
    let id = ScopeID(kind: kind, state: state, action: action)
    guard let entry = children[id] else { return nil }
    return unsafeDowncast(entry.store as AnyObject, to: Store<ChildState, ChildAction>.self)
  }

  /// Keeps a new child store, in place of any earlier one scoped the same way.
  ///
  /// Where the child's types are known (this function is inlined into the app), the entry is
  /// given the child's refresh as a function made there, so that a change of this store's state
  /// refreshes the child with code specialized for its types.
  @inlinable
  func remember<ChildState, ChildAction>(
    _ child: Store<ChildState, ChildAction>, as id: ScopeID
  ) {
    remember(
      // The entry holds the child either way; the child reaches only this store's core, so
      // holding it here makes no cycle.
      ChildEntry(store: child, identity: id.identity) { child.stateDidChangeInParent() },
      as: id)
  }

  /// Keeps a new child store's entry, in place of any earlier one scoped the same way.
  @usableFromInline
  func remember(_ entry: ChildEntry, as id: ScopeID) {
    // The earlier entry goes first, key and all: assigning to an existing key would keep the
    // earlier ID, whose key path objects are not the ones the new identity is made of.
    forget(id)
    let identity = entry.identity
    let child = entry.store
    children[id] = entry
    // The entry's ID holds the key paths, so their addresses stay theirs while it is kept.
    if let identity { childrenByIdentity[identity] = child }
  }

  /// A store over a part of this store's state, made where both stores' types are known.
  @inlinable
  func makeChild<ChildState, ChildAction>(
    toState: @escaping (UnsafePointer<State>) -> ChildState?,
    fromAction: @escaping (ChildAction) -> Action,
    initialState: ChildState
  ) -> Store<ChildState, ChildAction> {
    let core = makeScopedStoreCore(parent: self.core, toState: toState, fromAction: fromAction)
    return Store<ChildState, ChildAction>(
      core: core, root: nil, fallbackState: initialState)
  }

  /// Derives the store of one element of a stack, from the stack's store, or `nil` while the
  /// element is not on the stack.
  ///
  /// ```swift
  /// let path = store.scope(state: \.path, action: \.path)
  /// if let detail = path.scope(id: id) { … }
  /// ```
  ///
  /// Scoping the same element again returns the same store while the element is on the stack.
  /// Once it is popped, the stack's store lets go of it.
  ///
  /// - Parameter id: The element's ID.
  /// - Returns: The element's store, or `nil`.
  @inlinable
  public func scope<ElementState, ElementAction>(
    id: StackElementID
  ) -> Store<ElementState, ElementAction>?
  where State == StackState<ElementState>, Action == StackAction<ElementState, ElementAction> {
    accessState()
    let scopeID = ScopeID(element: id)
    if let entry = children[scopeID] {
      // An element's scope always has the stack's element types.
      let child = unsafeDowncast(
        entry.store as AnyObject, to: Store<ElementState, ElementAction>.self)
      if child.core.hasState() { return child }
    }
    guard let elementState = currentOrFallbackState[id: id] else { return nil }
    let child = makeChild(
      toState: { $0.pointee[id: id] },
      fromAction: { .element(id: id, action: $0) },
      initialState: elementState
    )
    remember(child, as: scopeID)
    return child
  }

  /// Refreshes the cached state and tells observers of this store and its children.
  @inlinable
  func stateDidChange() {
    guard children.isEmpty, observedState == nil, observedIdentity == nil else {
      return stateDidChangeInTree()
    }
    tellEveryReader()
  }

  /// Tells every observer of this store: the readers of the whole state, and the readers of one
  /// observed property.
  @inlinable
  func tellEveryReader() {
    if hasStateReaders { tellReaders(of: stateKeyPath) }
    if hasIdentityReaders { tellReaders(of: identityKeyPath) }
  }

  /// Tells the observers of `keyPath` that it changed: the registrar's `willSet` and `didSet`
  /// around nothing, as `withMutation` with an empty closure would do, without the closure,
  /// which this actor-isolated class would have checked its isolation at every call.
  @inlinable
  func tellReaders<Value>(of keyPath: KeyPath<Store, Value>) {
    registrar.willSet(self, keyPath: keyPath)
    registrar.didSet(self, keyPath: keyPath)
  }

  /// Registers the current observer, if any, as a reader of the whole state.
  @inlinable
  func accessState() {
    hasStateReaders = true
    registrar.access(self, keyPath: stateKeyPath)
  }

  /// ``stateDidChange()`` for a store with children or a cached state.
  @inlinable
  func stateDidChangeInTree() {
    // Children first: an observer of this store may read a child while it is told, and the child
    // must already have compared its state and told its own observers by then.
    if !children.isEmpty {
      var dead: [ScopeID] = []
      for (id, entry) in children where !entry.refresh() {
        dead.append(id)
      }
      for id in dead { forget(id) }
    }
    if let observed = observedIdentity, let current = core.currentState(),
      let identity = readIdentity?(current), observed.id == identity.id
    {
      // The same observable state: its own properties have told their observers of what changed
      // in them. A presentation, which no property tells of, is told to the readers of the whole
      // state alone.
      if observed.presentations != identity.presentations {
        observedIdentity = identity
        if hasStateReaders { tellReaders(of: stateKeyPath) }
      }
    } else if let observed = observedState, let current = core.currentState(),
      stateEquality?(observed, current) == true
    {
      // Nothing this store's observers read has changed.
    } else {
      observedState = nil
      observedIdentity = nil
      tellEveryReader()
    }
  }
}

extension Store {
  /// Tells this store's observers and its children's that the state was replaced as a whole,
  /// without going through the reducer (a step of a stepwise transition): a replaced observable
  /// state keeps its identity while its properties changed without telling their observers,
  /// so nothing is taken as unchanged.
  @usableFromInline
  func stateWasReplaced() {
    var dead: [ScopeID] = []
    for (id, entry) in children where !entry.store.stateWasReplacedInParent() {
      dead.append(id)
    }
    for id in dead { forget(id) }
    observedState = nil
    observedIdentity = nil
    tellEveryReader()
  }

  /// Lets go of a child store whose state is gone.
  @usableFromInline
  func forget(_ id: ScopeID) {
    guard let entry = children.removeValue(forKey: id) else { return }
    if let identity = entry.identity { childrenByIdentity[identity] = nil }
  }
}

/// `==` for `State`, when it is `Equatable`.
private func stateEqualityFunction<State>(of _: State.Type) -> ((State, State) -> Bool)? {
  guard let type = State.self as? any Equatable.Type else { return nil }
  return type.equality(as: State.self)
}

extension Equatable {
  /// `==`, for `State`, which is this type: the function is made where the conformance is
  /// known and cast to its own type under `State`'s name, so a call reaches `==` directly,
  /// without casting or rebinding the values.
  fileprivate static func equality<State>(as _: State.Type) -> (State, State) -> Bool {
    let equal: (Self, Self) -> Bool = { $0 == $1 }
    guard let equality = equal as? (State, State) -> Bool else {
      preconditionFailure("\(State.self) is not the type whose conformance was opened.")
    }
    return equality
  }
}

/// A scoped store, seen from its parent.
@MainActor
@usableFromInline
protocol ChildStore: AnyObject {
  /// Refreshes the store; returns whether it is still alive.
  func stateDidChangeInParent() -> Bool

  /// Tells the store's observers that the state was replaced as a whole; returns whether it is
  /// still alive.
  func stateWasReplacedInParent() -> Bool
}

extension Store: ChildStore {
  @usableFromInline
  func stateDidChangeInParent() -> Bool {
    stateDidChange()
    return isAlive
  }

  @usableFromInline
  func stateWasReplacedInParent() -> Bool {
    stateWasReplaced()
    return isAlive
  }
}

/// How a child store was derived from its parent; with the key paths, it determines the child's
/// types.
@usableFromInline
enum ScopeKind: UInt8, Hashable {
  /// `scope(state:action:)` to a part of the state that is always there.
  case field
  /// `scope(state:action:)` to optional state.
  case optional
  /// `scope(state:action:)` to optional state, with presentation actions.
  case presentation
  /// `scope(id:)` to an element of a stack.
  case element
}

/// Identifies a scope of a store, so that scoping again the same way returns the same store.
@usableFromInline
struct ScopeID: Hashable {
  let kind: ScopeKind
  let state: AnyKeyPath?
  let action: AnyKeyPath?
  let element: StackElementID?

  @usableFromInline
  init(kind: ScopeKind, state: AnyKeyPath, action: AnyKeyPath) {
    self.kind = kind
    self.state = state
    self.action = action
    self.element = nil
  }

  @usableFromInline
  init(element: StackElementID) {
    self.kind = .element
    self.state = nil
    self.action = nil
    self.element = element
  }

  /// The addresses of the key paths, for the lookup that does not hash them.
  @usableFromInline var identity: ScopeIdentity? {
    guard let state, let action else { return nil }
    return ScopeIdentity(state: state, action: action, kind: kind)
  }
}

/// A scope by the addresses of its key path objects: a key path literal without arguments is
/// one object for the life of the process when written in non-generic code, so a view that
/// scopes in its body finds its child
/// store by comparing two addresses. Only kept while the key paths are, so an address is never
/// reused for another key path meanwhile.
@usableFromInline
struct ScopeIdentity: Hashable {
  @usableFromInline let state: ObjectIdentifier
  @usableFromInline let action: ObjectIdentifier
  @usableFromInline let kind: ScopeKind

  @inlinable
  init(state: AnyKeyPath, action: AnyKeyPath, kind: ScopeKind) {
    self.state = ObjectIdentifier(state)
    self.action = ObjectIdentifier(action)
    self.kind = kind
  }
}

/// A child store, the identity it is also kept under, and its refresh.
@usableFromInline
struct ChildEntry {
  @usableFromInline let store: any ChildStore
  @usableFromInline let identity: ScopeIdentity?
  /// The child's ``ChildStore/stateDidChangeInParent()``, made where its types are known.
  @usableFromInline let refresh: () -> Bool

  @inlinable
  init(store: any ChildStore, identity: ScopeIdentity?, refresh: @escaping () -> Bool) {
    self.store = store
    self.identity = identity
    self.refresh = refresh
  }
}

/// A ``Store`` over a reducer's domain.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

/// A handle on the effects started by sending an action.
///
/// ``Store/send(_:)`` returns one. The reducer has run by then; the handle waits for, or
/// cancels, what it started:
///
/// ```swift
/// await store.send(.refreshPulled).finish()  // the reload the action started is done
///
/// let timer = store.send(.timerStarted)
/// timer.cancel()
/// timer.isCancelled  // true
/// ```
///
/// A send that started no effect returns a handle that is finished already, and that counts as
/// cancelled. So does an action sent while the store is reducing another (by an observer, say):
/// it waits for that pass, and its effects are not the handle's.
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

/// The value of the stored property at `offset` in `state`, an offset `MemoryLayout.offset(of:)`
/// reported for a key path to a `Value`: the property lies there, bound as a `Value`.
///
/// The type is named, not inferred: a caller that returns the value as an optional would
/// otherwise read the property as one.
@inlinable
func storedValue<State, Value>(
  in state: UnsafePointer<State>, at offset: Int, as _: Value.Type
) -> Value {
  (UnsafeRawPointer(state) + offset).assumingMemoryBound(to: Value.self).pointee
}
