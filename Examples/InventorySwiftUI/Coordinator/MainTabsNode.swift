#if canImport(SwiftUI)
  import WaypointNodesSwiftUI

  /// The tabs shown while someone is logged in: Library and Account, each a stack. Its view is
  /// the default one, a `TabView` whose selection is the node's.
  @TabsRootNavigationNode
  final class MainTabsNode {
    init(userService: DemoUserService) {
      state = TabsRootNavigationNodeState(
        selectedTabNodeID: "library",
        tabsNodes: [
          DefaultTabNode(
            id: "library", image: "books.vertical", title: "Library",
            navigationNode: .stacked(LibraryNode())),
          DefaultTabNode(
            id: "account", image: "person.crop.circle", title: "Account",
            navigationNode: .stacked(AccountNode(userService: userService))),
        ])
    }
  }
#endif
