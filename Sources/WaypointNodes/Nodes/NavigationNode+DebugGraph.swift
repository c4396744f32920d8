extension NavigationNode {
  /// The graph from this node down, one node per line, indented by depth, with how each child
  /// is held:
  ///
  /// ```
  /// WindowNavigationNode#1 main
  /// └─ AppNode#2
  ///    └─ switched: MainTabsNavigationNode#3 selected: home
  ///       ├─ tab home: StackRootNavigationNode#4
  ///       │  ├─ stack 0: HomeNavigationNode#5
  ///       │  └─ stack 1: DetailNavigationNode#6
  ///       └─ tab settings: StackRootNavigationNode#7
  ///          └─ stack 0: SettingsNavigationNode#8
  /// ```
  ///
  /// - Parameter includingIDs: Whether nodes are named with their IDs (`HomeNavigationNode#5`)
  ///   or their types alone, for output that does not change between runs.
  /// - Returns: The graph, one line per node.
  public func debugGraph(includingIDs: Bool = true) -> String {
    var lines: [String] = []
    appendDebugLines(to: &lines, role: nil, prefix: "", childPrefix: "", includingIDs: includingIDs)
    return lines.joined(separator: "\n")
  }

  /// Prints ``debugGraph(includingIDs:)`` through ``NavigationConfig/debugPrint``.
  ///
  /// - Parameter includingIDs: Whether nodes are named with their IDs.
  public func printDebugGraph(includingIDs: Bool = true) {
    NavigationConfig.shared.debugPrint(debugGraph(includingIDs: includingIDs))
  }

  private func appendDebugLines(
    to lines: inout [String], role: String?, prefix: String, childPrefix: String,
    includingIDs: Bool
  ) {
    var line = prefix + (role.map { "\($0): " } ?? "")
    line += includingIDs ? debugName : "\(type(of: self))"
    if let window = self as? WindowNavigationNode { line += " \(window.windowID)" }
    if let tabs = state as? TabsRootNavigationNodeState {
      line += " selected: \(tabs.selectedTabNodeID.base)"
    }
    if hasLeftGraph { line += " (left the graph)" }
    lines.append(line)
    let children = labeledChildren
    for (index, child) in children.enumerated() {
      let isLast = index == children.count - 1
      child.node.appendDebugLines(
        to: &lines, role: child.role, prefix: childPrefix + (isLast ? "└─ " : "├─ "),
        childPrefix: childPrefix + (isLast ? "   " : "│  "), includingIDs: includingIDs)
    }
  }

  /// The node's children, each with how it is held.
  var labeledChildren: [(role: String?, node: any NavigationNode)] {
    var result: [(role: String?, node: any NavigationNode)] = []
    switch state {
    case let stack as StackRootNavigationNodeState:
      for (index, element) in stack.stackNodes.enumerated() {
        result.append(("stack \(index)", element.destination))
      }
    case let tabs as TabsRootNavigationNodeState:
      for tab in tabs.tabsNodes { result.append(("tab \(tab.id.base)", tab.navigationNode)) }
    case let switched as SwitchedNavigationNodeState:
      if let node = switched.switchedNode { result.append(("switched", node)) }
    case let window as WindowNavigationNodeState:
      result.append((nil, window.rootNode))
    default:
      let presented = presentedNode.map(\.node)
      for child in children where child !== presented { result.append((nil, child)) }
    }
    if let presented = presentedNode {
      result.append(("\(type(of: presented).presentationKind)", presented.node))
    }
    return result
  }
}
