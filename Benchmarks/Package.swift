// swift-tools-version: 6.2

import PackageDescription

// Waypoint's benchmarks. A package of its own, so that its dependencies never reach users.
//
// - `waypoint-ratios` times every shape against a hand-written baseline in the same process and
//   prints the ratio table (`./run`).
// - `WaypointBenchmarks` registers the same shapes with ordo-one/benchmark, for its metrics
//   (instructions, mallocs, percentiles) and baseline comparisons (`swift package benchmark`).
let package = Package(
  name: "WaypointBenchmarks",
  platforms: [
    .iOS(.v17),
    .macOS(.v14),
    .tvOS(.v17),
    .watchOS(.v10),
  ],
  dependencies: [
    .package(name: "Waypoint", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    .package(url: "https://github.com/ordo-one/malloc-interposer", from: "1.6.1"),
  ],
  targets: [
    .target(
      name: "WaypointShapes",
      dependencies: [
        .product(name: "Waypoint", package: "Waypoint"),
        .product(name: "WaypointNodes", package: "Waypoint"),
        .product(name: "WaypointRestoration", package: "Waypoint"),
        .product(name: "WaypointRouting", package: "Waypoint"),
        .product(name: "WaypointRules", package: "Waypoint"),
      ]
    ),
    .executableTarget(
      name: "waypoint-ratios",
      dependencies: [
        "WaypointShapes",
        .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
      ]
    ),
    .executableTarget(
      name: "WaypointBenchmarks",
      dependencies: [
        "WaypointShapes",
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/WaypointBenchmarks",
      plugins: [
        .plugin(name: "BenchmarkPlugin", package: "benchmark")
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
