import Foundation
import Parsing
import Testing
import Waypoint
import WaypointRouting

/// A link can name a whole stack of any depth: each screen a repeated group of segments.
@Suite struct StackLinkTests {
  @CasePathable
  enum Route: Equatable {
    /// The items list with a stack of item details pushed on it, bottom first.
    case items([Int])
  }

  let router = LinkRouter<Route>(scheme: "inventory") {
    LinkRoute(.case(\.items)) {
      Segment("items")
      Many {
        Segment("item")
        Segment(Int.self)
      }
    }
  }

  @Test func aStackOfAnyDepthOpensFromItsLinkAndPrintsBack() throws {
    #expect(try router.match("inventory://items") == .items([]))
    #expect(try router.match("inventory://items/item/3/item/5/item/8") == .items([3, 5, 8]))
    #expect(
      try router.url(for: .items([3, 5, 8])).absoluteString
        == "inventory://items/item/3/item/5/item/8")
    var generator = SeededGenerator(seed: 0x5EED_0006)
    for _ in 0..<300 {
      let ids = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
        Int.random(in: -99...99_999, using: &generator)
      }
      #expect(try router.match(router.url(for: .items(ids))) == .items(ids))
    }
  }

  @Test func aBrokenScreenInTheStackIsNamed() {
    #expect(
      throws: LinkError(
        link: "inventory://items/item/3/item/x",
        reason: .segment(index: 4, found: "x", expected: ["an integer"]))
    ) {
      try router.match("inventory://items/item/3/item/x")
    }
  }
}
