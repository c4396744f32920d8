import Atomics
import Observation

/// The navigation of a plain node: what it presents, its place in the graph and its listeners.
///
/// The container kinds subclass it: ``StackRootNavigationNodeState``,
/// ``TabsRootNavigationNodeState`` and ``SwitchedNavigationNodeState``. It is `Observable`: code
/// that reads ``presentedNode`` (or a container's children) in `withObservationTracking`, as a
/// SwiftUI view does, is told when a command changes it.
///
/// Commands change a state; the properties are read-only from outside the module. A custom
/// container subclasses it, overrides ``childNodes``, and changes its children inside
/// ``updateChildren(_:)``, so that the nodes it adds enter the graph and the nodes it drops
/// leave it.
@MainActor
open class NavigationNodeState: Observable {
  /// The node's identity.
  public nonisolated let id: NavigationNodeID

  let registrar = ObservationRegistrar()
  private var _presentedNode: (any PresentedNavigationNode)?
  weak var parent: (any NavigationNode)?
  /// The node this state belongs to, from when it starts.
  weak var owner: (any NavigationNode)?
  var phase = Phase.detached
  var messageListeners: [NavigationMessageListener] = []

  /// In the root of a presentation level (see `NavigationNodeState+Graph.swift`): the node of
  /// the level that presents, so that the highest presentation is found in O(levels).
  weak var levelPresenter: (any NavigationNode)?

  /// A state with nothing presented.
  public nonisolated init() {
    id = NavigationNodeID(rawValue: Self.ids.loadThenWrappingIncrement(ordering: .relaxed))
  }

  private nonisolated static let ids = ManagedAtomic<UInt64>(1)

  /// What the node presents, if anything.
  public internal(set) var presentedNode: (any PresentedNavigationNode)? {
    get {
      registrar.access(self, keyPath: \.presentedNode)
      return _presentedNode
    }
    set {
      registrar.withMutation(of: self, keyPath: \.presentedNode) { _presentedNode = newValue }
    }
  }

  /// The nodes this state holds, in order: a container's children, then the presented node.
  ///
  /// A subclass that holds nodes overrides it and puts its own before `super.childNodes`.
  open var childNodes: [any NavigationNode] {
    presentedNode.map { [$0.node] } ?? []
  }

  /// Changes a custom container's children: nodes that `body` adds to ``childNodes`` enter the
  /// graph, and nodes it drops leave it, with their removal messages.
  ///
  /// Use it for children a subclass keeps in properties of its own; the predefined states change
  /// their children through commands.
  ///
  /// - Parameter body: Changes the subclass's properties.
  /// - Complexity: O(*n*) in the number of children before and after.
  public func updateChildren(_ body: () -> Void) {
    let before = childNodes
    body()
    reconcileChildren(before: before)
  }

  /// Where a node is in its life.
  enum Phase {
    /// Not yet in a started graph.
    case detached
    /// In a started graph.
    case started
    /// Removed from the graph; it cannot return.
    case finished
  }
}
