@_exported import WaypointNodes
