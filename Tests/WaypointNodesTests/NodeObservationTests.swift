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

  @Test func aReaderOfTheSelectedTabIsToldOfASelectionAndAReaderOfTheTabsIsNot() throws {
    let tabs = MainTabsNavigationNode(initialTab: .home)
    _ = WindowNavigationNode(rootNode: tabs)
    let selection = ChangeCounter()
    selection.track { _ = tabs.state.selectedTabNodeID }
    let tabList = ChangeCounter()
    tabList.track { _ = tabs.state.tabsNodes }
    try tabs.execute(.tabsSelectItem(MainTabsNavigationNode.Tab.settings)).get()
    #expect(selection.count == 1)
    #expect(tabList.count == 0)
    #expect(tabs.state.selectedTabNodeID == AnyHashable(MainTabsNavigationNode.Tab.settings))

    // A refused selection changes nothing, and tells no one.
    let again = ChangeCounter()
    again.track { _ = tabs.state.selectedTabNodeID }
    #expect(tabs.execute(.tabsSelectItem("profile")).failure != nil)
    #expect(again.count == 0)
    #expect(tabs.state.selectedTabNodeID == AnyHashable(MainTabsNavigationNode.Tab.settings))
  }

  @Test func aReaderOfASwitchedNodeIsToldOfASwitch() throws {
    let app = AppNode(userService: UserService())
    _ = WindowNavigationNode(rootNode: app)
    let switched = ChangeCounter()
    switched.track { _ = app.state.switchedNode }
    let login = LoginNavigationNode()
    try app.execute(.switchNode(login)).get()
    #expect(switched.count == 1)
    #expect(app.state.switchedNode === login)

    let children = ChangeCounter()
    children.track { _ = app.children }
    try app.execute(.switchNode(HomeNavigationNode())).get()
    #expect(children.count == 1)
    #expect(login.hasLeftGraph)
  }

  @Test func aReaderOfPresentationSourcesIsToldOfEachViewThatComesAndGoes() {
    let (_, _, home) = window()
    let added = ChangeCounter()
    added.track { _ = home.state.presentationSources }
    home.addPresentationSource("row")
    #expect(added.count == 1)
    home.addPresentationSource("row")
    #expect(home.state.presentationSources == ["row": 2])

    let removed = ChangeCounter()
    removed.track { _ = home.state.presentationSources }
    home.removePresentationSource("row")
    #expect(removed.count == 1)
    home.removePresentationSource("row")
    #expect(home.state.presentationSources.isEmpty)

    // A view that appears registers its source without becoming a reader of the table.
    let appearing = ChangeCounter()
    appearing.track { home.addPresentationSource("header") }
    home.removePresentationSource("header")
    #expect(appearing.count == 0)

    // Removing a source that is not registered changes nothing, and tells no one.
    let unknown = ChangeCounter()
    unknown.track { _ = home.state.presentationSources }
    home.removePresentationSource("row")
    #expect(unknown.count == 0)
    #expect(home.state.presentationSources.isEmpty)
  }

  // The time limit only ends a wait that would never end. It leaves room for the whole suite
  // running beside the test on two cores, under AddressSanitizer too, where it has taken a minute.
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  @Test(.timeLimit(.minutes(5)))
  func anObservationSequenceSeesWhatANodePresentsOnceTheChangeIsDone() async throws {
    let (_, _, home) = window()
    // `Observations` reads its value again after the change (the registrar's `didSet`), so it
    // sees the new value only if the node tells its readers once the write is done.
    let presents = Observations { home.state.presentedNode != nil }
    var values = presents.makeAsyncIterator()
    #expect(await values.next() == false)
    try home.execute(.present(.sheet(SettingsNavigationNode()))).get()
    #expect(await values.next() == true)
    try home.execute(.dismiss()).get()
    #expect(await values.next() == false)
  }
}
