/// Finds the stack a stack command acts on: the nearest stack root from the node up, within the
/// node's presentation.
@MainActor
private func stackRoot(from node: any NavigationNode) -> Result<
  (node: any NavigationNode, state: StackRootNavigationNodeState), NavigationCommandRefusal
> {
  guard let found = node.nearest(StackRootNavigationNodeState.self, crossingPresentations: false)
  else {
    return .failure(
      .notApplicable("no stack root holds \(node.debugName) within its presentation"))
  }
  return .success(found)
}

/// Pushes a node onto the nearest stack: `.stackAppend(DetailNavigationNode())`.
public struct StackAppendNavigationCommand: PlannedNavigationCommand {
  /// The node pushed.
  public let node: any NavigationNode
  /// Whether the change is animated.
  public let animated: Bool

  /// A command pushing `node`.
  public init(_ node: any NavigationNode, animated: Bool = true) {
    self.node = node
    self.animated = animated
  }

  public var name: String { "stackAppend" }

  public func refusal(on node: any NavigationNode) -> NavigationCommandRefusal? {
    plan(on: node).refusal
  }

  public func execute(on node: any NavigationNode) { plan(on: node).run() }

  public func executeIfPossible(on node: any NavigationNode) -> NavigationCommandRefusal? {
    plan(on: node).runIfPossible()
  }

  func plan(on node: any NavigationNode) -> CommandPlan {
    let stack: (node: any NavigationNode, state: StackRootNavigationNodeState)
    switch stackRoot(from: node) {
    case .failure(let refusal): return .refused(refusal)
    case .success(let found): stack = found
    }
    if let refusal = stack.node.refusalToAdd(self.node) { return .refused(refusal) }
    if !stack.state.checks.isEmpty {
      if let failure = stack.state.firstFailure(in: stack.state.appending(self.node)) {
        return .refused(.notApplicable("the stack would break a check at \(failure)"))
      }
    }
    let pushed = self.node
    return .run {
      stack.state.push(pushed)
      stack.state.adopt(pushed, owner: stack.node)
    }
  }
}

/// Pops the last `k` nodes of the nearest stack: `.stackDropLast()`, `.stackDropLast(2)`. The
/// root stays: a stack of three nodes can drop two.
///
/// ```swift
/// // The stack is home, detail, detail.
/// try stack.execute(.stackDropLast(2)).get()  // home
/// stack.refusal(of: .stackDropLast())?.reason  // "the stack holds only its root"
/// stack.refusal(of: .stackDropLast(0))?.isMisuse  // true: "it drops 0 nodes; drop at least 1"
/// ```
///
/// It pops the nearest stack root at or above the node that executes it, without leaving that
/// node's presentation: a node in a sheet pops the sheet's stack, never the one beneath the
/// sheet.
public struct StackDropLastNavigationCommand: PlannedNavigationCommand {
  /// How many nodes are popped.
  public let k: Int
  /// Whether the change is animated.
  public let animated: Bool

  /// A command popping `k` nodes.
  public init(_ k: Int = 1, animated: Bool = true) {
    self.k = k
    self.animated = animated
  }

  public var name: String { "stackDropLast" }

  public func refusal(on node: any NavigationNode) -> NavigationCommandRefusal? {
    plan(on: node).refusal
  }

  public func execute(on node: any NavigationNode) { plan(on: node).run() }

  public func executeIfPossible(on node: any NavigationNode) -> NavigationCommandRefusal? {
    plan(on: node).runIfPossible()
  }

  func plan(on node: any NavigationNode) -> CommandPlan {
    guard k >= 1 else { return .refused(.misuse("it drops \(k) nodes; drop at least 1")) }
    switch stackRoot(from: node) {
    case .failure(let refusal): return .refused(refusal)
    case .success(let stack):
      let above = stack.state.stackNodes.count - 1
      if above < k {
        return .refused(
          .notApplicable(
            above == 0
              ? "the stack holds only its root"
              : "the stack holds \(above) node\(above == 1 ? "" : "s") above its root, fewer than \(k)"
          ))
      }
      return .run { [k] in stack.state.dropLast(k) }
    }
  }
}

/// Pops every node above the root of the nearest stack.
public struct StackDropToRootNavigationCommand: PlannedNavigationCommand {
  /// Whether the change is animated.
  public let animated: Bool

  /// A command popping to the root.
  public init(animated: Bool = true) { self.animated = animated }

  public var name: String { "stackDropToRoot" }

  public func refusal(on node: any NavigationNode) -> NavigationCommandRefusal? {
    plan(on: node).refusal
  }

  public func execute(on node: any NavigationNode) { plan(on: node).run() }

  public func executeIfPossible(on node: any NavigationNode) -> NavigationCommandRefusal? {
    plan(on: node).runIfPossible()
  }

  func plan(on node: any NavigationNode) -> CommandPlan {
    switch stackRoot(from: node) {
    case .failure(let refusal): return .refused(refusal)
    case .success(let stack):
      let count = stack.state.stackNodes.count
      guard count > 1 else { return .refused(.notApplicable("the stack holds only its root")) }
      return .run { stack.state.dropLast(count - 1) }
    }
  }
}

/// Replaces the nearest stack's root; with `clear`, pops the rest too.
public struct StackSetRootNavigationCommand: PlannedNavigationCommand {
  /// The new root.
  public let rootNode: any NavigationNode
  /// Whether the nodes above the root are popped.
  public let clear: Bool
  /// Whether the change is animated.
  public let animated: Bool

  /// A command making `rootNode` the root.
  public init(_ rootNode: any NavigationNode, clear: Bool = false, animated: Bool = true) {
    self.rootNode = rootNode
    self.clear = clear
    self.animated = animated
  }

  public var name: String { "stackSetRoot" }

  public func refusal(on node: any NavigationNode) -> NavigationCommandRefusal? {
    plan(on: node).refusal
  }

  public func execute(on node: any NavigationNode) { plan(on: node).run() }

  public func executeIfPossible(on node: any NavigationNode) -> NavigationCommandRefusal? {
    plan(on: node).runIfPossible()
  }

  func plan(on node: any NavigationNode) -> CommandPlan {
    StackMapNavigationCommand(animated: animated) { [rootNode, clear] nodes in
      [StackNavigationNode(rootNode)] + (clear ? [] : nodes.dropFirst())
    }
    .plan(on: node)
  }
}

/// Changes the nearest stack to what a function of its nodes returns: reorder, remove, insert.
/// The nodes it keeps stay in the graph, with their IDs; the ones it drops leave it; the new ones
/// enter it. The function is called once each time the command is checked or executed.
///
/// ```swift
/// execute(.stackMap { nodes in nodes.filter { !($0.destination is AdNode) } })
/// ```
public struct StackMapNavigationCommand: PlannedNavigationCommand {
  /// The new stack, from the stack's nodes, bottom first.
  public let transform: ([StackNavigationNode]) -> [StackNavigationNode]
  /// Whether the change is animated.
  public let animated: Bool

  /// A command changing the stack with `transform`.
  public init(
    animated: Bool = true,
    _ transform: @escaping ([StackNavigationNode]) -> [StackNavigationNode]
  ) {
    self.transform = transform
    self.animated = animated
  }

  public var name: String { "stackMap" }

  public func refusal(on node: any NavigationNode) -> NavigationCommandRefusal? {
    plan(on: node).refusal
  }

  public func execute(on node: any NavigationNode) { plan(on: node).run() }

  public func executeIfPossible(on node: any NavigationNode) -> NavigationCommandRefusal? {
    plan(on: node).runIfPossible()
  }

  func plan(on node: any NavigationNode) -> CommandPlan {
    let stack: (node: any NavigationNode, state: StackRootNavigationNodeState)
    switch stackRoot(from: node) {
    case .failure(let refusal): return .refused(refusal)
    case .success(let found): stack = found
    }
    let current = stack.state.stackNodes
    let new = transform(Array(current))
    guard !new.isEmpty else { return .refused(.misuse("the stack would have no root")) }
    // The nodes in the stack now, found in O(1) each: a stack map keeps most of them.
    let existing = Set(current)
    var seen = Set<StackNavigationNode>()
    seen.reserveCapacity(new.count)
    for element in new {
      guard seen.insert(element).inserted else {
        return .refused(
          .misuse("\(element.destination.debugName) would stand in the stack twice"))
      }
      if existing.contains(element) { continue }
      if let refusal = stack.node.refusalToAdd(element.destination) { return .refused(refusal) }
    }
    let (rebuilt, drawn) = stack.state.rebuilt(new)
    if !stack.state.checks.isEmpty, let failure = stack.state.firstFailure(in: rebuilt) {
      return .refused(.notApplicable("the stack would break a check at \(failure)"))
    }
    return .run {
      let before = stack.state.untrackedChildNodes
      stack.state.commitRebuilt(rebuilt, drawing: drawn)
      stack.node.reconcileChildren(before: before)
    }
  }
}

extension StackRootNavigationNodeState {
  /// A stack of `nodes` in which the nodes already in the stack keep their IDs, and how many new
  /// IDs it draws; nothing is drawn until ``commitRebuilt(_:drawing:)``.
  func rebuilt(
    _ nodes: [StackNavigationNode]
  ) -> (stack: StackState<StackNavigationNode>, drawn: Int) {
    let current = stackNodes
    var ids: [ObjectIdentifier: StackElementID] = [:]
    for (id, element) in zip(current.ids, current) {
      ids[ObjectIdentifier(element.destination)] = id
    }
    var result = StackState<StackNavigationNode>()
    var drawn = 0
    for element in nodes {
      if let id = ids[ObjectIdentifier(element.destination)] {
        result.append(element, id: id)
      } else {
        result.append(element, id: peekElementID(offset: drawn))
        drawn += 1
      }
    }
    return (result, drawn)
  }
}
