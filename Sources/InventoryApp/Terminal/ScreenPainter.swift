/// Draws one screen in its place: a stack screen fills the body, a sheet is a box over its
/// parent, a cover a double box over the tabs, an alert or dialog a small centered box.
struct ScreenPainter {
  let screen: Screen
  let interaction: Interaction
  let body: Rect

  /// How far a sheet sits below the top of the body, so that its parent shows above it; none
  /// when the body is short and every row is needed for the sheet's own content.
  private var sheetLift: Int { body.height >= 12 ? 2 : 0 }

  func paint(on canvas: inout Canvas) {
    switch screen.presentation {
    case .root, .push:
      canvas.box(
        top: body.top, left: body.left, bottom: body.bottom, right: body.right, style: .single,
        title: screen.title)
      drawContent(on: &canvas, in: body.inset(rows: 1, columns: 2))
    case .sheet:
      let rect = Rect(
        top: body.top + sheetLift, left: body.left, bottom: body.bottom, right: body.right)
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

  /// Draws the screen's text, a blank line, then its entries. When they do not all fit, the
  /// entries keep most of the rows (scrolled so the highlighted one shows) and the text is cut
  /// to a line each, so every entry stays reachable at the smallest size.
  private func drawContent(on canvas: inout Canvas, in rect: Rect) {
    let available = max(0, rect.height)
    let wrapped = screen.lines.flatMap { wrap($0, width: rect.width) }
    let blank = wrapped.isEmpty ? 0 : 1
    let text: [String]
    var row = rect.top
    if wrapped.count + blank + screen.entries.count <= available || screen.entries.isEmpty {
      text = wrapped
    } else {
      text = Array(screen.lines.prefix(min(screen.lines.count, (available - 1) / 2)))
    }
    for line in text.prefix(available) {
      canvas.write(line, row: row, column: rect.left, limit: rect.width)
      row += 1
    }
    if !text.isEmpty, text.count + 1 + screen.entries.count <= available { row += 1 }
    let visible = max(0, rect.bottom - row + 1)
    guard visible > 0 else { return }
    let selected = interaction.selection(on: screen)
    let first = max(0, min(selected - visible + 1, screen.entries.count - visible))
    // While a field takes the keys, the entries' keys would type: they are not shown.
    let showsKeys = screen.textField == nil
    for (index, entry) in screen.entries.enumerated().dropFirst(first).prefix(visible) {
      let marker = index == selected ? "▸" : " "
      let number = String(index + 1).leftPadded(to: 2)
      let key = showsKeys ? entry.key.map { "  [\($0)]" } ?? "" : ""
      canvas.write(
        "\(marker)\(number)  \(entry.label)\(key)", row: row, column: rect.left, limit: rect.width)
      row += 1
    }
  }

  /// Draws an alert or dialog as a centered box: title, message, buttons. Blank spacer lines
  /// go first when the body is short, then message lines; the buttons always show.
  private func drawAlert(on canvas: inout Canvas) {
    let widest = ([screen.title] + screen.lines).map(DisplayWidth.of).max() ?? 0
    let buttonsWidth = screen.entries.map { DisplayWidth.of($0.label) + 6 }.reduce(0, +)
    let boxWidth = min(body.width - 2, 56, max(28, widest + 4, buttonsWidth + 4))
    let inner = boxWidth - 4
    let title = wrap(screen.title, width: inner)
    let message = screen.lines.flatMap { wrap($0, width: inner) }
    let buttons = buttonRows(width: inner)
    let room = body.height - 2 - buttons.count
    let spaced = title.count + message.count + (message.isEmpty ? 1 : 2) <= room
    var text = title + (spaced && !message.isEmpty ? [""] : []) + message
    text = Array(text.prefix(max(0, room - (spaced ? 1 : 0))))
    let boxHeight = min(body.height, text.count + buttons.count + 2 + (spaced ? 1 : 0))
    let top = body.top + max(0, (body.height - boxHeight) / 2)
    let left = body.left + (body.width - boxWidth) / 2
    let bottom = top + boxHeight - 1
    canvas.box(
      top: top, left: left, bottom: bottom, right: left + boxWidth - 1, style: .rounded,
      title: screen.presentation == .alert ? "Alert" : "Dialog")
    for (offset, line) in text.enumerated() {
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
      if !current.isEmpty, DisplayWidth.of(current) + 1 + DisplayWidth.of(button) > width {
        rows.append(current)
        current = ""
      }
      current += current.isEmpty ? button : " " + button
    }
    return rows + [current]
  }
}

/// Breaks text into lines of at most `width` columns at spaces; a longer word is cut.
func wrap(_ text: String, width: Int) -> [String] {
  guard width > 0 else { return [] }
  var lines: [String] = []
  var current = ""
  for word in text.split(separator: " ", omittingEmptySubsequences: false) {
    var pieces = DisplayWidth.rows(String(word), of: width)
    let word = pieces.popLast() ?? ""
    if !pieces.isEmpty {
      if !current.isEmpty { lines.append(current) }
      lines += pieces
      current = ""
    }
    if current.isEmpty {
      current = word
    } else if DisplayWidth.of(current) + 1 + DisplayWidth.of(word) <= width {
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
    String(repeating: " ", count: max(0, width - DisplayWidth.of(self))) + self
  }
}
