import CustomDump
import Testing
import WaypointNodes
import WaypointRules

@MainActor
@Suite(.serialized) struct MessagesAndDebuggingTests {
  @Test func aNodeSendsMessagesToItsListenersInOrder() {
    let profile = DetailNavigationNode()
    var received: [String] = []
    profile
      .onMessageReceived { received.append("first: \($0)") }
      .onMessageReceived { received.append("second: \($0)") }
    profile.sendMessage(Saved(name: "Ada"))
    #expect(received == ["first: Saved(name: \"Ada\")", "second: Saved(name: \"Ada\")"])
  }

  @Test func removalReachesEveryNodeThatLeavesOnceChildrenFirstAndListenersAreDropped() throws {
    let home = HomeNavigationNode()
    let window = WindowNavigationNode(rootNode: .stacked(home))
    let detail = DetailNavigationNode()
    try home.execute(.stackAppend(detail)).get()
    try detail.execute(
      .present(.sheet(.stacked([SettingsNavigationNode(), LoginNavigationNode()])), on: detail)
    ).get()
    let log = MessageLog()
    log.listenToSubtree(of: window)

    try home.execute(.stackDropLast()).get()
    expectNoDifference(
      log.removals,
      [
        "SettingsNavigationNode", "LoginNavigationNode", "StackRootNavigationNode",
        "DetailNavigationNode",
      ])
    // Once: a node that left sends nothing more, and has no listeners left.
    detail.sendMessage(RemovalNavigationMessage())
    #expect(log.removals.count == 4)
    window.close()
    expectNoDifference(
      Array(log.removals.dropFirst(4)),
      ["HomeNavigationNode", "StackRootNavigationNode", "WindowNavigationNode"])
    window.close()
    #expect(log.removals.count == 7)
    #expect(window.rootNode.execute(.stackAppend(DetailNavigationNode())).failure != nil)
  }

  @Test func theDebugLogTellsWhenNodesStartAndFinish() throws {
    var lines: [String] = []
    NavigationConfig.shared.isDebugPrintEnabled = true
    NavigationConfig.shared.debugPrint = { lines.append($0) }
    defer {
      NavigationConfig.shared.isDebugPrintEnabled = false
      NavigationConfig.shared.debugPrint = { print($0) }
    }
    let home = HomeNavigationNode()
    let stack = StackRootNavigationNode(home)
    let window = WindowNavigationNode(rootNode: stack)
    let detail = DetailNavigationNode()
    try home.execute(.stackAppend(detail)).get()
    home.execute(.dismiss())
    try home.execute(.stackDropLast()).get()
    expectNoDifference(
      lines,
      [
        ". [\(window.debugName)]: Started",
        ". [\(stack.debugName)]: Started",
        ". [\(home.debugName)]: Started",
        ". [\(detail.debugName)]: Started",
        ". [\(home.debugName)]: Refused dismiss: nothing is presented",
        ". [\(detail.debugName)]: Finished",
      ])
    lines.removeAll()
    window.printDebugGraph()
    #expect(lines == [window.debugGraph()])
  }

  @Test func theDebugGraphShowsEveryKindOfChild() throws {
    let app = AppNode(userService: UserService())
    let window = WindowNavigationNode(rootNode: app)
    try app.execute(.switchNode(MainTabsNavigationNode(initialTab: .settings))).get()
    let tabs = try #require(app.state.switchedNode as? MainTabsNavigationNode)
    try tabs.execute(.present(.alert(AlertState<Never>(title: TextState("Offline"))))).get()
    expectNoDifference(
      window.debugGraph(includingIDs: false),
      """
      WindowNavigationNode main
      └─ AppNode
         └─ switched: MainTabsNavigationNode selected: settings
            ├─ tab home: StackRootNavigationNode
            │  └─ stack 0: HomeNavigationNode
            └─ tab settings: StackRootNavigationNode
               ├─ stack 0: SettingsNavigationNode
               └─ alert: AlertNavigationNode
      """)
    #expect(window.debugGraph().contains("AppNode#\(app.id.rawValue)"))
    // The alert went on the selected tab's stack: it leaves with the tabs.
    let alert = try #require(tabs.highestPresentedNode)
    try app.execute(.switchNode(LoginNavigationNode())).get()
    #expect(alert.hasLeftGraph)
    #expect(app.highestPresentedNode == nil)
  }

  @Test func everyNodeThatLeavesIsReleased() throws {
    let tracker = NavigationLeakTracker()
    NavigationConfig.shared.leakTracker = tracker
    defer { NavigationConfig.shared.leakTracker = nil }
    weak var weakDetail: DetailNavigationNode?
    weak var weakSheet: StackRootNavigationNode?
    weak var weakHome: HomeNavigationNode?
    var window: WindowNavigationNode?
    do {
      let home = HomeNavigationNode()
      weakHome = home
      window = WindowNavigationNode(rootNode: .stacked(home))
      let detail = DetailNavigationNode()
      weakDetail = detail
      // A listener that holds its node weakly, as listeners should.
      detail.onMessageReceived { [weak detail] _ in _ = detail }
      try home.execute(.stackAppend(detail)).get()
      let sheet = StackRootNavigationNode([SettingsNavigationNode(), LoginNavigationNode()])
      weakSheet = sheet
      try detail.execute(.present(.sheet(sheet), on: detail)).get()
    }
    try weakHome?.execute(.stackDropLast()).get()
    #expect(weakDetail == nil && weakSheet == nil)
    #expect(tracker.watchedCount == 4)
    #expect(tracker.leakedNodes.isEmpty)

    window?.close()
    window = nil
    #expect(tracker.watchedCount == 7)
    #expect(tracker.leakedNodes.isEmpty)
    #expect(weakHome == nil)
  }

  @Test func theLeakTrackerNamesANodeSomethingStillHolds() throws {
    let tracker = NavigationLeakTracker()
    NavigationConfig.shared.leakTracker = tracker
    defer { NavigationConfig.shared.leakTracker = nil }
    let home = HomeNavigationNode()
    let window = WindowNavigationNode(rootNode: .stacked(home))
    let kept = DetailNavigationNode()
    try home.execute(.stackAppend(kept)).get()
    try home.execute(.stackDropLast()).get()
    #expect(tracker.leakedNodes == [kept.debugName])
    _ = window
  }

  @Test func aNodeHostsAStoreFeature() async throws {
    let counter = StoreNavigationNode(
      store: Store(initialState: CounterFeature.State()) { CounterFeature() })
    let home = HomeNavigationNode()
    let window = WindowNavigationNode(rootNode: .stacked(home))
    try home.execute(.stackAppend(counter)).get()
    counter.store.send(.increment)
    counter.store.send(.increment)
    #expect(counter.store.withState(\.count) == 2)
    try counter.execute(.hide()).get()
    #expect(counter.hasLeftGraph)
    _ = window
  }

  @Test func navigationRulesCheckANodeStack() throws {
    let rules: StackRules<Screen> = [
      .start(with: \.home), .allow(\.editor, after: \.detail), .atMost(1, \.editor),
    ]
    let stack = StackRootNavigationNode(
      HomeNavigationNode(), checks: [rules.mappingNodes(Screen.init(nodeType:))])
    let window = WindowNavigationNode(rootNode: stack)
    let error = try #require(stack.execute(.stackAppend(DetailEditorNavigationNode())).failure)
    #expect(error.refusal.reason.hasPrefix("the stack would break a check at position 1: "))
    try stack.execute(.stackAppend(DetailNavigationNode())).get()
    try stack.execute(.stackAppend(DetailEditorNavigationNode())).get()
    #expect(stack.state.stackNodes.count == 3)
    _ = window
  }
}

struct Saved: NavigationMessage {
  let name: String
}

@CasePathable
enum Screen: NavigationCases {
  case home, detail, editor
  static let caseNames = ["home", "detail", "editor"]
  var caseIndex: Int {
    switch self {
    case .home: 0
    case .detail: 1
    case .editor: 2
    }
  }

  init(nodeType: any NavigationNode.Type) {
    switch nodeType {
    case is DetailNavigationNode.Type: self = .detail
    case is DetailEditorNavigationNode.Type: self = .editor
    default: self = .home
    }
  }
}

@Reducer
struct CounterFeature {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }
  enum Action {
    case increment
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.count += 1
      return .none
    }
  }
}
