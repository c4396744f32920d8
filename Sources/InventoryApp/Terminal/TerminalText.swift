/// Text from data (an item's name, a link, a script) made safe to write to a terminal.
///
/// A control character written to a terminal is not drawn but obeyed: ESC starts a sequence that
/// can clear the screen or move the cursor, a line feed splits a row, NUL and the other C0 and C1
/// controls do what the terminal makes of them. So every control character from data, that is
/// C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F), is replaced by the stand-in "�"
/// (U+FFFD REPLACEMENT CHARACTER), one column wide, before it reaches the terminal.
///
/// ``Canvas`` does so for everything drawn on it, so a frame holds no control characters, and
/// the sequences the terminal driver adds around the frames are the only ones it writes.
///
/// ```swift
/// TerminalText.sanitize("Gizmo\u{1B}[2J\n")                   // "Gizmo�[2J�"
/// TerminalText.sanitize("one\ntwo\u{7}", keepingLineBreaks: true)  // "one\ntwo�"
/// ```
package enum TerminalText {
  /// What a control character is shown as: U+FFFD REPLACEMENT CHARACTER.
  package static let standIn: Unicode.Scalar = "\u{FFFD}"

  /// Whether a scalar is a control character: C0, DEL or C1.
  ///
  /// - Parameter scalar: The scalar.
  /// - Returns: `true` for U+0000–U+001F and U+007F–U+009F.
  package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// Text with each control character replaced by ``standIn``.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - keepingLineBreaks: Whether a line feed stays a line feed: for output of several lines
  ///     that the app composes itself, such as a script's frames. A carriage return is replaced
  ///     all the same.
  /// - Returns: Text without control characters, but line feeds if kept.
  package static func sanitize(_ text: some StringProtocol, keepingLineBreaks: Bool = false)
    -> String
  {
    let kept: Unicode.Scalar? = keepingLineBreaks ? "\n" : nil
    guard text.unicodeScalars.contains(where: { isControl($0) && $0 != kept }) else {
      return String(text)
    }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      result.append(isControl(scalar) && scalar != kept ? standIn : scalar)
    }
    return String(result)
  }
}
