// swift-tools-version: 6.2

// An app package set up as the README and Getting Started say, depending on Waypoint from
// outside: its code is theirs, compiled as a client compiles it (no `package` access, no
// `@testable import` of Waypoint). `.ci/client` runs its tests, and checks that the tests of
// `MyAppFailingTests`, which assert what is not so, fail.

import PackageDescription

let package = Package(
  name: "MyApp",
  platforms: [
    .iOS(.v17),
    .macOS(.v14),
    .tvOS(.v17),
    .watchOS(.v10),
  ],
  dependencies: [
    // In an app: .package(url: "https://github.com/waypoint-swift/waypoint", from: "0.1.0")
    .package(name: "waypoint", path: "../..")
  ],
  targets: [
    .target(
      name: "MyApp",
      dependencies: [
        .product(name: "Waypoint", package: "waypoint")
      ]
    ),
    .testTarget(
      name: "MyAppTests",
      dependencies: [
        "MyApp",
        .product(name: "WaypointTesting", package: "waypoint"),
      ]
    ),
    // Tests that must fail: each asserts what is not so. `.ci/client` runs them apart.
    .testTarget(
      name: "MyAppFailingTests",
      dependencies: [
        "MyApp",
        .product(name: "WaypointTesting", package: "waypoint"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
