import Foundation
import TestSupport
import Testing
import WaypointRouting

/// Round trips and fuzzing over seeded random values: every case can be replayed from its seed.
@Suite struct LinkPropertyTests {
  let router = makeRouter()

  @Test func everyRouteSurvivesItsLinkBothWays() throws {
    var generator = SeededGenerator(seed: 0x5EED_0001)
    for _ in 0..<repetitionCount(2_000) {
      let route = RandomLinks.route(&generator)
      if case let .person(name) = route, name.isEmpty { continue }
      let link = try router.url(for: route)
      #expect(try router.match(link) == route, "\(link)")
      let web = try router.webURL(for: route)
      #expect(try router.match(web) == route, "\(web)")
      // Printing what a link opened gives the same link: one route, one spelling.
      #expect(try router.url(for: router.match(link)) == link)
    }
  }

  @Test func randomTextIsARouteOrATypedErrorNeverACrash() {
    var generator = SeededGenerator(seed: 0x5EED_0002)
    var routes = 0
    var errors = 0
    for index in 0..<repetitionCount(10_000) {
      let prefix = ["inventory://", "inventory:", "https://example.com/", ""][index % 4]
      let link = prefix + RandomLinks.text(&generator, maxLength: 40)
      check(link, routes: &routes, errors: &errors)
    }
    #expect(errors > 0)
  }

  @Test func mutatedLinksAreARouteOrATypedErrorNeverACrash() throws {
    var generator = SeededGenerator(seed: 0x5EED_0003)
    var routes = 0
    var errors = 0
    for _ in 0..<repetitionCount(10_000) {
      let route = RandomLinks.route(&generator)
      let link = try router.url(for: route).absoluteString
      check(RandomLinks.mutate(link, &generator), routes: &routes, errors: &errors)
    }
    #expect(routes > 0)
    #expect(errors > 0)
  }

  @Test func theLenientRouterNeverLeavesMoreThanTheLinkHad() throws {
    let lenient = makeRouter(policy: .longestValidPrefix)
    var generator = SeededGenerator(seed: 0x5EED_0004)
    for _ in 0..<2_000 {
      let route = RandomLinks.route(&generator)
      let link = RandomLinks.mutate(try router.url(for: route).absoluteString, &generator)
      guard let components = try? lenient.components(of: link) else { continue }
      guard let match = try? lenient.resolve(link) else { continue }
      #expect(match.unmatched.count <= components.path.count, "\(link)")
      #expect(
        Array(components.path.suffix(match.unmatched.count))
          == match.unmatched.map { Substring($0) })
    }
  }

  /// Opens `link`, which must give a route that prints and opens again as itself, or a link
  /// error that names a place within the link.
  private func check(_ link: String, routes: inout Int, errors: inout Int) {
    do {
      let route = try router.match(link)
      routes += 1
      if let printed = try? router.url(for: route) {
        #expect(try router.match(printed) == route, "\(link) → \(printed)")
      }
    } catch {
      errors += 1
      #expect(error.link == link)
      #expect(!error.description.isEmpty)
      switch error.reason {
      case let .segment(index, found, expected):
        let segments = (try? router.components(of: link))?.path.count ?? -1
        #expect(index <= segments, "\(link)")
        #expect(found == nil ? index == segments : index < segments, "\(link)")
        #expect(!expected.isEmpty, "\(link)")
      case let .queryItem(name, _, expected):
        #expect(link.contains("?") || expected.count > 0, "\(link) \(name)")
      case .malformed, .unsupportedScheme, .unsupportedHost, .unprintable, .ignoredSegments:
        break
      case .navigationRules, .presentationRules:
        Issue.record("Matching a link never checks navigation rules: \(link)")
      }
    }
  }
}
