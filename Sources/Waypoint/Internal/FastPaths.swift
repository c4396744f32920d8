import Foundation

/// The one switch over the send path's shortcuts that read the Swift runtime's memory layout.
///
/// Reading an enum's tag and payload through its value witnesses, lending a presented feature
/// the action that lies in such a payload, and reading `@Presents` storage as one word at its
/// offset, depend on layouts the runtime does not document. Each has
/// a plain fallback that goes through the public API (case paths, key paths). Setting the
/// environment variable `WAYPOINT_FAST_PATHS=off` before the process starts forces every
/// fallback, so that the test suite can run once with the shortcuts and once without them.
///
/// With the switch off, `@Presents` storage is always reached through its key path, even where
/// `MemoryLayout.offset(of:)` gives an offset. Shortcuts that use documented API only are not
/// switched: other stored state (`\.path`) reached at its offset, and comparing dependency values
/// bit for bit (equal bits are the same values).
package enum FastPaths {
  /// Whether the layout-dependent shortcuts are used; read once, from `WAYPOINT_FAST_PATHS`.
  package static let areEnabled: Bool = {
    guard let value = ProcessInfo.processInfo.environment["WAYPOINT_FAST_PATHS"] else {
      return true
    }
    return !["off", "0", "false", "no"].contains(value.lowercased())
  }()
}
