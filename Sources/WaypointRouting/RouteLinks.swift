import CasePaths
import Foundation
import Parsing
import Waypoint

/// Deep links for a navigation written as a list of routes: each screen of the app's own enum
/// declares its segment, its parameters and how it is shown, once, and a link then reads as the
/// screens it names, bottom first, and a list of screens prints as its link.
///
/// It is how a graph of nodes (WaypointNodes) gets its links: the node world describes each of
/// its nodes with a value of the app's `Screen` enum (as its snapshots do), and its
/// `routes(_:)` and `show(_:describe:make:)` read and show the same list of routes.
///
/// ```swift
/// @CasePathable
/// enum BirdScreen: Hashable {
///   case bird(Int)
///   case sightings
///   case edit
/// }
///
/// let links = RouteLinks<BirdScreen>(scheme: "birding") {
///   RouteLink(\.bird, "birds", Segment(Int.self))
///   RouteLink(\.sightings, "sightings")
///   RouteLink(\.edit, "edit", style: .sheet)
/// }
///
/// try links.routes(for: "birding://birds/7/sightings/edit")
/// // [.push(.bird(7)), .push(.sightings), .sheet(.edit)]
/// try links.url(for: [.push(.bird(7)), .sheet(.edit)])  // birding://birds/7/edit
/// ```
///
/// A link is read from the front, one screen at a time: at each place, the first declaration
/// whose segment and parameters read it names the screen there, in the style it declares. The
/// root is not in the link (`birding://` is the root alone, `[]`), as it is not in a list of
/// routes. A link that no declaration reads throws a ``LinkError`` naming the segment where it
/// fails and what each declaration expected there; a query item that no screen reads is an
/// error too, unless the links ignore it.
///
/// A store's navigation has ``NavigationLinks``, which opens links straight into its state.
// Unchecked: the links are immutable declarations of parsers and closures.
public struct RouteLinks<Screen: Hashable>: @unchecked Sendable {
  /// The scheme of the app's own links: `birding` for `birding://birds/7`.
  public var scheme: String { router.scheme }
  /// The hosts of the app's web links.
  public var hosts: [String] { router.hosts }

  let router: LinkRouter<[NavigationRoute<Screen>]>

  /// Creates an app's links.
  ///
  /// - Parameters:
  ///   - screen: The app's enum of screens.
  ///   - scheme: The scheme of the app's own links, without `:` or `//`.
  ///   - hosts: The hosts of the app's web links, if it has any.
  ///   - ignoresQueryItem: Whether a query item that no screen reads is dropped rather than an
  ///     error, by its name: `{ $0.hasPrefix("utm_") }`. None is, by default.
  ///   - links: A ``RouteLink`` for each screen a link can name, tried in order.
  public init(
    _ screen: Screen.Type = Screen.self, scheme: String, hosts: [String] = [],
    ignoresQueryItem: @escaping @Sendable (String) -> Bool = { _ in false },
    @RouteLinkBuilder<Screen> links: () -> [RouteLink<Screen>]
  ) {
    let path = RoutePath(links: links(), ignoresQueryItem: ignoresQueryItem)
    self.router = LinkRouter(scheme: scheme, hosts: hosts) { path }
  }

  /// The screens `link` names, bottom first, each in the style its ``RouteLink`` declares.
  ///
  /// - Parameter link: A link, `birding://birds/7/edit`.
  /// - Returns: The routes; `[]` for a link to the root.
  /// - Throws: A ``LinkError`` naming where the link fails and what was expected there.
  public func routes(for link: String) throws(LinkError) -> [NavigationRoute<Screen>] {
    try router.match(link)
  }

  /// The screens `url` names, bottom first.
  ///
  /// - Parameter url: A link.
  /// - Returns: The routes.
  /// - Throws: A ``LinkError`` naming where the link fails and what was expected there.
  public func routes(for url: URL) throws(LinkError) -> [NavigationRoute<Screen>] {
    try router.match(url)
  }

  /// The link that names `routes`, in the app's own scheme.
  ///
  /// - Parameter routes: The screens, bottom first.
  /// - Returns: The link, which ``routes(for:)-(String)`` reads back as `routes`.
  /// - Throws: A ``LinkError`` with ``LinkError/Reason/unprintable`` when a screen has no
  ///   ``RouteLink`` in its style, its parameters do not print, or the link would not read back
  ///   as `routes` (two screens whose query items share a name, say).
  public func url(for routes: [NavigationRoute<Screen>]) throws(LinkError) -> URL {
    try router.url(for: routes)
  }

  /// The web link that names `routes`: `https://example.com/birds/7`.
  ///
  /// - Parameters:
  ///   - routes: The screens, bottom first.
  ///   - host: The host; the first of ``hosts`` by default.
  /// - Returns: The link.
  /// - Throws: A ``LinkError`` when a screen does not print, or the links have no such host.
  public func webURL(
    for routes: [NavigationRoute<Screen>], host: String? = nil
  ) throws(LinkError) -> URL {
    try router.webURL(for: routes, host: host)
  }
}

/// How one screen of an app's enum appears in its ``RouteLinks``: the segment that names it, the
/// parameters that say which one it is, and how it is shown.
///
/// ```swift
/// RouteLink(\BirdScreen.Cases.bird, "birds", Segment(Int.self))  // birds/7: .push(.bird(7))
/// RouteLink(\BirdScreen.Cases.edit, "edit", style: .sheet)       // edit: .sheet(.edit)
/// ```
///
/// The parameters are any parser-printer of ``LinkComponents``: path segments (``Segment``)
/// after the screen's own, and query items (``Field``), which a link gives after its path
/// however deep the screen is.
// Unchecked: a link holds its declaration's parsers and closures, which keep no state that
// changes.
public struct RouteLink<Screen>: @unchecked Sendable {
  /// How the screen is shown.
  public let style: PresentationStyle
  /// The literal segment that names the screen; `nil` for none.
  let segment: Segment<Void>?
  /// Reads the screen's parameters after its segment.
  let parse: (inout LinkComponents) throws -> Screen
  /// Prints a screen's parameters in front of `components`; `false` when the screen is not this
  /// link's case, or its parameters do not print.
  let print: (Screen, inout LinkComponents) -> Bool

  /// A case of the app's enum of screens, with parameters.
  ///
  /// - Parameters:
  ///   - path: The case, `\BirdScreen.Cases.bird`.
  ///   - segment: The literal segment that names the screen, `"birds"`; `nil` for none, when
  ///     the parameters say which case it is.
  ///   - parameters: The parameters after the segment, which make the case's value:
  ///     ``Segment``s and ``Field``s.
  ///   - style: How the screen is shown: pushed (the default), or presented.
  public init<Value, Parameters: ParserPrinter>(
    _ path: CaseKeyPath<Screen, Value>, _ segment: String?, _ parameters: Parameters,
    style: PresentationStyle = .push
  )
  where
    Screen: CasePathable, Parameters.Input == LinkComponents, Parameters.Output == Value
  {
    let casePath = AnyCasePath(path)
    self.style = style
    self.segment = segment.map { Segment($0) }
    self.parse = { input in casePath.embed(try parameters.parse(&input)) }
    self.print = { screen, components in
      guard let value = casePath.extract(from: screen) else { return false }
      return (try? parameters.print(value, into: &components)) != nil
    }
  }

  /// A case of the app's enum of screens, with parameters written one after another: path
  /// segments, then query items.
  ///
  /// ```swift
  /// RouteLink(\BirdScreen.Cases.photo, "photos") {  // photos/3?zoom=2: .push(.photo(3, 2))
  ///   Segment(Int.self)
  ///   Field("zoom", default: 1)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - path: The case, `\BirdScreen.Cases.photo`.
  ///   - segment: The literal segment that names the screen; `nil` for none.
  ///   - style: How the screen is shown: pushed (the default), or presented.
  ///   - parameters: The parameters after the segment, which make the case's value.
  public init<Value, Parameters: ParserPrinter>(
    _ path: CaseKeyPath<Screen, Value>, _ segment: String?, style: PresentationStyle = .push,
    @ParserBuilder<LinkComponents> parameters: () -> Parameters
  )
  where
    Screen: CasePathable, Parameters.Input == LinkComponents, Parameters.Output == Value
  {
    self.init(path, segment, parameters(), style: style)
  }

  /// A case of the app's enum of screens that its segment alone names.
  ///
  /// - Parameters:
  ///   - path: The case, `\BirdScreen.Cases.edit`.
  ///   - segment: The segment that names it, `"edit"`.
  ///   - style: How the screen is shown: pushed (the default), or presented.
  public init(
    _ path: CaseKeyPath<Screen, Void>, _ segment: String, style: PresentationStyle = .push
  ) where Screen: CasePathable {
    self.init(path, segment, NoRouteParameters(), style: style)
  }

  /// Reads this link's screen at the front of `input`: its segment, then its parameters.
  func read(_ input: inout LinkComponents) throws -> Screen {
    if let segment { try segment.parse(&input) }
    return try parse(&input)
  }

  /// Writes `screen` in front of `components`, segment first; `false` when it is not this
  /// link's.
  func write(_ screen: Screen, into components: inout LinkComponents) -> Bool {
    var printed = components
    guard print(screen, &printed) else { return false }
    if let segment { try? segment.print((), into: &printed) }
    components = printed
    return true
  }
}

/// Collects the ``RouteLink``s of ``RouteLinks``.
@resultBuilder
public enum RouteLinkBuilder<Screen> {
  /// A link, whose case key path is read against `Screen`: `\.bird` for
  /// `\BirdScreen.Cases.bird`.
  ///
  /// - Parameter link: The link.
  /// - Returns: The link.
  public static func buildExpression(_ link: RouteLink<Screen>) -> RouteLink<Screen> { link }

  /// A list of links.
  ///
  /// - Parameter links: The links.
  /// - Returns: The links, in order.
  public static func buildBlock(_ links: RouteLink<Screen>...) -> [RouteLink<Screen>] { links }
}

/// No parameters: a screen that its segment alone names.
private struct NoRouteParameters: ParserPrinter {
  func parse(_ input: inout LinkComponents) {}
  func print(_ output: Void, into input: inout LinkComponents) {}
}

/// A link's whole path, and its query, as a list of routes: what ``RouteLinks``' router reads
/// and prints.
private struct RoutePath<Screen: Hashable>: ParserPrinter {
  let links: [RouteLink<Screen>]
  let ignoresQueryItem: (String) -> Bool

  func parse(_ input: inout LinkComponents) throws -> [NavigationRoute<Screen>] {
    var rest = input
    // A screen's query items are read where the screen is, not after the whole path.
    rest.fieldsFollowPath = false
    var routes: [NavigationRoute<Screen>] = []
    while !rest.path.isEmpty {
      var read: (screen: Screen, style: PresentationStyle, rest: LinkComponents)?
      for link in links {
        var attempt = rest
        guard let screen = try? link.read(&attempt) else { continue }
        // A declaration that reads nothing would read the same place forever.
        guard attempt.path.startIndex > rest.path.startIndex else { continue }
        read = (screen, link.style, attempt)
        break
      }
      guard let read else {
        rest.failures.matchedPrefix(routes, segments: rest.path.startIndex)
        throw RouteLinkFailure()
      }
      routes.append(NavigationRoute(read.style, id: read.screen))
      rest = read.rest
    }
    if let unread = rest.query.first(where: { !ignoresQueryItem($0.name) }) {
      rest.failures.expect(
        "nothing: no screen this link names reads it", at: .queryItem(unread.name),
        found: Substring(unread.value ?? ""))
      throw RouteLinkFailure()
    }
    rest.query.removeAll()
    rest.fieldsFollowPath = input.fieldsFollowPath
    input = rest
    return routes
  }

  func print(_ output: [NavigationRoute<Screen>], into input: inout LinkComponents) throws {
    var printed = input
    for route in output.reversed() {
      let written = links.contains { link in
        link.style == route.style && link.write(route.id, into: &printed)
      }
      guard written else { throw RouteLinkFailure() }
    }
    // A link must read back as the routes it was printed from: two screens whose query items
    // share a name, or a screen another declaration reads first, would not.
    var check = printed
    guard (try? parse(&check)) == output else { throw RouteLinkFailure() }
    input = printed
  }
}

/// Thrown by ``RoutePath``, whose failure the router reads from the components' log.
private struct RouteLinkFailure: Error, CustomStringConvertible {
  var description: String { "the link names no screen of these links here" }
}
