/// Presents a node on the highest node that can present — on top of whatever is presented — or,
/// when the presentation names a `sourceID`, on the node that executes the command.
///
/// In the highest presentation (or the window, when nothing is presented), the node that
/// presents is the one where the user is: from the presentation's root through switched nodes and
/// selected tabs, down to the first other node — typically the selected tab's stack root. So a
/// sheet presented in a tab leaves with the tab when the app switches to its login screen.
///
/// ```swift
/// execute(.present(.sheet(.stacked(DetailNavigationNode()))))
/// ```
public struct PresentNavigationCommand: PlannedNavigationCommand {
  /// What is presented.
  public let presentedNode: any PresentedNavigationNode
  /// Whether the change is animated.
  public let animated: Bool

  /// A command presenting `presentedNode`.
  public init(_ presentedNode: any PresentedNavigationNode, animated: Bool = true) {
    self.presentedNode = presentedNode
    self.animated = animated
  }

  public var name: String { "present" }

  public func refusal(on node: any NavigationNode) -> NavigationCommandRefusal? {
    plan(on: node).refusal
  }

  public func execute(on node: any NavigationNode) { plan(on: node).run() }

  public func executeIfPossible(on node: any NavigationNode) -> NavigationCommandRefusal? {
    plan(on: node).runIfPossible()
  }

  func plan(on node: any NavigationNode) -> CommandPlan {
    // The presenter is the node or found from it: in its graph by construction.
    let presenter = presentedNode.sourceID == nil ? node.highestPresenter : node
    return PresentOnGivenNodeNavigationCommand(presentedNode, on: presenter, animated: animated)
      .plan(on: node, checkingGraph: false)
  }
}

/// Presents a node on a given node — the node that executes the command, or one named — which
/// must be in the same graph and present nothing yet.
///
/// ```swift
/// detail.execute(PresentOnGivenNodeNavigationCommand(presentedNode: .sheet(EditorNode())))
/// home.execute(.present(.sheet(EditorNode()), on: detail))
/// ```
public struct PresentOnGivenNodeNavigationCommand: PlannedNavigationCommand {
  /// What is presented.
  public let presentedNode: any PresentedNavigationNode
  /// The node that presents it; `nil` for the node that executes the command.
  public let presenter: (any NavigationNode)?
  /// Whether the change is animated.
  public let animated: Bool

  /// A command presenting `presentedNode` on `presenter`.
  public init(
    _ presentedNode: any PresentedNavigationNode, on presenter: any NavigationNode,
    animated: Bool = true
  ) {
    self.presentedNode = presentedNode
    self.presenter = presenter
    self.animated = animated
  }

  /// A command presenting `presentedNode` on the node that executes it.
  public init(presentedNode: any PresentedNavigationNode, animated: Bool = true) {
    self.presentedNode = presentedNode
    self.presenter = nil
    self.animated = animated
  }

  public var name: String { "present(on:)" }

  public func refusal(on node: any NavigationNode) -> NavigationCommandRefusal? {
    plan(on: node).refusal
  }

  public func execute(on node: any NavigationNode) { plan(on: node).run() }

  public func executeIfPossible(on node: any NavigationNode) -> NavigationCommandRefusal? {
    plan(on: node).runIfPossible()
  }

  func plan(on node: any NavigationNode) -> CommandPlan {
    plan(on: node, checkingGraph: true)
  }

  func plan(on node: any NavigationNode, checkingGraph: Bool) -> CommandPlan {
    let presenter = self.presenter ?? node
    let kind = type(of: presentedNode)
    if !kind.isPredefined && !(presenter.window?.canPresent(kind) ?? false) {
      return .refused(
        .misuse(
          "\(kind) is not registered on the window; register it with registerCustomPresentableNavigationNodes(_:)"
        ))
    }
    if presenter.hasLeftGraph {
      return .refused(.notApplicable("\(presenter.debugName) has left the navigation graph"))
    }
    if checkingGraph && presenter.baseLevelRoot !== node.baseLevelRoot {
      return .refused(.misuse("\(presenter.debugName) is not in the graph of \(node.debugName)"))
    }
    if presenter is WindowNavigationNode {
      return .refused(.misuse("a window presents nothing; present on its root node"))
    }
    if let presented = presenter.state.untrackedPresentedNode {
      return .refused(
        .notApplicable("\(presenter.debugName) already presents \(presented.node.debugName)"))
    }
    let level = presenter.levelRoot
    let isShown = presenter.isShownInLevel
    if isShown, let other = level.shownPresenter, other !== presenter {
      return .refused(
        .notApplicable(
          "\(other.debugName) already presents in the same presentation as \(presenter.debugName)"
        ))
    }
    if let refusal = presenter.refusalToAdd(presentedNode.node) { return .refused(refusal) }
    let presentedNode = self.presentedNode
    return .run {
      let base = node.baseLevelRoot
      let wasHighest = isShown && base.highestLevel.root === level
      presenter.state.presentedNode = presentedNode
      level.state.addPresenter(presenter)
      presenter.state.adopt(presentedNode.node, owner: presenter)
      // A presentation on the highest level is the highest now, unless it came with a
      // presentation of its own.
      if wasHighest && presentedNode.node.shownPresenter == nil {
        base.state.highestLevelCache = HighestLevelCache(
          root: presentedNode.node, presenter: presenter)
      }
    }
  }
}

/// Dismisses the highest presented node, and with it everything it holds.
public struct DismissNavigationCommand: PlannedNavigationCommand {
  /// Whether the change is animated.
  public let animated: Bool

  /// A command dismissing the highest presented node.
  public init(animated: Bool = true) { self.animated = animated }

  public var name: String { "dismiss" }

  public func refusal(on node: any NavigationNode) -> NavigationCommandRefusal? {
    plan(on: node).refusal
  }

  public func execute(on node: any NavigationNode) { plan(on: node).run() }

  public func executeIfPossible(on node: any NavigationNode) -> NavigationCommandRefusal? {
    plan(on: node).runIfPossible()
  }

  func plan(on node: any NavigationNode) -> CommandPlan {
    guard let presenter = node.highestLevel.presenter else {
      return .refused(.notApplicable("nothing is presented"))
    }
    return .run { node.endPresentation(of: presenter) }
  }
}

/// Dismisses the presentation the executing node is in, only when it is the highest: a screen
/// closing itself, which must not close what it presented on top of it.
public struct DismissJustFromPresentedNavigationCommand: PlannedNavigationCommand {
  /// Whether the change is animated.
  public let animated: Bool

  /// A command dismissing the executing node's presentation if it is the highest.
  public init(animated: Bool = true) { self.animated = animated }

  public var name: String { "dismissJustFromPresented" }

  public func refusal(on node: any NavigationNode) -> NavigationCommandRefusal? {
    plan(on: node).refusal
  }

  public func execute(on node: any NavigationNode) { plan(on: node).run() }

  public func executeIfPossible(on node: any NavigationNode) -> NavigationCommandRefusal? {
    plan(on: node).runIfPossible()
  }

  func plan(on node: any NavigationNode) -> CommandPlan {
    let level = node.levelRoot
    guard level.isPresented, let presenter = level.parent else {
      return .refused(.notApplicable("\(node.debugName) is not in a presented node"))
    }
    guard node.highestLevel.root === level else {
      return .refused(
        .notApplicable(
          "\(level.debugName) is not the highest presented node; something is presented on it"))
    }
    return .run { node.endPresentation(of: presenter) }
  }
}

/// Hides the executing node: pops it (and the nodes above it) when it stands above the root of
/// a stack; otherwise dismisses the presentation it is in, with everything presented on top.
///
/// `.hide()` makes one: a screen closes itself the way it was shown.
///
/// ```swift
/// let stack = StackRootNavigationNode([HomeNode(), DetailNode(), DetailNode(), DetailNode()])
/// let window = WindowNavigationNode(rootNode: stack)
/// try stack.state.stackNodes[2].destination.execute(.hide()).get()
/// stack.state.stackNodes.count  // 2: the hidden node and the one above it are popped
/// let settings = SettingsNode()
/// try stack.execute(.present(.sheet(settings))).get()
/// try settings.execute(.hide()).get()  // the sheet is dismissed
/// stack.state.rootNode.refusal(of: .hide())?.reason
/// // "HomeNode#… is neither above the root of a stack nor in a presented node"
/// ```
public struct ResolvedHideNavigationCommand: PlannedNavigationCommand {
  /// Whether the change is animated.
  public let animated: Bool

  /// A command hiding the executing node.
  public init(animated: Bool = true) { self.animated = animated }

  public var name: String { "hide" }

  public func refusal(on node: any NavigationNode) -> NavigationCommandRefusal? {
    plan(on: node).refusal
  }

  public func execute(on node: any NavigationNode) { plan(on: node).run() }

  public func executeIfPossible(on node: any NavigationNode) -> NavigationCommandRefusal? {
    plan(on: node).runIfPossible()
  }

  func plan(on node: any NavigationNode) -> CommandPlan {
    if let stack = node.parent?.state as? StackRootNavigationNodeState,
      let index = stack.stackNodes.lastIndex(where: { $0.destination === node }), index > 0
    {
      let count = stack.stackNodes.count - index
      return .run { stack.dropLast(count) }
    }
    let level = node.levelRoot
    if level.isPresented, let presenter = level.parent {
      return .run { node.endPresentation(of: presenter) }
    }
    return .refused(
      .notApplicable(
        "\(node.debugName) is neither above the root of a stack nor in a presented node"))
  }
}
