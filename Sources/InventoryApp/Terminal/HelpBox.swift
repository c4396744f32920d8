/// The help box drawn over everything when `?` is pressed.
enum HelpBox {
  static let lines = [
    "↑ ↓ or 1-9   choose an entry",
    "Enter        act on the chosen entry",
    "[x]          a letter in brackets acts at once",
    "b or Esc     back: pop, or dismiss the top layer",
    "Tab ← →      switch tabs (Inventory, Movies)",
    "i m          a tab; again: back to its root",
    "s            settings (full-screen cover)",
    "u            the screen's link (inventory --open)",
    "q, Ctrl-C    quit (the terminal is restored)",
    "",
    "Any key closes this help.",
  ]

  static func paint(on canvas: inout Canvas, in body: Rect) {
    let width = min(body.width - 2, 54)
    let height = min(body.height, lines.count + 2)
    let top = body.top + max(0, (body.height - height) / 2)
    let left = max(0, (body.width - width) / 2)
    canvas.box(
      top: top, left: left, bottom: top + height - 1, right: left + width - 1, style: .rounded,
      title: "Help")
    // When the box is too short for every line, the last one, how to close it, still shows.
    var shown = Array(lines.prefix(max(0, height - 2)))
    if shown.count < lines.count, let last = lines.last, !shown.isEmpty {
      shown[shown.count - 1] = last
    }
    for (offset, line) in shown.enumerated() {
      canvas.write(line, row: top + 1 + offset, column: left + 2, limit: width - 4)
    }
  }
}
