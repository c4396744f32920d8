import Foundation
import Testing
import WaypointRouting

/// The README's deep-link example does what its comments say.
@Suite struct ReadmeDeepLinks {
  @Test func theLinksInTheCommentsOpenAndPrintAsTheySay() throws {
    #expect(try links.match("inventory://items/42") == .item(42))
    #expect(try links.match("https://example.com/items/42") == .item(42))
    #expect(try links.url(for: .item(42)) == URL(string: "inventory://items/42"))
    let error = #expect(throws: LinkError.self) { try followLinks() }
    #expect(
      error?.description
        == """
        inventory://items/42/bogus: path segment 3 is "bogus"; expected the end of the path
        """)
  }
}
