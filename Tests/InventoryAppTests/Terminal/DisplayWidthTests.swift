import InventoryApp
import TestSupport
import Testing

@Suite struct DisplayWidthTests {
  @Test func asciiTakesOneColumnACharacter() {
    #expect(DisplayWidth.of("Gizmo — Gadget, 4 recorded") == 26)
    #expect(DisplayWidth.of("") == 0)
  }

  @Test(arguments: ["漢", "字", "か", "한", "Ａ", "！", "　"])
  func eastAsianWideAndFullwidthCharactersTakeTwoColumns(character: Character) {
    #expect(DisplayWidth.of(character) == 2)
  }

  @Test(arguments: ["ｶ", "…", "─", "│", "▸", "•", "é", "ß", "Ж", "\u{AD}"])
  func narrowHalfwidthAndAmbiguousCharactersTakeOneColumn(character: Character) {
    #expect(DisplayWidth.of(character) == 1)
  }

  @Test(arguments: ["🚀", "👍🏽", "👨‍👩‍👧", "🇫🇷", "©️", "1️⃣", "⌚", "🫨"])
  func emojiShownAsEmojiTakeTwoColumns(character: Character) {
    #expect(DisplayWidth.of(character) == 2)
  }

  @Test func textSymbolsWithoutTheEmojiSelectorTakeOneColumn() {
    #expect(DisplayWidth.of("©") == 1)
    #expect(DisplayWidth.of("1") == 1)
    #expect(DisplayWidth.of("☀") == 1)
  }

  @Test func combiningMarksAndZeroWidthCharactersTakeNoColumnOfTheirOwn() {
    #expect(DisplayWidth.of("e\u{301}") == 1)
    #expect(DisplayWidth.of("漢\u{301}") == 2)
    #expect(DisplayWidth.of("\u{301}") == 0)
    #expect(DisplayWidth.of("\u{200B}") == 0)
    #expect(DisplayWidth.of("\u{202E}") == 0)
    #expect(DisplayWidth.of("\u{2028}") == 0)
    #expect(DisplayWidth.of("a\u{200B}b") == 2)
  }

  @Test func aControlCharacterTakesTheColumnOfItsStandIn() {
    #expect(DisplayWidth.of("\u{1B}[2J") == 4)
    #expect(DisplayWidth.of("\u{0}\u{7F}\u{9B}") == 3)
    #expect(DisplayWidth.of("\r\n") == 1)
  }

  @Test func textTakesTheSumOfItsCharacters() {
    #expect(DisplayWidth.of("漢字🚀 Gizmo") == 12)
  }

  @Test func truncateCutsByColumnsAndEndsWithAnEllipsis() {
    #expect(DisplayWidth.truncate("Gizmo", to: 5) == "Gizmo")
    #expect(DisplayWidth.truncate("Gizmo", to: 4) == "Giz…")
    #expect(DisplayWidth.truncate("漢字かな", to: 8) == "漢字かな")
    #expect(DisplayWidth.truncate("漢字かな", to: 7) == "漢字か…")
    #expect(DisplayWidth.truncate("Gizmo", to: 0) == "")
  }

  @Test func aWideCharacterThatWouldStraddleTheLastColumnBecomesASpace() {
    #expect(DisplayWidth.truncate("漢字かな", to: 6) == "漢字… ")
    #expect(DisplayWidth.truncate("🚀ab", to: 2) == "… ")
    #expect(DisplayWidth.truncate("🚀", to: 1) == "…")
  }

  @Test func prefixTakesWhatFits() {
    let (text, columns) = DisplayWidth.prefix("a漢b", fitting: 2)
    #expect(text == "a")
    #expect(columns == 1)
  }

  @Test func padFillsWithSpacesByColumns() {
    #expect(DisplayWidth.pad("漢字", to: 6) == "漢字  ")
    #expect(DisplayWidth.pad("Gizmo", to: 3) == "Gizmo")
  }

  @Test func rowsBreakTextAtAnyCharacterByColumns() {
    #expect(DisplayWidth.rows("inventory://items/2", of: 8) == ["inventor", "y://item", "s/2"])
    #expect(DisplayWidth.rows("ab漢字", of: 3) == ["ab", "漢", "字"])
    #expect(DisplayWidth.rows("🚀", of: 1) == ["🚀"])
    #expect(DisplayWidth.rows("", of: 8).isEmpty)
  }

  /// Truncation always fits, and takes every column when it cuts, whatever the characters.
  @Test func truncatedTextTakesExactlyTheColumnsGivenWhenCut() {
    var generator = SplitMix64(seed: 0xD15_0001)
    let pool: [Character] = ["a", "漢", "🚀", "e\u{301}", "\u{200B}", "\u{1B}", "…", "👨‍👩‍👧"]
    for _ in 0..<500 {
      let length = Int.random(in: 0...12, using: &generator)
      let text = String((0..<length).map { _ in pool.randomElement(using: &generator)! })
      let columns = Int.random(in: 1...14, using: &generator)
      let truncated = DisplayWidth.truncate(text, to: columns)
      if DisplayWidth.of(text) <= columns {
        #expect(truncated == text)
      } else {
        #expect(DisplayWidth.of(truncated) == columns, "\(text.debugDescription) to \(columns)")
        #expect(truncated.contains("…"))
      }
    }
  }
}
