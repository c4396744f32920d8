// Seed 004, "Predefined Macros": a stack made with `.stacked`, the README's tabs root, and its
// switched node, as written, reindented from four spaces to two. The import is the only line
// changed: `import SwiftUINavigation` → `import WaypointNodesSwiftUI`.
//
// One piece is left out: `AppNode`'s `.onReceive(userService.$isUserLogged) { … }`, and the
// `@Published` it observes. Both are Combine, which is not part of SwiftUI's stand-in (nor of
// Linux); the lines are kept in comments, and the rest of `AppNode` is as written.

#if canImport(SwiftUI)
  import SwiftUI
  import WaypointNodesSwiftUI

  enum Seed004PredefinedMacros {
    // Supplied: the README's `.stacked(HomeNavigationNode())` in a place that takes a node.
    @MainActor static let stack: any NavigationNode =
      .stacked(HomeNavigationNode())

    @TabsRootNavigationNode
    class MainTabsNavigationNode {

      enum Tab {
        case home
        case settings
      }

      init(initialTab: Tab) {
        state = TabsRootNavigationNodeState(
          selectedTabNodeID: initialTab,
          tabsNodes: [
            DefaultTabNode(
              id: Tab.home,
              image: Image(systemName: "house"),
              title: "Home",
              navigationNode: .stacked(HomeNavigationNode())
            ),
            DefaultTabNode(
              id: Tab.settings,
              image: Image(systemName: "gear"),
              title: "Settings",
              navigationNode: .stacked(SettingsNavigationNode())
            ),
          ]
        )
      }

      func body(for content: TabsRootNavigationNodeView) -> some View {
        content  // Modify default content if needed
      }

    }

    class UserService {
      // Left out (Combine): @Published var isUserLogged = false
      // Supplied: the property, without `@Published`.
      var isUserLogged = false
    }

    @SwitchedNavigationNode
    class AppNode {

      var userService: UserService

      init(userService: UserService) {
        self.userService = userService
      }

      func body(for content: SwitchedNavigationNodeView) -> some View {
        content
        // Left out (Combine):
        // .onReceive(userService.$isUserLogged) { [weak self] in
        //   self?.switchNode(isUserLogged: $0)
        // }
      }

      private func switchNode(isUserLogged: Bool) {
        execute(
          .switchNode(
            isUserLogged
              ? MainTabsNavigationNode(initialTab: .home)
              : LoginNavigationNode()
          )
        )
      }

    }

    // Supplied: the nodes the tabs and the switched node show.
    @NavigationNode
    class HomeNavigationNode {}

    // Supplied.
    @NavigationNode
    class SettingsNavigationNode {}

    // Supplied.
    @NavigationNode
    class LoginNavigationNode {}
  }
#endif
