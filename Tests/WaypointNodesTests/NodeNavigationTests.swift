import Testing
import WaypointNodes

/// A graph of nodes says where the user is as a store's state does: one `Navigation`.
@MainActor
@Suite struct NodeNavigationTests {
  typealias Screen = Navigation.Screen

  /// A window on tabs, the home tab two details deep.
  func window() throws -> (WindowNavigationNode, MainTabsNavigationNode, StackRootNavigationNode) {
    let tabs = MainTabsNavigationNode(initialTab: .home)
    let window = WindowNavigationNode(rootNode: tabs)
    let home = try #require(tabs.state.tabsNodes[0].navigationNode as? StackRootNavigationNode)
    try home.execute(.stackAppend(DetailNavigationNode())).get()
    try home.execute(.stackAppend(DetailNavigationNode())).get()
    return (window, tabs, home)
  }

  @Test func aStacksPushesAreLevelZeroAndItsRootIsNot() throws {
    let (window, _, home) = try window()
    let details = home.state.stackNodes.dropFirst().map(\.destination.id.rawValue)
    let navigation = Navigation(window)
    #expect(
      navigation.levels == [
        Navigation.Level(.push, details.map { Screen("detail", at: .node($0)) })
      ])
    #expect(navigation.routes.map(\.style) == [.push, .push])
    #expect(Navigation(HomeNavigationNode()).levels == [Navigation.Level(.push, [])])
  }

  @Test func presentationsAreLevelsInTheirStylesNamedByTheirNodes() throws {
    let (window, _, home) = try window()
    let top = try #require(home.state.stackNodes.last?.destination)
    try top.execute(
      .present(.sheet(.stacked([DetailEditorNavigationNode(), SettingsNavigationNode()])))
    ).get()
    let sheet = try #require(window.highestPresentedNode as? StackRootNavigationNode)
    let editor = try #require(sheet.state.stackNodes.first?.destination)
    try editor.execute(
      .present(.alert(AlertState<Never>(title: TextState("Saved"))), on: editor)
    ).get()
    let navigation = Navigation(window)
    #expect(navigation.levels.map(\.style) == [.push, .sheet, .alert])
    #expect(navigation.levels[1].screens.map(\.name) == ["detailEditor", "settings"])
    #expect(navigation.levels[1].screens.first?.place == .node(editor.id.rawValue))
    #expect(navigation.routes.map(\.style) == [.push, .push, .sheet, .push, .alert])
    try NavigationRoutes.validate(navigation.routes)
    #expect(navigation.top?.name == "alert")
    #expect(
      navigation.description.split(separator: "\n").map { $0.split(separator: " ")[0] } == [
        "detail", "sheet:", "alert:",
      ])
  }

  @Test func onlyTheSelectedTabIsShown() throws {
    let (window, tabs, _) = try window()
    #expect(Navigation(window).levels[0].screens.count == 2)
    try tabs.execute(.tabsSelectItem(MainTabsNavigationNode.Tab.settings)).get()
    #expect(Navigation(window).description == "root")
  }
}
