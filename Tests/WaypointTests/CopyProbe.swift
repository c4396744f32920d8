/// Counts the copies made by every ``CopyProbe`` that shares it. One counter per test, so tests
/// running in parallel never see each other's copies.
final class CopyCounter {
  private(set) var copies = 0

  func recordCopy() {
    copies += 1
  }
}

/// A copy-on-write value that counts how often a mutation has to copy its storage.
///
/// Mutating a probe whose storage is shared with another value copies the storage first and
/// records the copy. A probe mutated through a chain of in-place accesses copies nothing.
struct CopyProbe: Equatable {
  private final class Box {
    var value: Int
    let counter: CopyCounter

    init(value: Int, counter: CopyCounter) {
      self.value = value
      self.counter = counter
    }
  }

  private var box: Box

  init(value: Int = 0, counter: CopyCounter) {
    self.box = Box(value: value, counter: counter)
  }

  var value: Int { box.value }

  mutating func bump() {
    if !isKnownUniquelyReferenced(&box) {
      box.counter.recordCopy()
      box = Box(value: box.value, counter: box.counter)
    }
    box.value += 1
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.value == rhs.value
  }
}

/// A stack element or presented state that carries a probe.
struct ProbedState: Equatable {
  var name: String
  var probe: CopyProbe
}
