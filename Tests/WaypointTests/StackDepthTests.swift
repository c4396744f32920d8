#if os(Linux) || os(macOS)
  import Foundation
  import Testing

  /// A send through 50 nested presentations and into a 1,000-element stack does not overflow a
  /// 512 KiB stack, the size of a secondary thread's stack on Apple platforms, in the build under
  /// test (debug builds use the most stack).
  ///
  /// The send runs in a process of its own, `waypoint-stack-probe` (Tests/StackProbe), started with
  /// its stack limited by `ulimit -s`, so that an overflow crashes the probe and fails this test
  /// instead of ending the test run.
  ///
  /// The sanitizer lanes of `.ci/run` (`WAYPOINT_SANITIZER` set) skip it: a sanitizer's
  /// instrumentation makes every frame larger, so the sizes measured are not an app's.
  @Suite(.disabled(if: ProcessInfo.processInfo.environment["WAYPOINT_SANITIZER"] != nil))
  struct StackDepthTests {
    @Test func aSendThroughFiftyPresentationsIntoAThousandElementsFitsIn512KiB() throws {
      let run = try Self.runProbe(stackKiB: 512)
      #expect(run.reason == .exit && run.status == 0, "the probe crashed: \(run.output)")
      #expect(run.output.contains("stack limit: 512 KiB"))
      #expect(run.output.contains("presentations: 50, elements: 1000, taps: 2"))
    }

    /// The check above measures something: the limit holds, and a send through a hundred times as
    /// many presentations overflows it.
    @Test func aSendThroughFiveThousandPresentationsOverflowsIt() throws {
      let run = try Self.runProbe(stackKiB: 512, depth: 5_000)
      #expect(run.reason == .uncaughtSignal, "the probe did not crash: \(run.output)")
      // An overflow is a segmentation fault (SIGSEGV, 11), or a bus error (SIGBUS: 7 on Linux,
      // 10 on macOS), not a failed check.
      #expect([11, 7, 10].contains(run.status), "the probe ended by signal \(run.status)")
      #expect(run.output.contains("stack limit: 512 KiB"))
      #expect(!run.output.contains("presentations:"))
    }

    struct Run {
      var reason: Process.TerminationReason
      var status: Int32
      var output: String
    }

    /// Runs the probe with its stack limited to `stackKiB` and no core file.
    static func runProbe(stackKiB: Int, depth: Int = 50) throws -> Run {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = [
        "-c", "ulimit -c 0; ulimit -s \(stackKiB) && exec \"$0\" --depth \(depth)",
        try probe().path,
      ]
      let output = Pipe()
      process.standardOutput = output
      process.standardError = output
      process.standardInput = FileHandle.nullDevice
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return Run(
        reason: process.terminationReason, status: process.terminationStatus,
        output: String(decoding: data, as: UTF8.self))
    }

    /// The probe, built beside the tests in the build folder under test; failing that (the tests
    /// run by another tool), in this package's `.build/debug`.
    static func probe() throws -> URL {
      let package = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      let folders = [
        Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
        package.appendingPathComponent(".build/debug"),
      ]
      let found = folders.map { $0.appendingPathComponent("waypoint-stack-probe") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
      return try #require(
        found, "waypoint-stack-probe was not built beside the tests in \(folders[0].path)")
    }
  }
#endif
