import InventoryApp
import Testing

@Suite struct TerminalTextTests {
  @Test func everyC0AndC1ControlAndDELIsReplacedByTheStandIn() {
    let controls = Array(0x00...0x1F) + Array(0x7F...0x9F)
    for value in controls {
      let control = String(Character(Unicode.Scalar(UInt32(value))!))
      #expect(TerminalText.sanitize("a" + control + "b") == "a\u{FFFD}b", "U+\(value)")
    }
  }

  @Test func anEscapeSequenceIsShownNotObeyed() {
    #expect(TerminalText.sanitize("Gizmo\u{1B}[2J\n\u{0}") == "Gizmo�[2J��")
  }

  @Test func otherTextIsLeftAsItIs() {
    let text = "Widget — 漢字 🚀 e\u{301} \u{A0}\u{A1} ~ ½ �"
    #expect(TerminalText.sanitize(text) == text)
  }

  @Test func keepingLineBreaksKeepsOnlyLineFeeds() {
    #expect(
      TerminalText.sanitize("one\ntwo\r\nthree\u{1B}", keepingLineBreaks: true)
        == "one\ntwo�\nthree�")
  }
}
