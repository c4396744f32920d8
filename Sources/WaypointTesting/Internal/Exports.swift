// A test needs the feature's types as well as `TestStore`, so one import brings both.
@_exported import Waypoint
