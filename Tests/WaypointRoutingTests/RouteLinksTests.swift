import CustomDump
import Foundation
import TestSupport
import Testing
import Waypoint
import WaypointRouting

/// The screens of a bird-watching app whose navigation is a list of routes.
@CasePathable
enum BirdScreen: Hashable {
  case bird(Int)
  case sightings
  case search(String)
  case edit
  case photo(Int, Int)
  case report
}

/// Campaign tags on web links, which no screen reads.
@Sendable func isCampaignTag(_ name: String) -> Bool { name.hasPrefix("utm_") }

let birdLinks = RouteLinks<BirdScreen>(
  scheme: "birding", hosts: ["birds.example"], ignoresQueryItem: isCampaignTag
) {
  RouteLink(\.bird, "birds", Segment(Int.self))
  RouteLink(\.sightings, "sightings")
  RouteLink(\.search, "search", Field("q", String.self))
  RouteLink(\.edit, "edit", style: .sheet)
  RouteLink(\.photo, "photos", style: .fullScreenCover) {
    Segment(Int.self)
    Field("zoom", Int.self)
  }
}

@Suite struct RouteLinksTests {
  @Test func aLinkReadsAsItsScreensBottomFirstInTheirDeclaredStyles() throws {
    expectNoDifference(
      try birdLinks.routes(for: "birding://birds/7/sightings/edit"),
      [.push(.bird(7)), .push(.sightings), .sheet(.edit)])
    #expect(try birdLinks.routes(for: "birding://") == [])
    #expect(try birdLinks.routes(for: "birding:///birds/7") == [.push(.bird(7))])
    #expect(try birdLinks.routes(for: "https://birds.example/birds/7") == [.push(.bird(7))])
    #expect(try birdLinks.routes(for: URL(string: "birding://edit")!) == [.sheet(.edit)])
  }

  @Test func queryItemsAreReadWhereTheirScreenIsHoweverDeep() throws {
    expectNoDifference(
      try birdLinks.routes(for: "birding://birds/1/photos/3/search?zoom=2&q=owl"),
      [.push(.bird(1)), .fullScreenCover(.photo(3, 2)), .push(.search("owl"))])
    #expect(
      try birdLinks.routes(for: "birding://sightings?utm_source=mail") == [.push(.sightings)])
  }

  @Test func routesPrintAsTheLinkThatReadsThemBack() throws {
    let routes: [NavigationRoute<BirdScreen>] = [
      .push(.bird(7)), .sheet(.edit), .fullScreenCover(.photo(2, 4)), .push(.search("a b")),
    ]
    let url = try birdLinks.url(for: routes)
    #expect(url.absoluteString == "birding://birds/7/edit/photos/2/search?zoom=4&q=a%20b")
    #expect(try birdLinks.routes(for: url) == routes)
    #expect(try birdLinks.url(for: []).absoluteString == "birding://")
    #expect(
      try birdLinks.webURL(for: [.push(.sightings)]).absoluteString
        == "https://birds.example/sightings")
  }

  @Test func aSegmentNoScreenReadsNamesWhatEachScreenExpectedThere() {
    let error = #expect(throws: LinkError.self) {
      try birdLinks.routes(for: "birding://birds/7/nests")
    }
    #expect(
      error?.reason
        == .segment(
          index: 2, found: "nests",
          expected: ["\"birds\"", "\"sightings\"", "\"search\"", "\"edit\"", "\"photos\""]))
    let badID = #expect(throws: LinkError.self) { try birdLinks.routes(for: "birding://birds/x") }
    #expect(badID?.reason == .segment(index: 1, found: "x", expected: ["an integer"]))
    let missing = #expect(throws: LinkError.self) { try birdLinks.routes(for: "birding://birds") }
    #expect(missing?.reason == .segment(index: 1, found: nil, expected: ["an integer"]))
  }

  @Test func aQueryItemNoScreenReadsIsAnErrorUnlessIgnored() {
    let error = #expect(throws: LinkError.self) {
      try birdLinks.routes(for: "birding://sightings?sort=new")
    }
    #expect(
      error?.reason
        == .queryItem(
          name: "sort", found: "new", expected: ["nothing: no screen this link names reads it"]))
    let missing = #expect(throws: LinkError.self) {
      try birdLinks.routes(for: "birding://photos/3")
    }
    #expect(missing?.reason == .queryItem(name: "zoom", found: nil, expected: ["an integer"]))
  }

  @Test func linksOfAnotherAppOrMalformedOnesAreRefused() {
    for (link, reason) in [
      (
        "shop://birds/1",
        LinkError.Reason.unsupportedScheme(found: "shop", expected: ["birding", "https", "http"])
      ),
      (
        "https://evil.example/birds/1",
        .unsupportedHost(found: "evil.example", expected: ["birds.example"])
      ),
      ("birding://birds/1 2", .malformed),
    ] {
      let error = #expect(throws: LinkError.self) { try birdLinks.routes(for: link) }
      #expect(error?.reason == reason, "\(link)")
    }
  }

  @Test func aScreenWithoutALinkInItsStyleOrALinkThatWouldNotReadBackDoesNotPrint() {
    for routes: [NavigationRoute<BirdScreen>] in [
      [.push(.report)], [.push(.edit)], [.sheet(.bird(1))], [.push(.bird(1)), .alert(.edit)],
      // Both photos' zoom would be one query item, read by the first.
      [.fullScreenCover(.photo(2, 4)), .fullScreenCover(.photo(3, 5))],
      [.push(.search("a")), .push(.search("b"))],
    ] {
      let error = #expect(throws: LinkError.self) { try birdLinks.url(for: routes) }
      #expect(error?.reason == .unprintable, "\(routes)")
    }
  }

  /// Any routes the links can print read back as themselves; any text either reads as routes
  /// that print back to a link reading the same, or is refused with a `LinkError`.
  @Test(arguments: [UInt64(1), 2, 3])
  func routesRoundTripAndArbitraryTextNeverTraps(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    for _ in 0..<300 {
      var routes: [NavigationRoute<BirdScreen>] = []
      var queries: Set<String> = []
      for _ in 0..<Int.random(in: 0...6, using: &random) {
        switch Int.random(in: 0..<5, using: &random) {
        case 0: routes.append(.push(.bird(Int.random(in: -5...500, using: &random))))
        case 1: routes.append(.push(.sightings))
        case 2 where queries.insert("q").inserted:
          routes.append(.push(.search(String(UUID().uuidString.prefix(5)) + " é/&?")))
        case 3: routes.append(.sheet(.edit))
        case 4 where queries.insert("zoom").inserted:
          routes.append(
            .fullScreenCover(.photo(Int.random(in: 0...9, using: &random), 1)))
        default: break
        }
      }
      let url = try birdLinks.url(for: routes)
      #expect(try birdLinks.routes(for: url) == routes, "\(url)")
    }
    let alphabet = Array("birds/7sightngeduhoz?=&q%:/ 1-")
    for _ in 0..<2_000 {
      let length = Int.random(in: 0...30, using: &random)
      var text = ""
      for _ in 0..<length {
        text.append(alphabet[Int.random(in: 0..<alphabet.count, using: &random)])
      }
      guard let routes = try? birdLinks.routes(for: "birding://" + text) else { continue }
      // What reads prints back to a link that reads the same.
      #expect(try birdLinks.routes(for: birdLinks.url(for: routes)) == routes, "\(text)")
    }
  }
}
