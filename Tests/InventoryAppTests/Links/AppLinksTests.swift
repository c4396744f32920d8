import Foundation
import InventoryApp
import TestSupport
import Testing
import WaypointRouting
import WaypointTesting

/// The demo's links: every screen's link opens it and prints back as itself, and a link that
/// names nothing says where it fails.
@Suite struct AppLinksTests {
  @Test(arguments: [
    "inventory://items", "inventory://items/add", "inventory://items/add/alert",
    "inventory://items/2", "inventory://items/2/1", "inventory://items/2/edit",
    "inventory://items/2/edit/alert?name=", "inventory://items/2/delete",
    "inventory://items/2/1/delete", "inventory://items/2/add",
    "inventory://items/2/1/add?name=Bolt",
    "inventory://items/2/edit?name=Gizmo%202&kind=tool&quantity=5&focus=name",
    "inventory://items/2/edit?name=", "inventory://items/2/settings",
    "inventory://items/settings?refresh=5", "inventory://movies",
    "inventory://movies/movie/1/cast/1/person/2/filmography/2/movie/3",
    "inventory://movies/movie/1/settings",
  ])
  func everyScreenHasALinkThatPrintsBackAsItself(link: String) throws {
    var state = AppFeature.State()
    try state.open(link: link)
    #expect(try state.link().absoluteString == link)
    var again = state
    try again.open(link: link)
    #expect(again == state)
  }

  @Test func aLinkThatNamesNoTabOpensOverTheTabShownAndPrintsIt() throws {
    var state = AppFeature.State()
    try state.open(link: "inventory://movies/movie/2")
    try state.open(link: "inventory://settings?refresh=1")
    #expect(try state.link().absoluteString == "inventory://movies/movie/2/settings?refresh=1")
  }

  @Test(arguments: [
    (
      "inventory://items/2/bogus",
      LinkError.Reason.segment(
        index: 2, found: "bogus",
        expected: [
          "\"edit\"", "\"delete\"", "an integer", "\"add\"", "\"settings\"", "the end of the path",
        ])
    ),
    (
      "inventory://items/x",
      .segment(
        index: 1, found: "x",
        expected: ["an integer", "\"add\"", "\"settings\"", "the end of the path"])
    ),
    (
      "inventory://things",
      .segment(
        index: 0, found: "things",
        expected: ["\"items\"", "\"movies\"", "\"settings\"", "the end of the path"])
    ),
    ("inventory://movies/movie", .segment(index: 2, found: nil, expected: ["an integer"])),
    ("inventory://movies/cast/x", .segment(index: 2, found: "x", expected: ["an integer"])),
    (
      "inventory://items/add/edit",
      .segment(
        index: 2, found: "edit", expected: ["\"alert\"", "\"settings\"", "the end of the path"])
    ),
    (
      "inventory://items/2/edit?kind=spoon",
      .queryItem(
        name: "kind", found: "spoon", expected: ["one of \"gadget\", \"tool\", \"fastener\""])
    ),
    (
      "inventory://items/2/edit?quantity=lots",
      .queryItem(name: "quantity", found: "lots", expected: ["an integer"])
    ),
    (
      "inventory://items/2?kind=tool",
      .queryItem(
        name: "kind", found: "tool", expected: ["nothing: no screen this link opens reads it"])
    ),
    (
      "inventory://settings?refresh=",
      .queryItem(name: "refresh", found: "", expected: ["an integer"])
    ),
    ("https://example.com/items", .unsupportedScheme(found: "https", expected: ["inventory"])),
    ("inventory://items/%zz", .malformed),
  ])
  func aLinkThatNamesNothingSaysWhereAndWhat(link: String, reason: LinkError.Reason) {
    var state = AppFeature.State()
    #expect(throws: LinkError(link: link, reason: reason)) { try state.open(link: link) }
    #expect(state == AppFeature.State())
  }

  @Test func theErrorReadsAsASentence() {
    #expect(
      "\(LinkError(link: "inventory://items/2/bogus", reason: .segment(index: 2, found: "bogus", expected: ["\"edit\"", "the end of the path"])))"
        == #"inventory://items/2/bogus: path segment 3 is "bogus"; expected "edit" or the end of the path"#
    )
  }

  @Test func everyLinkThatOpensPrintsALinkThatOpensTheSameScreens() throws {
    var generator = SplitMix64(seed: 0x11AC_0001)
    var opened = 0
    for _ in 0..<2_000 {
      let link = AppFeature.randomLink(using: &generator)
      var state = AppFeature.State()
      do {
        try state.open(link: link)
      } catch {
        #expect(error.link == link)
        #expect(state == AppFeature.State())
        continue
      }
      opened += 1
      var again = state
      try again.open(link: state.link().absoluteString)
      #expect(again == state, "\(link)")
    }
    #expect(opened > 200)
  }

  @Test func mutatedLinksOpenARouteOrSayWhyNot() throws {
    var generator = SplitMix64(seed: 0x11AC_0002)
    let alphabet = Array(
      "inventory:/?&=%#.+ -_~items0123456789editdeletealertaddmoviescastsettings")
    for round in 0..<5_000 {
      var link = Array(AppFeature.randomLink(using: &generator))
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        let position = Int.random(in: 0...link.count, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0 where position < link.count: link.remove(at: position)
        case 1 where position < link.count:
          link[position] = alphabet.randomElement(using: &generator)!
        default: link.insert(alphabet.randomElement(using: &generator)!, at: position)
        }
      }
      let text = round.isMultiple(of: 10) ? String(link.shuffled(using: &generator)) : String(link)
      var state = AppFeature.State()
      do {
        try state.open(link: text)
        // What opens prints as a link that opens it again.
        var again = state
        try again.open(link: state.link().absoluteString)
        #expect(again == state, "\(text)")
      } catch {
        #expect(error.link == text)
      }
    }
  }
}

extension AppFeature {
  /// A link of any shape the app's links take, with values the app may or may not open:
  /// unknown IDs, screens in an order no person reaches, negative quantities, names with
  /// reserved characters.
  static func randomLink(using generator: inout some RandomNumberGenerator) -> String {
    func id() -> String { "\(Int.random(in: -3...12, using: &generator))" }
    func pick(_ choices: [String]) -> String { choices.randomElement(using: &generator)! }
    var path: [String] = []
    var query: [String] = []
    switch Int.random(in: 0..<3, using: &generator) {
    case 0:
      path.append("items")
      for _ in 0..<Int.random(in: 0...5, using: &generator) {
        path.append(id())
        path += pick(
          [[], ["edit"], ["edit", "alert"], ["delete"]].map { $0.joined(separator: "/") }
        )
        .split(separator: "/").map(String.init)
      }
      if Bool.random(using: &generator) {
        path += pick(["add", "add/alert"]).split(separator: "/").map(String.init)
      }
      let names = ["", "Gizmo%202", "a%26b%3Dc", "100%25%20%E2%88%91", "%2B"]
      if Bool.random(using: &generator) { query.append("name=" + pick(names)) }
      if Bool.random(using: &generator) {
        query.append("kind=" + pick(["tool", "gadget", "spoon"]))
      }
      if Bool.random(using: &generator) {
        query.append("quantity=\(Int.random(in: -5...500, using: &generator))")
      }
      if Bool.random(using: &generator) { query.append("focus=name") }
    case 1:
      path.append("movies")
      for _ in 0..<Int.random(in: 0...8, using: &generator) {
        path += [pick(["movie", "cast", "person", "filmography"]), id()]
      }
    default:
      break
    }
    if Bool.random(using: &generator) { path.append("settings") }
    if Bool.random(using: &generator) { query.append("refresh=" + id()) }
    return "inventory://" + path.joined(separator: "/")
      + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
  }
}
