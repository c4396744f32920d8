import WaypointNodes

/// A screen of shapes 16 to 18: a plain node, as an app's coordinator nodes are.
@NavigationNode
final class ScreenNode {}

/// Counts the removal notices the listeners of shape 18's nodes receive.
@MainActor
final class RemovalCounter {
  var count = 0
}

/// The number of presentation levels above the base level of `window`'s graph.
@MainActor
private func presentationLevels(of window: WindowNavigationNode) -> Int {
  var levels = 0
  var node = window.rootNode
  while let presented = node.presentedNode?.node {
    levels += 1
    node = presented
  }
  return levels
}

/// Shape 16: a node pushed onto a stack of `depth` nodes by the stack's top node, which then pops
/// itself, so that the depth stays `depth`.
///
/// The checksum counts the nodes the push added and the pop removed: 2 per step, at any depth,
/// like the baseline's.
@MainActor
final class NodeStackAppendDropDriver: Driver {
  let window: WindowNavigationNode
  let stack: StackRootNavigationNode
  let top: ScreenNode
  let depth: Int
  var total = 0

  init(depth: Int) {
    let nodes = (0..<depth).map { _ in ScreenNode() }
    stack = .stacked(nodes)
    window = WindowNavigationNode(rootNode: stack)
    top = nodes[depth - 1]
    self.depth = depth
    // One push and pop with a removal listener, checked step by step.
    let removals = RemovalCounter()
    let pushed = ScreenNode().onMessageReceived { message in
      if message is RemovalNavigationMessage { removals.count += 1 }
    }
    let appended = top.execute(.stackAppend(pushed))
    precondition(
      (try? appended.get()) != nil && stack.state.stackNodes.count == depth + 1
        && stack.state.stackNodes.last?.destination === pushed && pushed.isInGraph
        && pushed.parent === stack,
      "Shape 16: the stack's top node could not push a node.")
    let dropped = pushed.execute(.stackDropLast())
    precondition(
      (try? dropped.get()) != nil && stack.state.stackNodes.count == depth
        && stack.state.stackNodes.last?.destination === top && pushed.hasLeftGraph
        && removals.count == 1,
      "Shape 16: the pushed node could not pop itself, or was not told once it left.")
    step()
    precondition(
      total == 2 && stack.state.stackNodes.count == depth,
      "Shape 16: the push and the pop were not kept at depth \(depth).")
    total = 0
  }

  func step() {
    let pushed = ScreenNode()
    top.execute(.stackAppend(pushed))
    total &+= stack.state.stackNodes.count - depth
    pushed.execute(.stackDropLast())
    total &+= depth + 1 - stack.state.stackNodes.count
  }

  var checksum: Int { total }
}

/// The hand-written counterpart of shape 16: the same push and pop on a
/// ``BaselineNavigationNode`` holding `depth` nodes.
@MainActor
final class BaselineStackAppendDropDriver: Driver {
  let stack: BaselineNavigationNode
  let top: BaselineNavigationNode
  let depth: Int
  var total = 0

  init(depth: Int) {
    let nodes = (0..<depth).map { _ in BaselineNavigationNode() }
    stack = BaselineNavigationNode(children: nodes)
    stack.startTree()
    top = nodes[depth - 1]
    self.depth = depth
    let removals = RemovalCounter()
    let pushed = BaselineNavigationNode().onMessage { message in
      if case .removed = message { removals.count += 1 }
    }
    top.parent?.append(pushed)
    precondition(
      stack.children.count == depth + 1 && pushed.isInTree && pushed.parent === stack,
      "Shape 16: the baseline could not push a node.")
    pushed.parent?.dropLast()
    precondition(
      stack.children.count == depth && pushed.hasLeftTree && removals.count == 1,
      "Shape 16: the baseline could not pop the node, or did not tell it once.")
    step()
    precondition(total == 2, "Shape 16: the baseline's push and pop did not keep its depth.")
    total = 0
  }

  func step() {
    let pushed = BaselineNavigationNode()
    top.parent?.append(pushed)
    total &+= stack.children.count - depth
    pushed.parent?.dropLast()
    total &+= depth + 1 - stack.children.count
  }

  var checksum: Int { total }
}

/// Shape 17: a sheet presented on the highest node of a window with `levels` sheets already up,
/// then dismissed, by the node at the bottom of the window's stack.
///
/// The graph keeps its highest level, which a present or a dismiss of the highest updates, so
/// neither walks the levels (the baseline's walk is O(*levels*)). The checksum counts the
/// node that entered the graph and left it again: 2 per step, at any number of levels, like the
/// baseline's.
@MainActor
final class NodePresentDismissDriver: Driver {
  let window: WindowNavigationNode
  let home = ScreenNode()
  let levels: Int
  var total = 0

  init(levels: Int) {
    window = WindowNavigationNode(rootNode: .stacked(home))
    self.levels = levels
    var top: any NavigationNode = window.rootNode
    for _ in 0..<levels {
      let node = ScreenNode()
      let presented = home.execute(.present(.sheet(node)))
      precondition(
        (try? presented.get()) != nil && node.parent === top && node.isInGraph,
        "Shape 17: a sheet did not go on the highest node.")
      top = node
    }
    precondition(
      presentationLevels(of: window) == levels, "Shape 17: \(levels) levels are not up.")
    let node = ScreenNode()
    home.execute(.present(.sheet(node)))
    precondition(node.parent === top, "Shape 17: the sheet did not go on the highest node.")
    home.execute(.dismiss())
    precondition(
      node.hasLeftGraph && top.presentedNode == nil && presentationLevels(of: window) == levels,
      "Shape 17: dismissing did not take the highest sheet alone.")
    step()
    precondition(
      total == 2 && presentationLevels(of: window) == levels,
      "Shape 17: the present and the dismiss were not kept at \(levels) levels.")
    total = 0
  }

  func step() {
    let node = ScreenNode()
    home.execute(.present(.sheet(node)))
    total &+= node.isInGraph ? 1 : 0
    home.execute(.dismiss())
    total &+= node.hasLeftGraph ? 1 : 0
  }

  var checksum: Int { total }
}

/// The hand-written counterpart of shape 17: the same sheets on a tree of
/// ``BaselineNavigationNode``, the highest found by walking up to the root and then along the
/// presented nodes.
@MainActor
final class BaselinePresentDismissDriver: Driver {
  let root: BaselineNavigationNode
  let home = BaselineNavigationNode()
  let levels: Int
  var total = 0

  init(levels: Int) {
    root = BaselineNavigationNode(children: [home])
    root.startTree()
    self.levels = levels
    var top = root
    for _ in 0..<levels {
      let node = BaselineNavigationNode()
      home.present(node)
      precondition(node.parent === top && node.isInTree, "Shape 17: the baseline's sheet is lost.")
      top = node
    }
    step()
    precondition(
      total == 2 && home.highest === top && top.presented == nil,
      "Shape 17: the baseline's present and dismiss were not kept at \(levels) levels.")
    total = 0
  }

  func step() {
    let node = BaselineNavigationNode()
    home.present(node)
    total &+= node.isInTree ? 1 : 0
    home.dismiss()
    total &+= node.hasLeftTree ? 1 : 0
  }

  var checksum: Int { total }
}

/// Shape 18: dismissing a sheet that holds a stack of `count` nodes, each with one listener
/// counting its removal notice. Each step dismisses one such sheet, which the reset presents
/// again outside the measurement; the time is per node of the stack.
///
/// The checksum counts the notices, in stacks: 1 per step (`count` notices), at any count, like
/// the baseline's.
@MainActor
final class NodeDismissSubtreeDriver: Driver {
  let window: WindowNavigationNode
  let home = ScreenNode()
  let count: Int
  let removals = RemovalCounter()

  init(count: Int) {
    window = WindowNavigationNode(rootNode: .stacked(home))
    self.count = count
    reset()
    guard let sheet = window.rootNode.presentedNode?.node as? StackRootNavigationNode else {
      preconditionFailure("Shape 18: the sheet is not presented.")
    }
    let nodes = sheet.state.stackNodes.map(\.destination)
    precondition(
      nodes.count == count && nodes.allSatisfy(\.isInGraph),
      "Shape 18: the sheet's stack does not hold \(count) nodes in the graph.")
    step()
    precondition(
      removals.count == count && window.rootNode.presentedNode == nil
        && nodes.allSatisfy(\.hasLeftGraph) && sheet.hasLeftGraph,
      "Shape 18: dismissing the sheet sent \(removals.count) removal notices for \(count) nodes.")
    removals.count = 0
    reset()
  }

  func step() { home.execute(.dismiss()) }

  func reset() {
    let removals = removals
    let nodes = (0..<count).map { _ in
      ScreenNode().onMessageReceived { message in
        if message is RemovalNavigationMessage { removals.count += 1 }
      }
    }
    home.execute(.present(.sheet(.stacked(nodes))))
  }

  var needsReset: Bool { true }
  var unitsPerStep: Int { count }
  var checksum: Int { removals.count / count }
}

/// The hand-written counterpart of shape 18: the same sheet and stack as
/// ``BaselineNavigationNode``s, each of the stack's nodes with one listener.
@MainActor
final class BaselineDismissSubtreeDriver: Driver {
  let root: BaselineNavigationNode
  let home = BaselineNavigationNode()
  let count: Int
  let removals = RemovalCounter()

  init(count: Int) {
    root = BaselineNavigationNode(children: [home])
    root.startTree()
    self.count = count
    reset()
    guard let sheet = root.presented else {
      preconditionFailure("Shape 18: the baseline's sheet is not presented.")
    }
    let nodes = sheet.children
    precondition(
      nodes.count == count && nodes.allSatisfy(\.isInTree),
      "Shape 18: the baseline's sheet does not hold \(count) nodes in the tree.")
    step()
    precondition(
      removals.count == count && root.presented == nil && nodes.allSatisfy(\.hasLeftTree),
      "Shape 18: the baseline sent \(removals.count) removal notices for \(count) nodes.")
    removals.count = 0
    reset()
  }

  func step() { home.dismiss() }

  func reset() {
    let removals = removals
    let nodes = (0..<count).map { _ in
      BaselineNavigationNode().onMessage { message in
        if case .removed = message { removals.count += 1 }
      }
    }
    home.present(BaselineNavigationNode(children: nodes))
  }

  var needsReset: Bool { true }
  var unitsPerStep: Int { count }
  var checksum: Int { removals.count / count }
}
