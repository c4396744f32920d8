import Foundation
import WaypointRestoration

/// A JSON value where a whole number belongs, read as one.
struct WholeNumber {
  /// What keeps a value from being a whole number.
  enum Problem: Equatable {
    /// It is one.
    case none
    /// A whole number too large, or too small, for an `Int`.
    case outOfRange
    /// A number with a fraction.
    case fraction
    /// A whole number, written as text: `"12"`.
    case text
    /// Anything else: text, `true`, `null`, a list, an object.
    case notANumber
  }

  /// The value as a repair quotes it, `1e+30` or `“twelve”`; `nil` when there is none.
  var found: String?
  /// What keeps it from being a whole number.
  var problem = Problem.none
  /// The whole number it stands for, when that fits an `Int`: 12 for `"12"`, 2 for 2.5.
  var number: Int?
  /// Whether a number beyond `Int` is above its range rather than below.
  private var isAbove = true

  /// Reads a value.
  ///
  /// - Parameter json: The value; `nil` when it is missing.
  init(_ json: JSONValue?) {
    guard let json else { return }
    found = StateValueRepair.describe(json)
    switch json {
    case .int(let int):
      number = int
    case .double(let double) where double.isFinite && double.rounded(.towardZero) == double:
      // A whole number that fits an `Int` is read as `.int`.
      problem = .outOfRange
      isAbove = double > 0
    case .double(let double) where double.isFinite:
      problem = .fraction
      number = Int(exactly: double.rounded(.towardZero))
    case .string(let string):
      number = Int(string.trimmingCharacters(in: .whitespaces))
      problem = number == nil ? .notANumber : .text
    default:
      problem = .notANumber
    }
  }

  /// What is wrong with the value, to follow it after a comma: "a number out of range".
  var phrase: String {
    switch problem {
    case .none: "a whole number"
    case .outOfRange: "a number out of range"
    case .fraction: "not a whole number"
    case .text: "a number written as text"
    case .notANumber: "which is not a number"
    }
  }

  /// The whole number the value stands for, brought into `range`; `nil` when it stands for
  /// none.
  func clamped(to range: ClosedRange<Int>) -> Int? {
    guard found != nil, problem != .notANumber else { return nil }
    guard let number else { return isAbove ? range.upperBound : range.lowerBound }
    return min(max(number, range.lowerBound), range.upperBound)
  }
}
