/// The navigation of a stack root: its nodes, bottom first, as a `StackState`.
///
/// The first node is the stack's root, which a stack always has; the nodes above it are pushed
/// on it. Each keeps its `StackElementID` while it is in the stack, as elements of a feature's
/// `StackState` do. ``checks`` (navigation rules, for one) are run on every change a command
/// would make, and a change that fails one is refused.
///
/// ```swift
/// let stack = StackRootNavigationNode(HomeNode(), checks: [MaxDepth(limit: 2)])
/// let window = WindowNavigationNode(rootNode: stack)
/// try stack.execute(.stackAppend(DetailNode())).get()
/// stack.state.stackNodes.ids  // [#0, #1]
/// stack.state.rootNode        // the HomeNode
/// stack.refusal(of: .stackAppend(DetailNode()))?.reason
/// // "the stack would break a check at position 2: deeper than 2"
/// ```
///
/// Here `MaxDepth` is a `StackCheck` of the app's own over `StackNavigationNode` elements.
@MainActor
public class StackRootNavigationNodeState: NavigationNodeState {
  /// Unchecked for exclusivity, as the graph's bookkeeping in ``NavigationNodeState``: changed
  /// only by `withStackNodes`, whose bodies are the graph's own and read nothing else of it.
  @exclusivity(unchecked) private var _stackNodes: StackState<StackNavigationNode>

  /// The raw value of the next element's ID. A node stack draws its IDs itself, counting up, so
  /// that a push does not look up the dependencies' generator. Unchecked for exclusivity: read
  /// and written only by this class's own functions, on the main actor, none of which calls out
  /// while it accesses it.
  @exclusivity(unchecked) private var nextElementID: Int

  /// Checks every stack a command would make must pass, such as `StackRules` mapped onto nodes
  /// with ``Waypoint/StackCheck/mappingNodes(_:)``. Changed, they apply from the next change.
  public var checks: [any StackCheck<StackNavigationNode>]

  /// A stack whose root is `rootNode`.
  ///
  /// - Parameters:
  ///   - rootNode: The stack's root.
  ///   - checks: Checks every change must pass.
  public init(rootNode: any NavigationNode, checks: [any StackCheck<StackNavigationNode>] = []) {
    _stackNodes = StackState(
      ids: [StackElementID(rawValue: 0)], elements: [StackNavigationNode(rootNode)])
    nextElementID = 1
    self.checks = checks
    super.init()
  }

  /// A stack of `nodes`, bottom first; the first is the root.
  ///
  /// - Parameters:
  ///   - nodes: The nodes; at least one.
  ///   - checks: Checks every change must pass.
  public init(nodes: [any NavigationNode], checks: [any StackCheck<StackNavigationNode>] = []) {
    precondition(!nodes.isEmpty, "A stack root needs a root node.")
    _stackNodes = StackState(
      ids: nodes.indices.map { StackElementID(rawValue: $0) },
      elements: nodes.map(StackNavigationNode.init))
    nextElementID = nodes.count
    self.checks = checks
    super.init()
  }

  /// The stack's nodes, bottom first; the first is the root.
  public internal(set) var stackNodes: StackState<StackNavigationNode> {
    get {
      observe(self, Self.stackNodesPath)
      return _stackNodes
    }
    set {
      willChange(self, Self.stackNodesPath)
      defer { didChange(self, Self.stackNodesPath) }
      _stackNodes = newValue
    }
  }

  /// Changes the stack in place, telling observers once.
  func withStackNodes<Result>(
    _ body: (inout StackState<StackNavigationNode>) -> Result
  ) -> Result {
    willChange(self, Self.stackNodesPath)
    defer { didChange(self, Self.stackNodesPath) }
    return body(&_stackNodes)
  }

  /// `\.stackNodes`, made once rather than at every access and change.
  private static let stackNodesPath = \StackRootNavigationNodeState.stackNodes

  /// A new element ID for this stack.
  func makeElementID() -> StackElementID {
    defer { nextElementID += 1 }
    return StackElementID(rawValue: nextElementID)
  }

  /// The ID `offset` places after the next one, without drawing it.
  func peekElementID(offset: Int) -> StackElementID {
    StackElementID(rawValue: nextElementID + offset)
  }

  /// Makes `stack`, rebuilt with `drawn` IDs peeked, the stack.
  func commitRebuilt(_ stack: StackState<StackNavigationNode>, drawing drawn: Int) {
    nextElementID += drawn
    withStackNodes { $0 = stack }
  }

  /// The stack with `node` pushed, as a push would make it, for checks.
  func appending(_ node: any NavigationNode) -> StackState<StackNavigationNode> {
    var candidate = stackNodes
    candidate.append(StackNavigationNode(node), id: peekElementID(offset: 0))
    return candidate
  }

  /// Pushes `node`.
  func push(_ node: any NavigationNode) {
    let id = makeElementID()
    withStackNodes { $0.append(StackNavigationNode(node), id: id) }
  }

  /// Pops the last `k` nodes, the top first to leave, each with its subtree.
  ///
  /// - Complexity: O(*k* + the nodes that leave), in place.
  func dropLast(_ k: Int) {
    guard k > 0 else { return }
    // A loop rather than `compactMap`, whose closure, written in this main-actor class, would
    // check its isolation at run time.
    let dropped = withStackNodes { stack in
      var dropped: [any NavigationNode] = []
      dropped.reserveCapacity(k)
      for _ in 0..<k {
        guard let node = stack.popLast() else { break }
        dropped.append(node.destination)
      }
      return dropped
    }
    for node in dropped { node.finishSubtree() }
  }

  /// The stack's root node.
  public var rootNode: any NavigationNode { stackNodes[0].destination }

  /// The stack's nodes, then the presented node.
  public override var childNodes: [any NavigationNode] {
    stackNodes.map(\.destination) + super.childNodes
  }

  /// The first check the stack `candidate` fails, in words.
  func firstFailure(in candidate: StackState<StackNavigationNode>) -> String? {
    for check in checks {
      if let failure = check.firstFailure(in: candidate) {
        return "position \(failure.position): \(failure.reason)"
      }
    }
    return nil
  }
}

/// A node in a stack: an element of ``StackRootNavigationNodeState/stackNodes``.
///
/// Two are equal when they hold the same node.
public struct StackNavigationNode: Hashable {
  /// The node.
  public let destination: any NavigationNode

  /// An element holding `destination`.
  public init(_ destination: any NavigationNode) {
    self.destination = destination
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.destination === rhs.destination
  }

  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(destination))
  }
}

/// A stack of nodes: the predefined node behind `.stacked(_:)`, for a
/// `NavigationStack`-like container.
///
/// ```swift
/// let window = WindowNavigationNode(rootNode: .stacked(HomeNavigationNode()))
/// window.rootNode.execute(.stackAppend(DetailNavigationNode()))
/// (window.rootNode as? StackRootNavigationNode)?.state.stackNodes.count  // 2
/// ```
@MainActor
public final class StackRootNavigationNode: NavigationNode {
  public let state: StackRootNavigationNodeState

  /// Whether a tab bar around the stack stays shown; for the SwiftUI layer.
  public let tabBarToolbarBehavior: StackTabBarToolbarBehavior

  /// A stack whose root is `rootNode`.
  ///
  /// - Parameters:
  ///   - rootNode: The root.
  ///   - checks: Checks every change of the stack must pass.
  ///   - tabBarToolbarBehavior: Whether a tab bar around the stack stays shown.
  public init(
    _ rootNode: any NavigationNode, checks: [any StackCheck<StackNavigationNode>] = [],
    tabBarToolbarBehavior: StackTabBarToolbarBehavior = .automatic
  ) {
    state = StackRootNavigationNodeState(rootNode: rootNode, checks: checks)
    self.tabBarToolbarBehavior = tabBarToolbarBehavior
  }

  /// A stack of `nodes`, bottom first: the first is the root, the others are pushed on it.
  ///
  /// - Parameters:
  ///   - nodes: The nodes; at least one.
  ///   - checks: Checks every change of the stack must pass.
  ///   - tabBarToolbarBehavior: Whether a tab bar around the stack stays shown.
  public init(
    _ nodes: [any NavigationNode], checks: [any StackCheck<StackNavigationNode>] = [],
    tabBarToolbarBehavior: StackTabBarToolbarBehavior = .automatic
  ) {
    state = StackRootNavigationNodeState(nodes: nodes, checks: checks)
    self.tabBarToolbarBehavior = tabBarToolbarBehavior
  }
}

extension NavigationNode where Self == StackRootNavigationNode {
  /// A stack whose root is `rootNode`: `.present(.sheet(.stacked(DetailNode())))`.
  ///
  /// - Parameters:
  ///   - rootNode: The root.
  ///   - checks: Checks every change of the stack must pass.
  ///   - tabBarToolbarBehavior: Whether a tab bar around the stack stays shown.
  /// - Returns: A new stack root.
  public static func stacked(
    _ rootNode: any NavigationNode, checks: [any StackCheck<StackNavigationNode>] = [],
    tabBarToolbarBehavior: StackTabBarToolbarBehavior = .automatic
  ) -> StackRootNavigationNode {
    StackRootNavigationNode(rootNode, checks: checks, tabBarToolbarBehavior: tabBarToolbarBehavior)
  }

  /// A stack of `nodes`, bottom first: `.stacked([DetailNode(), EditorNode()])`.
  ///
  /// - Parameters:
  ///   - nodes: The nodes; at least one.
  ///   - checks: Checks every change of the stack must pass.
  ///   - tabBarToolbarBehavior: Whether a tab bar around the stack stays shown.
  /// - Returns: A new stack root.
  public static func stacked(
    _ nodes: [any NavigationNode], checks: [any StackCheck<StackNavigationNode>] = [],
    tabBarToolbarBehavior: StackTabBarToolbarBehavior = .automatic
  ) -> StackRootNavigationNode {
    StackRootNavigationNode(nodes, checks: checks, tabBarToolbarBehavior: tabBarToolbarBehavior)
  }
}

/// Whether a tab bar around a stack stays shown while nodes are pushed on it: what
/// `.stacked(_:tabBarToolbarBehavior:)` asks of the SwiftUI layer.
public enum StackTabBarToolbarBehavior: Hashable, Sendable {
  /// The platform's behaviour.
  case automatic
  /// The tab bar hides while the stack shows more than its root.
  case hiddenWhenNotRoot(animated: Bool)
}
