// The code of The coordinator layer article, verbatim: if this file stops compiling, the article
// is wrong. The suite at the end runs it and checks what the article says it does.

import Foundation
import Testing
import WaypointNodes
import WaypointNodesTesting
import WaypointRouting
import WaypointRules

// MARK: - Nodes

@NavigationNode
final class SightingsNode {
  func open(_ id: Int) {
    execute(.stackAppend(SightingNode(id: id)))
  }

  func showGuide() {
    execute(.present(.sheet(.stacked(BirdGuideNode()))))
  }
}

@NavigationNode
final class SightingNode {
  let id: Int

  init(id: Int) {
    self.id = id
  }

  func edit() {
    execute(.stackAppend(SightingEditorNode(id: id)))
  }
}

@NavigationNode
final class SightingEditorNode {
  let id: Int

  init(id: Int) {
    self.id = id
  }

  func save() {
    sendMessage(SightingSaved(id: id))
    execute(.hide())
  }
}

@NavigationNode
final class BirdGuideNode {}

@NavigationNode
final class SignInNode {}

// MARK: - Containers

@TabsRootNavigationNode
final class BirdingTabsNode {
  enum Tab {
    case sightings
    case guide
  }

  init(initialTab: Tab) {
    state = TabsRootNavigationNodeState(
      selectedTabNodeID: initialTab,
      tabsNodes: [
        DefaultTabNode(
          id: Tab.sightings, title: "Sightings", navigationNode: .stacked(SightingsNode())),
        DefaultTabNode(id: Tab.guide, title: "Guide", navigationNode: .stacked(BirdGuideNode())),
      ]
    )
  }
}

@SwitchedNavigationNode
final class BirdingAppNode {
  func userDidChange(isSignedIn: Bool) {
    execute(.switchNode(isSignedIn ? BirdingTabsNode(initialTab: .sightings) : SignInNode()))
  }
}

@discardableResult
@MainActor
func signInAndOpenASighting() -> WindowNavigationNode {
  let app = BirdingAppNode()
  let window = WindowNavigationNode(rootNode: app)
  app.userDidChange(isSignedIn: false)  // shows a SignInNode
  app.userDidChange(isSignedIn: true)  // the SignInNode leaves the graph; the tabs enter it
  (window.topNode as? SightingsNode)?.open(7)
  print(window.debugGraph(includingIDs: false))
  return window
}

// MARK: - Presenting

@Test @MainActor func aDialogHandsTheTappedButtonsActionToThePresenter() throws {
  let sighting = SightingNode(id: 7)
  let window = WindowNavigationNode(rootNode: .stacked(sighting))
  var chosen: [String] = []
  let dialog = ConfirmationDialogState<String>(
    title: TextState("Delete sighting 7?"),
    buttons: [
      ButtonState(role: .destructive, action: "delete") { TextState("Delete") },
      ButtonState(role: .cancel) { TextState("Cancel") },
    ])
  try sighting.execute(
    .present(.confirmationDialog(dialog, sourceID: "deleteButton") { chosen.append($0) })
  ).get()
  let shown = try #require(window.highestPresentedNode as? ConfirmationDialogNavigationNode)
  try shown.tap(0).get()
  #expect(chosen == ["delete"])
  #expect(window.highestPresentedNode == nil)
}

@NavigationNode
final class CameraNode {}

struct CameraPresentedNode: PresentedNavigationNode {
  let node: any NavigationNode = CameraNode()
  static var presentationStyle: PresentationStyle { .fullScreenCover }
  static var presentationKind: String { "camera" }
}

@Test @MainActor func aCustomKindIsRegisteredOnTheWindow() throws {
  let sighting = SightingNode(id: 7)
  let window = WindowNavigationNode(rootNode: .stacked(sighting))
  window.registerCustomPresentableNavigationNodes([CameraPresentedNode.self])
  try sighting.execute(.present(CameraPresentedNode())).get()
  #expect(window.highestPresentedNode is CameraNode)
}

// MARK: - Commands

@Test @MainActor func aCommandThatCannotExecuteSaysWhyAndChangesNothing() {
  let window = signInAndOpenASighting()
  let sighting = window.topNode

  // Not applicable: returned, and the graph is as it was.
  #expect(sighting.refusal(of: .dismiss()) == .notApplicable("nothing is presented"))
  #expect(!sighting.canExecute(.dismissJustFromPresented()))

  // A misuse: wrong whatever the graph. Returned, and reported with `reportIssue`.
  withKnownIssue {
    _ = sighting.execute(.stackDropLast(0))
  } matching: { issue in
    issue.description.contains("it drops 0 nodes; drop at least 1")
  }
}

/// Shows a sighting right above the list, whatever the stack held, in one change of the stack.
struct ShowSightingCommand: NavigationCommand {
  let sighting: SightingNode

  var name: String { "showSighting" }

  private var map: StackMapNavigationCommand {
    .stackMap { nodes in [nodes[0], StackNavigationNode(sighting)] }
  }

  func refusal(on node: any NavigationNode) -> NavigationCommandRefusal? {
    map.refusal(on: node)
  }

  func execute(on node: any NavigationNode) {
    map.execute(on: node)
  }
}

@Test @MainActor func aCustomCommandIsCheckedAndExecutedLikeAnyOther() throws {
  let list = SightingsNode()
  let window = WindowNavigationNode(rootNode: .stacked(list))
  list.open(7)
  (window.topNode as? SightingNode)?.edit()

  try list.execute(ShowSightingCommand(sighting: SightingNode(id: 8))).get()
  #expect((window.topNode as? SightingNode)?.id == 8)
  #expect(window.rootNode.children.count == 2)
  // Where the stack map cannot execute, neither can it.
  #expect(!BirdGuideNode().canExecute(ShowSightingCommand(sighting: SightingNode(id: 9))))
}

// MARK: - Where presentations go

@discardableResult
@MainActor
func presentInBothTabs() throws -> WindowNavigationNode {
  let tabs = BirdingTabsNode(initialTab: .sightings)
  let window = WindowNavigationNode(rootNode: tabs)
  let sightings = try #require(window.topNode as? SightingsNode)
  sightings.showGuide()  // on the sightings tab's stack

  try tabs.execute(.tabsSelectItem(BirdingTabsNode.Tab.guide)).get()
  #expect(window.highestPresentedNode == nil)  // the sheet stays with its tab
  try tabs.execute(.present(.sheet(SightingEditorNode(id: 1)))).get()  // on the guide tab's stack

  try tabs.execute(.tabsSelectItem(BirdingTabsNode.Tab.sightings)).get()
  #expect(window.highestPresentedNode is StackRootNavigationNode)  // the first sheet again
  print(window.debugGraph(includingIDs: false))
  return window
}

// MARK: - Messages

struct SightingSaved: NavigationMessage {
  let id: Int
}

@Test @MainActor func theEditorTellsWhoeverListensWhatHappened() throws {
  let sighting = SightingNode(id: 3)
  let window = WindowNavigationNode(rootNode: .stacked(sighting))
  var heard: [String] = []
  let editor = SightingEditorNode(id: 3).onMessageReceived { message in
    switch message {
    case let saved as SightingSaved: heard.append("saved \(saved.id)")
    case is RemovalNavigationMessage: heard.append("editor left")
    default: break
    }
  }
  try sighting.execute(.stackAppend(editor)).get()
  editor.save()
  #expect(heard == ["saved 3", "editor left"])
  #expect(window.topNode === sighting)
}

// MARK: - Deep links

@CasePathable
enum BirdingLink: Equatable, NavigationDeepLink {
  case sighting(Int)
  case guide
}

let birdingRouter = LinkRouter<BirdingLink>(scheme: "birding") {
  LinkRoute(.case(\.sighting)) {
    Segment("sightings")
    Segment(Int.self)
  }
  LinkRoute(.case(\.guide)) {
    Segment("guide")
  }
}

@Test @MainActor func aLinkIsHandledWhereTheUserIs() throws {
  let links = DeepLinkHandler { link, _ in
    switch link as? BirdingLink {
    case .sighting(let id)?:
      return .present(.sheet(.stacked(SightingNode(id: id))))
    case .guide?:
      return .tabsSelectItem(BirdingTabsNode.Tab.guide)
    case nil:
      return nil
    }
  }
  let tabs = BirdingTabsNode(initialTab: .sightings)
  let window = WindowNavigationNode(rootNode: tabs, deepLinkHandler: links)

  try tabs.execute(.handleDeepLink(try birdingRouter.match("birding://guide"))).get()
  try tabs.execute(.handleDeepLink(try birdingRouter.match("birding://sightings/42"))).get()
  // The sheet went on the guide tab's stack, where the user was.
  let guide = try #require(tabs.state.selectedTabNode?.navigationNode)
  #expect(guide.presentedNode?.node.children.first is SightingNode)
  #expect(window.topNode is SightingNode)
}

// MARK: - Environment triggers

struct AskForReviewTrigger: NavigationEnvironmentTrigger {}

@Test @MainActor func triggersReachTheWindowsHandler() throws {
  let triggers = RecordingNavigationEnvironmentTriggerHandler()
  let guide = BirdGuideNode()
  let window = WindowNavigationNode(rootNode: .stacked(guide), environmentTriggerHandler: triggers)
  let owls = URL(string: "https://birds.example/owls")!
  try guide.execute(.openURL(owls)).get()
  try guide.sendEnvironmentTrigger(AskForReviewTrigger()).get()
  #expect(triggers.triggers.count == 2)
  #expect(
    triggers.triggers[0] as? OpenURLNavigationEnvironmentTrigger
      == OpenURLNavigationEnvironmentTrigger(url: owls))
  #expect(window.rootNode === guide.parent)
}

final class BirdingTriggerHandler: DefaultNavigationEnvironmentTriggerHandler {
  var reviewsAsked = 0

  override func refusal(
    for trigger: any NavigationEnvironmentTrigger, from node: any NavigationNode
  ) -> String? {
    trigger is AskForReviewTrigger ? nil : super.refusal(for: trigger, from: node)
  }

  override func handleTrigger(
    _ trigger: any NavigationEnvironmentTrigger, from node: any NavigationNode
  ) {
    if trigger is AskForReviewTrigger {
      reviewsAsked += 1  // In SwiftUI: the environment's `requestReview()`.
    } else {
      super.handleTrigger(trigger, from: node)
    }
  }
}

// MARK: - Windows

@Test @MainActor func windowsOpenAndCloseThroughTheApplication() throws {
  let app = NavigationApplication()
  app.registerWindow("main") { BirdingAppNode() }
  app.registerWindow("guide") { .stacked(BirdGuideNode()) }
  let main = try app.openWindow("main")

  try main.rootNode.execute(.openWindow(id: "guide")).get()
  #expect(app.windows.map(\.windowID) == ["main", "guide"])
  try main.rootNode.execute(.dismissWindow(id: "guide")).get()
  #expect(app.windows.map(\.windowID) == ["main"])
}

// MARK: - Debugging

@Test @MainActor func removedNodesAreLoggedAndReleased() {
  let tracker = NavigationLeakTracker()
  NavigationConfig.shared.leakTracker = tracker
  NavigationConfig.shared.isDebugPrintEnabled = true
  defer {
    NavigationConfig.shared.isDebugPrintEnabled = false
    NavigationConfig.shared.leakTracker = nil
  }
  let list = SightingsNode()
  let window = WindowNavigationNode(rootNode: .stacked(list))
  list.open(7)
  list.execute(.stackDropLast())
  #expect(tracker.leakedNodes.isEmpty)
  #expect(window.topNode === list)
}

// MARK: - Stacks, rules and snapshots

@Test @MainActor func aNodeStackIsAStackState() {
  let list = SightingsNode()
  let stack = StackRootNavigationNode(list)
  let window = WindowNavigationNode(rootNode: stack)
  list.open(7)
  list.open(8)
  list.execute(.stackMap { nodes in [nodes[0], nodes[2]] })  // sighting 7 leaves
  #expect(stack.state.stackNodes.ids == [0, 2])  // in tests, stack IDs count from 0
  #expect(window.topNode === stack.state.stackNodes.last?.destination)
}

@CasePathable
enum BirdingStop: NavigationCases {
  case list, sighting, editor

  static let caseNames = ["list", "sighting", "editor"]

  var caseIndex: Int {
    switch self {
    case .list: 0
    case .sighting: 1
    case .editor: 2
    }
  }

  init(_ node: any NavigationNode.Type) {
    switch node {
    case is SightingNode.Type: self = .sighting
    case is SightingEditorNode.Type: self = .editor
    default: self = .list
    }
  }
}

let birdingRules: StackRules<BirdingStop> = [
  .start(with: \.list),
  .allow(\.editor, after: \.sighting),
  .atMost(1, \.editor),
]

@Test @MainActor func theRulesRefuseAnEditorWithoutASighting() throws {
  let list = SightingsNode()
  let stack = StackRootNavigationNode(list, checks: [birdingRules.mappingNodes(BirdingStop.init)])
  let window = WindowNavigationNode(rootNode: stack)

  #expect(
    list.refusal(of: .stackAppend(SightingEditorNode(id: 1)))
      == .notApplicable(
        #"the stack would break a check at position 1: “editor” breaks .allow(\.editor, after: \.sighting): it stands above “list”"#
      ))
  list.open(1)
  (window.topNode as? SightingNode)?.edit()
  #expect(window.topNode is SightingEditorNode)
}

@CasePathable
enum BirdingScreen: Codable, Hashable {
  case app, tabs, sightings, guide, signIn
  case sighting(Int)
  case editor(Int)
}

extension BirdingScreen {
  /// The screen a node shows; `nil` for a node the app does not save.
  @MainActor init?(_ node: any NavigationNode) {
    switch node {
    case is BirdingAppNode: self = .app
    case is BirdingTabsNode: self = .tabs
    case is SightingsNode: self = .sightings
    case is BirdGuideNode: self = .guide
    case is SignInNode: self = .signIn
    case let node as SightingNode: self = .sighting(node.id)
    case let node as SightingEditorNode: self = .editor(node.id)
    default: return nil
    }
  }

  /// A node showing the screen.
  @MainActor var node: any NavigationNode {
    switch self {
    case .app: BirdingAppNode()
    case .tabs: BirdingTabsNode(initialTab: .sightings)
    case .sightings: SightingsNode()
    case .guide: BirdGuideNode()
    case .signIn: SignInNode()
    case .sighting(let id): SightingNode(id: id)
    case .editor(let id): SightingEditorNode(id: id)
    }
  }
}

@Test @MainActor func theGraphIsSavedAndMadeAgain() throws {
  let window = signInAndOpenASighting()
  let snapshot = try #require(window.rootNode.snapshot { BirdingScreen($0) })
  let data = try JSONEncoder().encode(snapshot)

  // At the next launch:
  let saved = try JSONDecoder().decode(NavigationNodeSnapshot<BirdingScreen>.self, from: data)
  let restoration = saved.restore { $0.node }
  #expect(restoration.isComplete)
  let restored = WindowNavigationNode(rootNode: restoration.node ?? BirdingAppNode())
  #expect(restored.debugGraph(includingIDs: false) == window.debugGraph(includingIDs: false))
}

let birdingScreenLinks = RouteLinks<BirdingScreen>(scheme: "birding") {
  RouteLink(\.sighting, "sightings", Segment(Int.self))
  RouteLink(\.editor, "edit", Segment(Int.self))
  RouteLink(\.guide, "guide", style: .sheet)
}

@Test @MainActor func aLinkShowsTheScreensItNamesAndTheGraphPrintsIt() throws {
  let window = signInAndOpenASighting()  // the sightings tab: sighting 7 on the list
  let sighting = window.topNode
  func open(_ link: String) throws {
    let routes = try birdingScreenLinks.routes(for: link)
    try window.execute(.show(routes, describe: { BirdingScreen($0) }, make: { $0.node })).get()
  }

  try open("birding://sightings/7/edit/7")
  #expect(window.topNode is SightingEditorNode)
  #expect(sighting.isInGraph)  // kept: the link starts with it
  try open("birding://sightings/8/guide")
  #expect(sighting.hasLeftGraph)
  #expect(window.topNode is BirdGuideNode)
  let link = try birdingScreenLinks.url(for: window.routes { BirdingScreen($0) })
  #expect(link.absoluteString == "birding://sightings/8/guide")
  // A link that names no screen of the app changes nothing.
  #expect(throws: LinkError.self) { try open("birding://nests/1") }
  #expect(window.topNode is BirdGuideNode)
}

@Reducer
struct BirdCount {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  enum Action {
    case spotted
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .spotted:
        state.count += 1
        return .none
      }
    }
  }
}

@Test @MainActor func aNodeHostsAFeature() throws {
  let list = SightingsNode()
  let window = WindowNavigationNode(rootNode: .stacked(list))
  let counter = StoreNavigationNode(store: Store(initialState: BirdCount.State()) { BirdCount() })
  try list.execute(.stackAppend(counter)).get()
  counter.store.send(.spotted)
  #expect(counter.store.withState(\.count) == 1)
  #expect(window.topNode === counter)
}

// MARK: - What the article says of its code

/// Runs the article's code, and checks what the article says of it.
@MainActor
@Suite struct CoordinatorArticle {
  @Test func signingInSwitchesFromTheSignInNodeToTheTabs() {
    let window = signInAndOpenASighting()
    let app = window.rootNode
    #expect(app.children.first is BirdingTabsNode)
    #expect((window.topNode as? SightingNode)?.id == 7)
  }

  @Test func eachTabKeepsItsSheetAndDismissTakesTheSelectedTabsOne() throws {
    let window = try presentInBothTabs()
    let tabs = try #require(window.rootNode as? BirdingTabsNode)
    let guideStack = tabs.state.tabsNodes[1].navigationNode
    try tabs.execute(.dismiss()).get()
    #expect(tabs.state.tabsNodes[0].navigationNode.presentedNode == nil)
    #expect(guideStack.presentedNode?.node is SightingEditorNode)
    #expect(tabs.refusal(of: .dismiss()) == .notApplicable("nothing is presented"))
  }

  @Test func aPresentationFromBelowASheetGoesOnTopOfIt() throws {
    let list = SightingsNode()
    let window = WindowNavigationNode(rootNode: .stacked(list))
    list.showGuide()
    try list.execute(.present(.fullScreenCover(SignInNode()))).get()
    #expect(window.highestPresentedNode is SignInNode)
    #expect(window.rootNode.presentedNode?.node.presentedNode?.node is SignInNode)
  }

  @Test func aLinkTheHandlerDoesNotKnowIsRefusedAndAnUnknownURLIsALinkError() throws {
    let links = DeepLinkHandler { _, _ in nil }
    let list = SightingsNode()
    let window = WindowNavigationNode(rootNode: .stacked(list), deepLinkHandler: links)
    let before = window.debugGraph()
    #expect(list.execute(.handleDeepLink(BirdingLink.guide)).failure != nil)
    #expect(window.debugGraph() == before)
    #expect(throws: LinkError.self) { try birdingRouter.match("birding://nests/3") }
    #expect(try birdingRouter.match("birding://sightings/42") == .sighting(42))
  }

  @Test func theSubclassedHandlerHandlesTheCustomTriggerAndTheRestAsBefore() throws {
    let handler = BirdingTriggerHandler()
    let list = SightingsNode()
    let window = WindowNavigationNode(rootNode: .stacked(list), environmentTriggerHandler: handler)
    try list.sendEnvironmentTrigger(AskForReviewTrigger()).get()
    #expect(handler.reviewsAsked == 1)
    // Not in a window of an application: the default handler refuses to open one.
    #expect(list.execute(.openWindow(id: "guide")).failure != nil)
    _ = window
  }

  @Test func aMisuseIsReportedAndANotApplicableRefusalIsNot() {
    let window = signInAndOpenASighting()
    // Not reported: a test that made it would fail with an issue.
    #expect(window.topNode.execute(.dismiss()).failure?.refusal.isMisuse == false)
  }
}
