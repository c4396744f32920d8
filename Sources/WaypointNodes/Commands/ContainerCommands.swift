/// Selects a tab of the nearest tabs root from the executing node up — from deep inside a tab,
/// or from something presented over the tabs.
///
/// ```swift
/// execute(.tabsSelectItem(MainTabsNavigationNode.Tab.settings))
/// ```
public struct TabsSelectItemNavigationCommand: NavigationCommand {
  /// The ID of the tab to select.
  public let id: AnyHashable

  /// A command selecting the tab `id`.
  public init(_ id: some Hashable) { self.id = AnyHashable(id) }

  public var name: String { "tabsSelectItem" }

  public func refusal(on node: any NavigationNode) -> NavigationCommandRefusal? {
    guard let tabs = node.nearest(TabsRootNavigationNodeState.self, crossingPresentations: true)
    else { return .notApplicable("no tabs root holds \(node.debugName)") }
    guard tabs.state.tabsNodes.contains(where: { $0.id == id }) else {
      let ids = tabs.state.tabsNodes.map { "\($0.id.base)" }.joined(separator: ", ")
      return .notApplicable("\(tabs.node.debugName) has no tab \(id.base); its tabs are \(ids)")
    }
    return nil
  }

  public func execute(on node: any NavigationNode) {
    guard let tabs = node.nearest(TabsRootNavigationNodeState.self, crossingPresentations: true)
    else { return }
    if tabs.state.selectedTabNodeID != id { tabs.state.selectedTabNodeID = id }
  }
}

/// Replaces the node a switched node shows; executed on the switched node itself. The node
/// switched away leaves the graph.
///
/// ```swift
/// appNode.execute(.switchNode(isLoggedIn ? MainTabsNavigationNode(initialTab: .home) : LoginNode()))
/// ```
public struct SwitchNavigationCommand: NavigationCommand {
  /// The node to show.
  public let node: any NavigationNode

  /// A command showing `node`.
  public init(_ node: any NavigationNode) { self.node = node }

  public var name: String { "switchNode" }

  public func refusal(on node: any NavigationNode) -> NavigationCommandRefusal? {
    guard let state = node.state as? SwitchedNavigationNodeState else {
      return .misuse("\(node.debugName) is not a switched node")
    }
    if state.switchedNode === self.node { return nil }
    return node.refusalToAdd(self.node)
  }

  public func execute(on node: any NavigationNode) {
    guard let state = node.state as? SwitchedNavigationNodeState,
      state.switchedNode !== self.node
    else { return }
    let old = state.switchedNode
    state.switchedNode = self.node
    old?.finishSubtree()
    state.adopt(self.node, owner: node)
  }
}
