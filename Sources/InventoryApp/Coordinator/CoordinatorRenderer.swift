/// Draws the coordinator demo with the inventory app's painter: breadcrumbs, the tab bar of the
/// tabs root shown, the screens (each a ``Screen`` drawn by the same painter, presentations over
/// their parents), an overlay (help or the node graph), the status line and key hints.
@MainActor
struct CoordinatorRenderer {
  /// A box drawn over the screens until the next key.
  enum Overlay: Equatable {
    /// The keys.
    case help
    /// The node graph, one node a line.
    case graph(String)
  }

  /// The number of columns.
  var width: Int
  /// The number of rows.
  var height: Int

  /// The help box's lines.
  static let helpLines = [
    "↑ ↓ or 1-9   choose an entry",
    "Enter        act on the chosen entry",
    "[x]          a letter in brackets acts at once",
    "b or Esc     back: .hide() pops or dismisses",
    "Tab ← →      switch tabs (Library, Account)",
    "g            the node graph",
    "q, Ctrl-C    quit (the terminal is restored)",
    "",
    "Any key closes this help.",
  ]

  /// Draws the screens.
  ///
  /// - Parameters:
  ///   - screens: Every screen shown, bottom first.
  ///   - tabBar: The tabs of the tabs root shown, if any.
  ///   - interaction: The highlighted entries and the message, which wraps onto the key hints'
  ///     row when it is too long for the status line.
  ///   - overlay: The box drawn over the screens, if any.
  ///   - status: The latest activity, shown when there is no message.
  /// - Returns: Exactly `height` lines, none longer than `width`.
  func render(
    screens: [CoordinatorScreen], tabBar: CoordinatorTabBar?, interaction: Interaction,
    overlay: Overlay?, status: String?
  ) -> [String] {
    let minimum = Renderer.minimumSize
    guard width >= minimum.width, height >= minimum.height else {
      return Renderer(width: width, height: height).render(
        screens: [], selectedTab: .inventory, interaction: interaction, status: nil)
    }
    var canvas = Canvas(width: width, height: height)
    // The inventory renderer's breadcrumbs, from the coordinator's crumbs.
    let crumbs = screens.map {
      Screen(id: $0.screen.id, title: $0.crumb, presentation: .push, back: nil)
    }
    canvas.write(Renderer(width: width, height: height).breadcrumbs(crumbs), row: 0, column: 0)
    canvas.write(tabLine(tabBar), row: 1, column: 0)
    let body = Rect(top: 2, left: 0, bottom: height - 3, right: width - 1)
    // The last screen that is not presented over another, and what is presented over it.
    let drawn = screens.map(\.screen)
    let first = drawn.lastIndex { !$0.presentation.isModal || $0.presentation == .cover }
    for screen in drawn[(first ?? drawn.startIndex)...] {
      ScreenPainter(screen: screen, interaction: interaction, body: body).paint(on: &canvas)
    }
    switch overlay {
    case .help:
      paintBox(title: "Help", lines: Self.helpLines, on: &canvas, in: body)
    case .graph(let graph):
      let lines = graph.split(separator: "\n").map(String.init)
      paintBox(
        title: "Node graph", lines: lines + ["", "Any key closes the graph."], on: &canvas,
        in: body)
    case nil:
      break
    }
    // A message too long for the status line, such as the error of a refused command, takes the
    // key hints' row too until the next key.
    Renderer.paintFooter(
      message: interaction.message, status: status,
      hints: Renderer.keyHints(width: width, typing: false), on: &canvas)
    return canvas.lines
  }

  /// The tabs, the selected one in brackets, and the keys for them; without tabs, that the user
  /// is signed out.
  private func tabLine(_ tabBar: CoordinatorTabBar?) -> String {
    let left: String
    let right: String
    if let tabBar {
      left = tabBar.tabs.map { $0.id == tabBar.selected ? "[\($0.title)]" : " \($0.title) " }
        .joined(separator: " ")
      right = "Tab switches · g graph"
    } else {
      left = "Signed out"
      right = "g graph"
    }
    let gap = width - DisplayWidth.of(left) - DisplayWidth.of(right)
    return gap >= 2 ? left + String(repeating: " ", count: gap) + right : left
  }

  /// A centered box of lines; when it is too short for them all, the last line (how to close
  /// it) still shows.
  private func paintBox(title: String, lines: [String], on canvas: inout Canvas, in body: Rect) {
    let widest = lines.map(DisplayWidth.of).max() ?? 0
    let boxWidth = min(body.width - 2, max(widest + 4, 30))
    let boxHeight = min(body.height, lines.count + 2)
    let top = body.top + max(0, (body.height - boxHeight) / 2)
    let left = max(0, (body.width - boxWidth) / 2)
    canvas.box(
      top: top, left: left, bottom: top + boxHeight - 1, right: left + boxWidth - 1,
      style: .rounded, title: title)
    var shown = Array(lines.prefix(max(0, boxHeight - 2)))
    if shown.count < lines.count, let last = lines.last, !shown.isEmpty {
      shown[shown.count - 1] = last
    }
    for (offset, line) in shown.enumerated() {
      canvas.write(line, row: top + 1 + offset, column: left + 2, limit: boxWidth - 4)
    }
  }
}
