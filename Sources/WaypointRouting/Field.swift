import Foundation
import Parsing

/// One query item of a link, by name, its value parsed and printed by a parser of its text.
///
/// ```swift
/// LinkRoute(.case(\.search)) {
///   Segment("search")
///   Field("q", String.self)          // required
///   Field("page", default: 1)        // optional: 1 when missing, and not printed when 1
///   Field("sort", Sort?.self)        // optional: nil when missing, and not printed when nil
/// }
/// // inventory://search?q=lamp&page=2 ⇄ .search(q: "lamp", page: 2)
/// ```
///
/// Query items a route does not name are ignored, so links that carry extra items (campaign
/// tags, say) still open. The first item with the field's name is the one read.
public struct Field<Value>: ParserPrinter {
  /// The query item's name.
  public let name: String
  @usableFromInline let value: Segment<Value>
  @usableFromInline let defaultValue: Value?
  @usableFromInline let isDefault: (Value) -> Bool

  /// A required query item whose value a segment parser reads: `Field("id", Int.self)` is made
  /// from `Segment(Int.self)`'s parser.
  ///
  /// - Parameters:
  ///   - name: The query item's name.
  ///   - value: How its value is parsed and printed.
  @inlinable
  public init(_ name: String, _ value: Segment<Value>) {
    self.name = name
    self.value = value
    self.defaultValue = nil
    self.isDefault = { _ in false }
  }

  /// A required query item holding an integer.
  ///
  /// - Parameters:
  ///   - name: The query item's name.
  ///   - type: The integer type.
  @inlinable
  public init(_ name: String, _ type: Value.Type) where Value: FixedWidthInteger {
    self.init(name, Segment(type))
  }

  /// A required query item holding any non-empty text.
  ///
  /// - Parameters:
  ///   - name: The query item's name.
  ///   - type: `String.self`.
  @inlinable
  public init(_ name: String, _ type: String.Type) where Value == String {
    self.init(name, Segment(type))
  }

  /// A required query item holding a UUID.
  ///
  /// - Parameters:
  ///   - name: The query item's name.
  ///   - type: `UUID.self`.
  @inlinable
  public init(_ name: String, _ type: UUID.Type) where Value == UUID {
    self.init(name, Segment(type))
  }

  /// A required query item holding one of an enum's raw values.
  ///
  /// - Parameters:
  ///   - name: The query item's name.
  ///   - type: The enum.
  @inlinable
  public init(_ name: String, _ type: Value.Type)
  where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
    self.init(name, Segment(type))
  }

  /// An optional query item: `defaultValue` when the link leaves it out, and left out of a
  /// printed link when it holds `defaultValue`.
  ///
  /// - Parameters:
  ///   - name: The query item's name.
  ///   - value: How its value is parsed and printed.
  ///   - defaultValue: The value of a missing item.
  @inlinable
  public init(_ name: String, _ value: Segment<Value>, default defaultValue: Value)
  where Value: Equatable {
    self.name = name
    self.value = value
    self.defaultValue = defaultValue
    self.isDefault = { $0 == defaultValue }
  }

  /// An optional integer query item.
  ///
  /// - Parameters:
  ///   - name: The query item's name.
  ///   - defaultValue: The value of a missing item.
  @inlinable
  public init(_ name: String, default defaultValue: Value) where Value: FixedWidthInteger {
    self.init(name, Segment(Value.self), default: defaultValue)
  }

  /// An optional query item holding one of an enum's raw values.
  ///
  /// - Parameters:
  ///   - name: The query item's name.
  ///   - defaultValue: The value of a missing item.
  @inlinable
  public init(_ name: String, default defaultValue: Value)
  where Value: CaseIterable & RawRepresentable & Equatable, Value.RawValue == String {
    self.init(name, Segment(Value.self), default: defaultValue)
  }

  /// An optional query item whose value a segment parser reads: `nil` when the link leaves it
  /// out, and left out of a printed link when `nil`.
  ///
  /// ```swift
  /// Field("note", optional: Segment(String.self))   // "?note=fragile", or nothing
  /// ```
  ///
  /// - Parameters:
  ///   - name: The query item's name.
  ///   - value: How its value, when there is one, is parsed and printed.
  @inlinable
  public init<Wrapped>(_ name: String, optional value: Segment<Wrapped>) where Value == Wrapped? {
    self.name = name
    self.value = Segment(expecting: value.expectation) {
      value.parser.map(SomeValue<Wrapped>())
    }
    self.defaultValue = .some(nil)
    self.isDefault = { $0 == nil }
  }

  /// An optional integer query item: `nil` when the link leaves it out.
  ///
  /// - Parameters:
  ///   - name: The query item's name.
  ///   - type: The optional integer type: `Int?.self`.
  @inlinable
  public init<Wrapped: FixedWidthInteger>(_ name: String, _ type: Wrapped?.Type)
  where Value == Wrapped? {
    self.init(name, optional: Segment(Wrapped.self))
  }

  /// An optional query item holding any non-empty text: `nil` when the link leaves it out.
  ///
  /// - Parameters:
  ///   - name: The query item's name.
  ///   - type: `String?.self`.
  @inlinable
  public init(_ name: String, _ type: String?.Type) where Value == String? {
    self.init(name, optional: Segment(String.self))
  }

  /// An optional query item holding one of an enum's raw values: `nil` when the link leaves it
  /// out.
  ///
  /// - Parameters:
  ///   - name: The query item's name.
  ///   - type: The optional enum type: `Sort?.self`.
  @inlinable
  public init<Wrapped>(_ name: String, _ type: Wrapped?.Type)
  where
    Value == Wrapped?, Wrapped: CaseIterable & RawRepresentable, Wrapped.RawValue == String
  {
    self.init(name, optional: Segment(Wrapped.self))
  }

  /// Reads the query item named ``name`` from `input`, or the default when it is missing.
  ///
  /// A link that gives the item more than once (`?name=a&name=b`) fails, naming the item.
  ///
  /// - Parameter input: The link's components not read yet.
  /// - Returns: The item's value.
  @inlinable
  public func parse(_ input: inout LinkComponents) throws -> Value {
    // A route's query items follow its path segments: a segment left over is what failed.
    if input.fieldsFollowPath, let segment = input.path.first {
      input.failures.expect(
        "the end of the path", at: .segment(input.path.startIndex), found: segment)
      throw linkMismatch
    }
    guard let index = input.query.firstIndex(where: { $0.name == name }) else {
      if let defaultValue { return defaultValue }
      input.failures.expect(value.expectation, at: .queryItem(name), found: nil)
      throw linkMismatch
    }
    // A query item given twice would be read once and the other value dropped without a word.
    if let again = input.query[(index + 1)...].first(where: { $0.name == name }) {
      let count = input.query.count { $0.name == name }
      input.failures.expect(
        "one \"\(name)\" item, not \(count)", at: .queryItem(name),
        found: Substring(again.value ?? ""))
      throw linkMismatch
    }
    let text = input.query[index].value ?? ""
    var rest = Substring(text)
    guard let parsed = try? value.parser.parse(&rest), rest.isEmpty else {
      input.failures.expect(value.expectation, at: .queryItem(name), found: Substring(text))
      throw linkMismatch
    }
    input.query.remove(at: index)
    return parsed
  }

  /// Writes `output` as the query item named ``name``, in front of `input`'s, unless it is the
  /// default.
  ///
  /// - Parameters:
  ///   - output: The item's value.
  ///   - input: The link's components printed so far.
  @inlinable
  public func print(_ output: Value, into input: inout LinkComponents) throws {
    if isDefault(output) { return }
    var text = Substring()
    try value.parser.print(output, into: &text)
    input.query.insert(LinkQueryItem(name: name, value: String(text)), at: 0)
  }
}

/// A value as a present optional, and back: how an optional field prints what it holds. (A
/// missing value is the field's default, which is never printed.)
@usableFromInline
struct SomeValue<Wrapped>: Conversion {
  @usableFromInline init() {}

  @usableFromInline
  func apply(_ input: Wrapped) -> Wrapped? { input }

  @usableFromInline
  func unapply(_ output: Wrapped?) throws -> Wrapped {
    guard let output else { throw LinkFailure() }
    return output
  }
}
