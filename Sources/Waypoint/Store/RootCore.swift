import Dependencies

/// Where an action came from.
@usableFromInline
package enum ActionOrigin: Sendable {
  /// Sent by a view or a test through ``Store/send(_:)``.
  case user
  /// Sent by an effect, including `Effect.send`.
  case effect
}

/// Runs reducers and effects for a root ``Store`` on the main actor.
///
/// Sending is inlinable, so that a store's hot path is specialized for the app's own state and
/// action types where the store is made; effects and bookkeeping stay out of line.
@MainActor
@usableFromInline
package final class RootCore<State, Action> {
  /// Where an action came from.
  @usableFromInline package typealias Origin = ActionOrigin

  /// An action sent during a pass, waiting to be reduced, with the cancellation keys of the
  /// effect that sent it (none for a user's action).
  @usableFromInline
  struct BufferedAction {
    @usableFromInline let action: Action
    @usableFromInline let origin: Origin
    @usableFromInline let keys: [CancelKey]

    @usableFromInline
    init(action: Action, origin: Origin, keys: [CancelKey]) {
      self.action = action
      self.origin = origin
      self.keys = keys
    }
  }

  // The runtime's own fields skip the dynamic exclusivity checks that a class's stored
  // properties get: they are touched only on the main actor, a reducer cannot reach them (it has
  // no reference to the store), and a send during a pass is buffered, never re-entered.
  @exclusivity(unchecked) @usableFromInline package var state: State
  /// The reducer, resolved once, as a function specialized where the store was made.
  @usableFromInline let reduce: (inout State, Action, ReduceContext) -> Effect<Action>
  @exclusivity(unchecked) @usableFromInline package var dependencies: DependencyValues {
    didSet { generator = dependencies.stackElementID }
  }
  /// The stack element ID generator of ``dependencies``, resolved once rather than at every
  /// push: handed to the operators in their context.
  // Unchecked exclusivity, as the other fields: set and read on the store's actor, never
  // re-entered during a pass.
  @exclusivity(unchecked) @usableFromInline var generator: StackElementIDGenerator
  /// Actions sent during the current pass, not reduced yet.
  @exclusivity(unchecked) @usableFromInline var bufferedActions: [BufferedAction] = []
  @exclusivity(unchecked) @usableFromInline var isSending = false
  /// Keys cancelled during the current pass, each with how many actions were buffered when it
  /// was last cancelled: a buffered action sent under one of them before that belongs to an
  /// effect that was cancelled, and is dropped; one sent after it, by an effect started since
  /// under the same key, is not.
  @exclusivity(unchecked) @usableFromInline var cancelledDuringSend: [CancelKey: Int] = [:]
  /// How many buffered actions were sent under cancellation keys and are not reduced yet; while
  /// there are none, cancelling need not be remembered.
  @exclusivity(unchecked) @usableFromInline var pendingKeyedActions = 0
  /// Moves forward at the start and the end of every pass, so that scoped stores know when to
  /// derive their state again.
  @usableFromInline let version = StateVersion()
  /// Whether each running effect keeps the action that started it, for a test's report of the
  /// effects still running; a store does not pay for boxing the action.
  @exclusivity(unchecked) @usableFromInline package var recordsEffectOrigins = false
  /// The running effects, each with its task and cancellation keys.
  @exclusivity(unchecked) @usableFromInline package var registry = EffectRegistry()

  /// The navigation a stepwise transition is heading to, while it shows the steps before it
  /// (``Store/send(_:transition:)``); the next send lands it at once.
  @exclusivity(unchecked) @usableFromInline package var pendingTransition: PendingTransition? {
    didSet { hasPendingTransition = pendingTransition != nil }
  }
  /// Whether ``pendingTransition`` is set, read by every send without reading the state it holds.
  // Unchecked exclusivity: written only by `pendingTransition`'s `didSet`, on the store's actor.
  @exclusivity(unchecked) @usableFromInline var hasPendingTransition = false
  /// How many stepwise transitions have started: each takes the next number, never reused.
  @exclusivity(unchecked) package var transitionsStarted = 0

  /// The store over this root, told after the state may have changed, once per
  /// ``send(_:origin:)``. Weak: the store owns the root.
  @exclusivity(unchecked) @usableFromInline package weak var store: Store<State, Action>?
  /// Called after each action has been reduced, with the action and its origin.
  @exclusivity(unchecked) @usableFromInline package var didReduce:
    (@MainActor (Action, Origin) -> Void)?

  /// Creates a root from a reducer function, made by ``Reducer/_resolved()``.
  @usableFromInline
  package init(
    initialState: State,
    reduce: @escaping (inout State, Action, ReduceContext) -> Effect<Action>,
    dependencies: DependencyValues
  ) {
    self.state = initialState
    self.reduce = reduce
    self.dependencies = dependencies
    self.generator = dependencies.stackElementID
  }

  /// Creates a root that runs `reducer`, resolved under `dependencies`.
  package convenience init(
    initialState: State, reducer: some Reducer<State, Action>, dependencies: DependencyValues
  ) {
    self.init(
      initialState: initialState, reduce: reducer.resolved(under: dependencies).run,
      dependencies: dependencies)
  }

  isolated deinit {
    registry.cancelAll()
  }

  /// Reduces `action`, then every action its synchronous effects send, and starts their async
  /// work. Returns a task that finishes when the started work does.
  ///
  /// The store over this root is told of the change afterwards, unless `notifiesStore` is false:
  /// the store's own `send` tells itself, without going through the root's weak reference.
  @inlinable
  @discardableResult
  package func send(
    _ action: Action, origin: Origin = .user, notifiesStore: Bool = true
  ) -> Task<Void, Never>? {
    guard !isSending else {
      bufferedActions.append(BufferedAction(action: action, origin: origin, keys: []))
      return nil
    }
    if hasPendingTransition { landTransition() }
    isSending = true
    version.advance()
    var started = StartedTasks()
    let reduction = NavigationContext.reductionFrame()
    if let frame = NavigationContext.sendingFrame(in: reduction) {
      send(action, origin: origin, from: frame, into: &started)
    } else {
      // The root has no navigation frame, whatever the sender's: its reducer runs outside any
      // presentation. What code not handed the context sees is what the sender set, if any.
      let visible =
        reduction.map { $0 === NavigationContext.Frame.root ? nil : $0 }
        ?? NavigationContext.taskFrame()
      // Neither task-local holds a frame: the sender runs outside any feature.
      let isOutsideFeatures = reduction == nil && visible == nil
      withStoreDependencies {
        let effect = NavigationContext.entered(
          ReduceContext(frame: nil, visible: visible, generator: generator)
        ) {
          reduce(&state, action, $0)
        }
        didReduce?(action, origin)
        finishPass(
          after: effect, of: action, visible: visible, isOutsideFeatures: isOutsideFeatures,
          into: &started)
      }
    }
    isSending = false
    version.advance()
    if notifiesStore { store?.stateDidChange() }
    guard let first = started.first else { return nil }
    return started.rest.isEmpty ? first : merged(started.all)
  }

  /// A stepwise transition under way: its number, and the state it ends in.
  @usableFromInline
  package struct PendingTransition {
    package let number: Int
    package let target: State
  }

  /// Ends the transition under way by showing where it was heading, as a send must reduce the
  /// state the reducer made, not a step on the way to it.
  @usableFromInline
  package func landTransition() {
    guard let pending = pendingTransition else { return }
    pendingTransition = nil
    state = pending.target
    version.advance()
    store?.stateWasReplaced()
  }

  /// Shows one step of a transition: a state the reducer made, cut back to what SwiftUI can
  /// animate in one change.
  package func showTransitionStep(_ step: State) {
    state = step
    version.advance()
    store?.stateWasReplaced()
  }

  /// Runs `body` with the store's dependencies.
  ///
  /// Binding them is skipped when they are already the ones in effect, as they are for an action
  /// sent by one of the store's own effects, or by a view when the store was made without
  /// overrides: the same storage, bit for bit, is the same dependencies.
  @inlinable
  func withStoreDependencies(_ body: () -> Void) {
    if isIdentical(DependencyValues._current, dependencies) { return body() }
    DependencyValues.$_current.withValue(dependencies, operation: body)
  }

  /// Runs `action`'s effect, then reduces the actions sent meanwhile.
  ///
  /// - Parameters:
  ///   - visible: The frame that code not handed a context sees, as the sender left it: the
  ///     task-locals are read once, when the pass begins, and nothing in the pass changes them.
  ///   - isOutsideFeatures: Whether the sender had no navigation frame at all, so that effects
  ///     start without clearing one (``NavigationContext/outsideFeatures(_:)``).
  @inlinable
  func finishPass(
    after effect: Effect<Action>, of action: Action, visible: NavigationContext.Frame?,
    isOutsideFeatures: Bool, into started: inout StartedTasks
  ) {
    if case .none = effect.operation {
    } else {
      execute(
        effect, keys: [], origin: action,
        isOutsideFeatures: isOutsideFeatures, into: &started)
    }
    if !bufferedActions.isEmpty {
      reduceBufferedActions(visible: visible, isOutsideFeatures: isOutsideFeatures, into: &started)
    }
  }

  /// Sends an action that a presented feature's effect sent, which says where it came from.
  /// Only that origin is kept, for the reduction of that action alone: the rest of the sender's
  /// context must not leak into the root's reducer or its effects.
  @usableFromInline
  func send(
    _ action: Action,
    origin: Origin,
    from frame: NavigationContext.Frame,
    into started: inout StartedTasks
  ) {
    withStoreDependencies {
      let staleAction = NavigationContext.StaleAction()
      let context = NavigationContext.Frame(
        origin: frame.origin, staleAction: staleAction, isReduction: true)
      let effect = NavigationContext.entered(
        ReduceContext(frame: context, visible: frame, generator: generator)
      ) {
        reduce(&state, action, $0)
      }
      if !staleAction.isStale { didReduce?(action, origin) }
      finishPass(
        after: effect, of: action,
        visible: frame, isOutsideFeatures: false, into: &started)
    }
  }

  /// Reduces the actions effects sent during this pass, in order, and those they lead to, with
  /// what ``finishPass(after:of:visible:isOutsideFeatures:into:)`` was handed.
  @inlinable
  func reduceBufferedActions(
    visible: NavigationContext.Frame?, isOutsideFeatures: Bool, into started: inout StartedTasks
  ) {
    var index = 0
    while index < bufferedActions.count {
      let buffered = bufferedActions[index]
      let position = index
      index += 1
      if !buffered.keys.isEmpty {
        pendingKeyedActions -= 1
        if buffered.keys.contains(where: { (cancelledDuringSend[$0] ?? 0) > position }) {
          continue
        }
      }
      // An action an effect sent during the pass is the root's, whatever the sender's frame.
      let root = ReduceContext(frame: nil, visible: visible, generator: generator)
      let effect = NavigationContext.entered(root) { reduce(&state, buffered.action, $0) }
      didReduce?(buffered.action, buffered.origin)
      execute(
        effect, keys: [], origin: buffered.action,
        isOutsideFeatures: isOutsideFeatures, into: &started)
    }
    bufferedActions.removeAll(keepingCapacity: true)
    cancelledDuringSend.removeAll(keepingCapacity: true)
  }

  /// One task that waits for, and cancels, all of `tasks`.
  @usableFromInline
  func merged(_ tasks: [Task<Void, Never>]) -> Task<Void, Never> {
    Task {
      await withTaskCancellationHandler {
        for task in tasks { await task.value }
      } onCancel: {
        for task in tasks { task.cancel() }
      }
    }
  }

  /// Starts what `effect` asks for.
  ///
  /// - Parameter isOutsideFeatures: Whether the code running has no navigation context in its
  ///   task-locals, as the caller read them when its pass began: the effects' tasks are then
  ///   started as they are, without reading the task-locals again to clear them.
  @inlinable
  func execute(
    _ effect: Effect<Action>,
    keys: [CancelKey],
    origin: Action,
    isOutsideFeatures: Bool = false,
    into started: inout StartedTasks
  ) {
    switch effect.operation {
    case .none:
      return

    case let .send(action):
      if isSending {
        bufferedActions.append(BufferedAction(action: action, origin: .effect, keys: keys))
        if !keys.isEmpty { pendingKeyedActions += 1 }
      } else {
        send(action, origin: .effect)
      }

    case let .run(priority, body):
      let id = registry.reserveID()
      func start() -> Task<Void, Never> {
        Task(priority: priority) { [weak self] in
          self?.registry.markStarted(id)
          await body(Send { [weak self] action in self?.send(action, origin: .effect) })
          self?.finish(id)
        }
      }
      let task = isOutsideFeatures ? start() : NavigationContext.outsideFeatures(start)
      registry.start(id: id, keys: keys, origin: recordsEffectOrigins ? origin : (), task: task)
      started.append(task)

    case let .merge(effects):
      for effect in effects {
        execute(
          effect, keys: keys, origin: origin, isOutsideFeatures: isOutsideFeatures,
          into: &started)
      }

    case let .concatenate(effects):
      let id = registry.reserveID()
      let task = NavigationContext.outsideFeatures {
        Task { [weak self] in
          self?.registry.markStarted(id)
          for effect in effects {
            guard !Task.isCancelled, let self else { break }
            var started = StartedTasks()
            self.execute(effect, keys: keys, origin: origin, into: &started)
            let children = started.all
            await withTaskCancellationHandler {
              for child in children { await child.value }
            } onCancel: {
              for child in children { child.cancel() }
            }
          }
          self?.finish(id)
        }
      }
      registry.start(id: id, keys: keys, origin: recordsEffectOrigins ? origin : (), task: task)
      started.append(task)

    case let .cancellable(key, cancelInFlight, effect):
      if cancelInFlight { cancel(key) }
      var keys = keys
      keys.append(key)
      execute(
        effect, keys: keys, origin: origin, isOutsideFeatures: isOutsideFeatures, into: &started)

    case let .cancel(key):
      cancel(key)

    case let .cancelElements(cancellation):
      // With no effect running and no action waiting under a key, there is nothing to cancel.
      guard registry.keyCount > 0 || pendingKeyedActions > 0 else { return }
      cancellation.forEachKey { cancel($0) }
    }
  }

  @usableFromInline
  func finish(_ id: Int) {
    registry.finish(id)
  }

  @usableFromInline
  func cancel(_ key: CancelKey) {
    if pendingKeyedActions > 0 { cancelledDuringSend[key] = bufferedActions.count }
    registry.cancel(key)
  }

  /// Cancels every running effect.
  package func cancelAllEffects() {
    registry.cancelAll()
  }

  /// The running effects, each with a description of the action that started it.
  package var runningEffects: [(id: Int, origin: Any)] {
    registry.running.map { (id: $0.key, origin: $0.value.origin) }.sorted { $0.id < $1.id }
  }
}

/// The tasks a pass started: nearly always none or one, kept without an array.
@usableFromInline
struct StartedTasks {
  @usableFromInline var first: Task<Void, Never>?
  @usableFromInline var rest: [Task<Void, Never>] = []

  @inlinable
  init() {}

  @inlinable
  mutating func append(_ task: Task<Void, Never>) {
    if first == nil {
      first = task
    } else {
      rest.append(task)
    }
  }

  /// Every task, in the order started.
  @usableFromInline
  var all: [Task<Void, Never>] {
    guard let first else { return [] }
    return [first] + rest
  }
}
