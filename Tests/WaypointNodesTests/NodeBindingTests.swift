import ConcurrencyExtras
import Testing
import Waypoint
import WaypointNodes

/// What the node layer's SwiftUI bindings execute when SwiftUI writes them.
@MainActor
@Suite struct NodeBindingTests {
  func stack(depth: Int) -> (window: WindowNavigationNode, stack: StackRootNavigationNode) {
    let stack = StackRootNavigationNode(
      [HomeNavigationNode()] + (0..<depth).map { _ in DetailNavigationNode() })
    return (WindowNavigationNode(rootNode: stack), stack)
  }

  @Test func thePathIsTheStackWithoutItsRoot() {
    let (_, stack) = stack(depth: 2)
    #expect(stack.state.path.count == 2)
    #expect(stack.state.path.first?.destination === stack.state.stackNodes[1].destination)
  }

  @Test func theBackMenuDroppingThreeNodesAtOnceDropsThemAndTellsEach() throws {
    let (_, stack) = stack(depth: 3)
    var removed: [String] = []
    for entry in stack.state.path {
      let name = "\(entry.destination.debugName)"
      entry.destination.addMessageListener { message in
        if message is RemovalNavigationMessage { removed.append(name) }
      }
    }
    try stack.writeStackPath([]).get()
    #expect(stack.state.stackNodes.count == 1)
    #expect(removed.count == 3)
  }

  @Test func theBackButtonDropsTheTopNode() throws {
    let (_, stack) = stack(depth: 2)
    let first = stack.state.path[0]
    try stack.writeStackPath([first]).get()
    #expect(stack.state.path == [first])
  }

  @Test func writingTheSamePathExecutesNothing() throws {
    let (_, stack) = stack(depth: 2)
    let before = stack.state.stackNodes
    try stack.writeStackPath(stack.state.path).get()
    #expect(stack.state.stackNodes == before)
  }

  @Test func aPathThatIsNotTheStartOfTheStackIsRefusedAndChangesNothing() throws {
    let (_, stack) = stack(depth: 2)
    let before = stack.state.stackNodes
    let error = try #require(stack.writeStackPath(stack.state.path.reversed()).failure)
    #expect(error.refusal.reason.contains("is not the start of"))
    #expect(stack.state.stackNodes == before)
    let outsider = StackNavigationNode(DetailNavigationNode())
    #expect(stack.writeStackPath(stack.state.path + [outsider]).failure != nil)
    #expect(stack.state.stackNodes == before)
  }

  @Test func aNodeThatIsNotAStackRootRefusesAPath() throws {
    let (_, stack) = stack(depth: 0)
    let home = stack.state.stackNodes[0].destination
    let error = try #require(home.writeStackPath([]).failure)
    #expect(error.refusal.reason.hasSuffix("is not a stack root"))
  }

  @Test func aSheetSwipedAwayIsDismissedFromThePresentedNode() throws {
    let (_, stack) = stack(depth: 0)
    let home = stack.state.stackNodes[0].destination
    let detail = DetailNavigationNode()
    try home.execute(.present(.sheet(.stacked(detail)))).get()
    let presenter = try #require(stack.state.presentedNode == nil ? home : stack)
    let sheet = presenter.presentation(SheetPresentedNavigationNode.self)
    #expect(sheet.isPresented)
    #expect(
      presenter.presentation(FullScreenCoverPresentedNavigationNode.self).isPresented == false)

    try sheet.write(isPresented: false)?.get()
    #expect(sheet.write(isPresented: false) == nil)

    #expect(presenter.state.presentedNode == nil)
    #expect(detail.hasLeftGraph)
  }

  @Test func aWriteAfterTheSheetWasReplacedLeavesTheNewOne() throws {
    let (_, stack) = stack(depth: 0)
    let home = stack.state.stackNodes[0].destination
    try home.execute(.present(.sheet(DetailNavigationNode()))).get()
    let presenter = try #require(stack.state.presentedNode == nil ? home : stack)
    let stale = presenter.presentation(SheetPresentedNavigationNode.self)
    try presenter.execute(.dismiss()).get()
    let editor = DetailEditorNavigationNode()
    try presenter.execute(.present(.sheet(editor))).get()

    #expect(stale.write(isPresented: false) == nil)
    #expect(presenter.state.presentedNode?.node === editor)
    #expect(stale.write(isPresented: true) == nil)
  }

  @Test func anAlertButtonRunsItsActionAfterTheAlertIsDismissed() throws {
    let (_, stack) = stack(depth: 0)
    let home = stack.state.stackNodes[0].destination
    var log: [String] = []
    let alert = AlertState<String> {
      TextState("Log out?")
    } actions: {
      ButtonState(role: .destructive, action: "logOut") { TextState("Log out") }
    }
    try home.execute(
      .present(
        .alert(alert) { action in
          log.append("\(action), presented: \(home.state.presentedNode != nil)")
        })
    ).get()
    let presenter = try #require(stack.state.presentedNode == nil ? home : stack)
    let binding = presenter.presentation(AlertPresentedNavigationNode.self)
    let node = try #require(binding.presented?.node as? AlertNavigationNode)
    try node.tap(0).get()
    // SwiftUI then writes `isPresented = false`, for an alert that is gone: nothing runs.
    #expect(binding.write(isPresented: false) == nil)
    #expect(log == ["logOut, presented: false"])
  }

  @Test func anAlertButtonRunsItsActionWhenSwiftUIWritesTheBindingFirst() async throws {
    let (_, stack) = stack(depth: 0)
    let home = stack.state.stackNodes[0].destination
    var log: [String] = []
    let alert = AlertState<String> {
      TextState("Log out?")
    } actions: {
      ButtonState(role: .destructive, action: "logOut") { TextState("Log out") }
    }
    try home.execute(.present(.alert(alert) { log.append($0) })).get()
    let presenter = try #require(stack.state.presentedNode == nil ? home : stack)
    let binding = presenter.presentation(AlertPresentedNavigationNode.self)
    let node = try #require(binding.presented?.node as? AlertNavigationNode)

    // SwiftUI's order: the binding is written, then the button's action runs.
    #expect(binding.write(isPresented: false) == nil)
    try node.tap(0).get()
    await Task.megaYield()

    #expect(log == ["logOut"])
    #expect(presenter.state.presentedNode == nil)
  }

  @Test func anAlertClosedWithoutAButtonIsDismissedOnTheNextTurn() async throws {
    let (_, stack) = stack(depth: 0)
    let home = stack.state.stackNodes[0].destination
    try home.execute(.present(.alert(AlertState<Int> { TextState("Saved") }) { _ in })).get()
    let presenter = try #require(stack.state.presentedNode == nil ? home : stack)
    presenter.presentation(AlertPresentedNavigationNode.self).write(isPresented: false)
    await nodeUntil { presenter.state.presentedNode == nil }
    #expect(presenter.state.presentedNode == nil)
  }

  @Test func aTappedTabIsSelected() throws {
    let tabs = MainTabsNavigationNode(initialTab: .home)
    _ = WindowNavigationNode(rootNode: tabs)
    try tabs.execute(.tabsSelectItem(MainTabsNavigationNode.Tab.settings)).get()
    #expect(tabs.state.selectedTabNodeID == AnyHashable(MainTabsNavigationNode.Tab.settings))
  }

  @Test func commandsTellTheUILayerWhetherTheirChangeIsAnimated() throws {
    let (_, stack) = stack(depth: 0)
    var changes: [Bool] = []
    let config = NavigationConfig.shared
    config.performChange = { animated, change in
      changes.append(animated)
      change()
    }
    defer { config.performChange = nil }

    try stack.execute(.stackAppend(DetailNavigationNode(), animated: false)).get()
    try stack.execute(.stackDropLast()).get()
    // A command that does not say is animated; one that is refused changes nothing.
    let refused = stack.execute(.tabsSelectItem("none"))

    #expect(changes == [false, true, true])
    #expect((try? refused.get()) == nil)
    #expect(stack.state.stackNodes.count == 1)
  }
}

/// Presentations with a `sourceID` attach to the view registered as that source.
@MainActor
@Suite struct PresentationSourceTests {
  let dialog = ConfirmationDialogState<String> {
    TextState("Log out?")
  } actions: {
    ButtonState(role: .destructive, action: "logOut") { TextState("Log out") }
  }

  func presenter() throws -> (window: WindowNavigationNode, home: any NavigationNode) {
    let stack = StackRootNavigationNode([HomeNavigationNode()])
    let window = WindowNavigationNode(rootNode: stack)
    return (window, stack.state.stackNodes[0].destination)
  }

  typealias Dialog = ConfirmationDialogPresentedNavigationNode

  @Test func aPresentationAttachesToItsSourceWhileTheSourceIsShown() throws {
    let (_, home) = try presenter()
    home.addPresentationSource("logoutButton")
    try home.execute(.present(.confirmationDialog(dialog, sourceID: "logoutButton") { _ in }))
      .get()
    #expect(home.state.presentedNode != nil)
    #expect(!home.presentation(Dialog.self).isPresented)
    #expect(home.presentation(Dialog.self, source: "logoutButton").isPresented)
    #expect(!home.presentation(Dialog.self, source: "otherButton").isPresented)

    // The source's view goes away: the node's own view presents it.
    home.removePresentationSource("logoutButton")
    #expect(home.presentation(Dialog.self).isPresented)
    #expect(!home.presentation(Dialog.self, source: "logoutButton").isPresented)
  }

  @Test func aSourceShownTwiceStaysUntilBothAreGone() throws {
    let (_, home) = try presenter()
    home.addPresentationSource("button")
    home.addPresentationSource("button")
    home.removePresentationSource("button")
    #expect(home.state.presentationSources == ["button": 1])
    home.removePresentationSource("button")
    home.removePresentationSource("button")
    #expect(home.state.presentationSources.isEmpty)
  }

  @Test func aPresentationWithoutASourceIsTheNodesOwn() throws {
    let (_, home) = try presenter()
    home.addPresentationSource("button")
    try home.execute(.present(.sheet(DetailNavigationNode()))).get()
    let presenter = try #require(home.state.presentedNode == nil ? home.parent : home)
    #expect(presenter.presentation(SheetPresentedNavigationNode.self).isPresented)
    #expect(
      !presenter.presentation(SheetPresentedNavigationNode.self, source: "button").isPresented)
  }

  @Test func aDialogClosedAtItsSourceIsDismissedOnTheNextTurn() async throws {
    let (_, home) = try presenter()
    home.addPresentationSource("button")
    try home.execute(.present(.confirmationDialog(dialog, sourceID: "button") { _ in })).get()
    let atSource = home.presentation(Dialog.self, source: "button")
    #expect(atSource.write(isPresented: false) == nil)
    #expect(home.state.presentedNode != nil)
    await nodeUntil { home.state.presentedNode == nil }
    #expect(home.state.presentedNode == nil)
  }
}

/// Waits, a turn of the main actor at a time, until `condition` holds; records an issue if it
/// never does.
@MainActor
func nodeUntil(
  _ condition: @MainActor () -> Bool, sourceLocation: Testing.SourceLocation = #_sourceLocation
) async {
  for _ in 0..<100_000 {
    if condition() { return }
    await Task.yield()
  }
  Issue.record("The awaited condition never held.", sourceLocation: sourceLocation)
}
