#if canImport(SwiftUI)
  import SwiftUI
  import WaypointNodesSwiftUI

  /// The coordinator demo (`inventory --coordinator` in the terminal), in SwiftUI: a window of
  /// nodes that switches between a login screen and two tabs, each a stack, with a sheet that
  /// has a stack of its own and an alert.
  ///
  /// ```
  /// WindowNavigationNode
  /// └─ DemoAppNode            switched: LoginNode or MainTabsNode
  ///    └─ MainTabsNode        tabs: library, account
  ///       ├─ stack: LibraryNode → LibraryItemNode → … → ItemDetailsNode
  ///       │  └─ sheet: stack: NewItemNode → NewItemKindNode
  ///       └─ stack: AccountNode → ProfileNode
  ///          └─ alert: Log out?
  /// ```
  ///
  /// `NavigationWindow` shows each node through `NavigationNodeResolvedView`: a stack root as a
  /// `NavigationStack`, a tabs root as a `TabView`, and every other node with the `body` its
  /// class declares, whose view reads the node with `@EnvironmentNavigationNode`.
  struct CoordinatorDemoView: View {
    /// The window's ID, for `openWindow(id:)`.
    static let windowID = "coordinator"

    var body: some View {
      // The window is made from the first root node; SwiftUI may make this view again, and the
      // nodes made then are left unused.
      NavigationWindow(rootNode: DemoAppNode(userService: DemoUserService()))
    }
  }
#endif
