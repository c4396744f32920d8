/// Why a link could not be opened, or a route could not be written as a link.
///
/// Each error names the link, the place where it failed and what was expected there:
///
/// ```swift
/// do {
///   _ = try router.match("inventory://items/42/bogus")
/// } catch {
///   print(error)
///   // inventory://items/42/bogus: path segment 3 is "bogus"; expected "edit" or the end of the path
/// }
/// ```
public struct LinkError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The link that failed, as given; or the route that could not be printed.
  public let link: String
  /// Where and why it failed.
  public let reason: Reason

  /// Where and why a link failed.
  public enum Reason: Equatable, Sendable {
    /// The text is not a URL, or its percent-encoding is broken.
    case malformed
    /// The link's scheme is not the router's (nor `https` or `http` with one of its hosts).
    case unsupportedScheme(found: String?, expected: [String])
    /// A web link whose host is not one of the router's.
    case unsupportedHost(found: String?, expected: [String])
    /// Path segment `index` (counted from 0) did not match: it held `found`, or the path ended
    /// there (`nil`), where the routes expected one of `expected`.
    case segment(index: Int, found: String?, expected: [String])
    /// The query item `name` is missing (`found` is `nil`), or its value does not match.
    case queryItem(name: String, found: String?, expected: [String])
    /// No route of the router prints this route: no link stands for it.
    case unprintable
    /// The link opened the route of its start, under the
    /// ``LinkRouter/PrefixPolicy/longestValidPrefix`` policy, and its path segments from
    /// `index` (counted from 0) on matched nothing and were left out.
    case ignoredSegments(index: Int, segments: [String])
    /// The link opens a stack whose element at `position` (counted from 0) breaks the
    /// navigation rules: `reason` names the element's case, the rule and why. Under the ``LinkRouter/PrefixPolicy/longestValidPrefix``
    /// policy the elements below it were opened.
    case navigationRules(position: Int, reason: String)
    /// The link opens a presentation that the navigation rules, or another check, turn down:
    /// `reason` names the case, the rules and why.
    case presentationRules(reason: String)
  }

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - link: The link that failed.
  ///   - reason: Where and why.
  public init(link: String, reason: Reason) {
    self.link = link
    self.reason = reason
  }

  /// The link, where it failed, what was expected there and what was found.
  public var description: String {
    "\(link): \(reasonDescription)"
  }

  /// Where the link failed, what was expected there and what was found, without the link.
  var reasonDescription: String {
    switch reason {
    case .malformed:
      return "not a well-formed link"
    case let .unsupportedScheme(found, expected):
      return "the scheme \(quoted(found) ?? "(none)") is not \(alternatives(expected))"
    case let .unsupportedHost(found, expected):
      return "the host \(quoted(found) ?? "(none)") is not \(alternatives(expected))"
    case let .segment(index, found, expected):
      let place =
        found.map { "path segment \(index + 1) is \(quoted($0)!)" }
        ?? "the path ends after \(index) segment\(index == 1 ? "" : "s")"
      return "\(place); expected \(alternatives(expected))"
    case let .queryItem(name, found, expected):
      let place =
        found.map { "the query item \"\(name)\" is \(quoted($0)!)" }
        ?? "the query item \"\(name)\" is missing"
      return "\(place); expected \(alternatives(expected))"
    case .unprintable:
      return "no route of the router prints it as a link"
    case let .ignoredSegments(index, segments):
      let list = segments.map { "\"\($0)\"" }.joined(separator: ", ")
      return "opened without its path segments from \(index + 1) on, which match nothing: \(list)"
    case let .navigationRules(position, reason):
      return "screen \(position + 1) of the stack it opens breaks the navigation rules: \(reason)"
    case let .presentationRules(reason):
      return "a presentation it opens breaks the navigation rules: \(reason)"
    }
  }

  private func quoted(_ text: String?) -> String? {
    text.map { "\"\($0)\"" }
  }

  private func alternatives(_ expected: [String]) -> String {
    switch expected.count {
    case 0: "one the router has (it has none)"
    case 1: expected[0]
    default: expected.dropLast().joined(separator: ", ") + " or " + expected.last!
    }
  }
}
