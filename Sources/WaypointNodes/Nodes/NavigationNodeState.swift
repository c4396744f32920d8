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
/// ``NavigationNode/updateChildren(_:)``, so that the nodes it adds enter the graph and the nodes
/// it drops leave it.
///
/// ```swift
/// /// A shelf of nodes, kept in a property of its own.
/// final class ShelfState: NavigationNodeState {
///   var items: [any NavigationNode] = []
///   override var childNodes: [any NavigationNode] { items + super.childNodes }
/// }
///
/// @MainActor final class ShelfNode: NavigationNode {
///   let state = ShelfState()
/// }
///
/// // `shelf`, a ShelfNode, is in a window's graph.
/// shelf.updateChildren { shelf.state.items = [DetailNode()] }  // the detail enters the graph
/// ```
@MainActor
open class NavigationNodeState: Observable {
  /// The node's identity.
  public nonisolated let id: NavigationNodeID

  /// The registrar observers register with, made by the first read that could register one: a
  /// node that nothing reads through an observed property (one pushed and dropped by commands
  /// alone, or read only by the graph's own walks) never makes one, and a change to a node
  /// without one has no observer to tell.
  ///
  /// Kept in a box: an optional `ObservationRegistrar`, a type whose layout its library does not
  /// publish, is copied and tested through its value witnesses at every use.
  @exclusivity(unchecked) private var madeRegistrar: RegistrarBox?
  /// Set while the graph's own walks read this node's children (``untrackedChildNodes``):
  /// those reads register no observer.
  @exclusivity(unchecked) private var readsUntracked = false

  /// Registers the current observer, if any, as a reader of `keyPath` of `subject`, this state.
  func observe<Subject: NavigationNodeState, Member>(
    _ subject: Subject, _ keyPath: KeyPath<Subject, Member>
  ) {
    guard !readsUntracked else { return }
    if madeRegistrar == nil { madeRegistrar = RegistrarBox() }
    madeRegistrar?.registrar.access(subject, keyPath: keyPath)
  }

  /// Tells the readers of `keyPath` that it is about to change: the registrar's `willSet`, which
  /// `withMutation` calls before its closure, without the closure, which, written in this
  /// main-actor class, would check at run time that it runs on the main actor.
  func willChange<Subject: NavigationNodeState, Member>(
    _ subject: Subject, _ keyPath: KeyPath<Subject, Member>
  ) {
    madeRegistrar?.registrar.willSet(subject, keyPath: keyPath)
  }

  /// Tells the readers of `keyPath` that it changed: the registrar's `didSet`.
  func didChange<Subject: NavigationNodeState, Member>(
    _ subject: Subject, _ keyPath: KeyPath<Subject, Member>
  ) {
    madeRegistrar?.registrar.didSet(subject, keyPath: keyPath)
  }

  /// The nodes this state holds (``childNodes``), read for the graph's own walks, which
  /// register no observer.
  var untrackedChildNodes: [any NavigationNode] {
    let wasUntracked = readsUntracked
    readsUntracked = true
    defer { readsUntracked = wasUntracked }
    return childNodes
  }

  // The graph's bookkeeping below is read and written on the main actor only, by the graph's
  // own code, which calls out to no other code while an access is under way (listeners are
  // called once it has ended, from copies; observers are told before a write begins or after it
  // has ended, never during one): it skips the runtime's exclusivity checks, which every command
  // would pay for several times.

  /// What the node presents, read without telling observers: for walks through the graph.
  /// Final, so that a walk, which reads it for every node, does not go through the class's
  /// dispatch.
  @exclusivity(unchecked) private(set) final var untrackedPresentedNode:
    (any PresentedNavigationNode)?
  /// The node presented, kept apart from its presentation so that walks through the graph do
  /// not copy the presentation. Final, as the field above: a walk reads it for every node.
  @exclusivity(unchecked) private(set) final var presentedChild: (any NavigationNode)?
  /// Whether this is a plain node's state (not a stack root's, a tabs root's, a switched node's
  /// or a window's) that presents nothing: its node holds no other node. Most screens of a long
  /// stack, which walks through the graph read for every node.
  @inline(__always) final var holdsNothing: Bool {
    type(of: self) == NavigationNodeState.self && presentedChild == nil
  }
  weak var parent: (any NavigationNode)?
  @exclusivity(unchecked) var phase = Phase.detached
  /// Whether the node is leaving the graph, its children first.
  @exclusivity(unchecked) var isFinishing = false
  @exclusivity(unchecked) var messageListeners: [NavigationMessageListener] = []

  /// In the root of a presentation level (see `NavigationNode+Graph.swift`): the nodes of the
  /// level that present — one, or one per tab of the level's tabs roots — so that the highest
  /// presentation is found in O(levels).
  @exclusivity(unchecked) var levelPresenters: [WeakNode] = []

  /// In the root of a graph's base level: the highest level, found once per change.
  @exclusivity(unchecked) var highestLevelCache: HighestLevelCache?

  /// A state with nothing presented.
  public nonisolated init() {
    id = NavigationNodeID(rawValue: Self.ids.loadThenWrappingIncrement(ordering: .relaxed))
  }

  private nonisolated static let ids = ManagedAtomic<UInt64>(1)

  /// `\.presentedNode`, made once rather than at every access and change.
  private static let presentedNodePath = \NavigationNodeState.presentedNode

  /// What the node presents, if anything.
  public internal(set) var presentedNode: (any PresentedNavigationNode)? {
    get {
      observe(self, Self.presentedNodePath)
      return untrackedPresentedNode
    }
    set {
      willChange(self, Self.presentedNodePath)
      defer { didChange(self, Self.presentedNodePath) }
      untrackedPresentedNode = newValue
      presentedChild = newValue?.node
      GraphVersion.bump()
    }
  }

  /// The IDs of the views shown for this node that presentations attach to
  /// (`presentingNavigationSource(id:)` in SwiftUI), each with how many such views are shown.
  public internal(set) var presentationSources: [String: Int] {
    get {
      observe(self, \.presentationSources)
      return untrackedPresentationSources
    }
    set {
      willChange(self, \.presentationSources)
      defer { didChange(self, \.presentationSources) }
      untrackedPresentationSources = newValue
    }
  }
  private var untrackedPresentationSources: [String: Int] = [:]

  /// Counts one more view shown for the source `id`, changing the table in place rather than
  /// through a copy read from ``presentationSources``, which would also register the caller as
  /// a reader of it.
  func addPresentationSource(_ id: String) {
    willChange(self, \.presentationSources)
    defer { didChange(self, \.presentationSources) }
    untrackedPresentationSources[id, default: 0] += 1
  }

  /// Counts one view fewer shown for the source `id`, forgetting the source at zero. Nothing
  /// happens, and no reader is told, for a source that is not registered.
  func removePresentationSource(_ id: String) {
    guard let count = untrackedPresentationSources[id] else { return }
    willChange(self, \.presentationSources)
    defer { didChange(self, \.presentationSources) }
    untrackedPresentationSources[id] = count > 1 ? count - 1 : nil
  }

  /// The nodes this state holds, in order: a container's children, then the presented node.
  ///
  /// A subclass that holds nodes overrides it and puts its own before `super.childNodes`.
  open var childNodes: [any NavigationNode] { presentedChildren }

  /// The presented node, as a list of children.
  var presentedChildren: [any NavigationNode] {
    observe(self, Self.presentedNodePath)
    return presentedChild.map { [$0] } ?? []
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

/// The observation registrar of a node state that something has read.
final class RegistrarBox {
  let registrar = ObservationRegistrar()
}

/// A weak reference to a node.
struct WeakNode {
  weak var node: (any NavigationNode)?
}
