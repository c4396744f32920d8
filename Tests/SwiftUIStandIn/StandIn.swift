/// A test-only stand-in for Apple's SwiftUI module.
///
/// This module declares the part of SwiftUI's API that WaypointSwiftUI and the example app use, with
/// Apple's signatures (labels, generic constraints, result builders, actor isolation and `Sendable`
/// conformances), so that they type-check on Linux, where SwiftUI does not exist. It checks types,
/// not rendering: no declaration here does any work; bodies trap with `fatalError("stand-in")` or
/// just pass their arguments through.
/// It is never built for apps; the package adds it as the target `SwiftUI` only when the
/// environment variable `WAYPOINT_SWIFTUI_TYPECHECK` is `1`.
///
/// Each declaration carries the address of the Apple documentation page its signature comes from.
/// Like Apple's module, it re-exports Foundation and Observation, so a file that imports only
/// SwiftUI can use `URL`, `CGFloat`, `CGRect` and `@Observable`.

@_exported import Foundation
@_exported import Observation
