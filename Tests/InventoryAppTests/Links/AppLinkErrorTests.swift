import Foundation
import InventoryApp
import TestSupport
import Testing
import WaypointRouting
import WaypointTesting

/// Links that name what the app cannot show: each is an error that names its place, and the
/// state stays as it was.
@Suite struct AppLinkErrorTests {
  @Test(arguments: [
    (
      "inventory://items/42",
      #"path segment 2 is "42"; expected an item of the inventory: 1, 2, 3, 4, 5, 6, 7"#
    ),
    ("inventory://items/2/4", #"path segment 3 is "4"; expected an item related to Gizmo: 1, 3"#),
    ("inventory://items/2/2", #"path segment 3 is "2"; expected an item related to Gizmo: 1, 3"#),
    (
      "inventory://items/2/edit/3",
      #"path segment 4 is "3"; expected the end of the path: a detail that presents something is the top screen"#
    ),
    (
      "inventory://items/2/edit/add",
      #"path segment 4 is "add"; expected the end of the path: the add-item sheet opens over the list or a detail, with nothing presented"#
    ),
    (
      "inventory://items/2/edit/alert",
      #"path segment 4 is "alert"; expected the end of the path: the alert shows over a blank name (name=)"#
    ),
    (
      "inventory://items/2?name=x",
      #"the query item "name" is "x"; expected nothing: no screen this link opens reads it"#
    ),
    (
      "inventory://items/add?quantity=1000001",
      #"the query item "quantity" is "1000001"; expected 0 to 1000000"#
    ),
    (
      "inventory://movies/movie/1?refresh=5",
      #"the query item "refresh" is "5"; expected nothing: no screen this link opens reads it"#
    ),
    (
      "inventory://settings?refresh=0",
      #"the query item "refresh" is "0"; expected 1 to 3600 seconds"#
    ),
    (
      "inventory://items/2?sort=name",
      #"the query item "sort" is "name"; expected nothing: no screen this link opens reads it"#
    ),
    (
      "inventory://movies/movie/9",
      #"path segment 3 is "9"; expected a movie of the list: 1, 2, 3, 4, 5"#
    ),
    ("inventory://movies/cast/1", #"path segment 2 is "cast"; expected "movie""#),
    ("inventory://movies/movie/1/cast/3", #"path segment 5 is "3"; expected 1, the movie below"#),
    (
      "inventory://movies/movie/1/cast/1/person/4",
      #"path segment 7 is "4"; expected a person in the cast of Harbor Lights: 1, 2, 3"#
    ),
    (
      "inventory://movies/movie/1/cast/1/person/2/filmography/2/movie/2",
      #"path segment 11 is "2"; expected a movie of Tomas Reyes: 1, 3, 5"#
    ),
  ])
  func aLinkToWhatNoOneCanReachSaysWhereAndChangesNothing(link: String, message: String) throws {
    var state = AppFeature.State()
    try state.open(link: "inventory://items/1")
    let before = state
    do {
      try state.open(link: link)
      Issue.record("\(link) opened")
    } catch {
      #expect("\(error)" == "\(link): \(message)")
    }
    #expect(state == before)
  }

  @Test(arguments: [
    ("inventory://items/add?name=x&name=y", "name", "y", 2),
    ("inventory://items/add?name=x&name=x", "name", "x", 2),
    ("inventory://items/2/edit?kind=tool&name=Cog&kind=gadget&kind=tool", "kind", "gadget", 3),
    ("inventory://settings?refresh=5&refresh=9", "refresh", "9", 2),
    ("inventory://items/add?focus=name&focus", "focus", "", 2),
  ])
  func aQueryItemGivenTwiceIsRefusedNamingIt(
    link: String, name: String, again: String, count: Int
  ) throws {
    var state = AppFeature.State()
    let before = state
    #expect(
      throws: LinkError(
        link: link,
        reason: .queryItem(
          name: name, found: again, expected: ["one \"\(name)\" item, not \(count)"]))
    ) { try state.open(link: link) }
    #expect(state == before)
  }

  @Test func anAddSheetWithNoFreeIDSaysSo() {
    let range = AppFeature.State.itemIDRange
    var state = AppFeature.State(
      inventory: InventoryFeature.State(
        items: range.map { Item(id: $0, name: "Item \($0)", kind: .tool, quantity: 0) }))
    let before = state
    #expect(
      throws: LinkError(
        link: "inventory://items/add",
        reason: .segment(index: 1, found: "add", expected: ["a free item ID; every one is taken"]))
    ) { try state.open(link: "inventory://items/add") }
    #expect(state == before)
  }

  @Test func everyLinkTheHelpListsOpens() throws {
    let links = AppFeature.linkSummary.split(separator: "\n")
      .compactMap { $0.split(separator: " ").first }
      .filter { $0.hasPrefix("inventory:") }
    #expect(links.count == 12)
    for link in links {
      var state = AppFeature.State()
      #expect(throws: Never.self, "\(link)") { try state.open(link: String(link)) }
    }
  }

  @Test func mutatedLinksOpenAndPrintBackOrLeaveTheStateAsItWas() throws {
    let valid = [
      "inventory://items/2/3/1/edit?name=Gizmo%202&kind=tool&quantity=5&focus=name",
      "inventory://items/add/alert?kind=fastener", "inventory://items/4/5/delete",
      "inventory://items/6/settings?refresh=5",
      "inventory://movies/movie/1/cast/1/person/2/filmography/2/movie/3/cast/3",
      "inventory://settings?refresh=1", "inventory://items/1/edit/alert?name=",
    ]
    let alphabet = Array("0123456789/?&=%-_.itemsdaovcpfghlryrnkqu")
    var generator = SplitMix64(seed: 0x11AC_0004)
    var base = AppFeature.State()
    try base.open(link: "inventory://movies/movie/2")
    var opened = 0
    for _ in 0..<3_000 {
      var link = Array(valid.randomElement(using: &generator)!)
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        let position = Int.random(in: 10...link.count, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0 where position < link.count: link.remove(at: position)
        case 1 where position < link.count:
          link[position] = alphabet.randomElement(using: &generator)!
        default: link.insert(alphabet.randomElement(using: &generator)!, at: position)
        }
      }
      let text = String(link)
      var state = base
      do {
        try state.open(link: text)
        opened += 1
        // What opened prints as a link that opens the same navigation again.
        var again = base
        try again.open(link: state.link().absoluteString)
        #expect(try again.link() == state.link(), "\(text)")
        // And opened over itself, it changes nothing.
        var same = state
        try same.open(link: state.link().absoluteString)
        #expect(same == state, "\(text)")
      } catch {
        #expect(state == base, "\(text)")
      }
    }
    #expect(opened > 100)
  }
}
