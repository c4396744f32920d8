import Foundation
import Parsing
import Testing
import Waypoint
import WaypointRouting

@Suite struct LinkRouterTests {
  let router = makeRouter()

  @Test func eachRouteOpensFromItsLink() throws {
    #expect(try router.match("inventory://") == .home)
    #expect(try router.match("inventory://items") == .items)
    #expect(try router.match("inventory://items/42") == .item(42))
    #expect(try router.match("inventory://items/42/edit") == .editItem(42))
    #expect(try router.match("inventory://items/42/notes") == .itemTab(42, .notes))
    #expect(
      try router.match("inventory://search?q=lamp&page=3&sort=date")
        == .search("lamp", 3, .date))
    let id = UUID(uuidString: "DEADBEEF-0000-4000-8000-000000000042")!
    #expect(try router.match("inventory://movies/\(id.uuidString.lowercased())") == .movie(id))
    #expect(try router.match("inventory://people/Ada%20Lovelace") == .person("Ada Lovelace"))
  }

  @Test func webLinksAndOtherSpellingsOfTheSchemeOpenTheSameRoute() throws {
    for link in [
      "https://example.com/items/42", "http://EXAMPLE.com/items/42/", "inventory:/items/42",
      "inventory:///items/42", "inventory:items/42", "INVENTORY://items/42",
    ] {
      #expect(try router.match(link) == .item(42), "\(link)")
    }
    #expect(try router.match(URL(string: "inventory://items/7")!) == .item(7))
  }

  @Test func optionalQueryItemsTakeTheirDefaultsAndExtraItemsAreIgnored() throws {
    #expect(try router.match("inventory://search?q=lamp") == .search("lamp", 1, .name))
    #expect(
      try router.match("inventory://search?utm_source=mail&q=lamp&page=2")
        == .search("lamp", 2, .name))
    #expect(
      try router.match("inventory://search?q=a%26b%3Dc") == .search("a&b=c", 1, .name))
  }

  @Test func routesPrintAsLinksThatOpenThemAgain() throws {
    #expect(try router.url(for: .home).absoluteString == "inventory://")
    #expect(try router.url(for: .items).absoluteString == "inventory://items")
    #expect(try router.url(for: .item(42)).absoluteString == "inventory://items/42")
    #expect(
      try router.url(for: .itemTab(1, .history)).absoluteString == "inventory://items/1/history")
    #expect(
      try router.url(for: .search("lamp", 1, .name)).absoluteString
        == "inventory://search?q=lamp")
    #expect(
      try router.url(for: .search("a&b=c d", 2, .date)).absoluteString
        == "inventory://search?q=a%26b%3Dc%20d&page=2&sort=date")
    #expect(
      try router.url(for: .person("Ada/Lovelace")).absoluteString
        == "inventory://people/Ada%2FLovelace")
    #expect(try router.webURL(for: .item(42)).absoluteString == "https://example.com/items/42")
    for route: AppRoute in [
      .home, .items, .item(-3), .editItem(0), .search("ü ß ?#/", 9, .date),
      .person("Ada/Lovelace"), .movie(UUID()),
    ] {
      #expect(try router.match(router.url(for: route)) == route)
      #expect(try router.match(router.webURL(for: route)) == route)
    }
  }

  // MARK: Bad input

  @Test func aSegmentThatMatchesNoRouteNamesItsPlaceAndWhatWasExpected() {
    #expect(
      throws: LinkError(
        link: "inventory://items/abc",
        reason: .segment(index: 1, found: "abc", expected: ["the end of the path", "an integer"])
      )
    ) {
      try router.match("inventory://items/abc")
    }
    let error = #expect(throws: LinkError.self) { try router.match("inventory://items/42/bogus") }
    #expect(
      error?.reason
        == .segment(
          index: 2, found: "bogus",
          expected: [
            "the end of the path", "\"edit\"", "one of \"details\", \"notes\", \"history\"",
          ]))
    #expect(
      error?.description
        == """
        inventory://items/42/bogus: path segment 3 is "bogus"; expected the end of the path, \
        "edit" or one of "details", "notes", "history"
        """)
  }

  @Test func aLinkThatEndsTooSoonOrStartsNowhereSaysSo() {
    #expect(
      throws: LinkError(
        link: "inventory://movies",
        reason: .segment(index: 1, found: nil, expected: ["a UUID"])
      )
    ) {
      try router.match("inventory://movies")
    }
    let error = #expect(throws: LinkError.self) { try router.match("inventory://settings") }
    #expect(
      error?.reason
        == .segment(
          index: 0, found: "settings",
          expected: ["the end of the path", "\"items\"", "\"search\"", "\"movies\"", "\"people\""]))
    #expect(
      error?.description.hasPrefix("inventory://settings: path segment 1 is \"settings\"") == true)
  }

  @Test func aMissingOrBadQueryItemIsNamed() {
    #expect(
      throws: LinkError(
        link: "inventory://search",
        reason: .queryItem(name: "q", found: nil, expected: ["non-empty text"])
      )
    ) {
      try router.match("inventory://search")
    }
    let error = #expect(throws: LinkError.self) {
      try router.match("inventory://search?q=lamp&page=two")
    }
    #expect(error?.reason == .queryItem(name: "page", found: "two", expected: ["an integer"]))
    #expect(
      error?.description
        == "inventory://search?q=lamp&page=two: the query item \"page\" is \"two\"; expected an integer"
    )
  }

  @Test func aQueryItemGivenTwiceIsRefusedNamingIt() {
    for (link, found) in [
      ("inventory://search?q=lamp&q=desk", "desk"),
      ("inventory://search?q=lamp&page=2&q=", ""),
      ("inventory://search?q=lamp&page=2&page=3", "3"),
    ] {
      let error = #expect(throws: LinkError.self) { try router.match(link) }
      guard case let .queryItem(name, foundValue, expected) = error?.reason else {
        Issue.record("\(link): \(String(describing: error))")
        continue
      }
      #expect(foundValue == found, "\(link)")
      #expect(expected == ["one \"\(name)\" item, not 2"], "\(link)")
    }
    let error = #expect(throws: LinkError.self) {
      try router.match("inventory://search?q=a&q=b&q=c")
    }
    #expect(
      error?.description
        == "inventory://search?q=a&q=b&q=c: the query item \"q\" is \"b\"; expected one \"q\" item, not 3"
    )
  }

  @Test func anotherSchemeOrHostOrABrokenLinkIsRejected() {
    #expect(
      throws: LinkError(
        link: "mail://items/1",
        reason: .unsupportedScheme(found: "mail", expected: ["inventory", "https", "http"])
      )
    ) {
      try router.match("mail://items/1")
    }
    #expect(
      throws: LinkError(
        link: "https://example.org/items/1",
        reason: .unsupportedHost(found: "example.org", expected: ["example.com"])
      )
    ) {
      try router.match("https://example.org/items/1")
    }
    #expect(
      throws: LinkError(
        link: "items/1",
        reason: .unsupportedScheme(
          found: nil, expected: ["inventory", "https", "http"]))
    ) {
      try router.match("items/1")
    }
    #expect(throws: LinkError(link: "inventory://items/%zz", reason: .malformed)) {
      try router.match("inventory://items/%zz")
    }
    #expect(throws: LinkError(link: "inventory://it ems", reason: .malformed)) {
      try router.match("inventory://it ems")
    }
  }

  @Test func theLongestValidPrefixOpensWhenAskedAndTheRestIsReported() throws {
    let lenient = makeRouter(policy: .longestValidPrefix)
    let match = try lenient.resolve("inventory://items/42/bogus/more")
    #expect(match == LinkMatch(route: .item(42), matchedSegments: 2, unmatched: ["bogus", "more"]))
    let ignored = match.ignoredSegments(of: "inventory://items/42/bogus/more")
    #expect(
      ignored
        == LinkError(
          link: "inventory://items/42/bogus/more",
          reason: .ignoredSegments(index: 2, segments: ["bogus", "more"])))
    #expect(
      ignored?.description
        == "inventory://items/42/bogus/more: opened without its path segments from 3 on, "
        + "which match nothing: \"bogus\", \"more\"")
    #expect(LinkMatch(route: AppRoute.items, matchedSegments: 1).ignoredSegments(of: "x") == nil)
    #expect(
      try lenient.resolve("inventory://items/42") == LinkMatch(route: .item(42), matchedSegments: 2)
    )
    // The shortest valid prefix is the app's start, when a route stands for it.
    #expect(
      try lenient.resolve("inventory://bogus")
        == LinkMatch(route: .home, matchedSegments: 0, unmatched: ["bogus"]))
    // Without one, nothing valid at all is still an error.
    let withoutHome = LinkRouter<AppRoute>(scheme: "inventory", policy: .longestValidPrefix) {
      LinkRoute(.case(\.items)) { Segment("items") }
    }
    #expect(
      throws: LinkError(
        link: "inventory://bogus",
        reason: .segment(index: 0, found: "bogus", expected: ["\"items\""])
      )
    ) {
      try withoutHome.match("inventory://bogus")
    }
    #expect(
      try withoutHome.resolve("inventory://items/1")
        == LinkMatch(route: .items, matchedSegments: 1, unmatched: ["1"]))
    // The strict router rejects what the lenient one opens.
    #expect(throws: LinkError.self) { try router.match("inventory://items/42/bogus/more") }
  }

  @Test func aRouteNoLinkStandsForCannotBePrinted() {
    let partial = LinkRouter<AppRoute>(scheme: "inventory") {
      LinkRoute(.case(\.items)) { Segment("items") }
    }
    #expect(throws: LinkError(link: "item(42)", reason: .unprintable)) {
      try partial.url(for: .item(42))
    }
    #expect(throws: LinkError(link: "person(\"\")", reason: .unprintable)) {
      try router.url(for: .person(""))
    }
    #expect(throws: LinkError.self) { try partial.webURL(for: .items) }
  }
}

/// Links whose parts a URL parser or a browser would change, or that carry what a link to a
/// screen must not.
@Suite struct LinkEdgeTests {
  @CasePathable
  enum Route: Equatable {
    case first(String)
    case pair(String, String)
  }

  let router = LinkRouter<Route>(scheme: "inventory", hosts: ["example.com"]) {
    LinkRoute(.case(\.first)) { Segment(String.self) }
    LinkRoute(.case(\.pair)) {
      Segment(String.self)
      Segment(String.self)
    }
  }

  @Test func aFirstSegmentThatCannotStandForAHostStartsThePathInstead() throws {
    for text in ["xn--a", "xn--80ak6aa92e", "Items", "a b", "ü", "a.xn--b", "-", "a.b"] {
      let link = try router.url(for: .first(text))
      #expect(try router.match(link) == .first(text), "\(link)")
    }
    #expect(try router.url(for: .first("xn--a")).absoluteString == "inventory:///xn--a")
    #expect(try router.url(for: .first("items")).absoluteString == "inventory://items")
  }

  @Test func segmentsThatWouldNotSurviveAreNotPrinted() {
    for route: Route in [.first("."), .first(".."), .pair("..", "x"), .pair("a", ".")] {
      #expect(throws: LinkError(link: "\(route)", reason: .unprintable)) {
        try router.url(for: route)
      }
    }
  }

  @Test func credentialsPortsAndUnreadableHostsAreRejected() throws {
    for link in [
      "inventory://evil@items/42", "inventory://items:8080/1", "https://u:p@example.com/a",
      "inventory://xn--/x", "inventory://XN--A/x",
    ] {
      #expect(throws: LinkError(link: link, reason: .malformed)) { try router.match(link) }
    }
    #expect(try router.match("https://example.com:8443/a") == .first("a"))
  }

  /// Some URL parsers (Foundation on Linux) hand back an internationalized host already decoded:
  /// `xn--dune` as "䅴䅶". Such a first segment is refused, never read as text it does not hold.
  @Test func anInternationalizedFirstSegmentIsRefusedWhateverTheParserDecodes() throws {
    for link in [
      "inventory://xn--dune", "inventory://xn--books/7", "inventory://XN--dune/a",
      "inventory://a.xn--dune/b", "inventory://xn--80ak6aa92e/x",
    ] {
      #expect(throws: LinkError(link: link, reason: .malformed)) { try router.match(link) }
    }
    // The same words start the path, and a web link's host is compared as it is written.
    #expect(try router.match("inventory:///xn--dune") == .first("xn--dune"))
    #expect(try router.match("inventory://dune") == .first("dune"))
    #expect(try router.match("inventory://Items/x") == .pair("Items", "x"))
    #expect(
      throws: LinkError(
        link: "https://xn--exmple-cua.com/a",
        reason: .unsupportedHost(found: "xn--exmple-cua.com", expected: ["example.com"]))
    ) {
      try router.match("https://xn--exmple-cua.com/a")
    }
  }

  @Test func aWebLinkIsPrintedOnlyForOneOfTheRoutersHosts() throws {
    #expect(
      try router.webURL(for: .first("a"), host: "EXAMPLE.com").absoluteString
        == "https://example.com/a")
    #expect(
      throws: LinkError(
        link: "https://other.org",
        reason: .unsupportedHost(found: "other.org", expected: ["example.com"]))
    ) {
      try router.webURL(for: .first("a"), host: "other.org")
    }
    let hostless = LinkRouter<Route>(scheme: "inventory") {
      LinkRoute(.case(\.first)) { Segment(String.self) }
    }
    let error = #expect(throws: LinkError.self) { try hostless.webURL(for: .first("a")) }
    #expect(
      error?.description == "https://: the host (none) is not one the router has (it has none)")
  }

  @Test func aSegmentLeftBeforeTheQueryIsWhatTheErrorNames() {
    let router = makeRouter()
    #expect(
      throws: LinkError(
        link: "inventory://search/bogus?q=x",
        reason: .segment(index: 1, found: "bogus", expected: ["the end of the path"]))
    ) {
      try router.match("inventory://search/bogus?q=x")
    }
  }

  @Test func aRouteThatDoesNotMatchSaysSoWhereverItFailsAndLeavesTheLinkUnread() throws {
    let route = LinkRoute<AppRoute>(.case(\.editItem)) {
      Segment("items")
      Segment(Int.self)
      Segment("edit")
    }
    // The first segment, a middle one, the last one, a missing one, one too many.
    for path in [
      ["people"], ["items", "x", "edit"], ["items", "42", "notes"], ["items", "42"],
      ["items", "42", "edit", "more"],
    ] {
      var components = LinkComponents(path: path)
      let before = components
      let error = #expect(throws: (any Error).self, "\(path)") { try route.parse(&components) }
      #expect(error.map { "\($0)" } == "the link does not match this route", "\(path)")
      #expect(components == before, "\(path)")
    }
    var components = LinkComponents(path: ["items", "42", "edit"])
    #expect(try route.parse(&components) == .editItem(42))
    #expect(components.path.isEmpty)
  }

  @Test func aRouteWhoseFieldsDoNotMatchSaysSoAndLeavesTheLinkUnread() throws {
    let route = LinkRoute<AppRoute>(.case(\.search)) {
      Segment("search")
      Field("q", String.self)
      Field("page", default: 1)
      Field("sort", default: AppRoute.Sort.name)
    }
    // A required item missing, an item given twice, an item that is not of its type.
    for query: [(name: String, value: String?)] in [
      [], [("q", "a"), ("q", "b")], [("q", "a"), ("page", "x")],
    ] {
      var components = LinkComponents(path: ["search"], query: query)
      let before = components
      let error = #expect(throws: (any Error).self, "\(query)") { try route.parse(&components) }
      #expect(error.map { "\($0)" } == "the link does not match this route", "\(query)")
      #expect(components == before, "\(query)")
    }
  }

  @Test func aSegmentsFailurePassesThroughTheParserBuildersOfAnAppsOwnParserAsItIs() {
    // swift-parsing's builders describe an error that is not their own the moment they wrap it,
    // which a router would pay for every route a link is tried against before its own. A
    // segment's failure passes through them as it is, and says what happened.
    var components = LinkComponents(path: ["x"])
    let alone = #expect(throws: (any Error).self) { try Segment("b").parse(&components) }
    #expect(alone.map { "\($0)" }?.contains("the link does not match this route") == true)
    #expect(components.path == ["x"])
    let segments = Parse(input: LinkComponents.self) {
      Segment("a")
      Segment("b")
    }
    components = LinkComponents(path: ["a", "x"])
    let built = #expect(throws: (any Error).self) { try segments.parse(&components) }
    #expect(built.map { "\($0)" } == alone.map { "\($0)" })
    let fields = Parse(input: LinkComponents.self) {
      Field("q", String.self)
      Field("page", Int.self)
    }
    components = LinkComponents(query: [("q", "a")])
    let field = #expect(throws: (any Error).self) { try fields.parse(&components) }
    #expect(field.map { "\($0)" } == alone.map { "\($0)" })
  }
}
