import InventoryApp
import Testing

@Suite struct KeyTests {
  @Test func decodesArrowsControlKeysAndText() {
    let bytes: [UInt8] = Array("\u{1B}[A\u{1B}[B\u{1B}OC\u{1B}[Dq\r\u{7F}\t\u{03}\u{15}".utf8)
    #expect(
      Key.parse(bytes) == [
        .up, .down, .right, .left, .character("q"), .enter, .backspace, .tab, .interrupt,
        .clearLine,
      ])
  }

  @Test func aLoneEscapeIsTheEscapeKey() {
    #expect(Key.parse([0x1B]) == [.escape])
    #expect(Key.parse([0x1B, UInt8(ascii: "b")]) == [.escape, .character("b")])
  }

  @Test func decodesMultiByteCharactersAndDropsUnknownSequences() {
    #expect(Key.parse(Array("é€".utf8)) == [.character("é"), .character("€")])
    #expect(Key.parse(Array("\u{1B}[15~x".utf8)) == [.character("x")])
  }
}
