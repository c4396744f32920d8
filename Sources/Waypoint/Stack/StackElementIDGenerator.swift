import Atomics
import Dependencies
import IssueReporting

/// Produces the ``StackElementID`` of every element appended to a ``StackState``.
///
/// `StackState` reads the generator from the current dependencies once per operation (not
/// through `@Dependency`, whose every access resolves the value anew).
///
/// The live generator counts up from a process-wide counter, so IDs are never reused. The test
/// generator counts up from 0, and every ``Store`` created in a test gets its own, so the first
/// element pushed in a test is always `#0`.
///
/// ```swift
/// let generator = StackElementIDGenerator.incrementing()
/// generator.next()  // #0
/// generator.next()  // #1
/// ```
public struct StackElementIDGenerator: Sendable {
  /// An atomic counter rather than a lock: drawing an ID is one atomic add, from any thread.
  private let counter: ManagedAtomic<Int>

  /// A generator counting up from `start`.
  ///
  /// - Parameter start: The raw value of the first ID it produces.
  /// - Returns: A new generator with its own counter.
  public static func incrementing(from start: Int = 0) -> Self {
    Self(counter: ManagedAtomic(start))
  }

  /// Returns the next ID and advances the generator.
  public func next() -> StackElementID {
    StackElementID(rawValue: counter.loadThenWrappingIncrement(ordering: .relaxed))
  }

  /// Reserves `count` IDs at once, in one atomic step, and returns their raw values.
  package func next(count: Int) -> Range<Int> {
    let first = counter.loadThenWrappingIncrement(by: count, ordering: .relaxed)
    return first..<(first + count)
  }

  /// The ID that ``next()`` would return, without advancing.
  public func peek() -> StackElementID {
    StackElementID(rawValue: counter.load(ordering: .relaxed))
  }

  /// A new generator that continues from this one's current value without sharing its counter.
  public func copy() -> Self {
    Self(counter: ManagedAtomic(counter.load(ordering: .relaxed)))
  }

  /// Moves the generator forward so that it never produces `id` or anything below it.
  ///
  /// Used when IDs arrive from outside (decoding a saved stack) so later appends stay unique.
  @usableFromInline
  package func skip(past id: StackElementID) {
    // The largest ID there is (only decoded data holds it) leaves the generator at the largest.
    let desired = id.rawValue == .max ? id.rawValue : id.rawValue + 1
    var current = counter.load(ordering: .relaxed)
    while current < desired {
      let (exchanged, original) = counter.weakCompareExchange(
        expected: current, desired: desired, ordering: .relaxed)
      if exchanged { return }
      current = original
    }
  }
}

extension StackElementIDGenerator {
  /// The generator of the current dependencies: the running store's while it reduces.
  ///
  /// Resolving a dependency costs thousands of instructions. Outside tests, where the same
  /// dependencies always resolve to the same value, the last one resolved is kept with the
  /// dependencies it was resolved in (``GeneratorCache``). In a test process the dependency is
  /// resolved every time: there, the same dependencies resolve to a generator of each test's own.
  @usableFromInline
  static var current: Self {
    let dependencies = DependencyValues._current
    guard let cache = GeneratorCache.shared else { return dependencies.stackElementID }
    return cache.generator(for: dependencies)
  }
}

/// The generator last resolved, and the dependencies it was resolved in.
///
/// The same dependencies, bit for bit, are the same storage, held here so that it is not freed
/// and reused, and resolve to the same generator wherever one test cannot differ from another.
// Unchecked: `last` is an atomic reference to an immutable lookup.
package final class GeneratorCache: @unchecked Sendable {
  /// The cache `StackElementIDGenerator.current` uses: none in a test process.
  static let shared: GeneratorCache? = isTesting ? nil : GeneratorCache()

  private let last = ManagedAtomic<Lookup?>(nil)

  package init() {}

  /// The generator of `dependencies`: the last one resolved when they are the same
  /// dependencies, else resolved and kept.
  package func generator(for dependencies: DependencyValues) -> StackElementIDGenerator {
    if let last = last.load(ordering: .acquiring), isIdentical(last.dependencies, dependencies) {
      return last.generator
    }
    let generator = dependencies.stackElementID
    last.store(Lookup(dependencies: dependencies, generator: generator), ordering: .releasing)
    return generator
  }

  /// A generator, and the dependencies it was resolved in.
  final class Lookup: AtomicReference, Sendable {
    let dependencies: DependencyValues
    let generator: StackElementIDGenerator

    init(dependencies: DependencyValues, generator: StackElementIDGenerator) {
      self.dependencies = dependencies
      self.generator = generator
    }
  }
}

private enum StackElementIDGeneratorKey: DependencyKey {
  static let liveValue = StackElementIDGenerator.incrementing()
  static var testValue: StackElementIDGenerator { .incrementing() }
}

extension DependencyValues {
  /// The generator that ``StackState`` uses for new element IDs.
  public var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDGeneratorKey.self] }
    set { self[StackElementIDGeneratorKey.self] = newValue }
  }
}
