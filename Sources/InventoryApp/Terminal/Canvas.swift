/// A grid of terminal cells that screens are drawn on, later layers over earlier ones.
///
/// Text is measured in columns (``DisplayWidth``): a wide character such as 漢 or 🚀 takes two
/// cells, and a character drawn over either half of it replaces the other half with a space.
/// Control characters are drawn as "�" (``TerminalText``), and characters that take no column
/// of their own (a lone combining mark, a zero-width space) are left out, so every row is
/// exactly as wide on the terminal as the canvas.
///
/// ```swift
/// var canvas = Canvas(width: 10, height: 3)
/// canvas.box(top: 0, left: 0, bottom: 2, right: 9, style: .single)
/// canvas.lines  // ["┌────────┐", "│        │", "└────────┘"]
/// canvas.write("漢字\u{1B}", row: 1, column: 1)
/// canvas.lines[1]  // "│漢字�   │"
/// ```
package struct Canvas: Equatable, Sendable {
  /// The number of columns.
  package let width: Int
  /// The number of rows.
  package let height: Int
  /// The cells, row by row; `nil` is the right half of the wide character to its left.
  private var grid: [[Character?]]

  /// The border of a box.
  package enum BoxStyle: Sendable {
    case single, double, rounded

    var corners: (Character, Character, Character, Character) {
      switch self {
      case .single: ("┌", "┐", "└", "┘")
      case .double: ("╔", "╗", "╚", "╝")
      case .rounded: ("╭", "╮", "╰", "╯")
      }
    }

    var edges: (horizontal: Character, vertical: Character) {
      self == .double ? ("═", "║") : ("─", "│")
    }
  }

  /// Creates a blank canvas.
  ///
  /// - Parameters:
  ///   - width: The number of columns.
  ///   - height: The number of rows.
  package init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    self.grid = Array(repeating: Array(repeating: " ", count: self.width), count: self.height)
  }

  /// The rows, with trailing spaces removed.
  package var lines: [String] {
    grid.map { row in
      var line = String(row.compactMap { $0 })
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// Writes text at a position, clipped to `limit` columns (and to the canvas); text that does not
  /// fit ends with "…", and a wide character that would straddle the last column is left out.
  ///
  /// - Parameters:
  ///   - text: The text, with any control characters in it drawn as "�".
  ///   - row: The row.
  ///   - column: The first column.
  ///   - limit: The most columns to use.
  package mutating func write(_ text: String, row: Int, column: Int, limit: Int? = nil) {
    guard (0..<height).contains(row), column < width else { return }
    let available = min(limit ?? width, width - max(0, column))
    guard available > 0 else { return }
    let fitted = DisplayWidth.truncate(TerminalText.sanitize(text), to: available)
    var position = column
    for character in fitted {
      let columns = DisplayWidth.of(character)
      defer { position += columns }
      guard columns > 0, position + columns > 0, position + columns <= width else { continue }
      if position >= 0 {
        put(character, columns: columns, row: row, column: position)
      } else {
        // A wide character cut by the left edge: its visible half is blank.
        put(" ", columns: 1, row: row, column: 0)
      }
    }
  }

  /// Puts a character of one or two columns in its cells.
  private mutating func put(_ character: Character, columns: Int, row: Int, column: Int) {
    for cell in column..<(column + columns) {
      vacate(row: row, column: cell)
    }
    grid[row][column] = character
    if columns == 2 { grid[row][column + 1] = nil }
  }

  /// Blanks a cell, and the other half of a wide character that covered it.
  private mutating func vacate(row: Int, column: Int) {
    if grid[row][column] == nil, column > 0 {
      grid[row][column - 1] = " "
    } else if column + 1 < width, grid[row][column + 1] == nil {
      grid[row][column + 1] = " "
    }
    grid[row][column] = " "
  }

  /// Draws a box with an optional title in its top border, and blanks its inside.
  ///
  /// - Parameters:
  ///   - top: The top row.
  ///   - left: The left column.
  ///   - bottom: The bottom row.
  ///   - right: The right column.
  ///   - style: The border.
  ///   - title: A title drawn in the top border.
  package mutating func box(
    top: Int, left: Int, bottom: Int, right: Int, style: BoxStyle, title: String? = nil
  ) {
    guard top < bottom, left < right else { return }
    let (topLeft, topRight, bottomLeft, bottomRight) = style.corners
    let (horizontal, vertical) = style.edges
    let inside = String(repeating: " ", count: right - left - 1)
    let rule = String(repeating: horizontal, count: right - left - 1)
    write("\(topLeft)\(rule)\(topRight)", row: top, column: left)
    for row in (top + 1)..<bottom {
      write("\(vertical)\(inside)\(vertical)", row: row, column: left)
    }
    write("\(bottomLeft)\(rule)\(bottomRight)", row: bottom, column: left)
    if let title, right - left > 5 {
      write(" \(title) ", row: top, column: left + 2, limit: right - left - 3)
    }
  }
}
