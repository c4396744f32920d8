/// Makes a class a plain node of the navigation graph: adds its ``NavigationNodeState``, marks
/// its members `@MainActor` and conforms it to ``NavigationNode``.
///
/// ```swift
/// @NavigationNode
/// final class HomeNavigationNode {
///   func showDetail() {
///     execute(.present(.sheet(.stacked(DetailNavigationNode()))))
///   }
/// }
/// ```
@attached(member, names: named(state), named(makeNavigationBody))
@attached(memberAttribute)
@attached(extension, conformances: NavigationNode)
public macro NavigationNode() =
  #externalMacro(module: "WaypointMacros", type: "NavigationNodeMacro")

/// Makes a class a stack root of its own: adds `let state: StackRootNavigationNodeState`, which
/// its initializer sets; most apps use the predefined ``StackRootNavigationNode`` (made with
/// `.stacked(rootNode)`) instead.
@attached(member, names: named(state), named(makeNavigationBody))
@attached(memberAttribute)
@attached(extension, conformances: NavigationNode)
public macro StackRootNavigationNode() =
  #externalMacro(module: "WaypointMacros", type: "StackRootNavigationNodeMacro")

/// Makes a class a tabs root: adds `let state: TabsRootNavigationNodeState`, which its
/// initializer sets.
///
/// ```swift
/// @TabsRootNavigationNode
/// final class MainTabsNavigationNode {
///   enum Tab { case home, settings }
///   init(initialTab: Tab) {
///     state = TabsRootNavigationNodeState(
///       selectedTabNodeID: initialTab,
///       tabsNodes: [
///         DefaultTabNode(id: Tab.home, title: "Home", navigationNode: .stacked(HomeNode())),
///         DefaultTabNode(id: Tab.settings, title: "Settings", navigationNode: .stacked(SettingsNode())),
///       ])
///   }
/// }
/// ```
@attached(member, names: named(state), named(makeNavigationBody))
@attached(memberAttribute)
@attached(extension, conformances: NavigationNode)
public macro TabsRootNavigationNode() =
  #externalMacro(module: "WaypointMacros", type: "TabsRootNavigationNodeMacro")

/// Makes a class a switched node: adds `let state = SwitchedNavigationNodeState()`, showing
/// nothing until it executes ``NavigationCommand/switchNode(_:)``.
///
/// ```swift
/// @SwitchedNavigationNode
/// final class AppNode {
///   func userDidChange(isLoggedIn: Bool) {
///     execute(.switchNode(isLoggedIn ? MainTabsNavigationNode(initialTab: .home) : LoginNode()))
///   }
/// }
/// ```
@attached(member, names: named(state), named(makeNavigationBody))
@attached(memberAttribute)
@attached(extension, conformances: NavigationNode)
public macro SwitchedNavigationNode() =
  #externalMacro(module: "WaypointMacros", type: "SwitchedNavigationNodeMacro")
