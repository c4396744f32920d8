import Foundation
import Parsing
import Testing
import Waypoint
import WaypointRouting

/// Optional query items: `nil` when a link leaves them out, and left out of a printed link when
/// `nil`.
@Suite struct OptionalFieldTests {
  @CasePathable
  enum Route: Equatable {
    case search(Int?, String?, Order?, String?)

    enum Order: String, CaseIterable {
      case newest, oldest
    }
  }

  let router = LinkRouter<Route>(scheme: "shop") {
    LinkRoute(.case(\.search)) {
      Segment("search")
      Field("page", Int?.self)
      Field("q", String?.self)
      Field("order", Route.Order?.self)
      // Text that may be empty: a parser of the whole value.
      Field("note", optional: Segment(expecting: "text") { Prefix { _ in true }.map(.string) })
    }
  }

  @Test func aMissingItemIsNilAndAPresentOneIsItsValue() throws {
    #expect(try router.match("shop://search") == .search(nil, nil, nil, nil))
    #expect(
      try router.match("shop://search?order=oldest&page=3&q=lamp&note=")
        == .search(3, "lamp", .oldest, ""))
  }

  @Test func nilIsNotPrinted() throws {
    #expect(try router.url(for: .search(nil, nil, nil, nil)).absoluteString == "shop://search")
    #expect(
      try router.url(for: .search(2, nil, .newest, "a&b")).absoluteString
        == "shop://search?page=2&order=newest&note=a%26b")
  }

  @Test func aPresentItemThatDoesNotParseIsNamed() {
    #expect(
      throws: LinkError(
        link: "shop://search?page=two",
        reason: .queryItem(name: "page", found: "two", expected: ["an integer"]))
    ) { try router.match("shop://search?page=two") }
    #expect(
      throws: LinkError(
        link: "shop://search?order=best",
        reason: .queryItem(
          name: "order", found: "best", expected: ["one of \"newest\", \"oldest\""]))
    ) { try router.match("shop://search?order=best") }
    // Present but empty is not missing: text must not be empty.
    #expect(
      throws: LinkError(
        link: "shop://search?q=",
        reason: .queryItem(name: "q", found: "", expected: ["non-empty text"]))
    ) { try router.match("shop://search?q=") }
  }

  @Test func everyValueReadsBackFromItsLink() throws {
    var generator = SeededGenerator(seed: 0x0F_1E1D)
    let texts = ["", "lamp", "a b", "x=y&z", "100%", "ü∑", "+"]
    for _ in 0..<1_000 {
      func maybe<T>(_ value: @autoclosure () -> T) -> T? {
        Bool.random(using: &generator) ? value() : nil
      }
      let route = Route.search(
        maybe(Int.random(in: -1_000...1_000, using: &generator)),
        maybe(texts.dropFirst().randomElement(using: &generator)!),
        maybe(Route.Order.allCases.randomElement(using: &generator)!),
        maybe(texts.randomElement(using: &generator)!))
      #expect(try router.match(router.url(for: route)) == route)
    }
  }
}
