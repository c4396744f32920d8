/// A grid of characters that screens are drawn on, later layers over earlier ones.
///
/// ```swift
/// var canvas = Canvas(width: 10, height: 3)
/// canvas.box(top: 0, left: 0, bottom: 2, right: 9, style: .single)
/// canvas.lines  // ["┌────────┐", "│        │", "└────────┘"]
/// ```
public struct Canvas: Equatable, Sendable {
  /// The number of columns.
  public let width: Int
  /// The number of rows.
  public let height: Int
  private var grid: [[Character]]

  /// The border of a box.
  public enum BoxStyle: Sendable {
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
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    self.grid = Array(repeating: Array(repeating: " ", count: self.width), count: self.height)
  }

  /// The rows, with trailing spaces removed.
  public var lines: [String] {
    grid.map { row in
      var line = String(row)
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// Writes text at a position, clipped to `limit` columns (and to the canvas); text that does not
  /// fit ends with "…".
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - row: The row.
  ///   - column: The first column.
  ///   - limit: The most columns to use.
  public mutating func write(_ text: String, row: Int, column: Int, limit: Int? = nil) {
    guard (0..<height).contains(row), column < width else { return }
    let available = min(limit ?? width, width - max(0, column))
    guard available > 0 else { return }
    var characters = Array(text)
    if characters.count > available {
      characters = Array(characters.prefix(available - 1)) + ["…"]
    }
    for (offset, character) in characters.enumerated() where column + offset >= 0 {
      grid[row][column + offset] = character
    }
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
  public mutating func box(
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
