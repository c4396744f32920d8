import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite(
  .macros(
    [
      "NavigationNode": MacroSpec(
        type: NavigationNodeMacro.self, conformances: ["NavigationNode"]),
      "StackRootNavigationNode": MacroSpec(
        type: StackRootNavigationNodeMacro.self, conformances: ["NavigationNode"]),
      "TabsRootNavigationNode": MacroSpec(
        type: TabsRootNavigationNodeMacro.self, conformances: ["NavigationNode"]),
      "SwitchedNavigationNode": MacroSpec(
        type: SwitchedNavigationNodeMacro.self, conformances: ["NavigationNode"]),
    ]
  )
)
struct NavigationNodeMacroTests {
  @Test func aNodeWithABodyHandsItToTheUILayer() {
    assertMacro {
      """
      @NavigationNode
      class HomeNavigationNode {
        var body: some View {
          HomeView()
        }
      }
      """
    } expansion: {
      """
      class HomeNavigationNode {
        @MainActor
        var body: some View {
          HomeView()
        }

        let state = WaypointNodes.NavigationNodeState()

        @MainActor func makeNavigationBody() -> Any? {
          body
        }
      }

      extension HomeNavigationNode: WaypointNodes.NavigationNode {}
      """
    }
  }

  @Test func aContainerWithABodyForContentHandsItToTheUILayer() {
    assertMacro {
      """
      @TabsRootNavigationNode
      public final class MainTabsNavigationNode {
        init() {
          state = TabsRootNavigationNodeState(selectedTabNodeID: 0, tabsNodes: [])
        }
        func body(for content: TabsRootNavigationNodeView) -> some View {
          content
        }
      }
      """
    } expansion: {
      """
      public final class MainTabsNavigationNode {
        @MainActor
        init() {
          state = TabsRootNavigationNodeState(selectedTabNodeID: 0, tabsNodes: [])
        }
        @MainActor
        func body(for content: TabsRootNavigationNodeView) -> some View {
          content
        }

        public let state: WaypointNodes.TabsRootNavigationNodeState

        @MainActor public func makeNavigationBody(for content: Any) -> Any? {
          guard let content = content as? TabsRootNavigationNodeView else {
            return nil
          }
          return body(for: content)
        }
      }

      extension MainTabsNavigationNode: WaypointNodes.NavigationNode {}
      """
    }
  }

  @Test func aPlainNodeGetsItsStateMainActorMembersAndTheConformance() {
    assertMacro {
      """
      @NavigationNode
      public class HomeNavigationNode {
        var title = "Home"
        nonisolated let id = 1
        @MainActor func ready() {}
        init() {}
        func showDetail() {
          execute(.present(.sheet(.stacked(DetailNavigationNode()))))
        }
        enum Tab {
          case a
        }
        deinit {}
      }
      """
    } expansion: {
      """
      public class HomeNavigationNode {
        @MainActor
        var title = "Home"
        nonisolated let id = 1
        @MainActor func ready() {}
        @MainActor
        init() {}
        @MainActor
        func showDetail() {
          execute(.present(.sheet(.stacked(DetailNavigationNode()))))
        }
        enum Tab {
          case a
        }
        deinit {}

        public let state = WaypointNodes.NavigationNodeState()
      }

      extension HomeNavigationNode: WaypointNodes.NavigationNode {}
      """
    }
  }

  @Test func containerKindsLeaveTheirStateToTheInitializerExceptTheSwitchedNode() {
    assertMacro {
      """
      @TabsRootNavigationNode
      final class MainTabs {
        init() {
          state = TabsRootNavigationNodeState(selectedTabNodeID: 0, tabsNodes: [])
        }
      }
      @StackRootNavigationNode
      open class CustomStack {
      }
      @SwitchedNavigationNode
      class AppNode {
      }
      """
    } expansion: {
      """
      final class MainTabs {
        @MainActor
        init() {
          state = TabsRootNavigationNodeState(selectedTabNodeID: 0, tabsNodes: [])
        }

        let state: WaypointNodes.TabsRootNavigationNodeState
      }
      open class CustomStack {

        public let state: WaypointNodes.StackRootNavigationNodeState
      }
      class AppNode {

        let state = WaypointNodes.SwitchedNavigationNodeState()
      }

      extension MainTabs: WaypointNodes.NavigationNode {}

      extension CustomStack: WaypointNodes.NavigationNode {}

      extension AppNode: WaypointNodes.NavigationNode {}
      """
    }
  }

  @Test func aClassThatDeclaresItsStateKeepsIt() {
    assertMacro {
      """
      @StackRootNavigationNode
      final class CustomStack {
        let state = MyStackState()
      }
      """
    } expansion: {
      """
      final class CustomStack {
        @MainActor
        let state = MyStackState()
      }

      extension CustomStack: WaypointNodes.NavigationNode {}
      """
    }
  }

  @Test func aStructIsNotANode() {
    assertMacro {
      """
      @NavigationNode
      struct Home {
      }
      """
    } diagnostics: {
      """
      @NavigationNode
      ┬──────────────
      ╰─ 🛑 '@NavigationNode' applies to a class: a node is an object the navigation graph refers to
      struct Home {
      }
      """
    }
  }
}
