import Observation
import Testing
import WaypointNodes

/// A node state is `Observable`: code that reads what a node presents, or a stack's nodes, in
/// `withObservationTracking` (as a SwiftUI view does) is told once when a command changes it,
/// and not when a command changes something else.
@MainActor
@Suite struct NodeObservationTests {
  /// Counts the changes `withObservationTracking` reports for what `read` reads.
  final class ChangeCounter: @unchecked Sendable {
    // Unchecked: written by the observation's `onChange`, which runs synchronously on the main
    // actor in these tests, and read after it.
    var count = 0

    @MainActor
    func track(_ read: @escaping @MainActor () -> Void) {
      withObservationTracking {
        read()
      } onChange: { [self] in
        count += 1
      }
    }
  }

  func window() -> (WindowNavigationNode, StackRootNavigationNode, HomeNavigationNode) {
    let home = HomeNavigationNode()
    let stack = StackRootNavigationNode([home])
    return (WindowNavigationNode(rootNode: stack), stack, home)
  }

  @Test func aReaderOfAStacksNodesIsToldOfAPushAndOfADrop() throws {
    let (_, stack, home) = window()
    let pushes = ChangeCounter()
    pushes.track { _ = stack.state.stackNodes }
    try home.execute(.stackAppend(DetailNavigationNode())).get()
    #expect(pushes.count == 1)
    #expect(stack.state.stackNodes.count == 2)

    let drops = ChangeCounter()
    drops.track { _ = stack.state.stackNodes }
    try stack.execute(.stackDropLast()).get()
    #expect(drops.count == 1)
    #expect(stack.state.stackNodes.count == 1)
  }

  @Test func aReaderOfWhatANodePresentsIsToldOfAPresentationAndOfItsEnd() throws {
    let (_, _, home) = window()
    let presented = ChangeCounter()
    presented.track { _ = home.state.presentedNode }
    try home.execute(.present(.sheet(SettingsNavigationNode()))).get()
    #expect(presented.count == 1)
    #expect(home.state.presentedNode != nil)

    let dismissed = ChangeCounter()
    dismissed.track { _ = home.state.presentedNode }
    try home.execute(.dismiss()).get()
    #expect(dismissed.count == 1)
    #expect(home.state.presentedNode == nil)
  }

  @Test func aReaderOfOnePropertyIsNotToldOfAChangeToAnother() throws {
    let (_, stack, home) = window()
    let presented = ChangeCounter()
    presented.track { _ = home.state.presentedNode }
    try home.execute(.stackAppend(DetailNavigationNode())).get()
    #expect(presented.count == 0)

    let stacked = ChangeCounter()
    stacked.track { _ = stack.state.stackNodes }
    let top = try #require(stack.state.stackNodes.last?.destination)
    try top.execute(.present(.sheet(SettingsNavigationNode()), on: top)).get()
    #expect(stacked.count == 0)
  }

  @Test func aReaderOfANodesChildrenIsToldAfterTheGraphsOwnWalksReadThem() throws {
    let (_, stack, home) = window()
    // Commands walk the graph through the nodes' children, registering nothing themselves.
    try home.execute(.stackAppend(DetailNavigationNode())).get()
    try stack.execute(.stackDropLast()).get()
    let children = ChangeCounter()
    children.track { _ = stack.children }
    try home.execute(.stackAppend(DetailNavigationNode())).get()
    #expect(children.count == 1)

    // The top node presents; a reader of its children is told.
    let top = try #require(stack.state.stackNodes.last?.destination)
    let presented = ChangeCounter()
    presented.track { _ = top.children }
    try top.execute(.present(.sheet(SettingsNavigationNode()), on: top)).get()
    #expect(presented.count == 1)
    #expect(top.children.count == 1)
  }
}
