import CasePaths
import Parsing

/// One route of a link router: the segments and query items of a link, and the case of the
/// app's route they stand for.
///
/// ```swift
/// @CasePathable
/// enum Route: Equatable {
///   case inventory
///   case item(Int)
///   case search(q: String, page: Int)
/// }
///
/// LinkRoute(.case(\Route.Cases.inventory)) { Segment("items") }
/// LinkRoute(.case(\.item)) { Segment("items"); Segment(Int.self) }
/// LinkRoute(.case(\.search)) {
///   Segment("search")
///   Field("q", String.self)
///   Field("page", default: 1)
/// }
/// ```
///
/// A route matches a link only when it consumes every path segment: `items/42/bogus` is not
/// `.item(42)`. (A router with the ``LinkRouter/PrefixPolicy/longestValidPrefix`` policy can
/// still open it as `.item(42)` and report the rest.)
public struct LinkRoute<Route>: ParserPrinter {
  @usableFromInline let parser: AnyParserPrinter<LinkComponents, Route>
  /// Whether this route can print a value at all: for a case, whether the value is that case.
  /// Checked first, so that a router printing a route tries the other routes cheaply, without
  /// the error a conversion throws (which describes the value).
  @usableFromInline let prints: (Route) -> Bool

  /// A route built from the segments and fields in `build`, turned into the app's route by
  /// `conversion`, usually a case: `.case(\.item)`.
  ///
  /// - Parameters:
  ///   - conversion: From what the segments and fields parse to, to the route, and back.
  ///   - build: The segments and fields, in order.
  @inlinable
  public init<Components: ParserPrinter, Converting: Conversion>(
    _ conversion: Converting,
    @ParserBuilder<LinkComponents> _ build: () -> Components
  )
  where
    Components.Input == LinkComponents, Converting.Input == Components.Output,
    Converting.Output == Route
  {
    self.parser = build().map(conversion).eraseToAnyParserPrinter()
    self.prints = { _ in true }
  }

  /// A route built from the segments and fields in `build`, standing for the case `toCase` of
  /// the app's route: `.case(\.item)`.
  ///
  /// - Parameters:
  ///   - toCase: The case: what the segments and fields parse to is its payload.
  ///   - build: The segments and fields, in order.
  @inlinable
  public init<Components: ParserPrinter>(
    _ toCase: AnyCasePath<Route, Components.Output>,
    @ParserBuilder<LinkComponents> _ build: () -> Components
  ) where Components.Input == LinkComponents {
    self.parser = build().map(toCase).eraseToAnyParserPrinter()
    self.prints = { toCase.extract(from: $0) != nil }
  }

  /// A route with no segments or fields: the link to the app's start, `inventory://`.
  ///
  /// ```swift
  /// LinkRoute(.case(\.home))
  /// ```
  ///
  /// - Parameter conversion: From nothing to the route, and back: a case without a payload.
  @inlinable
  public init<Converting: Conversion>(_ conversion: Converting)
  where Converting.Input == Void, Converting.Output == Route {
    self.init(conversion) { Always<LinkComponents, Void>(()) }
  }

  /// A route with no segments or fields, standing for the case `toCase`: `.case(\.home)`.
  ///
  /// - Parameter toCase: A case without a payload.
  @inlinable
  public init(_ toCase: AnyCasePath<Route, Void>) {
    self.init(toCase) { Always<LinkComponents, Void>(()) }
  }

  /// Reads the route from `input`, whose every path segment it must account for.
  ///
  /// - Parameter input: The link's components.
  /// - Returns: The route.
  /// - Throws: An error that says only that the link does not match this route, whatever part
  ///   of it failed; `input` is left as it was. What failed, and what was expected there, is in
  ///   `input`'s log, which ``LinkRouter`` reads for its ``LinkError``.
  @inlinable
  public func parse(_ input: inout LinkComponents) throws -> Route {
    var attempt = input
    let route: Route
    do {
      route = try parser.parse(&attempt)
    } catch {
      // A segment's or a field's ``linkMismatch``, or a parser's own error: what failed is in
      // the components' log either way.
      throw routeMismatch
    }
    guard attempt.path.isEmpty else {
      let index = attempt.path.startIndex
      attempt.failures.expect(
        "the end of the path", at: .segment(index), found: attempt.path[index])
      attempt.failures.matchedPrefix(route, segments: index)
      throw routeMismatch
    }
    input = attempt
    return route
  }

  /// Writes `output`'s segments and query items in front of `input`'s; throws when `output` is
  /// not this route's case.
  ///
  /// - Parameters:
  ///   - output: The route.
  ///   - input: The link's components printed so far.
  @inlinable
  public func print(_ output: Route, into input: inout LinkComponents) throws {
    guard prints(output) else { throw routeMismatch }
    try parser.print(output, into: &input)
  }
}
