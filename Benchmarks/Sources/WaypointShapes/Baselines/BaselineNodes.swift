import Observation

/// What a hand-written coordinator tree looks like without `WaypointNodes`: one plain class per
/// node, with a weak reference to its parent, an array of children (a stack's nodes, bottom
/// first), the node it presents, and an array of listener closures.
///
/// Like a `NavigationNodeState`, each node is `Observable` and tells its observers when its
/// children or its presented node change, as an `@Observable` coordinator that SwiftUI shows
/// would; the arrays are mutated in place. A node starts when it joins a started tree and
/// finishes when it leaves it, children before parents, sending `.removed` to its listeners once
/// and then dropping them.
@MainActor
public final class BaselineNavigationNode: Observable {
  /// A message a node sends its listeners.
  public enum Message {
    /// The node left the tree.
    case removed
  }

  private let registrar = ObservationRegistrar()
  private var storedChildren: [BaselineNavigationNode] = []
  private var storedPresented: BaselineNavigationNode?
  private var listeners: [@MainActor (Message) -> Void] = []

  /// The node that holds this one: its stack, or the node presenting it.
  public private(set) weak var parent: BaselineNavigationNode?
  /// Whether the node is in a started tree.
  public private(set) var isInTree = false
  /// Whether the node has left the tree.
  public private(set) var hasLeftTree = false

  /// A node holding `children` as its stack, bottom first.
  public init(children: [BaselineNavigationNode] = []) {
    for child in children { child.parent = self }
    storedChildren = children
  }

  /// A stack's nodes, bottom first.
  public var children: [BaselineNavigationNode] {
    registrar.access(self, keyPath: \.children)
    return storedChildren
  }

  /// The node this one presents.
  public var presented: BaselineNavigationNode? {
    registrar.access(self, keyPath: \.presented)
    return storedPresented
  }

  /// Makes this node the root of a started tree: it and every node beneath it start.
  public func startTree() {
    start()
  }

  /// Adds a listener, called with each message until the node leaves the tree.
  @discardableResult
  public func onMessage(_ listener: @escaping @MainActor (Message) -> Void) -> Self {
    listeners.append(listener)
    return self
  }

  /// Pushes `node` onto this node's stack.
  public func append(_ node: BaselineNavigationNode) {
    precondition(node.parent == nil && !node.hasLeftTree, "The node is in a tree already.")
    node.parent = self
    registrar.withMutation(of: self, keyPath: \.children) { storedChildren.append(node) }
    if isInTree { node.start() }
  }

  /// Pops the last `k` nodes of this node's stack, the top first to leave.
  public func dropLast(_ k: Int = 1) {
    precondition(k >= 1 && k < storedChildren.count, "The stack holds too few nodes.")
    for _ in 0..<k {
      let node = registrar.withMutation(of: self, keyPath: \.children) {
        storedChildren.removeLast()
      }
      node.finish()
    }
  }

  /// The highest node of the tree this node is in: its root, then each presented node up.
  public var highest: BaselineNavigationNode {
    var node = self
    while let parent = node.parent { node = parent }
    while let presented = node.storedPresented { node = presented }
    return node
  }

  /// Presents `node` on the highest node of the tree.
  public func present(_ node: BaselineNavigationNode) {
    precondition(node.parent == nil && !node.hasLeftTree, "The node is in a tree already.")
    let presenter = highest
    node.parent = presenter
    presenter.registrar.withMutation(of: presenter, keyPath: \.presented) {
      presenter.storedPresented = node
    }
    if presenter.isInTree { node.start() }
  }

  /// Dismisses the highest presented node, and everything it holds; `false` when nothing is
  /// presented.
  @discardableResult
  public func dismiss() -> Bool {
    var root = self
    while let parent = root.parent { root = parent }
    var presenter: BaselineNavigationNode?
    var node = root
    while let presented = node.storedPresented {
      presenter = node
      node = presented
    }
    guard let presenter else { return false }
    presenter.registrar.withMutation(of: presenter, keyPath: \.presented) {
      presenter.storedPresented = nil
    }
    node.finish()
    return true
  }

  /// Starts this node and every node beneath it, parents first.
  private func start() {
    guard !isInTree, !hasLeftTree else { return }
    isInTree = true
    for child in storedChildren { child.start() }
    storedPresented?.start()
  }

  /// Finishes this node and every node beneath it, children first: each sends `.removed` to
  /// its listeners once, then drops them and its parent.
  private func finish() {
    for child in storedChildren { child.finish() }
    storedPresented?.finish()
    guard isInTree else { return }
    isInTree = false
    hasLeftTree = true
    for listener in listeners { listener(.removed) }
    listeners.removeAll()
    parent = nil
  }
}
