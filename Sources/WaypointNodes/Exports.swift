@_exported import Waypoint
