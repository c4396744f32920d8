import Dependencies
import Testing

@testable import Waypoint

/// The cache `StackElementIDGenerator.current` keeps outside tests: the generator of the same
/// dependencies is resolved once, and other dependencies get their own.
@Suite struct GeneratorCacheTests {
  private func dependencies(startingAt start: Int) -> DependencyValues {
    withDependencies {
      $0.stackElementID = .incrementing(from: start)
    } operation: {
      DependencyValues._current
    }
  }

  @Test func theSameDependenciesGetTheGeneratorResolvedBefore() {
    let cache = GeneratorCache()
    let first = dependencies(startingAt: 10)
    #expect(cache.generator(for: first).next() == 10)
    #expect(cache.generator(for: first).next() == 11)
  }

  @Test func otherDependenciesGetTheirOwnAndTheFirstKeepItsCount() {
    let cache = GeneratorCache()
    let first = dependencies(startingAt: 10)
    let second = dependencies(startingAt: 100)
    #expect(cache.generator(for: first).next() == 10)
    #expect(cache.generator(for: second).next() == 100)
    #expect(cache.generator(for: first).next() == 11)
    #expect(cache.generator(for: second).next() == 101)
  }

  @Test func aTestProcessResolvesEveryTime() {
    // Each test resolves the same dependencies to its own generator, so no cache is kept here.
    #expect(GeneratorCache.shared == nil)
  }
}
