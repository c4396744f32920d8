import Foundation
import Waypoint

/// Saves the app's navigation state to a file and restores it, for `--state FILE`.
///
/// The file is versioned JSON. A missing file means "start fresh"; a file that cannot be read or
/// decoded is an error that says what is wrong, never a crash.
///
/// ```swift
/// try StateFile(path: "nav.json").save(store.state)
/// let state = try StateFile(path: "nav.json").load()  // AppFeature.State?
/// ```
public struct StateFile: Sendable {
  /// The version written, and the only one read.
  public static let version = 1

  /// The file's path.
  public var path: String

  /// Creates a state file at a path.
  ///
  /// - Parameter path: The file's path.
  public init(path: String) {
    self.path = path
  }

  /// Reads the state.
  ///
  /// - Returns: The saved state, or `nil` when the file does not exist.
  /// - Throws: ``StateFileError`` when the file cannot be read or does not hold a valid state.
  public func load() throws(StateFileError) -> AppFeature.State? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw StateFileError(path: path, reason: "it cannot be read (\(error.localizedDescription))")
    }
    do {
      let version = try JSONDecoder().decode(Version.self, from: data).version
      guard version == Self.version else {
        throw StateFileError(
          path: path,
          reason: "it has version \(version), but this app reads version \(Self.version)")
      }
      return try JSONDecoder().decode(Snapshot.self, from: data).state
    } catch let error as StateFileError {
      throw error
    } catch let error as DecodingError {
      throw StateFileError(path: path, reason: Self.describe(error))
    } catch {
      throw StateFileError(path: path, reason: "\(error)")
    }
  }

  /// Writes the state, atomically.
  ///
  /// - Parameter state: The state to save.
  /// - Throws: ``StateFileError`` when the file cannot be written.
  public func save(_ state: AppFeature.State) throws(StateFileError) {
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      let data = try encoder.encode(Snapshot(version: Self.version, state: state))
      try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw StateFileError(
        path: path, reason: "it cannot be written (\(error.localizedDescription))")
    }
  }

  private struct Version: Decodable {
    var version: Int
  }

  private struct Snapshot: Codable {
    var version: Int
    var state: AppFeature.State
  }

  private static func describe(_ error: DecodingError) -> String {
    func at(_ context: DecodingError.Context) -> String {
      let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
      return path.isEmpty ? "" : " at “\(path.joined(separator: "."))”"
    }
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      return "it is not valid JSON"
    case .dataCorrupted(let context):
      return "it has an invalid value\(at(context)): \(context.debugDescription)"
    case .keyNotFound(let key, let context):
      return "it lacks “\(key.stringValue)”\(at(context))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "it has a value of the wrong type\(at(context))"
    @unknown default:
      return "\(error)"
    }
  }
}

/// A state file that cannot be read, decoded or written.
public struct StateFileError: Error, Equatable, CustomStringConvertible {
  /// The file's path.
  public var path: String
  /// What is wrong with it.
  public var reason: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - reason: What is wrong with it, as the end of "cannot use the state file …: ".
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  public var description: String {
    """
    cannot use the state file “\(path)”: \(reason).
    Delete the file or pass another --state path to start from the initial state.
    """
  }
}
