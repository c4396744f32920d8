import Foundation
import Waypoint
import WaypointRouting

/// A router of every kind of segment and field, under both prefix policies.
///
/// A link matches a route that prints as a link (and a web link) matching the same route; or it
/// is refused with a ``LinkError`` naming the link, and a segment inside it that is the one it
/// quotes. The lenient router matches a start of the path and leaves out the rest, and what it
/// matched prints as a link of its own.
enum RouterTarget {
  @CasePathable
  enum Route: Equatable, Sendable {
    case start
    case shelf(Int8)
    case book(Int, Chapter?)
    case reader(UUID, Int)
    case shelfSearch(Int8, String, UInt16?, Order)
    case tag(String)
  }

  enum Chapter: String, CaseIterable, Sendable { case first, middle, last }
  enum Order: String, CaseIterable, Sendable { case title, author, year }

  static func router(_ policy: LinkRouter<Route>.PrefixPolicy) -> LinkRouter<Route> {
    LinkRouter(scheme: "library", hosts: ["books.example"], policy: policy) {
      LinkRoute(.case(\Route.Cases.start))
      LinkRoute(.case(\.shelf)) {
        Segment("shelves")
        Segment(Int8.self)
      }
      LinkRoute(.case(\.book)) {
        Segment("books")
        Segment(Int.self)
        Field("chapter", Chapter?.self)
      }
      LinkRoute(.case(\.reader)) {
        Segment("read")
        Segment(UUID.self)
        Field("page", default: 1)
      }
      LinkRoute(.case(\.shelfSearch)) {
        Segment("shelves")
        Segment(Int8.self)
        Segment("search")
        Field("q", String.self)
        Field("limit", UInt16?.self)
        Field("order", default: Order.title)
      }
      LinkRoute(.case(\.tag)) {
        Segment("tags")
        Segment(String.self)
      }
    }
  }

  static let strict = router(.strict)
  static let lenient = router(.longestValidPrefix)

  static func run(_ data: Data) throws(FuzzFinding) -> FuzzOutcome {
    let link = data.text
    try checkLenient(link)
    let route: Route
    do {
      route = try strict.match(link)
    } catch {
      try checkError(error, link: link)
      return .refused
    }
    for web in [false, true] {
      let printed: URL
      do {
        printed = try web ? strict.webURL(for: route) : strict.url(for: route)
      } catch {
        // A value a link cannot hold (an empty string segment) is not printed: the error says
        // so, rather than a wrong link.
        try require(error.reason == .unprintable, "printing \(route) threw \(error)")
        continue
      }
      let matched = try? strict.match(printed)
      try require(
        matched == route,
        "\(link.debugDescription) is \(route), printed as \(printed), which is "
          + "\(matched.map { "\($0)" } ?? "no route")")
    }
    return .accepted
  }

  static func checkError(_ error: LinkError, link: String) throws(FuzzFinding) {
    try require(error.link == link, "the error for \(link.debugDescription) names \(error.link)")
    try require(!error.description.isEmpty, "an empty error for \(link.debugDescription)")
    guard case .segment(let index, let found, _) = error.reason else { return }
    let path = (try? strict.components(of: link))?.path ?? []
    let segments = path.count
    try require(
      index <= segments && (found == nil ? index == segments : index < segments),
      "\(link.debugDescription) has \(segments) segments, but the error names segment \(index) "
        + "(found \(String(describing: found)))")
    if let found {
      try require(
        found == String(path[path.startIndex + index]),
        "\(link.debugDescription): the error says segment \(index) is \(found.debugDescription)")
    }
  }

  /// The lenient router matches a start of the path, and leaves out the rest: as many segments
  /// as the link has, together. What it matched is a route that prints as a link of its own.
  static func checkLenient(_ link: String) throws(FuzzFinding) {
    guard let components = try? lenient.components(of: link),
      let match = try? lenient.resolve(link)
    else { return }
    try require(
      match.matchedSegments + match.unmatched.count == components.path.count,
      "\(link.debugDescription): the lenient router matched \(match.matchedSegments) and left "
        + "out \(match.unmatched.count) of \(components.path.count) segments")
    guard let printed = try? strict.url(for: match.route) else { return }
    let matched = try? strict.match(printed)
    try require(
      matched == match.route,
      "\(link.debugDescription) matched \(match.route) leniently, printed as \(printed), which is "
        + "\(matched.map { "\($0)" } ?? "no route")")
  }
}
