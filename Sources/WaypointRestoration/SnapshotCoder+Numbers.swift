import Foundation
import Waypoint

extension SnapshotCoder {
  /// Whether `error` may be the one Foundation's JSON decoder throws for a number that does not
  /// fit the type it is decoded as (`1e30` or `99999999999999999999` as an `Int`, `1.5` as an
  /// `Int`). Depending on the platform's Foundation, that error names the value's place or none,
  /// and may call the whole document "not valid JSON"; either way it says the data is corrupted.
  static func mayBeAnUnfitNumber(_ error: any Error) -> Bool {
    guard case .dataCorrupted = error as? DecodingError else { return false }
    return true
  }

  /// The problem of a snapshot that is valid JSON but does not decode because a number in it
  /// does not fit the type of its value, naming the value; `nil` when the snapshot is not JSON,
  /// or no number is at fault.
  ///
  /// - Parameter data: The snapshot's bytes, which failed to decode with an error that
  ///   ``mayBeAnUnfitNumber(_:)``.
  func unfitNumberProblem(in data: Data) -> RestorationReport.Problem? {
    guard let json = try? JSONDecoder().decode(JSONValue.self, from: data) else { return nil }
    let found = Self.unfitNumber(in: json) { json in
      guard let data = try? JSONEncoder().encode(json) else { return true }
      let decoder = JSONDecoder()
      decoder.userInfo[NavigationRecovery.key] = NavigationRecovery(checks: checks)
      decoder.userInfo[EnvelopeReader<State>.schemaKey] = schema
      do {
        _ = try decoder.decode(EnvelopeReader<State>.self, from: data)
        return false
      } catch {
        return Self.mayBeAnUnfitNumber(error)
      }
    }
    guard let (path, number) = found else { return nil }
    let key = Envelope<State>.CodingKeys.state.stringValue
    guard path.first == .key(key) else {
      return .notASnapshot("“\(Self.describe(path))” is \(Self.describe(number))")
    }
    return .stateUnreadable(Self.describe(number, at: Array(path.dropFirst())))
  }

  /// Why a number does not fit its value, for a report: "the number at “items.0.quantity” is
  /// 1e+30, out of range for the value there".
  static func describe(_ number: JSONValue, at path: [JSONPathComponent]) -> String {
    "the number at “\(describe(path))” is \(describe(number))"
  }

  /// A number and what is wrong with it: "1e+30, out of range for the value there".
  private static func describe(_ number: JSONValue) -> String {
    switch number {
    case .double(let double) where double.rounded(.towardZero) != double:
      "\(double), not a whole number as the value there must be"
    case .double(let double): "\(double), out of range for the value there"
    case .int(let int): "\(int), out of range for the value there"
    default: "\(number)"
    }
  }

  /// A path as a report names it: `inventory.items.0.quantity`.
  static func describe(_ path: [JSONPathComponent]) -> String {
    path.map {
      switch $0 {
      case .key(let key): key
      case .index(let index): "\(index)"
      }
    }.joined(separator: ".")
  }

  /// Finds the first number of `json` (in an order of its own) at fault when decoding fails.
  ///
  /// Any number fits when it is 0, so setting the numbers at fault to 0 lets decoding get past
  /// them. Setting the numbers from some position on to 0 gets past them exactly when the first
  /// one at fault is among them, so a binary search over that position finds it, with a decode
  /// for each halving.
  ///
  /// - Parameters:
  ///   - json: The document, whose decoding fails on a number.
  ///   - failsOnANumber: Whether a document fails to decode on a number.
  /// - Returns: The number's path and value; `nil` when setting every number to 0 does not help.
  static func unfitNumber(
    in json: JSONValue, failsOnANumber: (JSONValue) -> Bool
  ) -> (path: [JSONPathComponent], value: JSONValue)? {
    var numbers: [(path: [JSONPathComponent], value: JSONValue)] = []
    collectNumbers(in: json, at: [], into: &numbers)
    func fails(zeroingFrom start: Int) -> Bool {
      var copy = json
      for number in numbers[start...] {
        copy.replace(at: number.path[...], with: .int(0))
      }
      return failsOnANumber(copy)
    }
    guard !numbers.isEmpty, !fails(zeroingFrom: 0) else { return nil }
    // fails(zeroingFrom: low) is false; fails(zeroingFrom: numbers.count), the document as it
    // is, is true.
    var low = 0
    var high = numbers.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if fails(zeroingFrom: middle) { high = middle } else { low = middle }
    }
    return numbers[low]
  }

  private static func collectNumbers(
    in json: JSONValue, at path: [JSONPathComponent],
    into numbers: inout [(path: [JSONPathComponent], value: JSONValue)]
  ) {
    switch json {
    case .int, .double:
      numbers.append((path, json))
    case .array(let array):
      for (index, element) in array.enumerated() {
        collectNumbers(in: element, at: path + [.index(index)], into: &numbers)
      }
    case .object(let object):
      for key in object.keys.sorted() {
        collectNumbers(in: object[key]!, at: path + [.key(key)], into: &numbers)
      }
    case .null, .bool, .string:
      break
    }
  }
}

/// A step of a path into a ``JSONValue``: a key of an object, or an index of an array.
enum JSONPathComponent: Equatable {
  case key(String)
  case index(Int)
}

extension JSONValue {
  /// Replaces the value at `path`; does nothing when there is none.
  mutating func replace(at path: ArraySlice<JSONPathComponent>, with value: JSONValue) {
    guard let first = path.first else {
      self = value
      return
    }
    switch (first, self) {
    case (.key(let key), .object(var object)) where object[key] != nil:
      self = .null
      object[key]!.replace(at: path.dropFirst(), with: value)
      self = .object(object)
    case (.index(let index), .array(var array)) where array.indices.contains(index):
      self = .null
      array[index].replace(at: path.dropFirst(), with: value)
      self = .array(array)
    default:
      break
    }
  }
}
