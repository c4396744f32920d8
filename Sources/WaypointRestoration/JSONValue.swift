/// A JSON value, as a migration sees a snapshot's state: objects, arrays and scalars that can be
/// read and changed before the state is decoded.
///
/// ```swift
/// SnapshotMigration(from: 1) { state in
///   // Version 2 renamed "tab" to "selectedTab".
///   state["selectedTab"] = state["tab"] ?? "inventory"
///   state["tab"] = nil
/// }
/// ```
public enum JSONValue: Equatable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number that is a whole number and fits in an `Int`: `3`, and also `3.0` or `3e0`.
  case int(Int)
  /// Any other number. (A whole number beyond `Int`'s range becomes a `Double`, and loses the
  /// digits a `Double` cannot hold.)
  case double(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object. Its keys have no order.
  case object([String: JSONValue])

  /// The value under `key` of an object; `nil` for a missing key or a value that is not an
  /// object. Setting it on an object sets or (with `nil`) removes the key; setting it on any
  /// other value does nothing.
  public subscript(key: String) -> JSONValue? {
    get {
      guard case .object(let object) = self else { return nil }
      return object[key]
    }
    set {
      guard case .object(var object) = self else { return }
      self = .null  // lets `object` be changed in place
      object[key] = newValue
      self = .object(object)
    }
  }

  /// The element at `index` of an array; `nil` for an index out of range or a value that is not
  /// an array.
  public subscript(index: Int) -> JSONValue? {
    guard case .array(let array) = self, array.indices.contains(index) else { return nil }
    return array[index]
  }

  /// The string, if the value is one.
  public var stringValue: String? {
    guard case .string(let string) = self else { return nil }
    return string
  }

  /// The integer, if the value is one.
  public var intValue: Int? {
    guard case .int(let int) = self else { return nil }
    return int
  }

  /// The elements, if the value is an array.
  public var arrayValue: [JSONValue]? {
    guard case .array(let array) = self else { return nil }
    return array
  }

  /// The keys and values, if the value is an object.
  public var objectValue: [String: JSONValue]? {
    guard case .object(let object) = self else { return nil }
    return object
  }

  /// Changes every element of an array in place; does nothing to any other value.
  ///
  /// ```swift
  /// state["path"]?["elements"]?.mapElements { element in element["detail"]?["_0"]?["note"] = "" }
  /// ```
  ///
  /// - Parameter transform: Changes one element.
  public mutating func mapElements(_ transform: (inout JSONValue) throws -> Void) rethrows {
    guard case .array(var array) = self else { return }
    self = .null
    for index in array.indices {
      try transform(&array[index])
    }
    self = .array(array)
  }

  /// Renames a key of an object, keeping its value; does nothing when the key is missing or the
  /// value is not an object.
  ///
  /// - Parameters:
  ///   - key: The old name.
  ///   - newKey: The new name.
  public mutating func renameKey(_ key: String, to newKey: String) {
    guard let value = self[key] else { return }
    self[key] = nil
    self[newKey] = value
  }
}

extension JSONValue: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let int = try? container.decode(Int.self) {
      self = .int(int)
    } else if let double = try? container.decode(Double.self) {
      self = .double(double)
    } else if let string = try? container.decode(String.self) {
      self = .string(string)
    } else if let array = try? container.decode([JSONValue].self) {
      self = .array(array)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let bool): try container.encode(bool)
    case .int(let int): try container.encode(int)
    case .double(let double): try container.encode(double)
    case .string(let string): try container.encode(string)
    case .array(let array): try container.encode(array)
    case .object(let object): try container.encode(object)
    }
  }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral,
  ExpressibleByNilLiteral, ExpressibleByFloatLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(integerLiteral value: Int) { self = .int(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(floatLiteral value: Double) { self = .double(value) }
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  public init(nilLiteral: ()) { self = .null }
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { $1 }))
  }
}
