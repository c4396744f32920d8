/// The bookkeeping of running effects: which are running, and under which cancellation keys.
///
/// A value type that keeps each effect's task with its keys, so that starting, finishing and
/// cancelling an effect each cost one lookup of its identifier; cancelling an effect cancels its
/// task.
@usableFromInline
package struct EffectRegistry {
  package struct Entry {
    package var keys: [CancelKey]
    /// The action whose reducer returned the effect.
    package var origin: Any
    /// The task running the effect; `nil` only in the registry's own tests.
    package var task: Task<Void, Never>?
    /// Whether the effect's task has begun running its work.
    package var hasStarted = false
  }

  package private(set) var running: [Int: Entry] = [:]
  private var byKey: [CancelKey: EffectIDs] = [:]
  private var nextID = 0

  package init() {}

  /// The identifier the next effect will have, for a task to capture before it is started.
  @usableFromInline
  package mutating func reserveID() -> Int {
    defer { nextID += 1 }
    return nextID
  }

  /// Records a new running effect without a task and returns its identifier.
  package mutating func start(keys: [CancelKey], origin: Any) -> Int {
    let id = reserveID()
    start(id: id, keys: keys, origin: origin, task: nil)
    return id
  }

  /// Records the running effect `id`, from ``reserveID()``, with the task that runs it.
  @usableFromInline
  package mutating func start(id: Int, keys: [CancelKey], origin: Any, task: Task<Void, Never>?) {
    running[id] = Entry(keys: keys, origin: origin, task: task)
    for key in keys {
      if let index = byKey.index(forKey: key) {
        byKey.values[index].insert(id)
      } else {
        byKey[key] = .one(id)
      }
    }
  }

  /// Records that an effect's task has begun its work. Unknown identifiers are ignored.
  @usableFromInline
  package mutating func markStarted(_ id: Int) {
    running[id]?.hasStarted = true
  }

  /// Whether some running effect's task has not begun its work yet: it waits for a thread.
  package var hasUnstartedEffects: Bool {
    running.values.contains { !$0.hasStarted }
  }

  /// Forgets an effect that has finished. Unknown identifiers are ignored.
  @usableFromInline
  package mutating func finish(_ id: Int) {
    guard let entry = running.removeValue(forKey: id) else { return }
    for key in entry.keys { unlist(id, from: key) }
  }

  /// Removes `id` from the effects under `key`, and the key once it has none; one lookup.
  private mutating func unlist(_ id: Int, from key: CancelKey) {
    guard let index = byKey.index(forKey: key) else { return }
    if byKey.values[index].remove(id) { byKey.remove(at: index) }
  }

  /// Forgets every effect running under `key`, cancels their tasks, and returns their
  /// identifiers.
  ///
  /// The tasks are cancelled after the bookkeeping is done, so that a cancellation handler that
  /// reaches back into the store finds the registry whole.
  @usableFromInline
  @discardableResult
  package mutating func cancel(_ key: CancelKey) -> EffectIDs {
    guard let ids = byKey.removeValue(forKey: key) else { return .none }
    var first: Task<Void, Never>?
    var moreTasks: [Task<Void, Never>] = []
    for id in ids {
      guard let entry = running.removeValue(forKey: id) else { continue }
      if let task = entry.task {
        if first == nil { first = task } else { moreTasks.append(task) }
      }
      // An effect under one key, the usual case, needs no comparison.
      guard entry.keys.count > 1 else { continue }
      for other in entry.keys where other != key { unlist(id, from: other) }
    }
    first?.cancel()
    for task in moreTasks { task.cancel() }
    return ids
  }

  /// Forgets every effect, cancels their tasks, and returns their identifiers.
  @discardableResult
  package mutating func cancelAll() -> [Int] {
    let cancelled = running
    running = [:]
    byKey = [:]
    for entry in cancelled.values { entry.task?.cancel() }
    return Array(cancelled.keys)
  }

  /// The number of cancellation keys with running effects, for leak checks.
  @usableFromInline
  package var keyCount: Int { byKey.count }

  /// Checks that every key points only at running effects and every effect is under its keys.
  package func checkInvariants() {
    for (key, ids) in byKey {
      precondition(!ids.isEmpty, "Empty cancellation set left for \(key).")
      for id in ids {
        precondition(
          running[id]?.keys.contains(key) == true, "Key \(key) points at a finished effect.")
      }
    }
  }
}

/// The effects running under one cancellation key: nearly always one, kept without a set.
@usableFromInline
package enum EffectIDs: Sequence {
  case none
  case one(Int)
  case many(Set<Int>)

  mutating func insert(_ id: Int) {
    switch self {
    case .none: self = .one(id)
    case let .one(first) where first != id: self = .many([first, id])
    case .one: break
    case var .many(ids):
      self = .none
      ids.insert(id)
      self = .many(ids)
    }
  }

  /// Removes `id`; returns whether none are left.
  mutating func remove(_ id: Int) -> Bool {
    switch self {
    case .none: return true
    case let .one(only):
      guard only == id else { return false }
      self = .none
      return true
    case var .many(ids):
      self = .none
      ids.remove(id)
      if ids.count == 1, let only = ids.first {
        self = .one(only)
      } else {
        self = ids.isEmpty ? .none : .many(ids)
      }
      return ids.isEmpty
    }
  }

  /// Whether there are none.
  package var isEmpty: Bool {
    if case .none = self { return true }
    return false
  }

  @usableFromInline
  package func makeIterator() -> Iterator {
    switch self {
    case .none: return Iterator(single: nil, rest: nil)
    case let .one(id): return Iterator(single: id, rest: nil)
    case let .many(ids): return Iterator(single: nil, rest: ids.makeIterator())
    }
  }

  /// Iterates the identifiers without boxing.
  @usableFromInline
  package struct Iterator: IteratorProtocol {
    var single: Int?
    var rest: Set<Int>.Iterator?

    @usableFromInline
    package mutating func next() -> Int? {
      if let id = single {
        single = nil
        return id
      }
      return rest?.next()
    }
  }
}
