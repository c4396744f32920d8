import InventoryApp
import Testing
import Waypoint

/// Names of wide characters (CJK, emoji) keep every line within the terminal and every border
/// in its column.
@MainActor
@Suite struct WideTextLayoutTests {
  /// The app with item 2 named `name` and its detail open.
  func state(naming name: String) -> AppFeature.State {
    var state = AppFeature.State()
    state.inventory.items[id: 2]?.name = name
    let item = state.inventory.items[id: 2]!
    state.inventory.path.append(.detail(state.inventory.detail(for: item)))
    return state
  }

  func render(_ state: AppFeature.State, width: Int, height: Int = 24) -> [String] {
    Renderer(width: width, height: height).render(
      screens: AppScreens.screens(for: state), selectedTab: state.selectedTab,
      interaction: Interaction(), status: nil, columns: InventoryColumns(state.inventory))
  }

  /// The character drawn at a column, counting columns as the terminal does.
  func character(atColumn column: Int, of line: String) -> Character? {
    var position = 0
    for character in line {
      if position == column { return character }
      position += DisplayWidth.of(character)
      if position > column { return nil }
    }
    return nil
  }

  nonisolated static let names = [
    "漢字", "🚀 Rocket", String(repeating: "漢字", count: 18), "e\u{301}\u{200B}👨‍👩‍👧",
  ]

  @Test(arguments: names, [32, 33, 80, 81])
  func everyLineFitsTheTerminalAndBoxesKeepTheirWidth(name: String, width: Int) {
    let lines = render(state(naming: name), width: width)
    #expect(lines.count == 24)
    for line in lines {
      #expect(DisplayWidth.of(line) <= width, "\(DisplayWidth.of(line)) columns: \(line)")
    }
    // The detail's box: its right border stays in the last column.
    for line in lines[2...21] {
      let border = character(atColumn: width - 1, of: line)
      #expect(border.map("│┐┘".contains) == true, "\(line)")
    }
  }

  @Test(arguments: names)
  func theSplitViewKeepsItsColumnsAligned(name: String) {
    let width = 130
    let lines = render(state(naming: name), width: width)
    for line in lines {
      #expect(DisplayWidth.of(line) <= width, "\(DisplayWidth.of(line)) columns: \(line)")
    }
    for line in lines[2...21] {
      for column in [0, 21, 22, 61, 62, 129] {
        let border = character(atColumn: column, of: line)
        #expect(border.map("│┌└┐┘".contains) == true, "column \(column) of \(line)")
      }
    }
    #expect(lines.contains { $0.contains("• \(name.prefix(1))") })
  }
}
