#if canImport(SwiftUI)
  @_exported import Waypoint
  @_exported import WaypointNodes
#endif
