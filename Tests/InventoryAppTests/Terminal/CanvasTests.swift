import InventoryApp
import Testing

/// What reaches the terminal from the canvas: columns as the terminal counts them, and no
/// control characters.
@Suite struct CanvasTests {
  @Test func controlCharactersAreDrawnAsStandIns() {
    var canvas = Canvas(width: 20, height: 2)
    canvas.write("a\u{1B}[2J\n\u{0}b\u{7F}\u{9B}", row: 0, column: 0)
    #expect(canvas.lines == ["a�[2J��b��", ""])
  }

  @Test func wideCharactersTakeTwoColumns() {
    var canvas = Canvas(width: 10, height: 3)
    canvas.box(top: 0, left: 0, bottom: 2, right: 9, style: .single)
    canvas.write("漢字🚀", row: 1, column: 1, limit: 8)
    #expect(canvas.lines[1] == "│漢字🚀  │")
    #expect(canvas.lines.allSatisfy { DisplayWidth.of($0) == 10 })
  }

  @Test func textWiderThanItsLimitIsCutByColumns() {
    var canvas = Canvas(width: 10, height: 3)
    canvas.box(top: 0, left: 0, bottom: 2, right: 9, style: .single)
    canvas.write("漢字かなカナ", row: 1, column: 1, limit: 8)
    // 8 columns: three wide characters would need 6, then "…" 1, and the last column is blank.
    #expect(canvas.lines[1] == "│漢字か… │")
  }

  @Test func aWideCharacterThatWouldStraddleTheLastColumnIsLeftOut() {
    var canvas = Canvas(width: 5, height: 2)
    canvas.write("abc漢字", row: 0, column: 0)
    #expect(canvas.lines[0] == "abc…")
    canvas.write("漢字", row: 1, column: 3)
    #expect(canvas.lines[1] == "   …")
  }

  @Test func drawingOverHalfAWideCharacterBlanksTheOtherHalf() {
    var canvas = Canvas(width: 6, height: 2)
    canvas.write("漢字漢", row: 0, column: 0)
    canvas.write("|", row: 0, column: 1)
    #expect(canvas.lines[0] == " |字漢")
    canvas.write("|", row: 0, column: 4)
    #expect(canvas.lines[0] == " |字|")
    canvas.write("ab漢", row: 1, column: 0)
    canvas.write("字", row: 1, column: 1)
    #expect(canvas.lines[1] == "a字")
    #expect(canvas.lines.allSatisfy { DisplayWidth.of($0) <= 6 })
  }

  @Test func charactersThatTakeNoColumnOfTheirOwnAreLeftOut() {
    var canvas = Canvas(width: 10, height: 1)
    canvas.write("\u{301}a\u{200B}b\u{202E}c e\u{301}", row: 0, column: 0)
    #expect(canvas.lines[0] == "abc e\u{301}")
  }
}
