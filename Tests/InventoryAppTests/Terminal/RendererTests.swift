import InventoryApp
import Testing
import Waypoint

@MainActor
@Suite struct RendererTests {
  /// A state with an item detail pushed and its edit sheet open.
  func editingWidget() -> AppFeature.State {
    var state = AppFeature.State()
    var detail = state.inventory.detail(for: Item.samples[0])
    detail.destination = .edit(ItemFormFeature.State(item: Item.samples[0]))
    state.inventory.path.append(.detail(detail))
    return state
  }

  func render(_ state: AppFeature.State, width: Int = 80, height: Int = 24) -> [String] {
    Renderer(width: width, height: height).render(
      screens: AppScreens.screens(for: state), selectedTab: state.selectedTab,
      interaction: Interaction(), status: nil)
  }

  @Test func headerShowsTheNavigationAsBreadcrumbs() {
    let lines = render(editingWidget())
    #expect(lines[0] == "Inventory › Widget › [sheet] Edit")
  }

  @Test func longBreadcrumbsDropTheOldestCrumbs() {
    var state = AppFeature.State()
    for item in Item.samples {
      state.inventory.path.append(.detail(state.inventory.detail(for: item)))
    }
    let line = render(state, width: 40)[0]
    #expect(line.hasPrefix("… › "))
    #expect(line.hasSuffix("Bolt › Nut"))
    #expect(line.count <= 40)
  }

  @Test func sheetIsDrawnOverItsParent() {
    let lines = render(editingWidget())
    #expect(lines[2].hasPrefix("┌─ Widget "))
    #expect(lines[3].contains("Kind: Gadget"))
    #expect(lines[4].hasPrefix("┌─ [sheet] Edit "))
    #expect(lines.contains { $0.contains("▸ 1  Name: Widget  [n]") })
  }

  @Test func alertsAreBoxesWithTheirButtons() {
    var state = AppFeature.State()
    var detail = state.inventory.detail(for: Item.samples[0])
    detail.destination = .confirmDelete(.deleteItem(Item.samples[0]))
    state.inventory.path.append(.detail(detail))
    let lines = render(state)
    #expect(lines[0] == "Inventory › Widget › [dialog] Delete Widget?")
    #expect(lines.contains { $0.contains("╭─ Dialog ─") })
    #expect(lines.contains { $0.contains("│ Delete Widget?") })
    // A destructive dialog starts on Cancel, so Enter never deletes by default.
    #expect(lines.contains { $0.contains(" [ Delete ] ▸[ Cancel ]") })
  }

  @Test(arguments: [(80, 24), (60, 20), (40, 12), (30, 10), (24, 10), (20, 6)])
  func everyLineFitsTheTerminal(width: Int, height: Int) {
    for state in [AppFeature.State(), editingWidget()] {
      let lines = render(state, width: width, height: height)
      #expect(lines.count == height)
      #expect(lines.allSatisfy { $0.count <= width }, "\(lines.joined(separator: "\n"))")
    }
  }

  @Test func tooSmallATerminalSaysSo() {
    #expect(render(AppFeature.State(), width: 20, height: 6)[0] == "Terminal too small:")
  }
}
