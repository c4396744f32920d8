// Seed 004, "NavigationNodeState": a view that reads its node's state from the environment, as
// written. The import is the only line changed: `import SwiftUINavigation` →
// `import WaypointNodesSwiftUI`.

#if canImport(SwiftUI)
  import SwiftUI
  import WaypointNodesSwiftUI

  enum Seed004NavigationNodeState {
    // Supplied: a view with the README's line, shown for a stack root.
    struct StackCountView: View {
      @EnvironmentNavigationNodeState private var navigationNodeState: YourNavigationNodeState

      var body: some View {
        Text("\(navigationNodeState.stackNodes.count) screens")
      }
    }

    // Supplied.
    typealias YourNavigationNodeState = StackRootNavigationNodeState
  }
#endif
