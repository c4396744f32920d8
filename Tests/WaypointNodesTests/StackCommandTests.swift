import CustomDump
import Testing
import WaypointNodes

@MainActor
@Suite struct StackCommandTests {
  /// A window showing a stack of `depth` detail nodes over a home node.
  func stack(depth: Int) -> (window: WindowNavigationNode, stack: StackRootNavigationNode) {
    let stack = StackRootNavigationNode(
      [HomeNavigationNode()] + (0..<depth).map { _ in DetailNavigationNode() })
    return (WindowNavigationNode(rootNode: stack), stack)
  }

  func names(_ stack: StackRootNavigationNode) -> [String] {
    stack.state.stackNodes.map { "\(type(of: $0.destination))" }
  }

  @Test func appendPushesOnTheNearestStackFromAnyNodeInIt() throws {
    let (_, stack) = stack(depth: 1)
    let detail = stack.state.stackNodes[1].destination
    let editor = DetailEditorNavigationNode()
    try detail.execute(.stackAppend(editor)).get()
    #expect(
      names(stack) == ["HomeNavigationNode", "DetailNavigationNode", "DetailEditorNavigationNode"])
    #expect(editor.parent === stack)
    #expect(editor.isInGraph)
    // The new element has an ID of its own.
    #expect(Set(stack.state.stackNodes.ids).count == 3)
  }

  @Test func appendIsRefusedForANodeAlreadyInTheGraphOrOneThatLeftIt() throws {
    let (_, stack) = stack(depth: 1)
    let detail = stack.state.stackNodes[1].destination
    let before = stack.state.stackNodes
    let twice = misuse { stack.execute(.stackAppend(detail)) }
    #expect(
      twice?.refusal.reason
        == "\(detail.debugName) is already in the navigation graph under \(stack.debugName)")
    #expect(stack.state.stackNodes == before)

    try stack.execute(.stackDropLast()).get()
    #expect(detail.hasLeftGraph)
    let returning = misuse { stack.execute(.stackAppend(detail)) }
    #expect(
      returning?.refusal.reason
        == "\(detail.debugName) has left the navigation graph and cannot return to it")
    #expect(names(stack) == ["HomeNavigationNode"])
  }

  @Test func aNodeThatLeftTheGraphCannotExecuteCommands() throws {
    let (_, stack) = stack(depth: 1)
    let detail = stack.state.stackNodes[1].destination
    try stack.execute(.stackDropLast()).get()
    let error = try #require(detail.execute(.stackAppend(DetailNavigationNode())).failure)
    #expect(error.refusal == .notApplicable("\(detail.debugName) has left the navigation graph"))
    #expect(names(stack) == ["HomeNavigationNode"])
  }

  @Test func appendWithoutAStackIsRefused() throws {
    let home = HomeNavigationNode()
    _ = WindowNavigationNode(rootNode: home)
    let error = try #require(home.execute(.stackAppend(DetailNavigationNode())).failure)
    #expect(
      error.description
        == "stackAppend cannot execute on \(home.debugName): no stack root holds \(home.debugName) within its presentation"
    )
  }

  @Test func appendInsideAPresentedNodeDoesNotReachTheStackBelowIt() throws {
    let (_, stack) = stack(depth: 0)
    let sheet = SettingsNavigationNode()
    try stack.execute(.present(.sheet(sheet))).get()
    #expect(!sheet.canExecute(.stackAppend(DetailNavigationNode())))
    #expect(names(stack) == ["HomeNavigationNode"])
  }

  @Test func dropLastPopsKNodesTopFirstAndKeepsTheRoot() throws {
    let (_, stack) = stack(depth: 3)
    let log = MessageLog()
    log.listenToSubtree(of: stack)
    try stack.execute(.stackDropLast(2)).get()
    #expect(names(stack) == ["HomeNavigationNode", "DetailNavigationNode"])
    #expect(log.removals == ["DetailNavigationNode", "DetailNavigationNode"])

    let error = try #require(stack.execute(.stackDropLast(2)).failure)
    #expect(error.refusal.reason == "the stack holds 1 node above its root, fewer than 2")
    try stack.execute(.stackDropLast()).get()
    #expect(
      stack.execute(.stackDropLast()).failure?.refusal.reason == "the stack holds only its root")
    let zero = misuse { stack.execute(.stackDropLast(0)) }
    #expect(zero?.refusal.reason == "it drops 0 nodes; drop at least 1")
    #expect(names(stack) == ["HomeNavigationNode"])
  }

  @Test func dropToRootPopsEverythingAboveTheRoot() throws {
    let (_, stack) = stack(depth: 4)
    let top = stack.state.stackNodes[4].destination
    try top.execute(.stackDropToRoot()).get()
    #expect(names(stack) == ["HomeNavigationNode"])
    #expect(
      stack.execute(.stackDropToRoot()).failure?.refusal.reason == "the stack holds only its root")
  }

  @Test func setRootReplacesTheRootAndClearOnlyWhenAsked() throws {
    let (_, stack) = stack(depth: 2)
    let oldRoot = stack.state.rootNode
    let ids = stack.state.stackNodes.ids
    try stack.execute(.stackSetRoot(SettingsNavigationNode())).get()
    #expect(
      names(stack) == ["SettingsNavigationNode", "DetailNavigationNode", "DetailNavigationNode"])
    #expect(oldRoot.hasLeftGraph)
    // The nodes kept keep their IDs.
    #expect(Array(stack.state.stackNodes.ids.dropFirst()) == Array(ids.dropFirst()))

    try stack.execute(.stackSetRoot(LoginNavigationNode(), clear: true)).get()
    #expect(names(stack) == ["LoginNavigationNode"])
  }

  @Test func mapReordersKeepsIDsAndRefusesAnEmptyOrDuplicatedStack() throws {
    let (_, stack) = stack(depth: 2)
    let editor = DetailEditorNavigationNode()
    let before = stack.state.stackNodes
    try stack.execute(.stackMap { nodes in [nodes[0], StackNavigationNode(editor), nodes[2]] })
      .get()
    #expect(
      names(stack) == ["HomeNavigationNode", "DetailEditorNavigationNode", "DetailNavigationNode"])
    #expect(before[1].destination.hasLeftGraph)
    #expect(stack.state.stackNodes.ids[2] == before.ids[2])
    #expect(editor.isInGraph)

    let current = stack.state.stackNodes
    let empty = misuse { stack.execute(.stackMap { _ in [] }) }
    #expect(empty?.refusal.reason == "the stack would have no root")
    let duplicated = misuse { stack.execute(.stackMap { $0 + [$0[1]] }) }
    #expect(duplicated?.refusal.reason == "\(editor.debugName) would stand in the stack twice")
    #expect(stack.state.stackNodes == current)
  }

  @Test func checksRefuseAChangeThatBreaksThem() throws {
    let stack = StackRootNavigationNode(HomeNavigationNode(), checks: [MaxDepth(limit: 2)])
    _ = WindowNavigationNode(rootNode: stack)
    try stack.execute(.stackAppend(DetailNavigationNode())).get()
    let refused = DetailNavigationNode()
    let error = try #require(stack.execute(.stackAppend(refused)).failure)
    #expect(error.refusal.reason == "the stack would break a check at position 2: deeper than 2")
    #expect(stack.state.stackNodes.count == 2)
    #expect(!refused.isInGraph && !refused.hasLeftGraph)
    // The refused node was never added, so it can still be.
    try stack.execute(.stackDropLast()).get()
    try stack.execute(.stackAppend(refused)).get()
  }
}

/// A check that a stack holds at most `limit` nodes.
struct MaxDepth: StackCheck {
  let limit: Int
  func firstFailure(in stack: StackState<StackNavigationNode>) -> (position: Int, reason: String)? {
    stack.count > limit ? (limit, "deeper than \(limit)") : nil
  }
}
