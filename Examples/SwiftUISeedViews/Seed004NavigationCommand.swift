// Seed 004, "NavigationCommand": a node executing a command, as written, reindented from four
// spaces to two. The README's `...` stands for the rest of the class; the `body` and the detail
// node of its starter code are supplied there.

#if canImport(SwiftUI)
  import SwiftUI
  import WaypointNodesSwiftUI

  enum Seed004NavigationCommand {
    @NavigationNode
    class HomeNavigationNode {

      // The README: `...`. Supplied:
      var body: some View {
        Text("Home")
      }

      func showDetail() {
        execute(.present(.sheet(.stacked(DetailNavigationNode()))))
      }

    }

    // Supplied.
    @NavigationNode
    class DetailNavigationNode {}
  }
#endif
