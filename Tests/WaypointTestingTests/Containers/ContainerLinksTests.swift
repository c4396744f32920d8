import Clocks
import Testing
import Waypoint
import WaypointTesting

/// Seed 004's tabs root: tab nodes of one kind, each with its own navigation, and a selected tab.
@Reducer
struct TabsRootNode {
  enum Tab: Hashable, Sendable {
    case home, settings
  }

  /// One tab node: its tab and the stack at its root.
  struct TabNode: Equatable, Identifiable {
    var id: Tab
    var root = TabStack.State()
  }

  @ObservableState
  struct State: Equatable {
    var selectedTabNodeID: Tab
    var tabsNodes: IdentifiedArrayOf<TabNode>

    init(initialTab: Tab) {
      selectedTabNodeID = initialTab
      tabsNodes = [TabNode(id: .home), TabNode(id: .settings)]
    }
  }

  enum Action {
    case tabSelected(Tab)
    case tabs(IdentifiedActionOf<TabNodeFeature>)
  }

  @Reducer
  struct TabNodeFeature {
    typealias State = TabNode
    typealias Action = TabStack.Action
    var body: some ReducerOf<Self> {
      Scope(state: \.root, action: \.self) { TabStack() }
    }
  }

  var body: some ReducerOf<Self> {
    CombineReducers {
      Reduce { _, _ in .none }
        .forEach(\.tabsNodes, action: \.tabs) { TabNodeFeature() }
    }
    .tabs(
      selection: \.selectedTabNodeID, select: \.tabSelected,
      [Tab.home, .settings].map { tab in
        .custom(tab) { state in
          guard let bottom = state.tabsNodes[id: tab]?.root.path.ids.first else { return nil }
          return .tabs(.element(id: tab, action: .path(.popFrom(id: bottom))))
        }
      })
  }
}

@MainActor
@Suite struct ContainerLinksTests {
  @Test func seed004sTabsRootSelectsAndPopsEachTabNodeToItsRoot() async {
    let store = TestStore(initialState: TabsRootNode.State(initialTab: .home)) { TabsRootNode() }
    await store.send(.tabs(.element(id: .settings, action: .linkOpened([.init(name: "S")])))) {
      $0.tabsNodes[id: .settings]?.root.path.append(.init(name: "S"))
    }
    await store.send(.tabSelected(.settings)) { $0.selectedTabNodeID = .settings }
    await store.send(.tabSelected(.settings)) {
      $0.tabsNodes[id: .settings]?.root.path = []
    }
  }

  @Test func aLinkIntoAWindowReplacesThatWindowsStackOnly() async {
    var state = WindowedApp.State()
    state.windows.open("a", root: TabStack.State())
    state.windows.open("b", root: TabStack.State())
    let store = TestStore(initialState: state) { WindowedApp() }
    await store.send(.window(.element(id: "b", action: .linkOpened([.init(name: "L")])))) {
      $0.windows["b"]?.path.append(.init(name: "L"))
    }
    #expect(store.state.windows["a"]?.path.isEmpty == true)
  }

  @Test func aLinkIntoASplitViewsColumnsSelectsAndReplacesTheDetailStack() {
    var shown = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      var split = SplitViewState<RecipeCategory, Int, CookbookRecipe>()
      split.selectSidebar(.salad)
      split.selectContent(1)
      split.detail.append(CookbookRecipe(id: 2, category: .salad))
      return split
    }
    // A link names the columns as the compact stack names them: expanding it opens them.
    let link = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      CollapsedSplitView<RecipeCategory, Int, CookbookRecipe>(
        path: [.sidebar(.dessert), .content(7), .detail(CookbookRecipe(id: 8, category: .dessert))])
    }
    shown = SplitViewState(expanding: link)
    let opened = shown
    #expect(opened.sidebarSelection == .dessert)
    #expect(opened.contentSelection == 7)
    #expect(opened.detail.map(\.id) == [8])
    #expect(opened.collapsed() == link)
  }
}
