import Testing
import Waypoint

extension Trait where Self == ConditionTrait {
  /// For a test of a shortcut that reads the runtime's memory layout: it runs only while the
  /// shortcuts are on. With `WAYPOINT_FAST_PATHS=off` the rest of the suite tests the fallbacks.
  static var layoutShortcuts: Self {
    .enabled(if: FastPaths.areEnabled, "layout shortcuts are off (WAYPOINT_FAST_PATHS=off)")
  }
}
