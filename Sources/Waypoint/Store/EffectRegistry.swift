/// The bookkeeping of running effects: which are running, and under which cancellation keys.
///
/// A value type whose mutating methods say which effects to cancel; ``RootCore`` holds the tasks
/// and does the cancelling.
@usableFromInline
package struct EffectRegistry {
  package struct Entry {
    package var keys: [CancelKey]
    /// The action whose reducer returned the effect.
    package var origin: Any
    /// Whether the effect's task has begun running its work.
    package var hasStarted = false
  }

  package private(set) var running: [Int: Entry] = [:]
  private var byKey: [CancelKey: Set<Int>] = [:]
  private var nextID = 0

  package init() {}

  /// Records a new running effect and returns its identifier.
  @usableFromInline
  package mutating func start(keys: [CancelKey], origin: Any) -> Int {
    let id = nextID
    nextID += 1
    running[id] = Entry(keys: keys, origin: origin)
    for key in keys {
      byKey[key, default: []].insert(id)
    }
    return id
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
    byKey.values[index].remove(id)
    if byKey.values[index].isEmpty { byKey.remove(at: index) }
  }

  /// Forgets every effect running under `key` and returns their identifiers, to be cancelled.
  @usableFromInline
  package mutating func cancel(_ key: CancelKey) -> [Int] {
    guard let ids = byKey.removeValue(forKey: key) else { return [] }
    for id in ids {
      guard let entry = running.removeValue(forKey: id) else { continue }
      for other in entry.keys where other != key { unlist(id, from: other) }
    }
    return Array(ids)
  }

  /// Forgets every effect and returns their identifiers, to be cancelled.
  package mutating func cancelAll() -> [Int] {
    let ids = Array(running.keys)
    running = [:]
    byKey = [:]
    return ids
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
