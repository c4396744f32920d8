#if canImport(SwiftUI)
  import SwiftUI
  import WaypointNodesSwiftUI

  /// The window's root: shows the login node, or the tabs while someone is logged in. The node
  /// switched away leaves the graph with everything it holds.
  @SwitchedNavigationNode
  final class DemoAppNode {
    let userService: DemoUserService

    init(userService: DemoUserService) {
      self.userService = userService
      userService.didChange = { [weak self] in self?.userDidChange() }
    }

    /// The switched node's view as `NavigationNodeResolvedView` draws it, showing the login
    /// screen once the window's graph holds this node: a node executes commands only there.
    func body(for content: SwitchedNavigationNodeView) -> some View {
      content.onAppear { [self] in
        if state.switchedNode == nil { userDidChange() }
      }
    }

    /// Switches to the node for the user service's state.
    func userDidChange() {
      execute(
        .switchNode(
          userService.userName == nil
            ? LoginNode(userService: userService)
            : MainTabsNode(userService: userService)))
    }
  }
#endif
