/// A screen, a module or a coordinator: one node of an app's navigation graph.
///
/// A node keeps its navigation in its ``state``: what it presents, and, for the container kinds,
/// the nodes of its stack (``StackRootNavigationNodeState``), its tabs
/// (``TabsRootNavigationNodeState``) or the node it shows (``SwitchedNavigationNodeState``).
/// Navigation happens when a node executes a ``NavigationCommand``, which changes that state:
///
/// ```swift
/// @NavigationNode
/// final class HomeNavigationNode {
///   func showDetail() {
///     execute(.present(.sheet(.stacked(DetailNavigationNode()))))
///   }
/// }
/// ```
///
/// The nodes form a tree: a ``WindowNavigationNode`` holds its root node, containers hold their
/// children, and every node holds the node it presents. A node enters the graph when a command
/// adds it (or its window opens) and leaves it when a command removes it; on leaving it, and every
/// node beneath it, receives a ``RemovalNavigationMessage``, children before parents. Each node
/// has one parent and is in the graph at most once; a node that has left cannot come back. Only
/// nodes in a window's graph execute commands: build a graph, then show it in a window.
///
/// Conform with one of the macros — ``NavigationNode()``, ``StackRootNavigationNode()``,
/// ``TabsRootNavigationNode()``, ``SwitchedNavigationNode()`` — or by hand, with a main-actor
/// class that keeps a state:
///
/// ```swift
/// @MainActor
/// final class ProfileNode: NavigationNode {
///   let state = NavigationNodeState()
/// }
/// ```
@MainActor
public protocol NavigationNode: AnyObject {
  /// The type of the node's state: ``NavigationNodeState`` or one of the container states.
  associatedtype State: NavigationNodeState

  /// The node's navigation: what it presents and, for containers, its children.
  var state: State { get }

  /// The node's own view, for a UI layer: the `body` the class declares (`var body: some View`),
  /// which the node macros return here. `nil` for a node without one.
  func makeNavigationBody() -> Any?

  /// A container node's view, made from the view the UI layer draws for the container
  /// (`content`): the class's `func body(for content:)`, which the node macros call here. `nil`
  /// when the class declares none, or `content` is not of the type it takes.
  ///
  /// - Parameter content: The container's view, as the UI layer draws it.
  func makeNavigationBody(for content: Any) -> Any?
}

extension NavigationNode {
  /// No view of its own: a node that declares no `body`.
  public func makeNavigationBody() -> Any? { nil }

  /// No custom container view: a node that declares no `body(for:)`.
  ///
  /// - Parameter content: The container's view.
  public func makeNavigationBody(for content: Any) -> Any? { nil }
}

extension NavigationNode {
  /// The node's identity, unique in the process.
  public var id: NavigationNodeID { state.id }

  /// The node that holds this one: a container, the node presenting it, or its window; `nil`
  /// for a window, and for a node not in a graph.
  public var parent: (any NavigationNode)? { state.parent }

  /// The nodes this one holds, in order: its stack, tabs or switched node, then the node it
  /// presents.
  public var children: [any NavigationNode] { state.childNodes }

  /// What the node presents, if anything.
  public var presentedNode: (any PresentedNavigationNode)? { state.presentedNode }

  /// Whether the node is in a started graph: added under a window, or under a started node.
  public var isInGraph: Bool { state.phase == .started }

  /// Whether the node has left the graph (and received its ``RemovalNavigationMessage``).
  public var hasLeftGraph: Bool { state.phase == .finished }

  /// The window whose graph holds this node, if any.
  public var window: WindowNavigationNode? {
    var node: any NavigationNode = self
    while let parent = node.parent { node = parent }
    return node as? WindowNavigationNode
  }

  /// The highest presented node of this node's graph — the one a `.dismiss()` would dismiss —
  /// or `nil` when nothing is presented.
  ///
  /// - Complexity: O(*presentation levels*).
  public var highestPresentedNode: (any NavigationNode)? {
    let level = highestLevel
    return level.presenter == nil ? nil : level.root
  }

  /// The node the user sees on top in this node's graph: in the highest presentation (or the
  /// window, when nothing is presented), through switched nodes, selected tabs and the top of
  /// each stack.
  ///
  /// - Complexity: O(*depth*).
  public var topNode: any NavigationNode {
    var node = highestLevel.root
    while true {
      switch node.state {
      case let switched as SwitchedNavigationNodeState:
        guard let shown = switched.switchedNode else { return node }
        node = shown
      case let tabs as TabsRootNavigationNodeState:
        guard let selected = tabs.selectedTabNode?.navigationNode else { return node }
        node = selected
      case let stack as StackRootNavigationNodeState:
        node = stack.stackNodes[stack.stackNodes.count - 1].destination
      default:
        return node
      }
    }
  }

  /// The node and every node beneath it, parents before children.
  public var subtree: [any NavigationNode] {
    var result: [any NavigationNode] = []
    var pending: [any NavigationNode] = [self]
    while let node = pending.popLast() {
      result.append(node)
      pending.append(contentsOf: node.children.reversed())
    }
    return result
  }

  /// ``subtree``, for the graph's own checks: read without registering an observer, so that a
  /// node only checked makes no observation registrar.
  var untrackedSubtree: [any NavigationNode] {
    var result: [any NavigationNode] = []
    var pending: [any NavigationNode] = [self]
    while let node = pending.popLast() {
      result.append(node)
      pending.append(contentsOf: node.state.untrackedChildNodes.reversed())
    }
    return result
  }

  /// A short name for logs and errors: the node's type and its ID, `HomeNavigationNode#4`.
  public var debugName: String { "\(type(of: self))#\(id.rawValue)" }
}

/// The identity of a ``NavigationNode``: a number drawn once per node, unique in the process.
public struct NavigationNodeID: Hashable, Sendable, CustomStringConvertible {
  /// The number.
  public let rawValue: UInt64

  /// An ID with the given number.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  public var description: String { "#\(rawValue)" }
}
