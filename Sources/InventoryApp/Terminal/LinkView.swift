/// The link of the screen shown, drawn whole over the bottom of the terminal when it is too long
/// for the status line, until a key closes it.
///
/// Each row under the view's rule holds nothing but characters of the link, a full row of them
/// but for the last, so that the link can be read and copied whole. As with help, a key closes
/// the view and does nothing else; a link longer than the terminal scrolls with ↑ and ↓.
///
/// ```
/// ── Link · any key closes ─────────
/// inventory://items/2/edit?name=A%20
/// very%20long%20name&kind=tool
/// ```
package struct LinkView: Equatable, Sendable {
  /// The link, as `inventory --open` takes it.
  package var link: String
  /// The first row of the link drawn, when it has more rows than the terminal.
  package var firstRow = 0
  /// Whether the link was last drawn on rows of its own rather than on the status line, so that
  /// a key closes it and does nothing else.
  package private(set) var isDrawnWhole = false
  /// Whether the link has more rows than the terminal it was last drawn on, so that ↑ and ↓
  /// scroll it rather than close it.
  package private(set) var scrolls = false

  /// Shows a link.
  ///
  /// - Parameter link: The link.
  package init(link: String) {
    self.link = link
  }

  /// Whether the link fits the status line of a terminal this wide, after "Link: ", where it is
  /// drawn instead.
  ///
  /// - Parameter width: The terminal's columns.
  package func fitsStatusLine(width: Int) -> Bool {
    DisplayWidth.of("Link: " + link) <= width - 2
  }

  /// Keeps ``firstRow`` within the rows a terminal of this size shows, and notes whether the
  /// link is drawn whole there and whether it scrolls.
  ///
  /// - Parameters:
  ///   - width: The terminal's columns.
  ///   - height: The terminal's rows.
  package mutating func fit(width: Int, height: Int) {
    isDrawnWhole = !fitsStatusLine(width: width)
    let hidden = isDrawnWhole ? max(0, rows(width: width).count - (height - 1)) : 0
    scrolls = hidden > 0
    firstRow = min(max(0, firstRow), hidden)
  }

  /// Draws the view on the last rows of the canvas: a rule, then the link's rows.
  func paint(on canvas: inout Canvas) {
    var view = self
    view.fit(width: canvas.width, height: canvas.height)
    let shown = view.rows(width: canvas.width).dropFirst(view.firstRow).prefix(canvas.height - 1)
    let top = canvas.height - 1 - shown.count
    let title = view.scrolls ? "── Link · ↑↓ scroll, Esc closes " : "── Link · any key closes "
    let rule = String(repeating: "─", count: max(0, canvas.width - DisplayWidth.of(title)))
    canvas.write(title + rule, row: top, column: 0)
    let blank = String(repeating: " ", count: canvas.width)
    for (offset, row) in shown.enumerated() {
      canvas.write(blank, row: top + 1 + offset, column: 0)
      canvas.write(row, row: top + 1 + offset, column: 0)
    }
  }

  private func rows(width: Int) -> [String] {
    DisplayWidth.rows(TerminalText.sanitize(link), of: width)
  }
}
