// Seed 004, "Predefined Nodes": a window showing a stack, and a stack that hides the tab bar
// above its root, as written. The import is the only line changed: `import SwiftUINavigation` →
// `import WaypointNodesSwiftUI`.
//
// Left out: `SFSafariNavigationNode`, which shows UIKit's `SFSafariViewController`; UIKit is not
// part of SwiftUI's stand-in (nor of Linux).

#if canImport(SwiftUI)
  import SwiftUI
  import WaypointNodesSwiftUI

  enum Seed004PredefinedNodes {
    // Supplied: a scene that shows the README's window.
    struct WindowScene: Scene {
      var body: some Scene {
        WindowGroup {
          NavigationWindow(rootNode: .stacked(HomeNavigationNode()))
        }
      }
    }

    // Supplied: the README's `.stacked(..., tabBarToolbarBehavior: ...)`, with its node.
    @MainActor static let stackHidingTheTabBar: any NavigationNode =
      .stacked(HomeNavigationNode(), tabBarToolbarBehavior: .hiddenWhenNotRoot(animated: false))

    // Supplied.
    @NavigationNode
    class HomeNavigationNode {}
  }
#endif
