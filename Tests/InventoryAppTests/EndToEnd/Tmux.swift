// Runs the demo as a process (and tmux): on Linux and macOS only.
#if os(Linux) || os(macOS)

  import Foundation
  import Testing

  #if canImport(Glibc)
    import Glibc
  #endif

  /// A private tmux server with one fixed-size pane, for driving the interactive app.
  ///
  /// Every command is bounded in time, and ``kill()`` stops the server.
  struct Tmux {
    let socket = "waypoint-test-\(UUID().uuidString.prefix(8))"
    let target = "demo"

    static var isInstalled: Bool {
      (try? run(["tmux", "-V"]).status) == 0
    }

    /// Starts the server with a pane running `command` at a fixed size.
    func start(_ command: String, width: Int = 80, height: Int = 24) throws {
      let result = try tmux([
        "new-session", "-d", "-s", target, "-x", "\(width)", "-y", "\(height)", command,
      ])
      try #require(result.status == 0, "tmux new-session failed: \(result.output)")
    }

    func sendKeys(_ keys: String...) throws {
      _ = try tmux(["send-keys", "-t", target] + keys)
    }

    func resize(width: Int, height: Int) throws {
      _ = try tmux(["resize-window", "-t", target, "-x", "\(width)", "-y", "\(height)"])
    }

    /// The pane's visible lines.
    func capture() throws -> [String] {
      var output = try tmux(["capture-pane", "-p", "-t", target]).output
      if output.hasSuffix("\n") { output.removeLast() }
      return output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// A format variable of the pane, such as `alternate_on`.
    func display(_ format: String) throws -> String {
      try tmux(["display-message", "-p", "-t", target, format]).output
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits up to `timeout` for the screen to satisfy `condition`, and returns the last capture.
    @discardableResult
    func waitFor(
      _ description: String,
      timeout: Duration = .seconds(10),
      _ condition: ([String]) -> Bool
    ) async throws -> [String] {
      let deadline = ContinuousClock.now.advanced(by: timeout)
      var screen = try capture()
      while !condition(screen), ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(100))
        screen = try capture()
      }
      #expect(
        condition(screen),
        "Timed out waiting for \(description). Screen:\n\(screen.joined(separator: "\n"))")
      return screen
    }

    func kill() {
      _ = try? tmux(["kill-server"])
    }

    private func tmux(_ arguments: [String]) throws -> (status: Int32, output: String) {
      try Self.run(["tmux", "-u", "-L", socket, "-f", "/dev/null"] + arguments)
    }

    /// Runs a command with `posix_spawn` and waits for it, bounded by `timeout(1)`.
    ///
    /// Not `Process`: it learns that a child ended from a descriptor the child inherits, and the
    /// tmux server, forked from the client, keeps that descriptor open for as long as it runs.
    private static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
      let outputPath = FileManager.default.temporaryDirectory
        .appendingPathComponent("tmux-output-\(UUID())").path
      defer { try? FileManager.default.removeItem(atPath: outputPath) }
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
      posix_spawn_file_actions_adddup2(&actions, 1, 2)
      var environment = ProcessInfo.processInfo.environment
      environment["LANG"] = "C.UTF-8"
      environment["LC_ALL"] = "C.UTF-8"
      environment["TERM"] = "xterm-256color"
      environment["TMUX"] = nil
      let argv = ["timeout", "10"] + arguments
      let cArguments = argv.map { strdup($0) } + [nil]
      let cEnvironment = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
      defer {
        for pointer in cArguments + cEnvironment { free(pointer) }
      }
      // Threads of the test process block signals; without a clean mask the tmux server would
      // inherit that, never see its panes exit, and outlive "kill-server".
      var attributes = posix_spawnattr_t()
      posix_spawnattr_init(&attributes)
      defer { posix_spawnattr_destroy(&attributes) }
      var noSignals = sigset_t()
      var allSignals = sigset_t()
      sigemptyset(&noSignals)
      sigfillset(&allSignals)
      posix_spawnattr_setsigmask(&attributes, &noSignals)
      posix_spawnattr_setsigdefault(&attributes, &allSignals)
      posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
      var pid = pid_t()
      let spawned = posix_spawnp(&pid, "timeout", &actions, &attributes, cArguments, cEnvironment)
      try #require(
        spawned == 0, "could not start \(arguments.joined(separator: " ")): error \(spawned)")
      var status: Int32 = 0
      while waitpid(pid, &status, 0) == -1, errno == EINTR {}
      let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
      let exited = status & 0x7F == 0
      return (exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), output)
    }
  }

#endif
