/// How many columns text takes on a terminal, and how to cut and pad it by columns rather than
/// by characters.
///
/// A character here is a grapheme cluster, Swift's `Character`: `"e\u{301}"` is one character,
/// and so is a flag or a family emoji. Its width is that of a terminal using the Unicode East
/// Asian Width property:
///
/// - 2 for East Asian Wide and Fullwidth characters (漢, か, 한, Ａ; halfwidth ｶ is 1), and for
///   emoji shown as emoji: those with the Emoji_Presentation property (🚀), or followed by the
///   emoji variation selector U+FE0F (©️).
/// - 0 for a character that takes no column of its own: a combining or enclosing mark with no
///   base, a format character such as a zero-width space or a bidirectional control, a line or
///   paragraph separator.
/// - 1 for a control character, which is drawn as the one-column stand-in "�" (see
///   ``TerminalText``).
/// - 1 for everything else, including East Asian ambiguous characters such as "…" and "─".
///
/// ```swift
/// DisplayWidth.of("Gizmo")                         // 5
/// DisplayWidth.of("漢字")                           // 4
/// DisplayWidth.of("🚀 e\u{301}")                    // 4
/// DisplayWidth.truncate("漢字かな", to: 6)           // "漢字…" and a space: 6 columns
/// DisplayWidth.pad("漢字", to: 6)                   // "漢字  "
/// ```
package enum DisplayWidth {
  /// The columns a character takes.
  ///
  /// - Parameter character: A grapheme cluster.
  /// - Returns: 0, 1 or 2.
  package static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if TerminalText.isControl(first) { return 1 }
    let properties = first.properties
    if properties.isEmojiPresentation { return 2 }
    if properties.isEmoji, scalars.contains("\u{FE0F}") { return 2 }
    if isZeroWidth(first) { return 0 }
    return isWide(first) ? 2 : 1
  }

  /// The columns text takes: the sum of its characters' widths.
  ///
  /// - Parameter text: The text.
  /// - Returns: The number of columns.
  package static func of(_ text: some StringProtocol) -> Int {
    // Most text the app draws is ASCII, one column a character.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
    return text.reduce(0) { $0 + of($1) }
  }

  /// The longest start of text that fits in `columns`; a wide character that would straddle the
  /// last column is left out.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - columns: The most columns to take.
  /// - Returns: The start of the text, and the columns it takes.
  package static func prefix(
    _ text: some StringProtocol, fitting columns: Int
  ) -> (text: Substring, columns: Int) {
    let text = Substring(text)
    var used = 0
    var end = text.startIndex
    for index in text.indices {
      let width = of(text[index])
      guard used + width <= columns else { break }
      used += width
      end = text.index(after: index)
    }
    return (text[..<end], used)
  }

  /// Text that fits in `columns`: the text itself when it fits; otherwise its start and "…",
  /// then a space where a wide character did not fit, so that the result takes exactly
  /// `columns` columns.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - columns: The most columns to take.
  /// - Returns: Text no wider than `columns`.
  package static func truncate(_ text: String, to columns: Int) -> String {
    guard columns > 0 else { return "" }
    guard of(text) > columns else { return text }
    let (start, used) = prefix(text, fitting: columns - 1)
    return String(start) + "…" + String(repeating: " ", count: columns - 1 - used)
  }

  /// Text followed by spaces up to `columns`; text already as wide is returned as it is.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - columns: The columns to fill.
  /// - Returns: Text at least `columns` wide.
  package static func pad(_ text: String, to columns: Int) -> String {
    text + String(repeating: " ", count: max(0, columns - of(text)))
  }

  /// Text broken into rows of at most `columns`, at any character: each row but the last is
  /// full, or one column short where a wide character went on to the next.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - columns: The columns of a row.
  /// - Returns: The rows; none for empty text or no columns.
  package static func rows(_ text: String, of columns: Int) -> [String] {
    guard columns > 0 else { return [] }
    var rows: [String] = []
    var rest = Substring(text)
    while !rest.isEmpty {
      var (row, _) = prefix(rest, fitting: columns)
      // A character wider than a whole row still gets one, rather than none at all.
      if row.isEmpty { row = rest.prefix(1) }
      rows.append(String(row))
      rest = rest[row.endIndex...]
    }
    return rows
  }

  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .lineSeparator, .paragraphSeparator:
      return true
    case .format:
      // The soft hyphen is drawn as a hyphen.
      return scalar != "\u{AD}"
    default:
      // Hangul vowels and final consonants on their own join the syllable before them.
      return (0x1160...0x11FF).contains(scalar.value) || (0xD7B0...0xD7FF).contains(scalar.value)
    }
  }

  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    guard value >= wideRanges[0].lowerBound else { return false }
    var low = 0
    var high = wideRanges.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let range = wideRanges[middle]
      if value < range.lowerBound {
        high = middle - 1
      } else if value > range.upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }
}
