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
public struct PresentNavigationCommand: NavigationCommand {
  /// What is presented.
  public let presentedNode: any PresentedNavigationNode
  /// Whether the change is animated.
  public let animated: Bool

  /// A command presenting `presentedNode`.
  public init(_ presentedNode: any PresentedNavigationNode, animated: Bool = true) {
    self.presentedNode = presentedNode
    self.animated = animated
  }

  private func presenter(for node: any NavigationNode) -> any NavigationNode {
    presentedNode.sourceID == nil ? node.highestPresenter : node
  }

  public func refusal(on node: any NavigationNode) -> NavigationCommandRefusal? {
    PresentOnGivenNodeNavigationCommand(presentedNode, on: presenter(for: node), animated: animated)
      .refusal(on: node)
  }

  public func execute(on node: any NavigationNode) {
    PresentOnGivenNodeNavigationCommand(presentedNode, on: presenter(for: node), animated: animated)
      .execute(on: node)
  }
}

/// Presents a node on a given node, which must be in the same graph and present nothing yet.
public struct PresentOnGivenNodeNavigationCommand: NavigationCommand {
  /// What is presented.
  public let presentedNode: any PresentedNavigationNode
  /// The node that presents it.
  public let presenter: any NavigationNode
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

  public func refusal(on node: any NavigationNode) -> NavigationCommandRefusal? {
    let kind = type(of: presentedNode)
    if !kind.isPredefined && !(presenter.window?.canPresent(kind) ?? false) {
      return .misuse(
        "\(kind) is not registered on the window; register it with registerCustomPresentableNavigationNodes(_:)"
      )
    }
    if presenter.hasLeftGraph {
      return .notApplicable("\(presenter.debugName) has left the navigation graph")
    }
    if presenter.baseLevelRoot !== node.baseLevelRoot {
      return .misuse("\(presenter.debugName) is not in the graph of \(node.debugName)")
    }
    if presenter is WindowNavigationNode {
      return .misuse("a window presents nothing; present on its root node")
    }
    if let presented = presenter.presentedNode {
      return .notApplicable(
        "\(presenter.debugName) already presents \(presented.node.debugName)")
    }
    let level = presenter.levelRoot
    if let other = level.state.levelPresenter, other !== presenter, other.presentedNode != nil {
      return .notApplicable(
        "\(other.debugName) already presents in the same presentation as \(presenter.debugName)")
    }
    return presenter.refusalToAdd(presentedNode.node)
  }

  public func execute(on node: any NavigationNode) {
    presenter.state.presentedNode = presentedNode
    presenter.levelRoot.state.levelPresenter = presenter
    presenter.state.adopt(presentedNode.node, owner: presenter)
  }
}

/// Dismisses the highest presented node, and with it everything it holds.
public struct DismissNavigationCommand: NavigationCommand {
  /// Whether the change is animated.
  public let animated: Bool

  /// A command dismissing the highest presented node.
  public init(animated: Bool = true) { self.animated = animated }

  public func refusal(on node: any NavigationNode) -> NavigationCommandRefusal? {
    node.highestLevel.presenter == nil ? .notApplicable("nothing is presented") : nil
  }

  public func execute(on node: any NavigationNode) {
    guard let presenter = node.highestLevel.presenter else { return }
    node.endPresentation(of: presenter)
  }
}

/// Dismisses the presentation the executing node is in, only when it is the highest: a screen
/// closing itself, which must not close what it presented on top of it.
public struct DismissJustFromPresentedNavigationCommand: NavigationCommand {
  /// Whether the change is animated.
  public let animated: Bool

  /// A command dismissing the executing node's presentation if it is the highest.
  public init(animated: Bool = true) { self.animated = animated }

  public func refusal(on node: any NavigationNode) -> NavigationCommandRefusal? {
    let level = node.levelRoot
    guard level.isPresented else {
      return .notApplicable("\(node.debugName) is not in a presented node")
    }
    guard node.highestLevel.root === level else {
      return .notApplicable(
        "\(level.debugName) is not the highest presented node; something is presented on it")
    }
    return nil
  }

  public func execute(on node: any NavigationNode) {
    guard let presenter = node.levelRoot.parent else { return }
    node.endPresentation(of: presenter)
  }
}

/// Hides the executing node: pops it (and the nodes above it) when it stands above the root of
/// a stack; otherwise dismisses the presentation it is in, with everything presented on top.
public struct ResolvedHideNavigationCommand: NavigationCommand {
  /// Whether the change is animated.
  public let animated: Bool

  /// A command hiding the executing node.
  public init(animated: Bool = true) { self.animated = animated }

  private enum Plan {
    case pop(StackRootNavigationNodeState, count: Int)
    case dismiss(presenter: any NavigationNode)
  }

  @MainActor
  private func plan(for node: any NavigationNode) -> Plan? {
    if let stack = node.parent?.state as? StackRootNavigationNodeState,
      let index = stack.stackNodes.firstIndex(where: { $0.destination === node }), index > 0
    {
      return .pop(stack, count: stack.stackNodes.count - index)
    }
    let level = node.levelRoot
    if level.isPresented, let presenter = level.parent { return .dismiss(presenter: presenter) }
    return nil
  }

  public func refusal(on node: any NavigationNode) -> NavigationCommandRefusal? {
    plan(for: node) == nil
      ? .notApplicable(
        "\(node.debugName) is neither above the root of a stack nor in a presented node")
      : nil
  }

  public func execute(on node: any NavigationNode) {
    switch plan(for: node) {
    case .pop(let stack, let count): stack.dropLast(count)
    case .dismiss(let presenter): node.endPresentation(of: presenter)
    case nil: break
    }
  }
}
