// Runs the demo as a process (and tmux): on Linux and macOS only.
#if os(Linux) || os(macOS)

  import Foundation
  import InventoryApp
  import Testing

  /// Control characters in data (a link, a state file, a script) reach the output as "�", never as
  /// themselves: they cannot clear the terminal, split a row or write a NUL.
  @Suite struct ControlCharactersEndToEndTests {
    /// Whether text holds a control character other than a line feed.
    func hasControlCharacters(_ text: String) -> Bool {
      text.unicodeScalars.contains { TerminalText.isControl($0) && $0 != "\n" }
    }

    func frames(_ output: String) -> [(command: String, lines: [String])] {
      ScriptModeTests().frames(output)
    }

    @Test func aNameFromALinkIsShownWithStandIns() throws {
      let result = try InventoryExecutable.run([
        "--open", "inventory://items/2/edit?name=%1B%5B2J%0A%00x", "--script", "url",
      ])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(!hasControlCharacters(result.stdout))
      let frames = frames(result.stdout)
      #expect(frames.count == 2)
      // The line feed did not split the row: each frame is 24 rows, and the note of `url`.
      #expect(frames[0].lines.count == 24)
      #expect(frames[1].lines.count == 25)
      #expect(frames[0].lines.contains { $0.contains("▸ 1  Name: �[2J��x  [n]") })
      #expect(frames[0].lines.allSatisfy { $0.count <= 80 })
    }

    @Test func aNameFromAStateFileIsShownWithStandIns() throws {
      let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("inventory-controls-\(UUID()).json").path
      defer { try? FileManager.default.removeItem(atPath: path) }
      let saved = try InventoryExecutable.run([
        "--state", path, "--script", "select 2; open; edit; name \u{1B}[2J\u{7}X; save; wait 1",
      ])
      #expect(saved.status == 0, "\(saved.stderr)")
      #expect(!hasControlCharacters(saved.stdout))
      // The script's own text, echoed in each frame's header, is shown with stand-ins too.
      #expect(saved.stdout.contains("── name �[2J�X ─"))

      let restored = try InventoryExecutable.run(["--state", path, "--script", "back; select 2"])
      #expect(restored.status == 0, "\(restored.stderr)")
      #expect(!hasControlCharacters(restored.stdout))
      let last = try #require(frames(restored.stdout).last)
      #expect(last.lines.count == 24)
      #expect(last.lines.contains { $0.contains("▸ 2  �[2J�X — Gadget, 4 recorded") })
    }

    @Test func anErrorThatEchoesALinkShowsItsControlCharactersAsStandIns() throws {
      let result = try InventoryExecutable.run([
        "--open", "inventory://items/4%0A2%1B%5B2J", "--script", "url",
      ])
      #expect(result.status == 1)
      #expect(!hasControlCharacters(result.stderr))
      // One line: the decoded line feed did not split it.
      #expect(result.stderr.hasPrefix("inventory: error: inventory://items/4%0A2%1B%5B2J: "))
      #expect(result.stderr.contains("4�2�[2J"))
      #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test func anErrorThatEchoesAScriptCommandShowsItsControlCharactersAsStandIns() throws {
      let result = try InventoryExecutable.run(["--script", "open; \u{1B}[2J\u{7}"])
      #expect(result.status == 1)
      #expect(!hasControlCharacters(result.stderr))
      #expect(result.stderr.contains("(“�[2J�”)"))
    }

    @Test func anArgumentErrorThatEchoesAnArgumentShowsItsControlCharactersAsStandIns() throws {
      for arguments in [["--width", "\u{1B}[2J"], ["--graph", "dot\u{7}"], ["--bogus\u{1B}c"]] {
        let result = try InventoryExecutable.run(arguments)
        #expect(result.status == 64, "\(arguments)")
        #expect(!hasControlCharacters(result.stderr), "\(arguments)")
        #expect(result.stderr.contains("�"), "\(arguments)")
        #expect(result.stdout.isEmpty)
      }
      // Help is written as it is, to standard output.
      let help = try InventoryExecutable.run(["--help"])
      #expect(help.status == 0)
      #expect(help.stdout.contains("USAGE: inventory") && help.stderr.isEmpty)
    }

    @Test func aLinkThatFailsInAScriptIsReportedWithStandIns() throws {
      let result = try InventoryExecutable.run([
        "--script", "link inventory://items/2/edit?kind=b%1B%5B2Jx%0A",
      ])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(!hasControlCharacters(result.stdout))
      #expect(result.stdout.contains("Link failed: ") && result.stdout.contains("b�[2Jx"))
      // The line feed the link decodes to stays on the note's line, as its stand-in.
      #expect(result.stdout.split(separator: "\n").contains { $0.contains("b�[2Jx�") })
    }
  }

#endif
