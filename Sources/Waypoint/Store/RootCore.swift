import Dependencies

/// Runs reducers and effects for a root ``Store`` on the main actor.
@MainActor
package final class RootCore<State, Action> {
  /// Where an action came from.
  package enum Origin {
    /// Sent by a view or a test through ``Store/send(_:)``.
    case user
    /// Sent by an effect, including `Effect.send`.
    case effect
  }

  package var state: State
  private let reducer: any Reducer<State, Action>
  package var dependencies: DependencyValues
  /// Actions waiting to be reduced in the current pass, each with the cancellation keys of the
  /// effect that sent it (empty for a user's action).
  private var bufferedActions: [(action: Action, origin: Origin, keys: [CancelKey])] = []
  private var isSending = false
  /// Keys cancelled during the current pass: a buffered action sent under one of them belongs to
  /// a screen that is gone and is dropped.
  private var cancelledDuringSend: Set<CancelKey> = []
  /// How many buffered actions were sent under cancellation keys and are not reduced yet; while
  /// there are none, cancelling need not be remembered.
  private var pendingKeyedActions = 0
  package private(set) var registry = EffectRegistry()
  private var tasks: [Int: Task<Void, Never>] = [:]

  /// Called after the state may have changed, once per ``send(_:origin:)``.
  package var didChangeState: (@MainActor () -> Void)?
  /// Called after each action has been reduced, with the action and its origin.
  package var didReduce: (@MainActor (Action, Origin) -> Void)?

  package init(
    initialState: State, reducer: some Reducer<State, Action>, dependencies: DependencyValues
  ) {
    self.state = initialState
    self.reducer = reducer.resolved
    self.dependencies = dependencies
  }

  isolated deinit {
    for task in tasks.values { task.cancel() }
  }

  /// Reduces `action`, then every action its synchronous effects send, and starts their async
  /// work. Returns a task that finishes when the started work does.
  @discardableResult
  package func send(_ action: Action, origin: Origin = .user) -> Task<Void, Never>? {
    bufferedActions.append((action, origin, []))
    guard !isSending else { return nil }
    isSending = true
    var started: [Task<Void, Never>] = []
    var index = 0
    // Only the action an effect sent carries that effect's origin; what it leads to does not.
    let effectOrigin = NavigationContext.origin
    outsideAnyPresentation {
      DependencyValues.$_current.withValue(dependencies) {
        while index < bufferedActions.count {
          let (action, origin, keys) = bufferedActions[index]
          index += 1
          if !keys.isEmpty {
            pendingKeyedActions -= 1
            if keys.contains(where: cancelledDuringSend.contains) { continue }
          }
          let effect: Effect<Action>
          if index == 1, !effectOrigin.isEmpty {
            let staleAction = NavigationContext.StaleAction()
            effect = NavigationContext.$origin.withValue(effectOrigin) {
              NavigationContext.$staleAction.withValue(staleAction) {
                reducer.reduce(into: &state, action: action)
              }
            }
            if !staleAction.isStale { didReduce?(action, origin) }
          } else {
            effect = reducer.reduce(into: &state, action: action)
            didReduce?(action, origin)
          }
          execute(effect, keys: [], origin: action, into: &started)
        }
      }
    }
    bufferedActions.removeAll(keepingCapacity: true)
    cancelledDuringSend.removeAll(keepingCapacity: true)
    isSending = false
    didChangeState?()
    switch started.count {
    case 0: return nil
    case 1: return started[0]
    default:
      let tasks = started
      return Task {
        await withTaskCancellationHandler {
          for task in tasks { await task.value }
        } onCancel: {
          for task in tasks { task.cancel() }
        }
      }
    }
  }

  /// Runs `body` as the root: an action sent by a presented feature's effect arrives with that
  /// feature's navigation context, which must not leak into the root's reducer or its effects.
  private func outsideAnyPresentation(_ body: () -> Void) {
    guard
      NavigationContext.dismissal != nil || NavigationContext.isReducingPresentedFeature
        || !NavigationContext.origin.isEmpty
    else {
      return body()
    }
    NavigationContext.$dismissal.withValue(nil) {
      NavigationContext.$isReducingPresentedFeature.withValue(false) {
        NavigationContext.$origin.withValue([], operation: body)
      }
    }
  }

  private func execute(
    _ effect: Effect<Action>,
    keys: [CancelKey],
    origin: Action,
    into started: inout [Task<Void, Never>]
  ) {
    switch effect.operation {
    case .none:
      return

    case let .send(action):
      if isSending {
        bufferedActions.append((action, .effect, keys))
        if !keys.isEmpty { pendingKeyedActions += 1 }
      } else {
        send(action, origin: .effect)
      }

    case let .run(priority, body):
      let id = registry.start(keys: keys, origin: origin)
      let task = Task(priority: priority) { [weak self] in
        await body(Send { [weak self] action in self?.send(action, origin: .effect) })
        self?.finish(id)
      }
      tasks[id] = task
      started.append(task)

    case let .merge(effects):
      for effect in effects {
        execute(effect, keys: keys, origin: origin, into: &started)
      }

    case let .concatenate(effects):
      let id = registry.start(keys: keys, origin: origin)
      let task = Task { [weak self] in
        for effect in effects {
          guard !Task.isCancelled, let self else { break }
          var started: [Task<Void, Never>] = []
          self.execute(effect, keys: keys, origin: origin, into: &started)
          let children = started
          await withTaskCancellationHandler {
            for child in children { await child.value }
          } onCancel: {
            for child in children { child.cancel() }
          }
        }
        self?.finish(id)
      }
      tasks[id] = task
      started.append(task)

    case let .cancellable(key, cancelInFlight, effect):
      if cancelInFlight { cancel(key) }
      execute(effect, keys: keys + [key], origin: origin, into: &started)

    case let .cancel(key):
      cancel(key)
    }
  }

  private func finish(_ id: Int) {
    registry.finish(id)
    tasks[id] = nil
  }

  private func cancel(_ key: CancelKey) {
    if pendingKeyedActions > 0 { cancelledDuringSend.insert(key) }
    for id in registry.cancel(key) {
      tasks.removeValue(forKey: id)?.cancel()
    }
  }

  /// Cancels every running effect.
  package func cancelAllEffects() {
    for id in registry.cancelAll() {
      tasks.removeValue(forKey: id)?.cancel()
    }
  }

  /// The running effects, each with a description of the action that started it.
  package var runningEffects: [(id: Int, origin: Any)] {
    registry.running.map { (id: $0.key, origin: $0.value.origin) }.sorted { $0.id < $1.id }
  }
}
