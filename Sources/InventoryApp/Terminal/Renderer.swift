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
public struct Renderer: Sendable {
  /// The smallest size drawn; smaller terminals get a short notice instead. At this size every
  /// screen still shows its text and every one of its entries (scrolling to the highlighted one).
  public static let minimumSize = (width: 32, height: 10)

  /// The number of columns.
  public var width: Int
  /// The number of rows.
  public var height: Int

  /// Creates a renderer for a terminal size.
  ///
  /// - Parameters:
  ///   - width: The number of columns.
  ///   - height: The number of rows.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// Draws the screens.
  ///
  /// - Parameters:
  ///   - screens: Every screen shown, bottom first.
  ///   - selectedTab: The tab shown.
  ///   - interaction: The highlighted entries, help and message.
  ///   - status: The latest activity, shown when there is no message.
  /// - Returns: Exactly `height` lines, none longer than `width`.
  public func render(
    screens: [Screen],
    selectedTab: AppFeature.Tab,
    interaction: Interaction,
    status: String?
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
    let firstDrawn = screens.lastIndex { !$0.presentation.isModal || $0.presentation == .cover }
    for screen in screens[(firstDrawn ?? 0)...] {
      ScreenPainter(screen: screen, interaction: interaction, body: body)
        .paint(on: &canvas)
    }
    if interaction.showsHelp {
      HelpBox.paint(on: &canvas, in: body)
    }
    if let line = interaction.message ?? status.map({ "● " + $0 }) {
      canvas.write(line, row: height - 2, column: 1, limit: width - 2)
    }
    canvas.write(hints(screens.last), row: height - 1, column: 0)
    return canvas.lines
  }

  /// The breadcrumbs of the screens, dropping the oldest ones when they do not fit.
  func breadcrumbs(_ screens: [Screen]) -> String {
    var crumbs = screens.map(\.breadcrumb)
    var line = crumbs.joined(separator: " › ")
    while line.count > width, crumbs.count > 1 {
      crumbs.removeFirst()
      line = "… › " + crumbs.joined(separator: " › ")
    }
    return line
  }

  private func tabBar(_ selected: AppFeature.Tab) -> String {
    let tabs = AppFeature.Tab.allCases.map { $0 == selected ? "[\($0.title)]" : " \($0.title) " }
    let left = tabs.joined(separator: " ")
    let right = "Tab switches · s settings"
    let gap = width - left.count - right.count
    return gap >= 2 ? left + String(repeating: " ", count: gap) + right : left
  }

  private func hints(_ top: Screen?) -> String {
    if top?.textField != nil {
      return width >= 56
        ? "Typing: Enter/Esc done · Backspace delete · Ctrl-U clear" : "Typing: Enter/Esc done"
    }
    if width >= 52 { return "↑↓/1-9 choose · Enter act · b back · ? help · q quit" }
    return width >= 36 ? "↑↓ Enter · b back · ? help · q quit" : "↑↓ Enter · b back · q quit"
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
