// Runs the demo as a process (and tmux): on Linux and macOS only.
#if os(Linux) || os(macOS)

  import Foundation
  import Testing

  /// The README's sample screen of the demo, under "The demo": the screen its command line draws,
  /// and one that does not look wrong.
  @Suite struct ReadmeDemoScreenTests {
    /// The sample: the arguments of the `swift run inventory …` line above it, and its lines.
    func sample() throws -> (arguments: [String], screen: [String]) {
      let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
      let readme = try String(
        contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
      let section = try #require(
        readme.components(separatedBy: "\n## The demo\n").dropFirst().first)
      let command = try #require(
        section.components(separatedBy: "`swift run inventory ").dropFirst().first?
          .components(separatedBy: "`:\n").first)
      let block = try #require(
        section.components(separatedBy: "```text\n").dropFirst().first?
          .components(separatedBy: "\n```").first)
      return (Self.arguments(command), block.components(separatedBy: "\n"))
    }

    /// Splits a command line into arguments, as a shell does with words and double quotes.
    static func arguments(_ line: String) -> [String] {
      var arguments: [String] = []
      var word: String?
      var quoted = false
      for character in line {
        switch character {
        case "\"":
          quoted.toggle()
          word = word ?? ""
        case " " where !quoted:
          if let finished = word { arguments.append(finished) }
          word = nil
        default: word = (word ?? "") + String(character)
        }
      }
      if let word { arguments.append(word) }
      return arguments
    }

    @Test func theSampleIsTheLastScreenItsCommandDraws() throws {
      let (arguments, screen) = try sample()
      #expect(arguments.contains("--script"))
      let result = try InventoryExecutable.run(arguments)
      #expect(result.status == 0, "\(result.stderr)")
      let output = result.stdout.hasSuffix("\n") ? result.stdout.dropLast() : result.stdout[...]
      let frames = output.components(separatedBy: "\n── ")
      // The last frame, without its `── command ───` rule.
      let last = try #require(frames.last).components(separatedBy: "\n").dropFirst()
      #expect(
        Array(last) == screen,
        "Regenerate the README's sample with `swift run inventory \(arguments.joined(separator: " "))`"
      )
    }

    @Test func theSampleShowsNoEntryTwice() throws {
      let (_, screen) = try sample()
      // An entry: "│ ▸ 3  Quantity: 12  (+1)  [+]   │" — its text up to the next border. An
      // alert drawn over a form cuts it short: "│   3  Quantity: 12 │ … │".
      let labels = screen.compactMap { line -> String? in
        let text = line.drop { "│║ ▸".contains($0) }
        guard let number = text.first, number.isNumber else { return nil }
        let label = text.drop { $0.isNumber }.drop { $0 == " " }.prefix { !"│║╭╰".contains($0) }
        return label.trimmingCharacters(in: .whitespaces)
      }
      #expect(labels.count >= 3)
      #expect(Set(labels).count == labels.count, "\(labels)")
    }
  }

#endif
