import CustomDump
import Foundation
import Testing
import WaypointNodes
import WaypointNodesTesting
import WaypointRouting

@MainActor
@Suite struct ContainerAndWindowTests {
  @Test func selectsATabFromDeepInsideIt() throws {
    let tabs = MainTabsNavigationNode(initialTab: .home)
    _ = WindowNavigationNode(rootNode: tabs)
    let homeStack = try #require(tabs.state.tabsNodes[0].navigationNode as? StackRootNavigationNode)
    try homeStack.execute(.stackAppend(DetailNavigationNode())).get()
    let detail = homeStack.state.stackNodes[1].destination
    try detail.execute(.present(.sheet(.stacked(DetailEditorNavigationNode())))).get()
    let editor = try #require(
      (detail.highestPresentedNode as? StackRootNavigationNode)?.state.rootNode)

    // From the sheet over the detail, two levels down.
    try editor.execute(.tabsSelectItem(MainTabsNavigationNode.Tab.settings)).get()
    #expect(tabs.state.selectedTabNodeID == AnyHashable(MainTabsNavigationNode.Tab.settings))
    // The unselected tab keeps its navigation.
    #expect(homeStack.state.stackNodes.count == 2 && editor.isInGraph)
    #expect((tabs.state.selectedTabNode as? DefaultTabNode)?.title == "Settings")

    let error = try #require(detail.execute(.tabsSelectItem("profile")).failure)
    #expect(
      error.refusal.reason == "\(tabs.debugName) has no tab profile; its tabs are home, settings")
    #expect(tabs.state.selectedTabNodeID == AnyHashable(MainTabsNavigationNode.Tab.settings))

    let lone = HomeNavigationNode()
    _ = WindowNavigationNode(rootNode: lone)
    #expect(
      lone.execute(.tabsSelectItem(MainTabsNavigationNode.Tab.home)).failure?.refusal.reason
        == "no tabs root holds \(lone.debugName)")
  }

  @Test func eachTabKeepsItsOwnPresentationsAndOnlyTheSelectedTabsCount() throws {
    let tabs = MainTabsNavigationNode(initialTab: .home)
    let window = WindowNavigationNode(rootNode: tabs)
    let homeStack = try #require(tabs.state.tabsNodes[0].navigationNode as? StackRootNavigationNode)
    let settingsStack = try #require(
      tabs.state.tabsNodes[1].navigationNode as? StackRootNavigationNode)
    let homeSheet = DetailNavigationNode()
    try tabs.execute(.present(.sheet(homeSheet))).get()
    #expect(homeStack.presentedNode?.node === homeSheet)
    #expect(window.topNode === homeSheet)

    // From the sheet, the user goes to the other tab: the sheet stays with its tab, hidden.
    try homeSheet.execute(.tabsSelectItem(MainTabsNavigationNode.Tab.settings)).get()
    #expect(window.highestPresentedNode == nil)
    #expect(window.topNode === settingsStack.state.rootNode)
    #expect(tabs.execute(.dismiss()).failure?.refusal.reason == "nothing is presented")
    let settingsSheet = LoginNavigationNode()
    try tabs.execute(.present(.sheet(settingsSheet))).get()
    #expect(settingsStack.presentedNode?.node === settingsSheet)
    #expect(window.highestPresentedNode === settingsSheet)

    // Back on the first tab, its sheet is the highest again, and a dismiss takes it.
    try tabs.execute(.tabsSelectItem(MainTabsNavigationNode.Tab.home)).get()
    #expect(window.highestPresentedNode === homeSheet)
    try tabs.execute(.dismiss()).get()
    #expect(homeSheet.hasLeftGraph && settingsSheet.isInGraph)
    #expect(window.topNode === homeStack.state.rootNode)
  }

  @Test func switchingIsForSwitchedNodesAndToTheSameNodeChangesNothing() throws {
    let app = AppNode(userService: UserService())
    _ = WindowNavigationNode(rootNode: app)
    let login = LoginNavigationNode()
    try app.execute(.switchNode(login)).get()
    let log = MessageLog()
    log.listen(to: login)
    try app.execute(.switchNode(login)).get()
    #expect(log.removals.isEmpty && login.isInGraph)
    let error = misuse { login.execute(.switchNode(HomeNavigationNode())) }
    #expect(error?.refusal.reason == "\(login.debugName) is not a switched node")
    #expect(app.state.switchedNode === login)
  }

  @Test func opensAndClosesWindowsThroughTheApplication() throws {
    let app = NavigationApplication()
    app.registerWindow("main") { .stacked(HomeNavigationNode()) }
    app.registerWindow("settings") { .stacked(SettingsNavigationNode()) }
    let main = try app.openWindow("main")
    let home = (main.rootNode as? StackRootNavigationNode)?.state.rootNode
    try #require(home).execute(.openWindow(id: "settings")).get()
    #expect(app.windows.map(\.windowID) == ["main", "settings"])
    let settings = try #require(app["settings"])
    let log = MessageLog()
    log.listenToSubtree(of: settings)

    let error = try #require(home?.execute(.openWindow(id: "about")).failure)
    #expect(error.refusal.reason == "no window is registered with the ID \"about\"")
    #expect(throws: NavigationApplicationError.unknownWindow("about")) {
      try app.openWindow("about")
    }

    try #require(home).execute(.dismissWindow(id: "settings")).get()
    #expect(app.windows.map(\.windowID) == ["main"])
    #expect(
      log.removals == ["SettingsNavigationNode", "StackRootNavigationNode", "WindowNavigationNode"])
    #expect(
      home?.execute(.dismissWindow(id: "settings")).failure?.refusal.reason
        == "no window with the ID \"settings\" is open")
    // A window outside an application cannot open others.
    let lone = WindowNavigationNode(rootNode: HomeNavigationNode())
    #expect(
      lone.rootNode.execute(.openWindow(id: "main")).failure?.refusal.reason.hasSuffix(
        "is not in a window of a NavigationApplication") == true)
  }

  @Test func theApplicationSetsUpEveryWindowItOpens() throws {
    let triggers = RecordingNavigationEnvironmentTriggerHandler()
    let app = NavigationApplication { window in
      window.navigationEnvironmentTriggerHandler(triggers)
        .registerCustomPresentableNavigationNodes([PhotoPickerPresentedNode.self])
    }
    app.registerWindow("main") { HomeNavigationNode() }
    let window = try app.openWindow("main")
    try window.rootNode.execute(.present(PhotoPickerPresentedNode())).get()
    try window.rootNode.execute(.openURL(URL(string: "https://example.com")!)).get()
    #expect(triggers.triggers.count == 1)
  }

  @Test func environmentTriggersReachTheWindowsHandler() throws {
    let triggers = RecordingNavigationEnvironmentTriggerHandler()
    let home = HomeNavigationNode()
    let window = WindowNavigationNode(rootNode: .stacked(home))
      .navigationEnvironmentTriggerHandler(triggers)
    let url = URL(string: "https://example.com/help")!
    try home.execute(.openURL(url)).get()
    try home.execute(.openWindow(id: "settings")).get()
    try home.execute(.dismissWindow(id: "main")).get()
    try home.sendEnvironmentTrigger(DismissNavigationEnvironmentTrigger()).get()
    try home.sendEnvironmentTrigger(RequestReviewTrigger()).get()
    #expect(triggers.received.count == 5)
    #expect(
      triggers.triggers[0] as? OpenURLNavigationEnvironmentTrigger
        == OpenURLNavigationEnvironmentTrigger(url: url))
    #expect(
      triggers.triggers[1] as? OpenWindowNavigationEnvironmentTrigger
        == OpenWindowNavigationEnvironmentTrigger(windowID: "settings"))
    #expect(
      triggers.triggers[2] as? DismissWindowNavigationEnvironmentTrigger
        == DismissWindowNavigationEnvironmentTrigger(windowID: "main"))
    #expect(triggers.triggers[3] is DismissNavigationEnvironmentTrigger)
    #expect(triggers.triggers[4] is RequestReviewTrigger)
    #expect(triggers.received.allSatisfy { $0.node == home.debugName })
    _ = window

    // Without a window there is no handler.
    let lone = HomeNavigationNode()
    #expect(
      lone.execute(.openURL(url)).failure?.refusal.reason
        == "\(lone.debugName) is not in a window's graph")
  }

  @Test func theDefaultHandlerOpensURLsDismissesAndRefusesWhatItDoesNotKnow() throws {
    var opened: [URL] = []
    let home = HomeNavigationNode()
    let window = WindowNavigationNode(
      rootNode: .stacked(home),
      environmentTriggerHandler: DefaultNavigationEnvironmentTriggerHandler { opened.append($0) })
    let url = URL(string: "https://example.com")!
    try home.execute(.openURL(url)).get()
    #expect(opened == [url])
    try home.execute(.stackAppend(DetailNavigationNode())).get()
    let stack = try #require(window.rootNode as? StackRootNavigationNode)
    try stack.state.stackNodes[1].destination.sendEnvironmentTrigger(
      DismissNavigationEnvironmentTrigger()
    ).get()
    #expect(stack.state.stackNodes.count == 1)
    #expect(home.sendEnvironmentTrigger(DismissNavigationEnvironmentTrigger()).failure != nil)
    #expect(
      home.sendEnvironmentTrigger(RequestReviewTrigger()).failure?.refusal.reason
        == "RequestReviewTrigger has no handler; subclass DefaultNavigationEnvironmentTriggerHandler"
    )
  }

  @Test func theDefaultHandlerRefusesAURLWithoutAWayToOpenIt() throws {
    let home = HomeNavigationNode()
    let window = WindowNavigationNode(rootNode: home)
    let error = try #require(home.execute(.openURL(URL(string: "https://example.com")!)).failure)
    #expect(error.refusal.reason == "the window's trigger handler has no way to open a URL")
    _ = window
  }

  @Test func aSubclassOfTheDefaultHandlerHandlesCustomTriggers() throws {
    let handler = ReviewingHandler()
    let home = HomeNavigationNode()
    let window = WindowNavigationNode(rootNode: home, environmentTriggerHandler: handler)
    try home.sendEnvironmentTrigger(RequestReviewTrigger()).get()
    #expect(handler.reviews == 1)
    _ = window
  }

  @Test func aDeepLinkIsHandledOnTheHighestNodeThatCanPresent() throws {
    let router = LinkRouter<RecipeLink>(scheme: "recipes") {
      LinkRoute(.case(\.recipe)) {
        Segment("recipes")
        Segment(Int.self)
      }
    }
    var reached: [String] = []
    let handler = DeepLinkHandler { link, node in
      reached.append("\(type(of: node))")
      guard case .recipe(let id)? = link as? RecipeLink else { return nil }
      return .present(.sheet(.stacked(RecipeNode(id: id))))
    }
    let home = HomeNavigationNode()
    let window = WindowNavigationNode(rootNode: .stacked(home), deepLinkHandler: handler)
    try home.execute(.present(.sheet(.stacked(DetailNavigationNode())))).get()

    let link = try router.match("recipes://recipes/7")
    try home.execute(.handleDeepLink(link)).get()
    // The detail's sheet is where the user is: the link is handled there, on top of it.
    #expect(reached == ["StackRootNavigationNode"])
    let recipe = try #require(
      (window.rootNode.highestPresentedNode as? StackRootNavigationNode)?.state.rootNode
        as? RecipeNode)
    #expect(recipe.id == 7)

    let before = window.debugGraph()
    let error = try #require(home.execute(.handleDeepLink(UnknownLink())).failure)
    #expect(error.refusal.reason == "the deep-link handler does not handle UnknownLink()")
    #expect(window.debugGraph() == before)

    let bare = WindowNavigationNode(rootNode: HomeNavigationNode())
    #expect(
      bare.rootNode.execute(.handleDeepLink(link)).failure?.refusal.reason
        == "\(bare.rootNode.debugName) is not in a window with a deep-link handler")
  }

  @Test func aDeepLinkWhoseCommandCannotExecuteChangesNothing() throws {
    let handler = DeepLinkHandler { _, _ in .stackDropLast() }
    let home = HomeNavigationNode()
    let window = WindowNavigationNode(rootNode: .stacked(home), deepLinkHandler: handler)
    let before = window.debugGraph()
    let error = try #require(home.execute(.handleDeepLink(RecipeLink.recipe(1))).failure)
    #expect(error.refusal.reason == "the stack holds only its root")
    #expect(window.debugGraph() == before)
  }
}

@CasePathable
enum RecipeLink: Equatable, NavigationDeepLink {
  case recipe(Int)
}

struct UnknownLink: NavigationDeepLink {}

@NavigationNode
final class RecipeNode {
  let id: Int
  init(id: Int) { self.id = id }
}

struct RequestReviewTrigger: NavigationEnvironmentTrigger {}

final class ReviewingHandler: DefaultNavigationEnvironmentTriggerHandler {
  var reviews = 0

  override func refusal(
    for trigger: any NavigationEnvironmentTrigger, from node: any NavigationNode
  ) -> String? {
    trigger is RequestReviewTrigger ? nil : super.refusal(for: trigger, from: node)
  }

  override func handleTrigger(
    _ trigger: any NavigationEnvironmentTrigger, from node: any NavigationNode
  ) {
    if trigger is RequestReviewTrigger {
      reviews += 1
    } else {
      super.handleTrigger(trigger, from: node)
    }
  }
}
