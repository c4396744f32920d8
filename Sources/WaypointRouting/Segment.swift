import Foundation
import Parsing

/// One path segment of a link, parsed and printed whole by a parser of its text.
///
/// A route lists its segments in order:
///
/// ```swift
/// LinkRoute(.case(\.item)) {
///   Segment("items")    // the literal segment "items"
///   Segment(Int.self)   // then an integer: 42
/// }
/// // inventory://items/42 ⇄ .item(42)
/// ```
///
/// A segment must be consumed entirely: `42x` is not an integer segment. When a segment does not
/// match, the router's ``LinkError`` names its position, what was expected and what was found.
public struct Segment<Value>: ParserPrinter {
  @usableFromInline let parser: AnyParserPrinter<Substring, Value>
  /// What the segment must be, for error messages: `"items"`, `an integer`.
  public let expectation: String

  /// A segment parsed and printed by any parser-printer of its text.
  ///
  /// ```swift
  /// Segment(expecting: "a page number") { Int.parser(of: Substring.UTF8View.self) }
  /// ```
  ///
  /// - Parameters:
  ///   - expectation: What the segment must be, as an error message says it.
  ///   - build: The parser-printer of the segment's whole text.
  @inlinable
  public init<P: ParserPrinter>(
    expecting expectation: String, @ParserBuilder<Substring> _ build: () -> P
  ) where P.Input == Substring, P.Output == Value {
    self.parser = build().eraseToAnyParserPrinter()
    self.expectation = expectation
  }

  /// The segment that reads exactly `literal`.
  ///
  /// - Parameter literal: The segment's text, `"items"`.
  @inlinable
  public init(_ literal: String) where Value == Void {
    self.init(expecting: "\"\(literal)\"") { ExactText(literal) }
  }

  /// A segment that holds an integer, such as an item's ID.
  ///
  /// - Parameter type: The integer type: `Int.self`.
  @inlinable
  public init(_ type: Value.Type) where Value: FixedWidthInteger {
    self.init(expecting: "an integer") { From(.utf8) { Value.parser() } }
  }

  /// A segment that holds a UUID, in either case.
  ///
  /// - Parameter type: `UUID.self`.
  @inlinable
  public init(_ type: UUID.Type) where Value == UUID {
    self.init(expecting: "a UUID") { From(.utf8) { UUID.parser() } }
  }

  /// A segment that holds any text: a search term, a name.
  ///
  /// - Parameter type: `String.self`.
  @inlinable
  public init(_ type: String.Type) where Value == String {
    self.init(expecting: "non-empty text") { Rest().map(.string) }
  }

  /// Any text, the empty text included: a query item's value that a person may have cleared.
  ///
  /// ```swift
  /// Field("name", optional: .text)   // "?name=" is the empty name
  /// ```
  public static var text: Segment<String> {
    Segment<String>(expecting: "text") { Prefix<Substring> { _ in true }.map(.string) }
  }

  /// A segment that holds one of an enum's raw values.
  ///
  /// ```swift
  /// enum Tab: String, CaseIterable { case details, notes }
  /// Segment(Tab.self)   // "details" or "notes"
  /// ```
  ///
  /// - Parameter type: The enum.
  @inlinable
  public init(_ type: Value.Type)
  where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
    let cases = Value.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
    self.init(expecting: "one of \(cases)") { Value.parser() }
  }

  /// Reads the next path segment of `input`, which must match whole.
  ///
  /// - Parameter input: The link's components not read yet.
  /// - Returns: The segment's value.
  @inlinable
  public func parse(_ input: inout LinkComponents) throws -> Value {
    let index = input.path.startIndex
    guard var text = input.path.first else {
      input.failures.expect(expectation, at: .segment(index), found: nil)
      throw linkMismatch
    }
    let value: Value
    do {
      value = try parser.parse(&text)
    } catch {
      input.failures.expect(expectation, at: .segment(index), found: input.path[index])
      throw linkMismatch
    }
    guard text.isEmpty else {
      input.failures.expect(expectation, at: .segment(index), found: input.path[index])
      throw linkMismatch
    }
    input.path.removeFirst()
    return value
  }

  /// Writes `output` as the path segment in front of `input`'s.
  ///
  /// - Parameters:
  ///   - output: The segment's value.
  ///   - input: The link's components printed so far, which follow this segment.
  @inlinable
  public func print(_ output: Value, into input: inout LinkComponents) throws {
    var text = Substring()
    try parser.print(output, into: &text)
    input.path.insert(text, at: input.path.startIndex)
  }
}

/// Thrown by a route when a link does not match it; the router reads why from the components'
/// log, not from the error.
@usableFromInline
struct LinkFailure: Error, CustomStringConvertible {
  @usableFromInline init() {}

  @usableFromInline var description: String { "the link does not match this route" }
}

/// ``LinkFailure``, made once: a link is tried against every route before its own, and each
/// of those throws it, which would otherwise allocate an error box every time.
@usableFromInline
let routeMismatch: any Error = LinkFailure()

/// What a route's segments and fields throw when the link does not match them: ``LinkFailure``
/// as swift-parsing wraps it, wrapped once.
///
/// A route's segments and fields are combined by swift-parsing's parser builders, which pass
/// an error of swift-parsing's own on as it is, and describe any other error the moment they
/// wrap it (thousands of instructions: casts and string interpolation). A link is tried against
/// every route before its own, and each of those fails at a segment, so describing the failure
/// anew each time was a fifth of opening a link. The router reads why a link failed from the
/// components' log, never from this error, and a route throws ``LinkFailure`` in its place. A
/// parser of the app's own that runs a segment directly gets swift-parsing's description of
/// it: "the link does not match this route", at the first column of an empty input.
@usableFromInline
let linkMismatch: any Error = {
  var input = Substring()
  do {
    try Fail<Substring, Void>(throwing: LinkFailure()).parse(&input)
  } catch {
    return error
  }
  return LinkFailure()
}()

/// Text that must be exactly `text`, byte for byte: a literal path segment. Links are compared
/// as the bytes they are made of, not as Unicode text.
@usableFromInline
struct ExactText: ParserPrinter {
  @usableFromInline let text: String

  @inlinable
  init(_ text: String) {
    self.text = text
  }

  @inlinable
  func parse(_ input: inout Substring) throws {
    guard input.utf8.elementsEqual(text.utf8) else { throw LinkFailure() }
    input = input[input.endIndex...]
  }

  @inlinable
  func print(_ output: Void, into input: inout Substring) {
    input = Substring(text) + input
  }
}
