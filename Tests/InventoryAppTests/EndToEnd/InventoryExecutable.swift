// Runs the demo as a process (and tmux): on Linux and macOS only.
#if os(Linux) || os(macOS)

  import Foundation
  import Testing

  /// Finds and runs the built `inventory` executable.
  ///
  /// `swift test` builds every product, so the executable sits next to the test bundle in the build
  /// folder being tested (`.build/debug`, or any `--scratch-path`). Failing that, the newest
  /// `.build*/debug/inventory` of this package is used.
  enum InventoryExecutable {
    struct Result {
      var status: Int32
      var stdout: String
      var stderr: String
      /// Whether the run was stopped because it outlived its time limit.
      var timedOut = false
    }

    static func url() throws -> URL {
      let fileManager = FileManager.default
      var folders = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
      folders.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
      for folder in folders {
        let candidate = folder.appendingPathComponent("inventory")
        if fileManager.isExecutableFile(atPath: candidate.path) { return candidate }
      }
      let package = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
      let builds = (try? fileManager.contentsOfDirectory(atPath: package.path)) ?? []
      let newest = builds.filter { $0.hasPrefix(".build") }
        .map { package.appendingPathComponent($0).appendingPathComponent("debug/inventory") }
        .filter { fileManager.isExecutableFile(atPath: $0.path) }
        .max { modified($0) < modified($1) }
      return try #require(
        newest,
        "The inventory executable was not found next to the tests in \(folders[0].path). Build it with `swift build`."
      )
    }

    private static func modified(_ url: URL) -> Date {
      let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
      return attributes?[.modificationDate] as? Date ?? .distantPast
    }

    /// Runs the executable with arguments, without a terminal, and waits up to `timeout` seconds,
    /// then stops it.
    static func run(
      _ arguments: [String], timeout seconds: Double = 60, environment: [String: String] = [:]
    ) throws -> Result {
      let process = Process()
      process.executableURL = try url()
      process.arguments = arguments
      let stdout = Pipe()
      let stderr = Pipe()
      process.standardOutput = stdout
      process.standardError = stderr
      process.standardInput = FileHandle.nullDevice
      if !environment.isEmpty {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
      }
      try process.run()
      let timedOut = LockIsolatedFlag()
      let timeout = DispatchWorkItem {
        timedOut.set()
        process.terminate()
      }
      DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: timeout)
      let output = stdout.fileHandleForReading.readDataToEndOfFile()
      let errors = stderr.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      timeout.cancel()
      return Result(
        status: process.terminationStatus,
        stdout: String(decoding: output, as: UTF8.self),
        stderr: String(decoding: errors, as: UTF8.self),
        timedOut: timedOut.isSet
      )
    }
  }

  /// A flag set once from any thread.
  final class LockIsolatedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
  }

#endif
