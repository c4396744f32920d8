import IssueReporting

// How nodes enter and leave the graph, and how commands find the node they act on.
//
// A node is *detached* until its parent is in a started graph (a window, or a node under one),
// *started* while it is in it, and *finished* once removed. Entering starts a subtree parents
// first; leaving finishes it children first, each node sending its removal message once.
//
// Presentations form levels: the base level of a window is its root node and everything below
// it that is not presented; each presented node roots a level of its own. The root of a level
// keeps weak references to the nodes of its level that present (`levelPresenters`), so the
// highest presented node is found in O(levels) rather than by searching every stack. A tabs
// root's tabs each keep their own presentations, and only the selected tab's are shown. A level
// normally shows one presentation (a second is refused while one is shown); when selecting a
// tab makes two shown, the one made first counts as the higher.

extension NavigationNodeState {
  /// Makes `child` a child of `owner`, which holds it in this state; starts it when `owner` is
  /// in a started graph.
  func adopt(_ child: any NavigationNode, owner: any NavigationNode) {
    child.state.parent = owner
    if phase == .started { child.startSubtree() }
  }

}

extension NavigationNode {
  /// Changes a custom container's children: nodes that `body` adds to the state's
  /// ``NavigationNodeState/childNodes`` enter the graph, and nodes it drops leave it, with their
  /// removal messages.
  ///
  /// Use it for children a state subclass keeps in properties of its own; the predefined states
  /// change their children through commands.
  ///
  /// - Parameter body: Changes the state subclass's properties.
  /// - Complexity: O(*n*) in the number of children before and after.
  public func updateChildren(_ body: () -> Void) {
    let before = children
    body()
    reconcileChildren(before: before)
  }

  /// Finishes the nodes the state no longer holds and adopts the ones it holds anew.
  func reconcileChildren(before: [any NavigationNode]) {
    let after = children
    let kept = Set(after.map(ObjectIdentifier.init))
    let previous = Set(before.map(ObjectIdentifier.init))
    RemovalMessages.batch {
      for node in before where !kept.contains(ObjectIdentifier(node)) {
        node.finishSubtree()
      }
      for node in after where !previous.contains(ObjectIdentifier(node)) {
        if let refusal = refusalToAdd(node) {
          reportIssue("\(debugName) cannot hold \(node.debugName): \(refusal.reason)")
          continue
        }
        state.adopt(node, owner: self)
      }
    }
  }
}

extension NavigationNode {
  /// Starts this node and every node beneath it, parents first.
  func startSubtree() {
    // A plain node that holds nothing starts without a list to walk.
    if holdsNothing {
      guard state.phase == .detached else { return }
      state.phase = .started
      GraphVersion.bump()
      NavigationConfig.shared.log(self, "Started")
      return
    }
    var pending: [any NavigationNode] = [self]
    while let node = pending.popLast() {
      guard node.state.phase == .detached else { continue }
      node.state.phase = .started
      GraphVersion.bump()
      // A node built or restored with a presentation tells its level, now that its parents
      // are known.
      if node.state.presentedChild != nil { node.levelRoot.state.addPresenter(node) }
      NavigationConfig.shared.log(node, "Started")
      for child in node.state.untrackedChildNodes.reversed() {
        if child.state.phase != .detached || (child.parent.map { $0 !== node } ?? false) {
          reportIssue(
            """
            \(node.debugName) holds \(child.debugName), which is already held elsewhere or has \
            left the graph; a node has one parent. It is left where it is.
            """)
          continue
        }
        child.state.parent = node
        pending.append(child)
      }
    }
  }

  /// Finishes this node and every node beneath it, children first: each started node sends a
  /// ``RemovalNavigationMessage`` to its listeners once, then drops them, its parent and what
  /// it presents.
  ///
  /// The whole subtree leaves before any message is sent, and inside a command the messages
  /// wait until the command is done (see ``RemovalMessages``).
  func finishSubtree() {
    RemovalMessages.batch { finishSubtreeNow() }
  }

  private func finishSubtreeNow() {
    let state = state
    // A node reached twice (held twice, against the rules, and reported) finishes once.
    guard state.phase != .finished, !state.isFinishing else { return }
    state.isFinishing = true
    for child in state.untrackedChildNodes { child.finishSubtreeNow() }
    switch state.phase {
    case .finished:
      return
    case .detached:
      state.phase = .finished
      state.parent = nil
    case .started:
      GraphVersion.bump()
      if state.presentedChild != nil {
        levelRoot.state.removePresenter(self)
        state.presentedNode = nil
      }
      state.phase = .finished
      state.parent = nil
      state.levelPresenters.removeAll()
      state.highestLevelCache = nil
      RemovalMessages.enqueue(self)
    }
  }

  /// Sends the removal message of a node that has left, and lets go of its listeners.
  func deliverRemoval() {
    sendMessage(RemovalNavigationMessage())
    state.messageListeners.removeAll()
    NavigationConfig.shared.log(self, "Finished")
    NavigationConfig.shared.tracker?.watch(self)
  }

  /// Whether this node is the node its parent presents.
  var isPresented: Bool {
    guard let parent else { return false }
    return parent.state.presentedChild === self
  }

  /// The root of this node's presentation level: the presented node it is in, or the top of
  /// its base level (a window's root node, or the top of a graph without a window).
  var levelRoot: any NavigationNode {
    var node: any NavigationNode = self
    while let parent = node.parent, !(parent is WindowNavigationNode), !node.isPresented {
      node = parent
    }
    return node
  }

  /// Whether the node is shown in its presentation level: every tabs root between it and the
  /// level's root has the tab holding it selected.
  ///
  /// - Complexity: O(*depth in the level*).
  var isShownInLevel: Bool {
    var node: any NavigationNode = self
    while let parent = node.parent, !(parent is WindowNavigationNode), !node.isPresented {
      if let tabs = parent.state as? TabsRootNavigationNodeState,
        tabs.selectedTabNode?.navigationNode !== node
      {
        return false
      }
      node = parent
    }
    return true
  }

  /// The root of the base level of this node's graph.
  var baseLevelRoot: any NavigationNode {
    var node: any NavigationNode = self
    while let parent = node.parent {
      if parent is WindowNavigationNode { return node }
      node = parent
    }
    if let window = node as? WindowNavigationNode { return window.rootNode }
    return node
  }

  /// The highest presented node of this node's graph, and the node presenting it; the base
  /// level's root and `nil` when nothing is presented.
  ///
  /// - Complexity: O(*levels*).
  var highestLevel: (root: any NavigationNode, presenter: (any NavigationNode)?) {
    let base = baseLevelRoot
    if let cached = base.state.highestLevelCache, cached.version == GraphVersion.current,
      let root = cached.root, cached.hasPresenter == (cached.presenter != nil)
    {
      return (root, cached.presenter)
    }
    var root = base
    var presenter: (any NavigationNode)?
    while let levelPresenter = root.shownPresenter,
      let presented = levelPresenter.state.presentedChild
    {
      presenter = levelPresenter
      root = presented
    }
    base.state.highestLevelCache = HighestLevelCache(root: root, presenter: presenter)
    return (root, presenter)
  }

  /// The node that presents for the level rooted at `root` when a command names no presenter:
  /// the node where the user is, reached from `root` through switched nodes and selected tabs,
  /// so that a presentation leaves with the tab or the switched node it was made in.
  ///
  /// - Complexity: O(*nested containers*).
  static func presentationAnchor(of root: any NavigationNode) -> any NavigationNode {
    var node = root
    while true {
      if let switched = node.state as? SwitchedNavigationNodeState,
        let shown = switched.switchedNode
      {
        node = shown
      } else if let tabs = node.state as? TabsRootNavigationNodeState,
        let selected = tabs.selectedTabNode?.navigationNode
      {
        node = selected
      } else {
        return node
      }
    }
  }

  /// The node a presentation on the base level goes on: where the user is in it, through
  /// switched nodes and selected tabs.
  var baseLevelAnchor: any NavigationNode {
    Self.presentationAnchor(of: baseLevelRoot)
  }

  /// The node a presentation goes on when a command names none: the anchor of the highest
  /// level.
  var highestPresenter: any NavigationNode {
    Self.presentationAnchor(of: highestLevel.root)
  }

  /// Ends the presentation `presenter` shows, and every level above it.
  func endPresentation(of presenter: any NavigationNode) {
    guard let presented = presenter.state.presentedChild else { return }
    let level = presenter.levelRoot
    let base = baseLevelRoot
    let wasHighest = highestLevel.root === presented
    RemovalMessages.batch {
      level.state.removePresenter(presenter)
      presenter.state.presentedNode = nil
      presented.finishSubtree()
      // The presenter's level is the highest now, unless another of its nodes presents too (a
      // presentation made in a tab while it was not shown).
      if wasHighest && level.shownPresenter == nil {
        base.state.highestLevelCache = HighestLevelCache(
          root: level, presenter: level.isPresented ? level.parent : nil)
      }
    }
  }

  /// The nearest node from this one up, itself included, whose state is a `State`, within
  /// this node's presentation level unless `crossingPresentations`.
  func nearest<State: NavigationNodeState>(
    _: State.Type, crossingPresentations: Bool
  ) -> (node: any NavigationNode, state: State)? {
    var node: any NavigationNode = self
    while true {
      if let state = node.state as? State { return (node, state) }
      // The parent is read once: `isPresented` would read it again.
      guard let parent = node.parent else { return nil }
      if !crossingPresentations && parent.state.presentedChild === node { return nil }
      node = parent
    }
  }
}

extension NavigationNode {
  /// The node of the level this node roots that presents and is shown, if any.
  var shownPresenter: (any NavigationNode)? {
    for entry in state.levelPresenters {
      guard let node = entry.node, node.isInGraph, node.state.presentedChild != nil
      else { continue }
      // The level's root is shown in its level; another node is when its tabs are selected.
      if node === self || node.isShownInLevel { return node }
    }
    return nil
  }
}

extension NavigationNodeState {
  func addPresenter(_ node: any NavigationNode) {
    levelPresenters.removeAll { $0.node == nil || $0.node === node }
    levelPresenters.append(WeakNode(node: node))
  }

  func removePresenter(_ node: any NavigationNode) {
    levelPresenters.removeAll { $0.node == nil || $0.node === node }
  }
}

/// A count of the changes that can move the highest presentation — a presentation made or
/// ended, a tab selected, a node switched, a node entering or leaving the graph — so that the
/// highest level found once is reused until one of them happens.
@MainActor
enum GraphVersion {
  private(set) static var current: UInt64 = 0

  static func bump() { current &+= 1 }
}

/// The highest level of a graph, as found at a `GraphVersion`; kept in the base level's root.
@MainActor
struct HighestLevelCache {
  let version = GraphVersion.current
  weak var root: (any NavigationNode)?
  weak var presenter: (any NavigationNode)?
  let hasPresenter: Bool

  init(root: any NavigationNode, presenter: (any NavigationNode)?) {
    self.root = root
    self.presenter = presenter
    hasPresenter = presenter != nil
  }
}

/// Holds back removal messages until the change that removed their nodes is complete, so that a
/// listener that executes a command sees the graph as the change left it, and cannot add to a
/// subtree that is leaving. Messages go out in the order the nodes left: children first.
@MainActor
enum RemovalMessages {
  // Unchecked for exclusivity: main-actor state that no access overlaps, since each function
  // reads and writes it between its calls out.
  @exclusivity(unchecked) private static var depth = 0
  @exclusivity(unchecked) private static var pending: [any NavigationNode] = []

  /// Runs `body`; the removal messages of the nodes it removes go out when the outermost batch
  /// ends.
  static func batch<Result>(_ body: () -> Result) -> Result {
    depth += 1
    let result = body()
    depth -= 1
    if depth == 0 { deliver() }
    return result
  }

  static func enqueue(_ node: any NavigationNode) {
    pending.append(node)
  }

  @exclusivity(unchecked) private static var isDelivering = false

  /// Sends the messages in order; those that listeners cause are sent after, by the same loop.
  private static func deliver() {
    guard !isDelivering else { return }
    isDelivering = true
    var index = 0
    while index < pending.count {
      let node = pending[index]
      index += 1
      node.deliverRemoval()
    }
    pending.removeAll(keepingCapacity: true)
    isDelivering = false
  }
}
