#if canImport(SwiftUI)
  @_exported import Waypoint
#endif
