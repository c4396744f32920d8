/// The navigation of a stack root: its nodes, bottom first, as a ``StackState``.
///
/// The first node is the stack's root, which a stack always has; the nodes above it are pushed
/// on it. Each keeps its ``StackElementID`` while it is in the stack, as elements of a feature's
/// `StackState` do. ``checks`` (navigation rules, for one) are run on every change a command
/// would make, and a change that fails one is refused.
@MainActor
public class StackRootNavigationNodeState: NavigationNodeState {
  private var _stackNodes: StackState<StackNavigationNode>

  /// Checks every stack a command would make must pass, such as `StackRules` mapped onto nodes
  /// with ``StackCheck/mappingNodes(_:)``.
  public var checks: [any StackCheck<StackNavigationNode>]

  /// A stack whose root is `rootNode`.
  ///
  /// - Parameters:
  ///   - rootNode: The stack's root.
  ///   - checks: Checks every change must pass.
  public init(rootNode: any NavigationNode, checks: [any StackCheck<StackNavigationNode>] = []) {
    _stackNodes = StackState([StackNavigationNode(rootNode)])
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
    _stackNodes = StackState(nodes.map(StackNavigationNode.init))
    self.checks = checks
    super.init()
  }

  /// The stack's nodes, bottom first; the first is the root.
  public internal(set) var stackNodes: StackState<StackNavigationNode> {
    get {
      registrar.access(self, keyPath: \.stackNodes)
      return _stackNodes
    }
    set {
      registrar.withMutation(of: self, keyPath: \.stackNodes) { _stackNodes = newValue }
    }
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

/// A stack of nodes: the predefined node behind ``NavigationNode/stacked(_:)``, for a
/// `NavigationStack`-like container.
///
/// ```swift
/// let stack = StackRootNavigationNode.stacked(HomeNavigationNode())
/// stack.execute(.stackAppend(DetailNavigationNode()))
/// stack.state.stackNodes.count  // 2
/// ```
@MainActor
public final class StackRootNavigationNode: NavigationNode {
  public let state: StackRootNavigationNodeState

  /// A stack whose root is `rootNode`.
  ///
  /// - Parameters:
  ///   - rootNode: The root.
  ///   - checks: Checks every change of the stack must pass.
  public init(_ rootNode: any NavigationNode, checks: [any StackCheck<StackNavigationNode>] = []) {
    state = StackRootNavigationNodeState(rootNode: rootNode, checks: checks)
  }

  /// A stack of `nodes`, bottom first: the first is the root, the others are pushed on it.
  ///
  /// - Parameters:
  ///   - nodes: The nodes; at least one.
  ///   - checks: Checks every change of the stack must pass.
  public init(_ nodes: [any NavigationNode], checks: [any StackCheck<StackNavigationNode>] = []) {
    state = StackRootNavigationNodeState(nodes: nodes, checks: checks)
  }
}

extension NavigationNode where Self == StackRootNavigationNode {
  /// A stack whose root is `rootNode`: `.present(.sheet(.stacked(DetailNode())))`.
  ///
  /// - Parameters:
  ///   - rootNode: The root.
  ///   - checks: Checks every change of the stack must pass.
  /// - Returns: A new stack root.
  public static func stacked(
    _ rootNode: any NavigationNode, checks: [any StackCheck<StackNavigationNode>] = []
  ) -> StackRootNavigationNode {
    StackRootNavigationNode(rootNode, checks: checks)
  }

  /// A stack of `nodes`, bottom first: `.stacked([DetailNode(), EditorNode()])`.
  ///
  /// - Parameters:
  ///   - nodes: The nodes; at least one.
  ///   - checks: Checks every change of the stack must pass.
  /// - Returns: A new stack root.
  public static func stacked(
    _ nodes: [any NavigationNode], checks: [any StackCheck<StackNavigationNode>] = []
  ) -> StackRootNavigationNode {
    StackRootNavigationNode(nodes, checks: checks)
  }
}
