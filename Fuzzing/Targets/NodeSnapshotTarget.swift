import Foundation
import Waypoint
import WaypointNodes

/// A node graph's snapshot, decoded from JSON and restored with a stack check.
///
/// Bytes that are not a snapshot are a decoding error. A snapshot restores without a trap, to a
/// graph whose every node has its parent; that graph's snapshot restores whole, as itself.
enum NodeSnapshotTarget {
  /// The screens of the fuzzed app.
  enum Screen: Codable, Equatable, Sendable {
    case root, tabs, list
    case page(Int)
    case form
  }

  /// A node showing a screen.
  @NavigationNode
  final class PageNode {
    let screen: Screen
    init(_ screen: Screen) { self.screen = screen }
  }

  /// Two tabs, each a stack.
  @TabsRootNavigationNode
  final class Tabs {
    init() {
      state = TabsRootNavigationNodeState(
        selectedTabNodeID: "list",
        tabsNodes: [
          DefaultTabNode(id: "list", title: "List", navigationNode: .stacked(PageNode(.list))),
          DefaultTabNode(id: "form", title: "Form", navigationNode: .stacked(PageNode(.form))),
        ])
    }
  }

  /// The app's root, switched between screens.
  @SwitchedNavigationNode
  final class Root {}

  /// Stacks hold at most six screens.
  struct AtMostSix: StackCheck {
    func firstFailure(
      in stack: StackState<StackNavigationNode>
    ) -> (position: Int, reason: String)? {
      stack.count > 6 ? (6, "deeper than 6") : nil
    }
  }

  @MainActor
  static func describe(_ node: any NavigationNode) -> Screen? {
    switch node {
    case let node as PageNode: node.screen
    case is Tabs: .tabs
    case is Root: .root
    default: nil
    }
  }

  /// A page of a negative number is no longer made.
  @MainActor
  static func make(_ screen: Screen) -> (any NavigationNode)? {
    switch screen {
    case .root: Root()
    case .tabs: Tabs()
    case .page(let number) where number < 0: nil
    default: PageNode(screen)
    }
  }

  @MainActor
  static func run(_ data: Data) throws(FuzzFinding) -> FuzzOutcome {
    guard let snapshot = try? JSONDecoder().decode(NavigationNodeSnapshot<Screen>.self, from: data)
    else { return .refused }
    let restoration = snapshot.restore(stackChecks: [AtMostSix()], make: make)
    guard let node = restoration.node else {
      try require(!restoration.losses.isEmpty, "a snapshot restored nothing and lost nothing")
      return .refused
    }
    let window = WindowNavigationNode(rootNode: node)
    for node in window.subtree {
      try require(node.isInGraph, "a restored node is not in the graph")
      for child in node.children {
        try require(child.parent === node, "a restored node's child has another parent")
      }
    }
    guard let saved = window.rootNode.snapshot(describe) else {
      throw FuzzFinding("a restored graph has no snapshot")
    }
    let second = saved.restore(stackChecks: [AtMostSix()], make: make)
    try require(second.isComplete, "a restored graph's snapshot loses \(second.losses)")
    guard let secondNode = second.node else {
      throw FuzzFinding("a restored graph's snapshot restores no node")
    }
    let secondWindow = WindowNavigationNode(rootNode: secondNode)
    let resaved = secondWindow.rootNode.snapshot(describe)
    try require(resaved == saved, "a restored graph's snapshot restores as another graph")
    return .accepted
  }
}
