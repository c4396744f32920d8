// Seed 004, "Explore on Your Own": the README's starter code, as written, reindented from four
// spaces to two. The import is the only line changed: `import SwiftUINavigation` →
// `import WaypointNodesSwiftUI`. `@main` stays: this target is a library, and nothing runs it.

#if canImport(SwiftUI)
  import SwiftUI
  import WaypointNodesSwiftUI

  enum Seed004GettingStarted {
    @main
    struct YourApp: App {
      var body: some Scene {
        WindowGroup {
          NavigationWindow(rootNode: .stacked(HomeNavigationNode()))
        }
      }
    }

    @NavigationNode
    class HomeNavigationNode {

      var body: some View {
        HomeView()
      }

      func showDetail() {
        execute(.present(.sheet(.stacked(DetailNavigationNode()))))
      }

    }

    struct HomeView: View {

      @EnvironmentNavigationNode private var navigationNode: HomeNavigationNode

      var body: some View {
        VStack {
          Text("Hello world from Home!")
          Button(action: { navigationNode.showDetail() }) {
            Text("Go to Detail")
          }
        }
      }

    }

    @NavigationNode
    class DetailNavigationNode {

      var body: some View {
        DetailView()
      }

    }

    struct DetailView: View {

      @EnvironmentNavigationNode private var navigationNode: DetailNavigationNode

      var body: some View {
        Text("Hello world from Detail!")
      }

    }
  }
#endif
