#if canImport(SwiftUI)
  @_exported import WaypointNodes
  @_exported import WaypointSwiftUI
#endif
