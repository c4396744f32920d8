// Runs the demo as a process (and tmux): on Linux and macOS only.
#if os(Linux) || os(macOS)

  import Foundation
  import InventoryApp
  import Testing

  /// `--width` and `--height` take the sizes the app draws, no more, as the script's `width` does.
  @Suite struct TerminalSizeLimitTests {
    @Test(arguments: [
      (["--width", "1001"], "--width must be at most 1000 columns", "got 1001."),
      (["--width", "10000000"], "--width must be at most 1000 columns", "got 10000000."),
      (["--height", "1001"], "--height must be at most 1000 rows", "got 1001."),
      (["--height", "10000"], "--height must be at most 1000 rows", "got 10000."),
    ])
    func aSizeTooLargeToDrawIsAUsageError(arguments: [String], problem: String, value: String)
      throws
    {
      let result = try InventoryExecutable.run(arguments + ["--script", "open"], timeout: 20)
      #expect(!result.timedOut)
      #expect(result.status == 64)
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.contains(problem))
      #expect(result.stderr.contains(value))
    }

    @Test func theLargestSizeAcceptedIsDrawn() throws {
      let maximum = Renderer.maximumSize
      let result = try InventoryExecutable.run([
        "--width", "\(maximum.width)", "--height", "\(maximum.height)", "--script", "open",
      ])
      #expect(result.status == 0, "\(result.stderr)")
      let frames = ScriptModeTests().frames(result.stdout)
      #expect(frames.count == 2)
      #expect(frames.allSatisfy { $0.lines.count == maximum.height })
      #expect(frames.flatMap(\.lines).map(\.count).max() == maximum.width)
    }

    @Test func theScriptsWidthCommandTakesTheSameLargestWidth() throws {
      let result = try InventoryExecutable.run(["--script", "width 1001"])
      #expect(result.status == 1)
      #expect(
        result.stderr.contains(
          "from \(Renderer.minimumSize.width) to \(Renderer.maximumSize.width)"))
    }

    @Test func helpStatesTheLimits() throws {
      let help = try InventoryExecutable.run(["--help"]).stdout
      #expect(help.contains("Columns in script mode, 32 to 1000."))
      #expect(help.contains("Rows in script mode, 10 to 1000."))
    }
  }

#endif
