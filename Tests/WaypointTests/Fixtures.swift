import Foundation
import Waypoint

// MARK: - Stack elements

struct ListState: Equatable, Hashable, Codable, Sendable {
  var query = ""
}

struct DetailState: Equatable, Hashable, Codable, Sendable {
  var title: String
}

@CasePathable @dynamicMemberLookup
enum Screen: Equatable, Hashable, Codable, Sendable {
  case list(ListState)
  case detail(DetailState)
}

// MARK: - Actions

@CasePathable
enum DetailAction: Equatable, Hashable, Codable, Sendable {
  case saveButtonTapped
  case titleChanged(String)
}

@CasePathable
enum ListAction: Equatable, Hashable, Sendable {
  case rowTapped(Int)
}

@CasePathable
enum PathAction: Equatable, Hashable, Sendable {
  case detail(DetailAction)
  case list(ListAction)
}

@CasePathable
enum AppAction: Equatable, Sendable {
  case path(StackAction<Screen, PathAction>)
  case destination(PresentationAction<DetailAction>)
}

// MARK: - Alerts

enum AlertAction: Equatable, Hashable, Codable, Sendable {
  case confirm
  case archive
  case select(Int)
}

// MARK: - Helpers

/// Runs `operation` with a fresh stack ID generator that starts at `start`.
@discardableResult
func withFreshIDs<R>(from start: Int = 0, _ operation: () throws -> R) rethrows -> R {
  try withDependencies {
    $0.stackElementID = .incrementing(from: start)
  } operation: {
    try operation()
  }
}

/// Encodes `value` to JSON with sorted keys, so the text is stable.
func encodeJSON<T: Encodable>(_ value: T) throws -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys]
  return String(decoding: try encoder.encode(value), as: UTF8.self)
}

/// Decodes `T` from JSON text.
func decodeJSON<T: Decodable>(_ type: T.Type, from json: String) throws -> T {
  try JSONDecoder().decode(type, from: Data(json.utf8))
}

/// Encodes `value` to JSON and decodes it back.
func roundTrip<T: Codable>(_ value: T) throws -> T {
  try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
}
