/// A key press, decoded from the bytes a terminal sends.
package enum Key: Equatable, Hashable, Sendable {
  case up, down, left, right
  case enter, escape, backspace, tab
  /// Ctrl-U: clears a text field.
  case clearLine
  /// Ctrl-C or Ctrl-D.
  case interrupt
  /// A printable character.
  case character(Character)

  /// Decodes the keys in a chunk of bytes read from a terminal in raw mode.
  ///
  /// ```swift
  /// Key.parse(Array("\u{1B}[Bq".utf8))  // [.down, .character("q")]
  /// ```
  ///
  /// A lone escape byte at the end of the chunk is the Escape key; unknown escape sequences and
  /// other control bytes are dropped.
  ///
  /// - Parameter bytes: The bytes.
  /// - Returns: The keys, in order.
  package static func parse(_ bytes: [UInt8]) -> [Key] {
    var keys: [Key] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x1B:
        let (key, length) = escapeSequence(bytes[index...])
        if let key { keys.append(key) }
        index += length
        continue
      case 0x0D, 0x0A: keys.append(.enter)
      case 0x7F, 0x08: keys.append(.backspace)
      case 0x09: keys.append(.tab)
      case 0x03, 0x04: keys.append(.interrupt)
      case 0x15: keys.append(.clearLine)
      case 0x20..<0x7F: keys.append(.character(Character(UnicodeScalar(byte))))
      case 0xC0...0xF7:
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        let end = min(bytes.count, index + length)
        if let character = String(validating: bytes[index..<end], as: UTF8.self)?.first {
          keys.append(.character(character))
        }
        index = end
        continue
      default: break
      }
      index += 1
    }
    return keys
  }

  private static func escapeSequence(_ bytes: ArraySlice<UInt8>) -> (Key?, Int) {
    let start = bytes.startIndex
    guard bytes.count >= 2 else { return (.escape, 1) }
    let second = bytes[start + 1]
    guard second == UInt8(ascii: "[") || second == UInt8(ascii: "O") else { return (.escape, 1) }
    // CSI: parameters and intermediates, then one final byte in 0x40...0x7E.
    var end = start + 2
    while end < bytes.endIndex, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
    guard end < bytes.endIndex else { return (nil, bytes.count) }
    let length = end - start + 1
    switch bytes[end] {
    case UInt8(ascii: "A"): return (.up, length)
    case UInt8(ascii: "B"): return (.down, length)
    case UInt8(ascii: "C"): return (.right, length)
    case UInt8(ascii: "D"): return (.left, length)
    default: return (nil, length)
    }
  }
}
