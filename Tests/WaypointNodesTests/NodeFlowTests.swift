import CustomDump
import Foundation
import Testing
import WaypointNodes

@MainActor
@Suite struct NodeFlowTests {
  @Test func logInAndOutSwitchesBetweenTheLoginNodeAndTheTabsRoot() throws {
    let userService = UserService()
    let app = AppNode(userService: userService)
    let window = WindowNavigationNode(rootNode: app)
    app.userDidChange()
    #expect(app.state.switchedNode is LoginNavigationNode)
    let login = try #require(app.state.switchedNode)
    let log = MessageLog()
    log.listen(to: login)

    userService.isUserLogged = true
    app.userDidChange()
    let tabs = try #require(app.state.switchedNode as? MainTabsNavigationNode)
    #expect(log.removals == ["LoginNavigationNode"])
    #expect(login.hasLeftGraph)
    #expect(tabs.isInGraph)
    expectNoDifference(
      window.debugGraph(includingIDs: false),
      """
      WindowNavigationNode main
      └─ AppNode
         └─ switched: MainTabsNavigationNode selected: home
            ├─ tab home: StackRootNavigationNode
            │  └─ stack 0: HomeNavigationNode
            └─ tab settings: StackRootNavigationNode
               └─ stack 0: SettingsNavigationNode
      """)

    log.listenToSubtree(of: tabs)
    userService.isUserLogged = false
    app.userDidChange()
    #expect(app.state.switchedNode is LoginNavigationNode)
    // Children before parents, each once.
    expectNoDifference(
      log.removals,
      [
        "LoginNavigationNode", "HomeNavigationNode", "StackRootNavigationNode",
        "SettingsNavigationNode", "StackRootNavigationNode", "MainTabsNavigationNode",
      ])
  }

  @Test func presentsASheetWithAStackedDetailAndAnEditorPushedOnIt() throws {
    let home = HomeNavigationNode()
    let window = WindowNavigationNode(rootNode: .stacked(home))
    home.showDetailWithEditor()
    expectNoDifference(
      window.debugGraph(includingIDs: false),
      """
      WindowNavigationNode main
      └─ StackRootNavigationNode
         ├─ stack 0: HomeNavigationNode
         └─ sheet: StackRootNavigationNode
            ├─ stack 0: DetailNavigationNode
            └─ stack 1: DetailEditorNavigationNode
      """)
    let sheet = try #require(window.rootNode.presentedNode as? SheetPresentedNavigationNode)
    let stack = try #require(sheet.node as? StackRootNavigationNode)
    #expect(stack.state.stackNodes.count == 2)
    #expect(stack.subtree.allSatisfy { $0.isInGraph })
  }

  @Test func presentGoesOnTheHighestNodeThatCanPresent() throws {
    let home = HomeNavigationNode()
    let window = WindowNavigationNode(rootNode: .stacked(home))
    home.showDetail()
    // Home, below the sheet, presents again: the new sheet goes on top of the first.
    home.execute(.present(.fullScreenCover(SettingsNavigationNode())))
    expectNoDifference(
      window.debugGraph(includingIDs: false),
      """
      WindowNavigationNode main
      └─ StackRootNavigationNode
         ├─ stack 0: HomeNavigationNode
         └─ sheet: StackRootNavigationNode
            ├─ stack 0: DetailNavigationNode
            └─ fullScreenCover: SettingsNavigationNode
      """)
    // Dismiss takes the highest first.
    home.execute(.dismiss())
    #expect(window.rootNode.presentedNode?.node is StackRootNavigationNode)
    #expect(window.rootNode.presentedNode?.node.presentedNode == nil)
    home.execute(.dismiss())
    #expect(window.rootNode.presentedNode == nil)
    let error = try #require(home.execute(.dismiss()).failure)
    #expect(
      error.description
        == "dismiss cannot execute on \(home.debugName): nothing is presented")
  }
}

extension Result {
  /// The error, for `#require`.
  var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
