/// Draws one screen in its place: a stack screen fills the body, a sheet is a box over its
/// parent, a cover a double box over the tabs, an alert or dialog a small centered box.
struct ScreenPainter {
  let screen: Screen
  let interaction: Interaction
  let body: Rect
  let height: Int

  func paint(on canvas: inout Canvas) {
    switch screen.presentation {
    case .root, .push:
      canvas.box(
        top: body.top, left: 0, bottom: body.bottom, right: body.right, style: .single,
        title: screen.title)
      drawContent(on: &canvas, in: body.inset(rows: 1, columns: 2))
    case .sheet:
      let rect = Rect(top: body.top + 2, left: 0, bottom: body.bottom, right: body.right)
      canvas.box(
        top: rect.top, left: rect.left, bottom: rect.bottom, right: rect.right, style: .single,
        title: screen.breadcrumb)
      drawContent(on: &canvas, in: rect.inset(rows: 1, columns: 2))
    case .cover:
      let rect = Rect(top: 1, left: 0, bottom: body.bottom, right: body.right)
      canvas.box(
        top: rect.top, left: rect.left, bottom: rect.bottom, right: rect.right, style: .double,
        title: screen.breadcrumb)
      drawContent(on: &canvas, in: rect.inset(rows: 1, columns: 2))
    case .alert, .dialog:
      drawAlert(on: &canvas)
    }
  }

  private func drawContent(on canvas: inout Canvas, in rect: Rect) {
    var row = rect.top
    for line in screen.lines.flatMap({ wrap($0, width: rect.width) }) where row <= rect.bottom {
      canvas.write(line, row: row, column: rect.left, limit: rect.width)
      row += 1
    }
    if !screen.lines.isEmpty { row += 1 }
    let visible = max(0, rect.bottom - row + 1)
    guard visible > 0 else { return }
    let selected = interaction.selection(on: screen)
    let first = max(0, min(selected - visible + 1, screen.entries.count - visible))
    for (index, entry) in screen.entries.enumerated().dropFirst(first).prefix(visible) {
      let marker = index == selected ? "▸" : " "
      let number = String(index + 1).leftPadded(to: 2)
      let key = entry.key.map { "  [\($0)]" } ?? ""
      canvas.write(
        "\(marker)\(number)  \(entry.label)\(key)", row: row, column: rect.left, limit: rect.width)
      row += 1
    }
  }

  private func drawAlert(on canvas: inout Canvas) {
    let widest = ([screen.title] + screen.lines).map(\.count).max() ?? 0
    let buttonsWidth = screen.entries.map { $0.label.count + 6 }.reduce(0, +)
    let boxWidth = min(body.width - 2, 56, max(28, widest + 4, buttonsWidth + 4))
    let inner = boxWidth - 4
    let text =
      wrap(screen.title, width: inner) + [""] + screen.lines.flatMap { wrap($0, width: inner) }
    let buttons = buttonRows(width: inner)
    let boxHeight = min(body.height, text.count + buttons.count + 3)
    let top = body.top + max(0, (body.height - boxHeight) / 2)
    let left = (body.width - boxWidth) / 2
    let bottom = top + boxHeight - 1
    canvas.box(
      top: top, left: left, bottom: bottom, right: left + boxWidth - 1, style: .rounded,
      title: screen.presentation == .alert ? "Alert" : "Dialog")
    for (offset, line) in text.prefix(max(0, boxHeight - buttons.count - 3)).enumerated() {
      canvas.write(line, row: top + 1 + offset, column: left + 2, limit: inner)
    }
    for (offset, line) in buttons.enumerated() {
      canvas.write(line, row: bottom - buttons.count + offset, column: left + 2, limit: inner)
    }
  }

  /// The buttons side by side, `[ Label ]` each, the highlighted one marked `▸`, wrapped to rows.
  private func buttonRows(width: Int) -> [String] {
    let selected = interaction.selection(on: screen)
    var rows: [String] = []
    var current = ""
    for (index, entry) in screen.entries.enumerated() {
      let button = (index == selected ? "▸" : " ") + "[ \(entry.label) ]"
      if !current.isEmpty, current.count + 1 + button.count > width {
        rows.append(current)
        current = ""
      }
      current += current.isEmpty ? button : " " + button
    }
    return rows + [current]
  }
}

/// Breaks text into lines of at most `width` characters at spaces; a longer word is cut.
func wrap(_ text: String, width: Int) -> [String] {
  guard width > 0 else { return [] }
  var lines: [String] = []
  var current = ""
  for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
    var word = word
    while word.count > width {
      if !current.isEmpty {
        lines.append(current)
        current = ""
      }
      lines.append(String(word.prefix(width)))
      word = String(word.dropFirst(width))
    }
    if current.isEmpty {
      current = word
    } else if current.count + 1 + word.count <= width {
      current += " " + word
    } else {
      lines.append(current)
      current = word
    }
  }
  return lines + [current]
}

extension String {
  func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
