import Waypoint

/// Draws the app's screens as lines of text for a terminal of a given size: breadcrumbs on top,
/// the tab bar, the screens (modal ones drawn over their parents), a status line and key hints.
///
/// ```
/// Inventory › Widget › [sheet] Edit        ← breadcrumbs
/// [Inventory]  Movies                      ← tabs
/// ┌─ Widget ───────────────────────────┐   ← the top stack screen…
/// │ Kind: Gadget                       │
/// ┌─ [sheet] Edit ─────────────────────┐   ← …with its sheet drawn over it
/// │ ▸ 1  Name: Widget  [n]             │
/// └────────────────────────────────────┘
/// ● Stock refresh started: Widget          ← status
/// ↑↓/1-9 choose · Enter act · b back …     ← keys
/// ```
///
/// A pure function of its inputs, so script mode, tests and the interactive terminal draw the
/// same thing.
///
/// ```swift
/// let lines = Renderer(width: 80, height: 24).render(
///   screens: AppScreens.screens(for: state),
///   selectedTab: state.selectedTab,
///   interaction: Interaction(),
///   status: nil
/// )
/// lines[0]  // "Inventory"
/// ```
package struct Renderer: Sendable {
  /// The smallest size drawn; smaller terminals get a short notice instead. At this size every
  /// screen still shows every one of its entries (scrolling to the highlighted one) and the start
  /// of each line of its text, and the key hints name the keys to choose, act, go back, get help
  /// and quit.
  package static let minimumSize = (width: 32, height: 10)

  /// The largest size drawn, as `--width`, `--height` and the script command `width` accept it.
  /// A larger terminal is drawn in its top left corner at this size.
  package static let maximumSize = (width: 1000, height: 1000)

  /// The number of columns.
  package var width: Int
  /// The number of rows.
  package var height: Int

  /// Creates a renderer for a terminal size.
  ///
  /// - Parameters:
  ///   - width: The number of columns.
  ///   - height: The number of rows.
  package init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// Draws the screens.
  ///
  /// - Parameters:
  ///   - screens: Every screen shown, bottom first.
  ///   - selectedTab: The tab shown.
  ///   - interaction: The highlighted entries, help, message and link. A message too long for
  ///     the status line takes the key hints' row too; a link too long for it is drawn whole
  ///     over the bottom of the screen (see ``LinkView``).
  ///   - status: The latest activity, shown when there is no message.
  ///   - columns: The Inventory tab as a split view, drawn instead of its single stack when the
  ///     terminal is at least ``InventoryColumns/minimumWidth`` wide, the tab is shown and the
  ///     settings cover is not. The keys act on the same screen in both layouts.
  /// - Returns: Exactly `height` lines, none longer than `width`.
  package func render(
    screens: [Screen],
    selectedTab: AppFeature.Tab,
    interaction: Interaction,
    status: String?,
    columns: InventoryColumns? = nil
  ) -> [String] {
    guard width >= Self.minimumSize.width, height >= Self.minimumSize.height else {
      var canvas = Canvas(width: width, height: height)
      canvas.write("Terminal too small:", row: 0, column: 0)
      canvas.write("need \(Self.minimumSize.width)×\(Self.minimumSize.height)", row: 1, column: 0)
      return canvas.lines
    }
    var canvas = Canvas(width: width, height: height)
    canvas.write(breadcrumbs(screens), row: 0, column: 0)
    canvas.write(tabBar(selectedTab), row: 1, column: 0)
    let body = Rect(top: 2, left: 0, bottom: height - 3, right: width - 1)
    if let columns, selectedTab == .inventory, width >= InventoryColumns.minimumWidth,
      !screens.contains(where: { $0.presentation == .cover })
    {
      paint(columns, screens: screens, interaction: interaction, in: body, on: &canvas)
    } else {
      paint(screens[...], interaction: interaction, in: body, on: &canvas)
    }
    if interaction.showsHelp {
      HelpBox.paint(on: &canvas, in: body)
    }
    if let link = interaction.link, !link.fitsStatusLine(width: width) {
      link.paint(on: &canvas)
    } else {
      Self.paintFooter(
        message: interaction.message, status: status,
        hints: Self.keyHints(width: width, typing: screens.last?.textField != nil), on: &canvas)
    }
    return canvas.lines
  }

  /// Draws the status line and the key hints on the last two rows. A message too long for the
  /// status line, such as why a key did nothing, takes the key hints' row too until the next
  /// key; the latest activity is cut to the status line.
  static func paintFooter(
    message: String?, status: String?, hints: String, on canvas: inout Canvas
  ) {
    let (width, height) = (canvas.width, canvas.height)
    let lines = message.map { wrap($0, width: width - 2) } ?? []
    if lines.count > 1 {
      canvas.write(lines[0], row: height - 2, column: 1, limit: width - 2)
      canvas.write(
        lines.dropFirst().joined(separator: " "), row: height - 1, column: 1, limit: width - 2)
      return
    }
    if let line = lines.first ?? status.map({ "● " + $0 }) {
      canvas.write(line, row: height - 2, column: 1, limit: width - 2)
    }
    canvas.write(hints, row: height - 1, column: 0)
  }

  /// The keys to press, as many as fit: every width from ``minimumSize`` names the keys to
  /// choose, act, go back, get help and quit.
  static func keyHints(width: Int, typing: Bool) -> String {
    if typing {
      if width >= 56 { return "Typing: Enter/Esc done · Backspace delete · Ctrl-U clear" }
      return width >= 37 ? "Typing: Enter/Esc done · Ctrl-U clear" : "Typing: Enter/Esc done"
    }
    if width >= 52 { return "↑↓/1-9 choose · Enter act · b back · ? help · q quit" }
    return width >= 35 ? "↑↓ Enter · b back · ? help · q quit" : "↑↓ Enter  b back  ? help  q quit"
  }

  /// Paints the last screen that is not presented over another, and what is presented over it.
  private func paint(
    _ screens: ArraySlice<Screen>, interaction: Interaction, in body: Rect,
    on canvas: inout Canvas
  ) {
    let firstDrawn = screens.lastIndex { !$0.presentation.isModal || $0.presentation == .cover }
    for screen in screens[(firstDrawn ?? screens.startIndex)...] {
      ScreenPainter(screen: screen, interaction: interaction, body: body)
        .paint(on: &canvas)
    }
  }

  /// Paints the Inventory tab as three columns: the kinds, the items of the selected kind, and
  /// the detail stack. Before an item is open, the item list (with what it presents) takes the
  /// middle column and the keys; after, the stack's top screen takes the right one.
  private func paint(
    _ columns: InventoryColumns, screens: [Screen], interaction: Interaction, in body: Rect,
    on canvas: inout Canvas
  ) {
    let sidebar = Rect(top: body.top, left: 0, bottom: body.bottom, right: 21)
    let content = Rect(top: body.top, left: 22, bottom: body.bottom, right: 61)
    let detail = Rect(top: body.top, left: 62, bottom: body.bottom, right: body.right)
    func list(_ names: [String], selected: Int?, title: String, in rect: Rect) {
      canvas.box(
        top: rect.top, left: rect.left, bottom: rect.bottom, right: rect.right, style: .single,
        title: title)
      // Scrolled so that the selection shows; "•" marks it, since "▸" marks where the keys are.
      let visible = max(0, rect.height - 2)
      let first = max(0, min((selected ?? 0) - visible + 1, names.count - visible))
      for (offset, name) in names.dropFirst(first).prefix(visible).enumerated() {
        canvas.write(
          (first + offset == selected ? "• " : "  ") + name, row: rect.top + 1 + offset,
          column: rect.left + 2, limit: rect.width - 4)
      }
    }
    list(columns.kinds, selected: columns.selectedKind, title: "Kinds", in: sidebar)
    guard let firstPushed = screens.firstIndex(where: { $0.presentation == .push }) else {
      paint(screens[...], interaction: interaction, in: content, on: &canvas)
      canvas.box(
        top: detail.top, left: detail.left, bottom: detail.bottom, right: detail.right,
        style: .single, title: "Detail")
      canvas.write("Choose an item.", row: detail.top + 1, column: detail.left + 2)
      return
    }
    list(
      columns.items, selected: columns.selectedItem,
      title: columns.selectedKind.map { columns.kinds[$0] } ?? "Items", in: content)
    paint(screens[firstPushed...], interaction: interaction, in: detail, on: &canvas)
  }

  /// The breadcrumbs of the screens, dropping the oldest ones when they do not fit.
  func breadcrumbs(_ screens: [Screen]) -> String {
    var crumbs = screens.map(\.breadcrumb)
    var line = crumbs.joined(separator: " › ")
    while DisplayWidth.of(line) > width, crumbs.count > 1 {
      crumbs.removeFirst()
      line = "… › " + crumbs.joined(separator: " › ")
    }
    return line
  }

  private func tabBar(_ selected: AppFeature.Tab) -> String {
    let tabs = AppFeature.Tab.allCases.map { $0 == selected ? "[\($0.title)]" : " \($0.title) " }
    let left = tabs.joined(separator: " ")
    let right = "Tab switches · s settings"
    let gap = width - DisplayWidth.of(left) - DisplayWidth.of(right)
    return gap >= 2 ? left + String(repeating: " ", count: gap) + right : left
  }
}

/// A rectangle of the canvas, inclusive of its edges.
struct Rect: Equatable, Sendable {
  var top: Int
  var left: Int
  var bottom: Int
  var right: Int

  var width: Int { right - left + 1 }
  var height: Int { bottom - top + 1 }

  func inset(rows: Int, columns: Int) -> Rect {
    Rect(top: top + rows, left: left + columns, bottom: bottom - rows, right: right - columns)
  }
}
