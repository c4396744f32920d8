// Seed 004, "NavigationNode": a node with a `body`, and a view that reads its node from the
// environment, as written, reindented from four spaces to two. The import is the only line
// changed: `import SwiftUINavigation` → `import WaypointNodesSwiftUI`.

#if canImport(SwiftUI)
  import SwiftUI
  import WaypointNodesSwiftUI

  enum Seed004NavigationNode {
    @NavigationNode
    class HomeNavigationNode {

      var body: some View {
        HomeView()
      }

    }

    // Supplied: a view that reads its node, with the README's line.
    struct HomeView: View {
      @EnvironmentNavigationNode private var navigationNode: YourNavigationNode

      var body: some View {
        Button("Open") { navigationNode.open() }
      }
    }

    // Supplied.
    typealias YourNavigationNode = HomeNavigationNode
  }

  // Supplied: what the view calls.
  extension Seed004NavigationNode.HomeNavigationNode {
    func open() {}
  }
#endif
