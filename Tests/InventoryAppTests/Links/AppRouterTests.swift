import Foundation
import InventoryApp
import TestSupport
import Testing
import WaypointRouting
import WaypointTesting

/// The demo's links: every screen's link reads as its route and prints back as itself, and a
/// link that names nothing says where it fails.
@Suite struct AppRouterTests {
  let router = AppRoute.router

  @Test(arguments: [
    ("inventory://items", AppRoute.inventory(.init())),
    ("inventory://items/add", .inventory(.init(addItem: .init()))),
    ("inventory://items/add/alert", .inventory(.init(addItem: .init(alert: true)))),
    ("inventory://items/2", .inventory(.init([.init(2)]))),
    ("inventory://items/2/3", .inventory(.init([.init(2), .init(3)]))),
    ("inventory://items/2/edit", .inventory(.init([.init(2, .edit(.init()))]))),
    ("inventory://items/2/edit/alert", .inventory(.init([.init(2, .edit(.init(alert: true)))]))),
    ("inventory://items/2/delete", .inventory(.init([.init(2, .delete)]))),
    (
      "inventory://items/2/delete/3/edit/alert/add",
      .inventory(.init([.init(2, .delete), .init(3, .edit(.init(alert: true)))], addItem: .init()))
    ),
    (
      "inventory://items/2/edit?name=Gizmo%202&kind=tool&quantity=5&focus=name",
      .inventory(
        .init(
          [.init(2, .edit(.init()))],
          draft: .init(name: "Gizmo 2", kind: .tool, quantity: 5, focus: .name)))
    ),
    ("inventory://items/add?name=", .inventory(.init(addItem: .init(), draft: .init(name: "")))),
    ("inventory://items/2/settings", .inventory(.init([.init(2)], settings: .init()))),
    ("inventory://items/settings?refresh=5", .inventory(.init(settings: .init(refresh: 5)))),
    ("inventory://movies", .movies(.init())),
    (
      "inventory://movies/movie/1/cast/1/person/2/filmography/2/movie/3",
      .movies(.init([.movie(1), .cast(1), .person(2), .filmography(2), .movie(3)]))
    ),
    ("inventory://movies/movie/1/settings", .movies(.init([.movie(1)], settings: .init()))),
    ("inventory://settings", .settings(.init())),
    ("inventory://settings?refresh=1", .settings(.init(refresh: 1))),
  ])
  func everyScreenHasALinkThatPrintsBackAsItself(link: String, route: AppRoute) throws {
    #expect(try router.match(link) == route)
    #expect(try router.url(for: route).absoluteString == link)
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
      .segment(index: 0, found: "things", expected: ["\"items\"", "\"movies\"", "\"settings\""])
    ),
    ("inventory://movies/movie", .segment(index: 2, found: nil, expected: ["an integer"])),
    ("inventory://movies/cast/x", .segment(index: 2, found: "x", expected: ["an integer"])),
    (
      "inventory://items/add/edit",
      .segment(
        index: 2, found: "edit", expected: ["\"alert\"", "\"settings\"", "the end of the path"])
    ),
    (
      "inventory://items/2?kind=spoon",
      .queryItem(
        name: "kind", found: "spoon", expected: ["one of \"gadget\", \"tool\", \"fastener\""])
    ),
    (
      "inventory://items/2?quantity=lots",
      .queryItem(name: "quantity", found: "lots", expected: ["an integer"])
    ),
    (
      "inventory://settings?refresh=",
      .queryItem(name: "refresh", found: "", expected: ["an integer"])
    ),
    ("https://example.com/items", .unsupportedScheme(found: "https", expected: ["inventory"])),
    ("inventory://items/%zz", .malformed),
  ])
  func aLinkThatNamesNothingSaysWhereAndWhat(link: String, reason: LinkError.Reason) {
    #expect(throws: LinkError(link: link, reason: reason)) { try router.match(link) }
  }

  @Test func theErrorReadsAsASentence() {
    #expect(
      "\(LinkError(link: "inventory://items/2/bogus", reason: .segment(index: 2, found: "bogus", expected: ["\"edit\"", "the end of the path"])))"
        == #"inventory://items/2/bogus: path segment 3 is "bogus"; expected "edit" or the end of the path"#
    )
  }

  @Test func everyRouteReadsBackFromItsLink() throws {
    var generator = SplitMix64(seed: 0x11AC_0001)
    for _ in 0..<2_000 {
      let route = AppRoute.random(using: &generator)
      let link = try router.url(for: route)
      #expect(try router.match(link) == route, "\(link)")
    }
  }

  @Test func mutatedLinksOpenARouteOrSayWhyNot() throws {
    var generator = SplitMix64(seed: 0x11AC_0002)
    let alphabet = Array(
      "inventory:/?&=%#.+ -_~items0123456789editdeletealertaddmoviescastsettings")
    for round in 0..<5_000 {
      var link = Array(try router.url(for: .random(using: &generator)).absoluteString)
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
      do {
        let route = try router.match(text)
        // What opens prints as a link that opens it again.
        #expect(try router.match(router.url(for: route)) == route, "\(text)")
      } catch {
        #expect(error.link == text)
      }
    }
  }
}

extension AppRoute {
  /// A route of any shape, with values a link may or may not be able to open: unknown IDs,
  /// negative quantities, names with reserved characters.
  static func random(using generator: inout some RandomNumberGenerator) -> AppRoute {
    func id() -> Int { Int.random(in: -3...12, using: &generator) }
    func settings() -> Settings? {
      Bool.random(using: &generator)
        ? Settings(refresh: Bool.random(using: &generator) ? id() : nil) : nil
    }
    func form() -> Form { Form(alert: Bool.random(using: &generator)) }
    switch Int.random(in: 0..<3, using: &generator) {
    case 0:
      let stack = (0..<Int.random(in: 0...5, using: &generator)).map { _ in
        let destination: ItemDetail.Destination? =
          switch Int.random(in: 0..<3, using: &generator) {
          case 0: .edit(form())
          case 1: .delete
          default: nil
          }
        return ItemDetail(id(), destination)
      }
      let names = ["", "Gizmo 2", "a&b=c", "100% ∑ ü", "slash/and?query#hash", "+plus"]
      let draft = Draft(
        name: Bool.random(using: &generator) ? names.randomElement(using: &generator) : nil,
        kind: Bool.random(using: &generator)
          ? Item.Kind.allCases.randomElement(using: &generator) : nil,
        quantity: Bool.random(using: &generator)
          ? Int.random(in: -5...500, using: &generator) : nil,
        focus: Bool.random(using: &generator) ? .name : nil)
      return .inventory(
        Inventory(
          stack, addItem: Bool.random(using: &generator) ? form() : nil, draft: draft,
          settings: settings()))
    case 1:
      let stack = (0..<Int.random(in: 0...8, using: &generator)).map { _ -> MovieScreen in
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: .movie(id())
        case 1: .cast(id())
        case 2: .person(id())
        default: .filmography(id())
        }
      }
      return .movies(Movies(stack, settings: settings()))
    default:
      return .settings(Settings(refresh: Bool.random(using: &generator) ? id() : nil))
    }
  }
}
