import Foundation
import Parsing

/// Turns links into an app's routes and routes into links, from one declaration.
///
/// ```swift
/// let router = LinkRouter<Route>(scheme: "inventory", hosts: ["example.com"]) {
///   LinkRoute(.case(\.inventory)) { Segment("items") }
///   LinkRoute(.case(\.item)) { Segment("items"); Segment(Int.self) }
/// }
///
/// try router.match("inventory://items/42")          // .item(42)
/// try router.match("https://example.com/items/42")  // .item(42)
/// try router.url(for: .item(42))                    // inventory://items/42
/// ```
///
/// A custom-scheme link names its first segment where a web link names its host
/// (`inventory://items/42`); `inventory:/items/42` and `inventory:///items/42` open the same
/// route. A web link (`https` or `http`) opens when its host is one of `hosts`.
///
/// A link that matches no route throws a ``LinkError`` naming the segment or query item where
/// the route that matched most of it stopped, what it expected there and what it found.
// Unchecked: the routes are immutable parsers, made of values; a route must not keep state
// that changes.
public struct LinkRouter<Route>: @unchecked Sendable {
  /// What to do with a link whose start opens a route and whose rest matches nothing.
  public enum PrefixPolicy: Sendable {
    /// Reject the link (the default): `items/42/bogus` is an error.
    case strict
    /// Open the route of the longest valid start of the link, and report the segments left
    /// over in ``LinkMatch/unmatched``: `items/42/bogus` opens `.item(42)`.
    case longestValidPrefix
  }

  /// The scheme of the app's own links: `inventory` for `inventory://items/42`.
  public let scheme: String
  /// The hosts of the app's web links: `example.com` for `https://example.com/items/42`.
  public let hosts: [String]
  /// What to do with a link whose rest matches nothing.
  public let policy: PrefixPolicy
  @usableFromInline let routes: AnyParserPrinter<LinkComponents, Route>

  /// Creates a router.
  ///
  /// - Parameters:
  ///   - scheme: The scheme of the app's own links, without `:` or `//`.
  ///   - hosts: The hosts of the app's web links, if it has any.
  ///   - policy: What to do with a link whose rest matches nothing; ``PrefixPolicy/strict`` by
  ///     default.
  ///   - routes: The routes, tried in order: a ``LinkRoute`` for each.
  @inlinable
  public init<Routes: ParserPrinter>(
    scheme: String,
    hosts: [String] = [],
    policy: PrefixPolicy = .strict,
    @OneOfBuilder<LinkComponents, Route> routes: () -> Routes
  ) where Routes.Input == LinkComponents, Routes.Output == Route {
    self.scheme = scheme.lowercased()
    self.hosts = hosts.map { $0.lowercased() }
    self.policy = policy
    self.routes = routes().eraseToAnyParserPrinter()
  }

  /// The route `link` opens.
  ///
  /// - Parameter link: A link, such as `inventory://items/42`.
  /// - Returns: The route.
  /// - Throws: A ``LinkError`` naming where the link failed and what was expected there.
  public func match(_ link: String) throws(LinkError) -> Route {
    try resolve(link).route
  }

  /// The route `url` opens.
  ///
  /// - Parameter url: A link.
  /// - Returns: The route.
  /// - Throws: A ``LinkError`` naming where the link failed and what was expected there.
  public func match(_ url: URL) throws(LinkError) -> Route {
    try resolve(url.absoluteString).route
  }

  /// The route `link` opens, with what the ``PrefixPolicy/longestValidPrefix`` policy left of
  /// it unmatched.
  ///
  /// ```swift
  /// let lenient = LinkRouter<Route>(scheme: "inventory", policy: .longestValidPrefix) { … }
  /// let match = try lenient.resolve("inventory://items/42/bogus")
  /// // match.route == .item(42), match.unmatched == ["bogus"]
  /// ```
  ///
  /// - Parameter link: A link.
  /// - Returns: The route, and the segments left over.
  /// - Throws: A ``LinkError`` naming where the link failed and what was expected there.
  public func resolve(_ link: String) throws(LinkError) -> LinkMatch<Route> {
    var components = try self.components(of: link)
    let segments = Array(components.path)
    let failures = components.failures
    if let route = try? routes.parse(&components) {
      return LinkMatch(route: route, matchedSegments: segments.count)
    }
    if policy == .longestValidPrefix, let prefix = failures.prefix,
      let route = prefix.route as? Route
    {
      return LinkMatch(
        route: route, matchedSegments: prefix.matched,
        unmatched: segments[prefix.matched...].map(String.init))
    }
    throw LinkError(link: link, reason: failures.reason)
  }

  /// The link for `route`, in the app's own scheme: `inventory://items/42`.
  ///
  /// - Parameter route: A route.
  /// - Returns: The link, which ``match(_:)-(URL)`` turns back into `route`.
  /// - Throws: A ``LinkError`` when no route of the router prints `route`.
  public func url(for route: Route) throws(LinkError) -> URL {
    try link(for: route, prefix: "\(scheme)://", firstSegmentIsHost: true)
  }

  /// The web link for `route`: `https://example.com/items/42`.
  ///
  /// - Parameters:
  ///   - route: A route.
  ///   - host: The host; the router's first host by default.
  /// - Returns: The link, which ``match(_:)-(URL)`` turns back into `route`.
  /// - Throws: A ``LinkError`` when no route of the router prints `route`, or the router has no
  ///   host.
  public func webURL(for route: Route, host: String? = nil) throws(LinkError) -> URL {
    guard let host = (host ?? hosts.first)?.lowercased(), hosts.contains(host) else {
      throw LinkError(
        link: "https://\(host ?? "")", reason: .unsupportedHost(found: host, expected: hosts))
    }
    return try link(for: route, prefix: "https://\(host)/", firstSegmentIsHost: false)
  }

  /// The path segments and query items of `link`, percent-decoded, once its scheme and host are
  /// checked.
  ///
  /// - Parameter link: A link.
  /// - Returns: Its components.
  /// - Throws: A ``LinkError`` for a malformed link, or one of another scheme or host.
  public func components(of link: String) throws(LinkError) -> LinkComponents {
    guard let url = URLComponents(string: link, encodingInvalidCharacters: false) else {
      throw LinkError(link: link, reason: .malformed)
    }
    let linkScheme = url.scheme?.lowercased()
    // Credentials have no place in a link to a screen, and a custom scheme has no port.
    guard url.percentEncodedUser == nil, url.percentEncodedPassword == nil,
      linkScheme != scheme || url.port == nil
    else {
      throw LinkError(link: link, reason: .malformed)
    }
    var encodedSegments: [Substring] = []
    if linkScheme == scheme {
      if let first = try firstSegment(of: url, in: link) { encodedSegments.append(first) }
    } else if linkScheme == "https" || linkScheme == "http", !hosts.isEmpty {
      let host = url.percentEncodedHost.map { _ in Self.writtenHost(of: link).lowercased() }
      guard let host, hosts.contains(host) else {
        throw LinkError(link: link, reason: .unsupportedHost(found: host, expected: hosts))
      }
    } else {
      let expected = [scheme] + (hosts.isEmpty ? [] : ["https", "http"])
      throw LinkError(link: link, reason: .unsupportedScheme(found: linkScheme, expected: expected))
    }
    // Split at each "/", byte by byte: it is ASCII, and splitting by characters, or with the
    // generic `split`, costs several times more.
    let path = url.percentEncodedPath.utf8
    var start = path.startIndex
    var index = start
    while index != path.endIndex {
      if path[index] == UInt8(ascii: "/") {
        if index != start { encodedSegments.append(Substring(path[start..<index])) }
        start = path.index(after: index)
      }
      index = path.index(after: index)
    }
    if start != path.endIndex { encodedSegments.append(Substring(path[start...])) }
    var segments: [Substring] = []
    segments.reserveCapacity(encodedSegments.count)
    for encoded in encodedSegments {
      // A segment with nothing to decode is kept as the slice of the link it is.
      if !encoded.utf8.contains(UInt8(ascii: "%")) {
        segments.append(encoded)
        continue
      }
      guard let segment = LinkEncoding.decoded(encoded) else {
        throw LinkError(link: link, reason: .malformed)
      }
      segments.append(Substring(segment))
    }
    var query: [(name: String, value: String?)] = []
    for item in url.percentEncodedQueryItems ?? [] {
      guard let name = LinkEncoding.decoded(item.name) else {
        throw LinkError(link: link, reason: .malformed)
      }
      var value: String?
      if let encoded = item.value {
        guard let decoded = LinkEncoding.decoded(encoded) else {
          throw LinkError(link: link, reason: .malformed)
        }
        value = decoded
      }
      query.append((name, value))
    }
    return LinkComponents(segments: segments, query: query)
  }

  /// The first segment of a custom-scheme link, which stands where a web link's host does;
  /// `nil` when the link starts with its path.
  private func firstSegment(of url: URLComponents, in link: String) throws(LinkError) -> Substring?
  {
    guard let parsed = url.percentEncodedHost, !parsed.isEmpty else {
      // An authority the parser could not read as a host (an invalid "xn--" name, say) is not
      // a segment to drop without a word.
      let afterScheme = link.dropFirst((url.scheme?.count ?? 0) + 1)
      if afterScheme.hasPrefix("//"), let first = afterScheme.dropFirst(2).first, first != "/" {
        throw LinkError(link: link, reason: .malformed)
      }
      return nil
    }
    // The segment is the text the link holds, not the parser's reading of it: some parsers hand
    // back an internationalized name ("xn--…") already decoded, and such a name is refused.
    let host = Self.writtenHost(of: link)
    guard !host.isEmpty, !LinkEncoding.hasInternationalizedLabel(host) else {
      throw LinkError(link: link, reason: .malformed)
    }
    return host
  }

  /// The host of a link as it is written, between `//` and the path, query or fragment, without
  /// a port; empty when the link has no authority. Credentials are refused before this is read.
  private static func writtenHost(of link: String) -> Substring {
    // The scheme ends at the first colon; an authority follows it after "//". Read byte by byte:
    // every delimiter is ASCII.
    let bytes = link.utf8
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return "" }
    let afterScheme = bytes[bytes.index(after: colon)...]
    guard afterScheme.starts(with: "//".utf8) else { return "" }
    let start = bytes.index(afterScheme.startIndex, offsetBy: 2)
    let end =
      bytes[start...].firstIndex {
        $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#")
      } ?? bytes.endIndex
    let authority = link[start..<end]
    if let port = authority.utf8.lastIndex(of: UInt8(ascii: ":")),
      !authority.utf8[port...].contains(UInt8(ascii: "]"))
    {
      return authority[..<port]
    }
    return authority
  }

  private func link(
    for route: Route, prefix: String, firstSegmentIsHost: Bool
  ) throws(LinkError) -> URL {
    var components = LinkComponents()
    do {
      try routes.print(route, into: &components)
    } catch {
      throw LinkError(link: String(describing: route), reason: .unprintable)
    }
    // A segment that is empty, "." or ".." would not survive: the first is dropped when the
    // link is read, the others are resolved away by anything that normalizes the link.
    guard components.path.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else {
      throw LinkError(link: String(describing: route), reason: .unprintable)
    }
    let segments = components.path.map { LinkEncoding.segment(String($0)) }
    var text = prefix
    if firstSegmentIsHost, let first = segments.first, !LinkEncoding.isHost(first) {
      // A first segment that cannot stand where a host does starts the path instead.
      text += "/"
    }
    text += segments.joined(separator: "/")
    if !components.query.isEmpty {
      text += "?"
      text += components.query.map(LinkEncoding.queryItem).joined(separator: "&")
    }
    guard let url = URL(string: text) else {
      throw LinkError(link: text, reason: .malformed)
    }
    return url
  }
}

/// A route a link opened, and what was left of the link.
///
/// ``LinkRouter/resolve(_:)`` returns one. Under the ``LinkRouter/PrefixPolicy/longestValidPrefix``
/// policy a link can open a route while segments after it match nothing; the match keeps them,
/// to report:
///
/// ```swift
/// // `lenient` is a router made with `policy: .longestValidPrefix`.
/// let link = "inventory://items/42/bogus/more"
/// let match = try lenient.resolve(link)
/// match.route            // .item(42)
/// match.matchedSegments  // 2
/// match.unmatched        // ["bogus", "more"]
/// if let ignored = match.ignoredSegments(of: link) { log(ignored) }
/// // inventory://items/42/bogus/more: opened without its path segments from 3 on, which match
/// // nothing: "bogus", "more"
/// ```
public struct LinkMatch<Route> {
  /// The route.
  public let route: Route
  /// How many of the link's path segments the route matched.
  public let matchedSegments: Int
  /// The path segments after the route's, which the ``LinkRouter/PrefixPolicy/longestValidPrefix``
  /// policy let through; empty when the whole link matched.
  public let unmatched: [String]

  /// Creates a match.
  ///
  /// - Parameters:
  ///   - route: The route.
  ///   - matchedSegments: How many path segments the route matched.
  ///   - unmatched: The path segments left over.
  public init(route: Route, matchedSegments: Int, unmatched: [String] = []) {
    self.route = route
    self.matchedSegments = matchedSegments
    self.unmatched = unmatched
  }

  /// What the ``LinkRouter/PrefixPolicy/longestValidPrefix`` policy left out of `link`, as an
  /// error to report; `nil` when the whole link matched.
  ///
  /// - Parameter link: The link that was matched.
  public func ignoredSegments(of link: String) -> LinkError? {
    guard !unmatched.isEmpty else { return nil }
    return LinkError(
      link: link, reason: .ignoredSegments(index: matchedSegments, segments: unmatched))
  }
}

extension LinkMatch: Equatable where Route: Equatable {}
extension LinkMatch: Sendable where Route: Sendable {}
