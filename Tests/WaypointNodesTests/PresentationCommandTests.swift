import CustomDump
import Testing
import WaypointNodes

@MainActor
@Suite struct PresentationCommandTests {
  /// A window: a stack (home, detail) presenting a sheet with a stack (detail, editor), which
  /// presents a full-screen cover.
  func layered() throws -> (
    window: WindowNavigationNode, base: StackRootNavigationNode, sheet: StackRootNavigationNode,
    cover: SettingsNavigationNode
  ) {
    let base = StackRootNavigationNode([HomeNavigationNode(), DetailNavigationNode()])
    let window = WindowNavigationNode(rootNode: base)
    let sheet = StackRootNavigationNode([DetailNavigationNode(), DetailEditorNavigationNode()])
    try base.execute(.present(.sheet(sheet))).get()
    let cover = SettingsNavigationNode()
    try base.execute(.present(.fullScreenCover(cover))).get()
    return (window, base, sheet, cover)
  }

  @Test func hideFromEachPosition() throws {
    // The top of a presented stack: popped.
    do {
      let (window, _, sheet, cover) = try layered()
      let editor = sheet.state.stackNodes[1].destination
      // The cover is on top, but hiding the editor below it pops the editor alone.
      try editor.execute(.hide()).get()
      #expect(sheet.state.stackNodes.count == 1)
      #expect(editor.hasLeftGraph && cover.isInGraph)
      _ = window
    }
    // The root of a presented stack: the presentation is dismissed, with what is over it.
    do {
      let (window, base, sheet, cover) = try layered()
      let log = MessageLog()
      log.listenToSubtree(of: sheet)
      try sheet.state.rootNode.execute(.hide()).get()
      #expect(base.presentedNode == nil)
      #expect(sheet.hasLeftGraph && cover.hasLeftGraph)
      expectNoDifference(
        log.removals,
        [
          "DetailNavigationNode", "DetailEditorNavigationNode", "SettingsNavigationNode",
          "StackRootNavigationNode",
        ])
      _ = window
    }
    // A presented node outside any stack: dismissed.
    do {
      let (_, _, sheet, cover) = try layered()
      try cover.execute(.hide()).get()
      #expect(sheet.presentedNode == nil)
      #expect(cover.hasLeftGraph && sheet.isInGraph)
    }
    // A node above the root of the base stack: popped.
    do {
      let (_, base, sheet, _) = try layered()
      try base.state.stackNodes[1].destination.execute(.hide()).get()
      #expect(base.state.stackNodes.count == 1)
      #expect(sheet.isInGraph)
    }
    // The root of the base stack: nothing to hide.
    do {
      let (window, base, _, _) = try layered()
      let before = window.debugGraph()
      let root = base.state.rootNode
      let error = try #require(root.execute(.hide()).failure)
      #expect(
        error.refusal.reason
          == "\(root.debugName) is neither above the root of a stack nor in a presented node")
      #expect(window.debugGraph() == before)
    }
  }

  @Test func hideInTheMiddleOfAStackPopsTheNodesAboveItToo() throws {
    let stack = StackRootNavigationNode(
      [HomeNavigationNode()] + (0..<4).map { _ in DetailNavigationNode() })
    _ = WindowNavigationNode(rootNode: stack)
    try stack.state.stackNodes[2].destination.execute(.hide()).get()
    #expect(stack.state.stackNodes.count == 2)
  }

  @Test func dismissJustFromPresentedOnlyDismissesTheHighest() throws {
    let (_, base, sheet, cover) = try layered()
    let inSheet = sheet.state.stackNodes[1].destination
    let error = try #require(inSheet.execute(.dismissJustFromPresented()).failure)
    #expect(
      error.refusal.reason.hasSuffix(
        "is not the highest presented node; something is presented on it"))
    #expect(cover.isInGraph)
    try cover.execute(.dismissJustFromPresented()).get()
    try inSheet.execute(.dismissJustFromPresented()).get()
    #expect(base.presentedNode == nil)
    #expect(
      base.execute(.dismissJustFromPresented()).failure?.refusal.reason
        == "\(base.debugName) is not in a presented node")
  }

  @Test func presentOnAGivenNodeAndFromASource() throws {
    let base = StackRootNavigationNode([HomeNavigationNode(), DetailNavigationNode()])
    _ = WindowNavigationNode(rootNode: base)
    let detail = base.state.stackNodes[1].destination
    let dialog = ConfirmationDialogState<String>(
      title: TextState("Log out?"),
      buttons: [ButtonState(role: .destructive, action: "logout") { TextState("Log out") }])
    // With a source, the executing node presents.
    try detail.execute(.present(.confirmationDialog(dialog, sourceID: "logoutButton"))).get()
    #expect(detail.presentedNode?.node is ConfirmationDialogNavigationNode)
    #expect(detail.presentedNode?.sourceID == "logoutButton")
    #expect(base.presentedNode == nil)
    // A second presentation in the same level is refused until the first ends.
    let error = try #require(
      base.execute(.present(.sheet(SettingsNavigationNode()), on: base)).failure)
    #expect(
      error.refusal.reason
        == "\(detail.debugName) already presents in the same presentation as \(base.debugName)")
    // The plain present goes on top of the dialog.
    try base.execute(.present(.sheet(SettingsNavigationNode()))).get()
    #expect(detail.presentedNode?.node.presentedNode?.node is SettingsNavigationNode)
    // Dropping the detail ends what it presents.
    try base.execute(.stackDropLast()).get()
    #expect(base.canExecute(.dismiss()) == false)
    try base.execute(.present(.sheet(SettingsNavigationNode()))).get()
    #expect(base.presentedNode?.node is SettingsNavigationNode)
  }

  @Test func presentingANodeOfAnotherGraphOrOnAWindowIsAMisuse() throws {
    let home = HomeNavigationNode()
    let window = WindowNavigationNode(rootNode: home)
    let other = WindowNavigationNode(id: "other", rootNode: LoginNavigationNode())
    let otherGraph = misuse {
      home.execute(.present(.sheet(DetailNavigationNode()), on: other.rootNode))
    }
    #expect(
      otherGraph?.refusal.reason
        == "\(other.rootNode.debugName) is not in the graph of \(home.debugName)")
    let onWindow = misuse { home.execute(.present(.sheet(DetailNavigationNode()), on: window)) }
    #expect(onWindow?.refusal.reason == "a window presents nothing; present on its root node")
    let itself = misuse { home.execute(.present(.sheet(home))) }
    #expect(itself?.refusal.reason == "\(home.debugName) would hold itself")
    #expect(home.presentedNode == nil && other.rootNode.presentedNode == nil)
  }

  @Test func aCustomKindNeedsRegisteringOnTheWindow() throws {
    let home = HomeNavigationNode()
    let window = WindowNavigationNode(rootNode: home)
    let error = misuse { home.execute(.present(PhotoPickerPresentedNode())) }
    #expect(
      error?.refusal.reason
        == "PhotoPickerPresentedNode is not registered on the window; register it with registerCustomPresentableNavigationNodes(_:)"
    )
    #expect(home.presentedNode == nil)
    window.registerCustomPresentableNavigationNodes([PhotoPickerPresentedNode.self])
    try home.execute(.present(PhotoPickerPresentedNode())).get()
    #expect(window.debugGraph(includingIDs: false).contains("photoPicker: PhotoPickerNode"))
  }

  @Test func anAlertButtonDismissesTheAlertThenSendsItsAction() throws {
    let home = HomeNavigationNode()
    _ = WindowNavigationNode(rootNode: home)
    var received: [String] = []
    var alertWasGoneWhenTheActionRan: [Bool] = []
    let alert = AlertState<String>(
      title: TextState("Delete?"),
      buttons: [
        ButtonState(role: .destructive, action: "delete") { TextState("Delete") },
        ButtonState(role: .cancel) { TextState("Cancel") },
      ])
    try home.execute(
      .present(
        .alert(alert) {
          alertWasGoneWhenTheActionRan.append(home.presentedNode == nil)
          received.append($0)
        })
    ).get()
    let node = try #require(home.presentedNode?.node as? AlertNavigationNode)
    #expect(node.alert.buttons.map(\.label) == [TextState("Delete"), TextState("Cancel")])
    let noButton = misuse { node.tap(2) }
    #expect(noButton?.refusal.reason == "there is no button 2; the buttons are 0..<2")
    #expect(home.presentedNode != nil)
    try node.tap(0).get()
    #expect(received == ["delete"])
    #expect(alertWasGoneWhenTheActionRan == [true], "the action runs after the dismissal")
    #expect(home.presentedNode == nil && node.hasLeftGraph)

    // A button without an action only dismisses.
    try home.execute(.present(.alert(alert) { received.append($0) })).get()
    let second = try #require(home.presentedNode?.node as? AlertNavigationNode)
    try second.tap(1).get()
    #expect(received == ["delete"])
    #expect(home.presentedNode == nil)
    // A tap on an alert that is gone is refused.
    #expect(second.tap(0).failure != nil)
    #expect(received == ["delete"])
  }
}

@NavigationNode
final class PhotoPickerNode {}

struct PhotoPickerPresentedNode: PresentedNavigationNode {
  let node: any NavigationNode = PhotoPickerNode()
  static var presentationStyle: PresentationStyle { .sheet }
  static var presentationKind: String { "photoPicker" }
}

@MainActor
@Suite struct HighestPresentationTests {
  @Test func aNodePresentedWithAPresentationOfItsOwnMakesThatTheHighest() throws {
    let home = HomeNavigationNode()
    let window = WindowNavigationNode(rootNode: .stacked(home))
    let sheet = DetailNavigationNode()
    let inner = SettingsNavigationNode()
    // Built with its own sheet before it is presented.
    let restored = NavigationNodeSnapshot<AppScreen>(
      screen: .home, presented: [.init(kind: "sheet", node: .init(screen: .settings))]
    ).restore(make: ScreenNodes.make)
    let built = try #require(restored.node)
    try home.execute(.present(.sheet(built))).get()
    #expect((window.highestPresentedNode as? ScreenNode)?.screen == .settings)
    try home.execute(.dismiss()).get()
    #expect(window.highestPresentedNode === built)
    try home.execute(.dismiss()).get()
    try home.execute(.present(.sheet(sheet))).get()
    try sheet.execute(.present(.fullScreenCover(inner), on: sheet)).get()
    #expect(window.highestPresentedNode === inner)
  }
}
