import Foundation

/// What an app writes without `WaypointRestoration`: its path as a plain array, through
/// `JSONEncoder` and `JSONDecoder`, with no envelope, no IDs and no recovery.
public enum BaselineSnapshots {
  /// The bytes of `path`.
  public static func encode(_ path: [SnapshotScreen]) throws -> Data {
    try JSONEncoder().encode(path)
  }

  /// The path `data` holds, or `nil` when any of it does not decode.
  public static func decode(_ data: Data) -> [SnapshotScreen]? {
    try? JSONDecoder().decode([SnapshotScreen].self, from: data)
  }
}
