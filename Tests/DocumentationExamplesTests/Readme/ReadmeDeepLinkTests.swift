import Foundation
import Testing
import Waypoint
import WaypointRouting

/// The README's deep-link example does what its comments say.
@Suite struct ReadmeDeepLinks {
  @Test func theLinksInTheCommentsOpenAndPrintAsTheySay() throws {
    let state = try links.open("bookcase://novels/1/novels/2", in: Bookcase.State())
    #expect(state.path.map { $0.novel?.title } == ["Dune", "Emma"])
    #expect(try links.url(for: state) == URL(string: "bookcase://novels/1/novels/2"))
    let web = try links.open("https://example.com/novels/1", in: state)
    #expect(Array(web.path.ids) == [state.path.ids[0]])
    let error = #expect(throws: LinkError.self) { try followLinks() }
    #expect(
      error?.description
        == """
        bookcase://novels/3: path segment 2 is "3"; expected a novel in the bookcase
        """)
  }

  @Test func theLongestValidStartOpensAsTheProseSays() throws {
    let (state, losses) = try links.openLongestValidPrefix(
      "bookcase://novels/1/novels/3", in: Bookcase.State())
    #expect(state.path.map { $0.novel?.title } == ["Dune"])
    #expect(
      losses.map(\.description) == [
        #"“novels/1”: left out path segments 3 to 4 of the link: path segment 4 is "3"; "#
          + "expected a novel in the bookcase"
      ])
  }
}
