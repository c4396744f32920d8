import CustomDump
import Foundation
import TestSupport
import Testing
import WaypointNodes
import WaypointRouting

/// The screens of a hiking app built of nodes.
@CasePathable
enum TrailScreen: Hashable {
  case home
  case trail(Int)
  case map
  case edit
  case photo(Int)
}

/// A node showing one screen.
@NavigationNode
final class TrailNode {
  let screen: TrailScreen
  init(_ screen: TrailScreen) { self.screen = screen }
}

@MainActor
enum Trails {
  static func describe(_ node: any NavigationNode) -> TrailScreen? {
    (node as? TrailNode)?.screen
  }

  /// Makes a screen's node; a trail with a negative ID does not exist.
  static func make(_ screen: TrailScreen) -> (any NavigationNode)? {
    if case .trail(let id) = screen, id < 0 { return nil }
    return TrailNode(screen)
  }

  static let links = RouteLinks<TrailScreen>(scheme: "trails") {
    RouteLink(\.trail, "trails", Segment(Int.self))
    RouteLink(\.map, "map")
    RouteLink(\.edit, "edit", style: .sheet)
    RouteLink(\.photo, "photos", Segment(Int.self), style: .fullScreenCover)
  }

  static func show(
    _ routes: [NavigationRoute<TrailScreen>], on node: any NavigationNode,
    checks: [any StackCheck<StackNavigationNode>] = []
  ) -> Result<Void, NavigationCommandError> {
    node.execute(.show(routes, stackChecks: checks, describe: describe, make: make))
  }
}

@MainActor
@Suite struct ShowRoutesTests {
  /// A window on a stack whose root is home.
  func window() -> (WindowNavigationNode, StackRootNavigationNode) {
    let stack = StackRootNavigationNode(TrailNode(.home))
    return (WindowNavigationNode(rootNode: stack), stack)
  }

  func routes(_ node: any NavigationNode) -> [NavigationRoute<TrailScreen>] {
    node.routes(Trails.describe)
  }

  @Test func aGraphsRoutesAreItsScreensAsNavigationListsThem() throws {
    let (window, stack) = window()
    try stack.execute(.stackAppend(TrailNode(.trail(1)))).get()
    try stack.execute(.stackAppend(TrailNode(.map))).get()
    try stack.execute(.present(.sheet(.stacked([TrailNode(.edit), TrailNode(.trail(2))])))).get()
    expectNoDifference(
      routes(window), [.push(.trail(1)), .push(.map), .sheet(.edit), .push(.trail(2))])
    #expect(routes(window).map(\.style) == Navigation(window).routes.map(\.style))
    #expect(
      try Trails.links.url(for: routes(window)).absoluteString
        == "trails://trails/1/map/edit/trails/2")
    // An alert is not a screen the app describes: the routes stop below it.
    try window.execute(.present(.alert(AlertState<Never>(title: TextState("Saved"))))).get()
    #expect(routes(window).count == 4)
    #expect(routes(WindowNavigationNode(rootNode: .stacked(TrailNode(.home)))) == [])
  }

  @Test func aLinkShowsItsScreensAndTheGraphPrintsItBack() throws {
    let (window, _) = window()
    let link = "trails://trails/3/edit/trails/4/photos/9"
    try Trails.show(try Trails.links.routes(for: link), on: window).get()
    #expect(try Trails.links.url(for: routes(window)).absoluteString == link)
    #expect(Navigation(window).levels.map(\.style) == [.push, .sheet, .fullScreenCover])
    #expect(Navigation(window).levels.map(\.screens.count) == [1, 2, 1])
    // The graph is whole: each node in it, and the top the one a command presents on.
    #expect(window.subtree.allSatisfy { $0.isInGraph })
    #expect((window.highestPresentedNode as? StackRootNavigationNode).map { routes($0) } == [])
    try window.execute(.dismiss()).get()
    #expect(
      try Trails.links.url(for: routes(window)).absoluteString == "trails://trails/3/edit/trails/4")
  }

  @Test func theScreensTheRoutesStartWithAreKeptAndTheRestLeave() throws {
    let (window, stack) = window()
    try Trails.show([.push(.trail(1)), .push(.trail(2)), .sheet(.edit)], on: window).get()
    let kept = stack.state.stackNodes[1].destination
    let popped = stack.state.stackNodes[2].destination
    let sheet = try #require(window.highestPresentedNode)
    let log = MessageLog()
    log.listenToSubtree(of: window)
    try Trails.show([.push(.trail(1)), .push(.map)], on: window).get()
    #expect(stack.state.stackNodes[1].destination === kept)
    #expect(popped.hasLeftGraph && sheet.hasLeftGraph)
    #expect(routes(window) == [.push(.trail(1)), .push(.map)])
    #expect(log.removals.sorted() == ["StackRootNavigationNode", "TrailNode", "TrailNode"])
  }

  @Test func whatAKeptScreenPresentsIsDismissedForWhatTheRoutesPresent() throws {
    let (window, stack) = window()
    try Trails.show([.push(.trail(1)), .sheet(.edit), .push(.map)], on: window).get()
    let trail = stack.state.stackNodes[1].destination
    let sheet = try #require(window.highestPresentedNode)
    try Trails.show([.push(.trail(1)), .fullScreenCover(.photo(2))], on: window).get()
    #expect(sheet.hasLeftGraph)
    #expect(stack.state.stackNodes[1].destination === trail)
    #expect(trail.presentedNode.map { type(of: $0).presentationStyle } == .fullScreenCover)
    #expect(routes(window) == [.push(.trail(1)), .fullScreenCover(.photo(2))])
    // Pushing inside a presented level keeps its presentation and its first screens.
    let cover = try #require(window.highestPresentedNode)
    try Trails.show([.push(.trail(1)), .fullScreenCover(.photo(2)), .push(.map)], on: window)
      .get()
    #expect(window.highestPresentedNode === cover)
    #expect(routes(window).last == .push(.map))
    // And the root alone dismisses and pops everything.
    try Trails.show([], on: trail).get()
    #expect(routes(window) == [] && stack.state.stackNodes.count == 1 && cover.hasLeftGraph)
  }

  @Test func aScreenIsMadeKnowingTheScreenTheRoutesNameBeforeIt() throws {
    let (window, _) = window()
    try Trails.show([.push(.trail(1))], on: window).get()
    var asked: [String] = []
    // A map is made only over a trail.
    func show(_ routes: [NavigationRoute<TrailScreen>]) -> Result<Void, NavigationCommandError> {
      window.execute(
        .show(routes, describe: Trails.describe) { screen, below in
          asked.append("\(screen) over \(below.map { "\($0)" } ?? "nothing")")
          if screen == .map, below.map({ if case .trail = $0 { true } else { false } }) != true {
            return nil
          }
          return TrailNode(screen)
        })
    }
    try show([.push(.trail(1)), .push(.map), .sheet(.edit)]).get()
    #expect(asked == ["map over trail(1)", "edit over map"])
    #expect(show([.sheet(.map)]).failure?.refusal == .notApplicable("route 0, map, is not made"))
    #expect(routes(window) == [.push(.trail(1)), .push(.map), .sheet(.edit)])
  }

  @Test func showingWhatIsShownChangesNothing() throws {
    let (window, stack) = window()
    let target: [NavigationRoute<TrailScreen>] = [.push(.trail(1)), .sheet(.edit)]
    try Trails.show(target, on: window).get()
    let before = window.subtree.map(ObjectIdentifier.init)
    let log = MessageLog()
    log.listenToSubtree(of: window)
    try Trails.show(target, on: stack).get()
    #expect(window.subtree.map(ObjectIdentifier.init) == before)
    #expect(log.removals.isEmpty)
  }

  @Test func aScreenTheAppDoesNotMakeRefusesTheRoutesAndChangesNothing() throws {
    let (window, _) = window()
    try Trails.show([.push(.trail(1)), .sheet(.edit)], on: window).get()
    let before = window.subtree.map(ObjectIdentifier.init)
    let error = try #require(
      Trails.show([.push(.trail(1)), .push(.trail(-4)), .sheet(.edit)], on: window).failure)
    #expect(error.refusal == .notApplicable("route 1, trail(-4), is not made"))
    #expect(window.subtree.map(ObjectIdentifier.init) == before)
    #expect(routes(window) == [.push(.trail(1)), .sheet(.edit)])
  }

  @Test func aPushWhereNoStackIsIsRefused() throws {
    let window = WindowNavigationNode(rootNode: TrailNode(.home))
    let error = try #require(Trails.show([.push(.map)], on: window).failure)
    #expect(error.refusal.reason.hasPrefix("route 0 is pushed on TrailNode#"))
    #expect(error.refusal.reason.hasSuffix(", which no stack holds"))
    // A presentation needs no stack, and pushes go on the stack it is made with.
    try Trails.show([.sheet(.edit), .push(.map)], on: window).get()
    #expect(routes(window) == [.sheet(.edit), .push(.map)])
  }

  @Test func aStackTheRoutesWouldBreakTheChecksOfIsRefused() throws {
    let stack = StackRootNavigationNode(TrailNode(.home), checks: [MaxDepth(limit: 2)])
    let window = WindowNavigationNode(rootNode: stack)
    let error = try #require(
      Trails.show([.push(.trail(1)), .push(.trail(2))], on: window).failure)
    #expect(
      error.refusal
        == .notApplicable("the stack would break a check at position 2: deeper than 2"))
    #expect(routes(window) == [])
    // The stacks it makes for presentations are checked with the checks it is given.
    let deep = try #require(
      Trails.show(
        [.sheet(.edit), .push(.map), .push(.map)], on: window, checks: [MaxDepth(limit: 2)]
      ).failure)
    #expect(deep.refusal == .notApplicable("route 2 breaks a check of its stack: deeper than 2"))
    #expect(routes(window) == [])
  }

  @Test func aRouteInAStyleNodesAreNotMadeInIsAMisuse() {
    let (window, _) = window()
    var error: NavigationCommandError?
    withKnownIssue {
      error = Trails.show([.push(.map), .alert(.edit)], on: window).failure
    }
    #expect(error?.refusal.isMisuse == true)
    #expect(routes(window) == [])
  }

  @Test func aNodeMadeTwiceOrAlreadyInTheGraphIsAMisuseAndChangesNothing() throws {
    let (window, stack) = window()
    try Trails.show([.push(.trail(1))], on: window).get()
    let before = window.subtree.map(ObjectIdentifier.init)
    let cached = TrailNode(.map)
    var twice: NavigationCommandError?
    withKnownIssue {
      twice =
        window.execute(
          .show([.push(.trail(1)), .push(.map), .push(.map)], describe: Trails.describe) { _ in
            cached
          }
        ).failure
    }
    #expect(twice?.refusal == .misuse("routes 1 and 2 are made the same node, \(cached.debugName)"))
    // A node already in the graph, made for a presented level above another.
    let inGraph = stack.state.stackNodes[1].destination
    var held: NavigationCommandError?
    withKnownIssue {
      held =
        window.execute(
          .show([.push(.trail(1)), .sheet(.edit), .sheet(.map)], describe: Trails.describe) {
            $0 == .map ? inGraph : TrailNode($0)
          }
        ).failure
    }
    #expect(held?.refusal.isMisuse == true)
    // A node in the graph made for a push that presents what follows: it is not given the
    // presentation, even to check the command.
    let root = stack.state.stackNodes[0].destination
    let command = ShowRoutesNavigationCommand(
      [.push(.trail(1)), .push(.map), .sheet(.edit)], describe: Trails.describe
    ) { $0 == .map ? root : TrailNode($0) }
    var refused: NavigationCommandError?
    withKnownIssue {
      refused = window.execute(command).failure
    }
    #expect(refused?.refusal.isMisuse == true)
    #expect(window.refusal(of: command)?.isMisuse == true)
    #expect(root.presentedNode == nil)
    #expect(window.subtree.map(ObjectIdentifier.init) == before)
  }

  @Test func routesArePushedOnTheInnermostStackShownAndPoppedFromIt() throws {
    // A stack that holds the tabs, each tab a stack of its own.
    let tabs = MainTabsNavigationNode(initialTab: .home)
    let outer = StackRootNavigationNode(tabs)
    let window = WindowNavigationNode(rootNode: outer)
    let home = try #require(tabs.state.tabsNodes[0].navigationNode as? StackRootNavigationNode)
    try Trails.show([.push(.map)], on: window).get()
    #expect(home.state.stackNodes.count == 2 && outer.state.stackNodes.count == 1)
    #expect(routes(window) == [.push(.map)])
    try Trails.show([], on: window).get()
    #expect(home.state.stackNodes.count == 1 && outer.state.stackNodes.count == 1)
    #expect(routes(window) == [])
  }

  @Test func aPresentationFromTheBaseGoesWhereTheUserIsInTheTabs() throws {
    let tabs = PlainTrailTabs()
    let window = WindowNavigationNode(rootNode: tabs)
    try Trails.show([.sheet(.edit)], on: window).get()
    let first = try #require(tabs.state.tabsNodes.first?.navigationNode)
    #expect(first.presentedNode != nil && tabs.presentedNode == nil)
    // The sheet stays with its tab.
    try tabs.execute(.tabsSelectItem("second")).get()
    #expect(routes(window) == [])
  }

  @Test func aPushedStackIsShownByItsRoot() throws {
    let (window, stack) = window()
    try stack.execute(.stackAppend(StackRootNavigationNode(TrailNode(.map)))).get()
    #expect(Navigation(window).levels[0].screens.map(\.name) == ["trail"])
    #expect(routes(window) == [.push(.map)])
    // Showing the routes it starts with keeps it; showing others pops it whole.
    try Trails.show([.push(.map), .sheet(.edit)], on: window).get()
    #expect(stack.state.stackNodes.count == 2)
    try Trails.show([.push(.trail(3))], on: window).get()
    #expect(routes(window) == [.push(.trail(3))] && stack.state.stackNodes.count == 2)
  }

  @Test func routesAreShownInTheSelectedTab() throws {
    let tabs = MainTabsNavigationNode(initialTab: .home)
    let window = WindowNavigationNode(rootNode: tabs)
    try Trails.show([.push(.trail(5)), .sheet(.edit)], on: window).get()
    let home = try #require(tabs.state.tabsNodes[0].navigationNode as? StackRootNavigationNode)
    #expect(home.state.stackNodes.count == 2)
    #expect(routes(window) == [.push(.trail(5)), .sheet(.edit)])
  }

  /// From any routes to any routes: the graph shows the target, and keeps the nodes of the
  /// routes both start with.
  @Test(arguments: [UInt64(11), 12, 13])
  func anyRoutesAreShownFromAnyRoutes(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    // A loop, not a closure: the generator is a local the closure would have to share.
    func randomRoutes() -> [NavigationRoute<TrailScreen>] {
      let screens: [TrailScreen] = [.map, .edit, .trail(1), .trail(2), .photo(3)]
      let styles: [PresentationStyle] = [.push, .push, .push, .sheet, .fullScreenCover]
      var routes: [NavigationRoute<TrailScreen>] = []
      for _ in 0..<Int.random(in: 0...6, using: &random) {
        let screen = screens[Int.random(in: 0..<screens.count, using: &random)]
        let style = styles[Int.random(in: 0..<styles.count, using: &random)]
        routes.append(NavigationRoute(style, id: screen))
      }
      return routes
    }
    for _ in 0..<150 {
      let (window, _) = window()
      let start = randomRoutes()
      // A push on the root of the window's stack always has a stack to go on.
      try Trails.show(start, on: window).get()
      #expect(routes(window) == start)
      let before = ShownNodes(window)
      let target = randomRoutes()
      try Trails.show(target, on: window).get()
      #expect(routes(window) == target, "\(start) → \(target)")
      let shared = zip(start, target).prefix { $0 == $1 }.count
      let after = ShownNodes(window)
      #expect(after.ids.prefix(shared) == before.ids.prefix(shared), "\(start) → \(target)")
      #expect(window.subtree.allSatisfy { $0.isInGraph })
    }
  }
}

/// Tabs whose tabs are plain nodes, with no stack.
@TabsRootNavigationNode
final class PlainTrailTabs {
  init() {
    state = TabsRootNavigationNodeState(
      selectedTabNodeID: "first",
      tabsNodes: [
        DefaultTabNode(id: "first", title: "First", navigationNode: TrailNode(.home)),
        DefaultTabNode(id: "second", title: "Second", navigationNode: TrailNode(.map)),
      ])
  }
}

/// The nodes a graph shows, bottom first, by identity.
@MainActor
struct ShownNodes {
  let ids: [ObjectIdentifier]

  init(_ window: WindowNavigationNode) {
    var ids: [ObjectIdentifier] = []
    var level: any NavigationNode = window.rootNode
    var isBase = true
    while true {
      if let stack = level.state as? StackRootNavigationNodeState {
        let nodes = stack.stackNodes.map(\.destination)
        ids += nodes.dropFirst(isBase ? 1 : 0).map(ObjectIdentifier.init)
        isBase = false
        guard let next = nodes.lazy.compactMap(\.presentedNode).first?.node else { break }
        level = next
      } else {
        break
      }
    }
    self.ids = ids
  }
}
