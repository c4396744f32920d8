import Foundation
import Waypoint

/// Saves the app's navigation state to a file and restores it, for `--state FILE`.
///
/// The file is versioned JSON. A missing file means "start fresh"; a file that cannot be read or
/// decoded is an error that says what is wrong and what to do, never a crash. A file that decodes
/// but holds values the app cannot show (a zero refresh interval, a detail of an item that is not
/// in the inventory) is repaired, and each repair is reported.
///
/// ```swift
/// let file = StateFile(path: "nav.json")
/// try file.checkWritable()            // before the session, so its state is never lost
/// let restored = try file.load()      // StateFile.Restored?
/// try file.save(store.state)
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

  /// A state read from a file, with what had to be repaired in it.
  public struct Restored: Equatable, Sendable {
    /// The state, repaired.
    public var state: AppFeature.State
    /// One sentence for each value that was repaired; empty when the file was sound.
    public var repairs: [String]

    /// Creates a restored state.
    ///
    /// - Parameters:
    ///   - state: The state, repaired.
    ///   - repairs: What was repaired.
    public init(state: AppFeature.State, repairs: [String]) {
      self.state = state
      self.repairs = repairs
    }
  }

  /// Reads the state.
  ///
  /// - Returns: The saved state and its repairs, or `nil` when the file does not exist.
  /// - Throws: ``StateFileError`` when the file cannot be read or does not hold a valid state.
  public func load() throws(StateFileError) -> Restored? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return nil
    }
    guard !isDirectory.boolValue else { throw .isDirectory(path) }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw StateFileError(
        path: path, reason: "it cannot be read (\(Self.describe(fileError: error)))",
        advice: .permissions)
    }
    var state = try decode(data)
    let repairs = state.repair()
    return Restored(state: state, repairs: repairs)
  }

  /// Checks that the state can be saved at the path, without writing anything.
  ///
  /// Call it before a session starts, so that a path that cannot be written is reported before
  /// any work is done rather than when the state is saved at the end.
  ///
  /// - Throws: ``StateFileError`` naming why the file cannot be written: a path that names no
  ///   file (empty, or ending in "/"), a folder that does not exist, a directory at the path, or
  ///   missing permission.
  public func checkWritable() throws(StateFileError) {
    let fileManager = FileManager.default
    let namesNoFile = StateFileError(
      path: path, reason: "it names no file",
      advice: .other("Pass the path of a file, such as “inventory.json”."))
    guard !path.isEmpty else { throw namesNoFile }
    var isDirectory: ObjCBool = false
    if fileManager.fileExists(atPath: path, isDirectory: &isDirectory) {
      guard !isDirectory.boolValue else { throw .isDirectory(path) }
      guard fileManager.isWritableFile(atPath: path) else {
        throw StateFileError(
          path: path, reason: "it is not writable (permission denied)", advice: .permissions)
      }
    }
    guard !path.hasSuffix("/") else { throw namesNoFile }
    // Saving writes a new file beside the old one and renames it into place, so the folder must
    // be writable even when the file already is.
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    guard fileManager.fileExists(atPath: folder, isDirectory: &isDirectory) else {
      throw StateFileError(
        path: path, reason: "its folder “\(folder)” does not exist",
        advice: .other("Create the folder, or pass a --state path in an existing folder."))
    }
    guard isDirectory.boolValue else {
      throw StateFileError(
        path: path, reason: "“\(folder)” is a file, not a folder",
        advice: .other("Pass a --state path in an existing folder."))
    }
    guard fileManager.isWritableFile(atPath: folder) else {
      throw StateFileError(
        path: path, reason: "its folder “\(folder)” is not writable (permission denied)",
        advice: .other("Pass a --state path in a folder you can write to."))
    }
  }

  /// Writes the state, atomically.
  ///
  /// - Parameter state: The state to save.
  /// - Throws: ``StateFileError`` when the file cannot be written.
  public func save(_ state: AppFeature.State) throws(StateFileError) {
    try checkWritable()
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      let data = try encoder.encode(Snapshot(version: Self.version, state: state))
      try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw StateFileError(
        path: path, reason: "it cannot be written (\(Self.describe(fileError: error)))",
        advice: .other("Pass a --state path you can write to."))
    }
  }

  private func decode(_ data: Data) throws(StateFileError) -> AppFeature.State {
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
      throw StateFileError(path: path, reason: "it cannot be decoded (\(error))")
    }
  }

  private struct Version: Decodable {
    var version: Int
  }

  private struct Snapshot: Codable {
    var version: Int
    var state: AppFeature.State
  }
}

extension StateFile {
  static func describe(_ error: DecodingError) -> String {
    func at(_ context: DecodingError.Context) -> String {
      let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
      return path.isEmpty ? "" : " at “\(path.joined(separator: "."))”"
    }
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      return "it is not valid JSON"
    case .dataCorrupted(let context):
      let detail = context.debugDescription.trimmingCharacters(in: CharacterSet(charactersIn: ". "))
      return "it has an invalid value\(at(context)): \(detail)"
    case .keyNotFound(let key, let context):
      return "it lacks “\(key.stringValue)”\(at(context))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "it has a value of the wrong type\(at(context))"
    @unknown default:
      return "\(error)"
    }
  }

  /// A file system error in words, from its POSIX cause where there is one, never as a raw
  /// Foundation domain and code.
  package static func describe(fileError error: any Error) -> String {
    let error = error as NSError
    let underlying = (error.userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError }
    for candidate in [underlying, error].compactMap({ $0 })
    where candidate.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(candidate.code))).lowercased()
    }
    switch error.code {
    case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return "no such file"
    case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return "permission denied"
    case NSFileWriteOutOfSpaceError: return "the disk is full"
    case NSFileWriteVolumeReadOnlyError: return "the volume is read-only"
    case NSFileReadUnknownError: return "the system could not read it"
    case NSFileWriteUnknownError: return "the system could not write it"
    default: return "error \(error.code)"
    }
  }
}

/// A state file that cannot be read, decoded or written.
public struct StateFileError: Error, Equatable, CustomStringConvertible {
  /// What to do about an error.
  public enum Advice: Equatable, Sendable {
    /// The file's contents are unusable: delete it or use another path.
    case contents
    /// The file cannot be read or written: fix its permissions or use another path.
    case permissions
    /// Advice of its own.
    case other(String)

    /// The advice as a sentence.
    public var text: String {
      switch self {
      case .contents:
        "Delete the file or pass another --state path to start from the initial state."
      case .permissions:
        "Check the file's permissions, or pass another --state path."
      case .other(let text): text
      }
    }
  }

  /// The file's path.
  public var path: String
  /// What is wrong with it.
  public var reason: String
  /// What to do about it.
  public var advice: Advice

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - reason: What is wrong with it, as the end of "cannot use the state file …: ".
  ///   - advice: What to do about it.
  public init(path: String, reason: String, advice: Advice = .contents) {
    self.path = path
    self.reason = reason
    self.advice = advice
  }

  static func isDirectory(_ path: String) -> Self {
    StateFileError(
      path: path, reason: "it is a directory",
      advice: .other(
        "Pass the path of a file, such as “\((path as NSString).appendingPathComponent("inventory.json"))”."
      ))
  }

  public var description: String {
    "cannot use the state file “\(path)”: \(reason).\n\(advice.text)"
  }
}
