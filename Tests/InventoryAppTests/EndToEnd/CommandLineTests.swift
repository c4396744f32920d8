// Runs the demo as a process (and tmux): on Linux and macOS only.
#if os(Linux) || os(macOS)

  import Foundation
  import InventoryApp
  import Testing

  /// The executable's options and help, as a user meets them.
  @Suite struct CommandLineTests {
    @Test(arguments: [
      (["--height", "6"], "--height must be at least 10 rows", "got 6."),
      (["--height", "-1"], "--height must be at least 10 rows", "got -1."),
      (["--width", "0"], "--width must be at least 32 columns", "got 0."),
      (["--width", "-80"], "--width must be at least 32 columns", "got -80."),
    ])
    func aSizeTooSmallToDrawIsAUsageError(arguments: [String], problem: String, value: String)
      throws
    {
      let result = try InventoryExecutable.run(arguments + ["--script", "open"])
      #expect(result.status == 64)
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.contains(problem))
      #expect(result.stderr.contains(value))
      #expect(!result.stderr.contains("Missing value"))
    }

    @Test func theSmallestSizeAcceptedDrawsScreensNotANotice() throws {
      let minimum = Renderer.minimumSize
      let result = try InventoryExecutable.run([
        "--width", "\(minimum.width)", "--height", "\(minimum.height)", "--script", "open; edit",
      ])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(!result.stdout.contains("Terminal too small"))
      #expect(result.stdout.contains("Name: Widget"))
    }

    @Test func aWaitPastTheLimitSaysTheLimit() throws {
      let result = try InventoryExecutable.run(["--script", "wait 3601"])
      #expect(result.status == 1)
      #expect(
        result.stderr
          == "inventory: error: script step 1 (“wait 3601”): “wait” takes 0 to 3600 seconds (an hour), not 3601\n"
      )
    }

    @Test func helpListsEveryExitStatus() throws {
      let help = try InventoryExecutable.run(["--help"]).stdout
      #expect(help.contains("0    success"))
      #expect(help.contains("1    a refused script command"))
      #expect(help.contains("64   a usage error"))
      let usage = try InventoryExecutable.run(["--no-such-option"])
      #expect(usage.status == 64)
    }

    @Test func helpReadsWellAt80Columns() throws {
      let help = try InventoryExecutable.run(["--help"], environment: ["COLUMNS": "80"]).stdout
      let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      // The usage line is ArgumentParser's own and may be longer; everything else fits.
      for line in lines where !line.hasPrefix("USAGE:") {
        #expect(line.count <= 80, "too long: \(line)")
      }
      // No word is left alone on a line by wrapping (a heading such as "KEYS" is fine).
      let orphans = lines.filter { line in
        let words = line.split(separator: " ")
        return words.count == 1 && words[0].uppercased() != words[0]
      }
      #expect(orphans.isEmpty, "words alone on a line: \(orphans)")
    }
  }

#endif
