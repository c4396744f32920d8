// Runs the demo as a process (and tmux): on Linux and macOS only.
#if os(Linux) || os(macOS)

  import Foundation
  import InventoryApp
  import Testing

  /// Names of wide characters keep script output within the terminal's width, in the single stack
  /// and in the split view.
  @Suite struct WideCharactersEndToEndTests {
    func frames(_ output: String) -> [(command: String, lines: [String])] {
      ScriptModeTests().frames(output)
    }

    /// The columns of a line's box borders, counted as the terminal does.
    func borderColumns(_ line: String) -> Set<Int> {
      var columns: Set<Int> = []
      var position = 0
      for character in line {
        if "│┌└┐┘".contains(character) { columns.insert(position) }
        position += DisplayWidth.of(character)
      }
      return columns
    }

    @Test(arguments: [32, 33, 80, 130])
    func everyLineOfEveryFrameFitsTheWidth(width: Int) throws {
      let result = try InventoryExecutable.run([
        "--width", "\(width)", "--script",
        "select 2; open; edit; name 漢字🚀 Gizmo; save; wait 1; back; select 2; open",
      ])
      #expect(result.status == 0, "\(result.stderr)")
      let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      for line in lines {
        #expect(DisplayWidth.of(line) <= width, "\(DisplayWidth.of(line)) columns: \(line)")
      }
      let frames = frames(result.stdout)
      #expect(frames.allSatisfy { $0.lines.count == 24 })
      // Boxes keep their right border in the last column.
      for line in frames.flatMap(\.lines) where line.hasPrefix("┌") || line.hasPrefix("│") {
        if DisplayWidth.of(line) != width, line.hasSuffix("│") || line.hasSuffix("┐") {
          Issue.record("a box line of \(DisplayWidth.of(line)) columns: \(line)")
        }
      }
      #expect(result.stdout.contains("漢字🚀"))
    }

    @Test func theSplitViewKeepsItsColumnsAligned() throws {
      let result = try InventoryExecutable.run([
        "--width", "130", "--script", "select 2; open; edit; name 漢字🚀 Gizmo; save; wait 1",
      ])
      #expect(result.status == 0, "\(result.stderr)")
      let last = try #require(frames(result.stdout).last)
      #expect(last.lines.contains { $0.contains("• 漢字🚀 Gizmo") })
      for line in last.lines[2...21] {
        #expect(Set([0, 21, 22, 61, 62, 129]).isSubset(of: borderColumns(line)), "\(line)")
        #expect(DisplayWidth.of(line) == 130, "\(line)")
      }
    }
  }

#endif
