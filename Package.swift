// swift-tools-version: 6.2

import CompilerPluginSupport
import PackageDescription

// The SwiftUI layer's type check on Linux (`bash .ci/typecheck-swiftui`): with this variable set,
// `WaypointSwiftUI`, `WaypointNodesSwiftUI` and the example app build against a stand-in that declares the SwiftUI API
// they use, with Apple's signatures. It checks types, not rendering; apps never set it.
let typeChecksSwiftUI = Context.environment["WAYPOINT_SWIFTUI_TYPECHECK"] == "1"
/// Where `.ci/typecheck-swiftui` puts the stand-in's module. Only the SwiftUI layer and the example
/// app see it: the packages they depend on are built as they are for Linux.
let swiftUIStandIn: [SwiftSetting] =
  typeChecksSwiftUI
  ? [.unsafeFlags(["-I", Context.packageDirectory + "/.build/swiftui-standin"])] : []

// The ThreadSanitizer lane of `.ci/run` (`WAYPOINT_LIBRARY_TESTS_ONLY=1`) builds the library's test
// targets only: not the demo and its tests, the fuzz targets, the macros' expansion tests (which
// would build swift-syntax a second time), the documentation's examples (copies of the articles'
// code, which the debug suite runs; left out to keep the lane's build short),
// or the stack-depth probe (which the lane's `WAYPOINT_SANITIZER` skips).
let libraryTestsOnly = Context.environment["WAYPOINT_LIBRARY_TESTS_ONLY"] == "1"
let leftOutOfLibraryTests: Set<String> = [
  "InventoryApp", "inventory", "InventoryAppTests", "WaypointMacrosTests", "WaypointFuzzTargets",
  "WaypointFuzzDriver", "waypoint-fuzz", "FuzzingTests", "waypoint-stack-probe",
  "DocumentationExamplesTests",
]

// `.ci/run`'s optimized run under AddressSanitizer (`WAYPOINT_OPTIMIZED_SUITE=1`) leaves out the
// macros' expansion tests, which compare the text the macros write and run in the debug suite
// (they would build swift-syntax a second time, optimized and instrumented; the plug-in, built
// there as for debugging, still writes every expansion that run compiles), and the
// documentation's examples, copies of the articles' code that the debug suite compiles and runs
// (the largest test module but one).
let optimizedSuite = Context.environment["WAYPOINT_OPTIMIZED_SUITE"] == "1"
let leftOutOfOptimizedSuite: Set<String> = ["WaypointMacrosTests", "DocumentationExamplesTests"]

// The fuzz build (`Fuzzing/run`, which `.ci/run` also runs the test suite on) sets
// `WAYPOINT_FUZZ_COVERAGE=1`: every regular and executable target of the package is instrumented
// for coverage (the library's modules, the demo's and the fuzz targets' among them), and the tests
// are not, since no fuzzer runs them. Its toolset (`toolset.json` in its scratch folder) optimizes
// every module and adds AddressSanitizer, which the instrumentation needs. The test targets are
// then compiled as for debugging (`-Onone`, given to the frontend, where it comes after the
// toolset's `-O`): the code they test, the library's and the dependencies', is optimized as an
// app's release build optimizes it, and the tests' own code is not what an app runs. (Optimized,
// WaypointTestingTests alone took 235 s of that build on 2 cores; as for debugging, 78 s.)
let fuzzCoverage = Context.environment["WAYPOINT_FUZZ_COVERAGE"] == "1"

let package = Package(
  name: "Waypoint",
  platforms: [
    .iOS(.v17),
    .macOS(.v14),
    .tvOS(.v17),
    .watchOS(.v10),
  ],
  products: [
    .library(name: "Waypoint", targets: ["Waypoint"]),
    .library(name: "WaypointTesting", targets: ["WaypointTesting"]),
    .library(name: "WaypointRouting", targets: ["WaypointRouting"]),
    .library(name: "WaypointRestoration", targets: ["WaypointRestoration"]),
    .library(name: "WaypointRules", targets: ["WaypointRules"]),
    .library(name: "WaypointNodes", targets: ["WaypointNodes"]),
    .library(name: "WaypointNodesTesting", targets: ["WaypointNodesTesting"]),
    .library(name: "WaypointSwiftUI", targets: ["WaypointSwiftUI"]),
    .library(name: "WaypointNodesSwiftUI", targets: ["WaypointNodesSwiftUI"]),
    // The demo (`swift run inventory`) is no product: SwiftPM gives the root package's
    // executable targets a product of their own, and clients neither see it nor resolve what
    // only it needs.
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-atomics", from: "1.3.0"),
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    // The range swift-case-paths' own macros accept, from the first version with the macro APIs
    // WaypointMacros uses; it resolves to the version swift-case-paths' macros build with.
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"605.0.0"),
    .package(url: "https://github.com/pointfreeco/swift-macro-testing", from: "0.7.0"),
    .package(url: "https://github.com/pointfreeco/swift-parsing", from: "0.15.2"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    // `swift package generate-documentation` (.ci/docs builds every module's DocC catalog).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    .macro(
      name: "WaypointMacros",
      dependencies: [
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ]
    ),
    .target(
      name: "Waypoint",
      dependencies: [
        "WaypointMacros",
        .product(name: "Atomics", package: "swift-atomics"),
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "OrderedCollections", package: "swift-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    .target(
      name: "WaypointTesting",
      dependencies: [
        "Waypoint",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        // Makes `reportIssue`, and so every failed assertion of a test store, fail the Swift
        // Testing or XCTest test that runs it: a test target that depends on WaypointTesting
        // alone fails when it should.
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .target(
      name: "WaypointRouting",
      dependencies: [
        "Waypoint",
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "Parsing", package: "swift-parsing"),
      ]
    ),
    .target(
      name: "WaypointRestoration",
      dependencies: [
        "Waypoint",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
      ]
    ),
    .target(
      name: "WaypointRules",
      dependencies: [
        "Waypoint",
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    .target(
      name: "WaypointNodes",
      dependencies: [
        "Waypoint",
        "WaypointMacros",
        .product(name: "Atomics", package: "swift-atomics"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    // Test doubles for the coordinator layer, for an app's test targets.
    .target(
      name: "WaypointNodesTesting",
      dependencies: ["WaypointNodes"]
    ),
    // The SwiftUI layer for stores; an app of stores imports no node.
    .target(
      name: "WaypointSwiftUI",
      dependencies: ["Waypoint"],
      swiftSettings: swiftUIStandIn
    ),
    // The SwiftUI layer for the coordinator layer's nodes, over the one for stores.
    .target(
      name: "WaypointNodesSwiftUI",
      dependencies: ["WaypointNodes", "WaypointSwiftUI"],
      swiftSettings: swiftUIStandIn
    ),
    .target(
      name: "InventoryApp",
      dependencies: [
        "Waypoint", "WaypointNodes", "WaypointRestoration", "WaypointRouting", "WaypointRules",
        .product(name: "Parsing", package: "swift-parsing"),
      ]
    ),
    .executableTarget(
      name: "inventory",
      dependencies: [
        "InventoryApp",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Sends through 50 presentations into a 1,000-element stack: StackDepthTests runs it with a
    // 512 KiB stack. An executable of the root package only; no product holds it.
    .executableTarget(
      name: "waypoint-stack-probe",
      dependencies: ["Waypoint"],
      path: "Tests/StackProbe"
    ),
    // Helpers shared by the test targets (a seeded random number generator, and how many times a
    // test repeats its work in each lane of `.ci/run`); no product holds it.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    // The fuzz targets of every parser and decoder of outside data (Fuzzing/README.md): run under
    // libFuzzer by `Fuzzing/run`, and over their corpora by FuzzingTests. No product holds them.
    .target(
      name: "WaypointFuzzTargets",
      dependencies: [
        "InventoryApp", "Waypoint", "WaypointNodes", "WaypointRestoration", "WaypointRouting",
        "WaypointRules",
      ],
      path: "Fuzzing/Targets"
    ),
    .target(name: "WaypointFuzzDriver", path: "Fuzzing/CDriver"),
    .executableTarget(
      name: "waypoint-fuzz",
      dependencies: [
        "WaypointFuzzTargets", "WaypointFuzzDriver",
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ],
      path: "Fuzzing/Driver"
    ),
    .testTarget(
      name: "FuzzingTests",
      dependencies: [
        "WaypointFuzzTargets", "WaypointRouting",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      path: "Fuzzing/Tests"
    ),
    .testTarget(
      name: "InventoryAppTests",
      dependencies: [
        "TestSupport",
        "InventoryApp",
        "Waypoint",
        "WaypointRouting",
        "WaypointRules",
        "WaypointTesting",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "WaypointRoutingTests",
      dependencies: [
        "TestSupport",
        "WaypointRouting",
        "Waypoint",
        "WaypointTesting",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
        .product(name: "Parsing", package: "swift-parsing"),
      ],
      packageAccess: false
    ),
    .testTarget(
      name: "WaypointRestorationTests",
      dependencies: [
        "TestSupport",
        "WaypointRestoration",
        "Waypoint",
        "WaypointTesting",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "WaypointRulesTests",
      dependencies: [
        "TestSupport",
        "WaypointRules",
        "Waypoint",
        "WaypointRestoration",
        "WaypointRouting",
        "WaypointTesting",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
        .product(name: "Parsing", package: "swift-parsing"),
      ],
      packageAccess: false
    ),
    .testTarget(
      name: "WaypointNodesTests",
      dependencies: [
        "TestSupport",
        "WaypointNodes",
        "WaypointNodesTesting",
        "Waypoint",
        "WaypointRestoration",
        "WaypointRouting",
        "WaypointRules",
        "WaypointTesting",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      packageAccess: false
    ),
    .testTarget(
      name: "WaypointMacrosTests",
      dependencies: [
        .product(name: "MacroTesting", package: "swift-macro-testing"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      // The macros' own sources, through a link to their folder, without the plug-in's entry
      // point: a test target that depends on a macro target is built for the machine that
      // builds, and so is every test target linked with it, which made a debug build compile the
      // library and its dependencies twice (once for the tests, once for the demo and the fuzz
      // targets). Now swift-syntax is compiled twice instead (for the plug-in and for these
      // tests): on 2 cores the debug build took 627 s instead of 751 s.
      exclude: ["Implementation/Plugin.swift"]
    ),
    .testTarget(
      name: "WaypointTests",
      dependencies: [
        "TestSupport",
        "Waypoint",
        "WaypointTesting",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    // The README's and the DocC articles' examples, with their tests, compiled as an app compiles
    // them: without `package` access, and with IssueReportingTestSupport only through
    // WaypointTesting.
    .testTarget(
      name: "DocumentationExamplesTests",
      dependencies: [
        "Waypoint",
        "WaypointNodes",
        "WaypointRestoration",
        "WaypointRouting",
        "WaypointRules",
        "WaypointTesting",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ],
      packageAccess: false
    ),
    .testTarget(
      name: "WaypointTestingTests",
      dependencies: [
        "TestSupport",
        "Waypoint",
        "WaypointNodes",
        "WaypointRestoration",
        "WaypointRouting",
        "WaypointRules",
        "WaypointTesting",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

if fuzzCoverage {
  for target in package.targets {
    switch target.type {
    case .regular, .executable:
      target.swiftSettings =
        (target.swiftSettings ?? [])
        + [.unsafeFlags(["-sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table"])]
    case .test:
      target.swiftSettings =
        (target.swiftSettings ?? []) + [.unsafeFlags(["-Xfrontend", "-Onone"])]
    default:
      break
    }
  }
}

if optimizedSuite {
  package.targets.removeAll { leftOutOfOptimizedSuite.contains($0.name) }
}

if libraryTestsOnly {
  package.targets.removeAll { leftOutOfLibraryTests.contains($0.name) }
}

if typeChecksSwiftUI {
  package.targets += [
    .target(
      name: "InventorySwiftUI",
      dependencies: ["InventoryApp", "WaypointNodesSwiftUI"],
      path: "Examples/InventorySwiftUI",
      exclude: ["README.md"],
      swiftSettings: swiftUIStandIn
    ),
    .target(
      name: "ReadmeSwiftUI",
      dependencies: ["WaypointSwiftUI"],
      path: "Examples/ReadmeSwiftUI",
      packageAccess: false,
      swiftSettings: swiftUIStandIn
    ),
    .target(
      name: "SwiftUISeedViews",
      dependencies: ["WaypointNodesSwiftUI"],
      path: "Examples/SwiftUISeedViews",
      packageAccess: false,
      swiftSettings: swiftUIStandIn
    ),
  ]
}
