import Parsing

/// A link taken apart for routing: its path segments and its query items, percent-decoded.
///
/// A ``LinkRouter`` makes one from a URL and hands it to its routes, whose ``Segment`` and
/// ``Field`` parsers consume it from the front; printing a route builds one back, and the router
/// turns it into a URL.
///
/// ```swift
/// let components = LinkComponents(path: ["items", "42"], query: [("tab", "notes")])
/// ```
public struct LinkComponents: Equatable {
  /// The path segments not consumed yet. Indices count from the first segment of the link.
  public var path: ArraySlice<Substring>
  /// The query items not consumed yet, in the order the link gives them.
  public var query: [LinkQueryItem]
  /// Where routing failed, and what it expected there; shared by the copies a parse makes.
  @usableFromInline let failures: FailureLog
  /// Whether a ``Field`` waits for the path to be read whole before it reads the query, as a
  /// route's fields do; a screen's fields in ``NavigationLinks`` are read mid-path.
  @usableFromInline var fieldsFollowPath = true

  /// Creates link components.
  ///
  /// - Parameters:
  ///   - path: The path segments, percent-decoded.
  ///   - query: The query items, percent-decoded, in order.
  public init(path: [String] = [], query: [(name: String, value: String?)] = []) {
    self.path = ArraySlice(path.map { Substring($0) })
    self.query = query.map { LinkQueryItem(name: $0.name, value: $0.value) }
    self.failures = FailureLog()
  }

  /// Link components of decoded segments.
  init(segments: [Substring], query: [(name: String, value: String?)]) {
    self.path = ArraySlice(segments)
    self.query = query.map { LinkQueryItem(name: $0.name, value: $0.value) }
    self.failures = FailureLog()
  }

  /// Two components are equal when their remaining path and query are.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    Array(lhs.path) == Array(rhs.path) && lhs.query == rhs.query
  }
}

/// One query item of a link: `name=value`, or `name` alone.
///
/// A ``LinkComponents`` holds the items of a link in its ``LinkComponents/query``, decoded, in
/// the order the link gives them; a ``Field`` takes the one it reads out.
///
/// ```swift
/// // shop://search?q=desk%20lamp&exact
/// let components = LinkComponents(path: ["search"], query: [("q", "desk lamp"), ("exact", nil)])
/// components.query[0]  // LinkQueryItem(name: "q", value: "desk lamp")
/// components.query[1]  // LinkQueryItem(name: "exact", value: nil)
/// ```
///
/// A ``Field`` reads an item without a value, such as `exact` here, as empty text.
public struct LinkQueryItem: Equatable, Sendable {
  /// The item's name.
  public var name: String
  /// The item's value; `nil` for an item written without `=`.
  public var value: String?

  /// Creates a query item.
  ///
  /// - Parameters:
  ///   - name: The item's name.
  ///   - value: The item's value.
  public init(name: String, value: String?) {
    self.name = name
    self.value = value
  }
}
