import CustomDump
import Foundation
import TestSupport
import Testing
import WaypointNodes
import WaypointRestoration
import WaypointTesting

/// The screens of the restoration tests' app.
enum AppScreen: Codable, Equatable, Sendable {
  case app, tabs, home, library
  case book(Int)
  case editor, settings
}

/// A plain node showing a screen.
@NavigationNode
final class ScreenNode {
  let screen: AppScreen
  init(_ screen: AppScreen) { self.screen = screen }
}

@TabsRootNavigationNode
final class ScreenTabs {
  init() {
    state = TabsRootNavigationNodeState(
      selectedTabNodeID: "home",
      tabsNodes: [
        DefaultTabNode(id: "home", title: "Home", navigationNode: .stacked(ScreenNode(.home))),
        DefaultTabNode(
          id: "library", title: "Library", navigationNode: .stacked(ScreenNode(.library))),
      ])
  }
}

@SwitchedNavigationNode
final class ScreenApp {}

@MainActor
enum ScreenNodes {
  static func describe(_ node: any NavigationNode) -> AppScreen? {
    switch node {
    case let node as ScreenNode: node.screen
    case is ScreenTabs: .tabs
    case is ScreenApp: .app
    default: nil
    }
  }

  static func make(_ screen: AppScreen) -> (any NavigationNode)? {
    switch screen {
    case .app: ScreenApp()
    case .tabs: ScreenTabs()
    case .book(let id) where id < 0: nil
    default: ScreenNode(screen)
    }
  }
}

@MainActor
@Suite struct NodeRestorationTests {
  /// The app logged in, on the library tab, two books deep, with a sheet (a book and its
  /// editor) and a full-screen cover over it.
  func savedGraph() throws -> WindowNavigationNode {
    let app = ScreenApp()
    let window = WindowNavigationNode(rootNode: app)
    let tabs = ScreenTabs()
    try app.execute(.switchNode(tabs)).get()
    try tabs.execute(.tabsSelectItem("library")).get()
    let library = try #require(tabs.state.tabsNodes[1].navigationNode as? StackRootNavigationNode)
    try library.execute(.stackAppend(ScreenNode(.book(1)))).get()
    try library.execute(.stackAppend(ScreenNode(.book(2)))).get()
    try library.execute(.present(.sheet(.stacked([ScreenNode(.book(3)), ScreenNode(.editor)]))))
      .get()
    try library.execute(.present(.fullScreenCover(ScreenNode(.settings)))).get()
    return window
  }

  @Test func aGraphRestoresAsItWasThroughJSON() throws {
    let window = try savedGraph()
    let snapshot = try #require(window.rootNode.snapshot(ScreenNodes.describe))
    let data = try JSONEncoder().encode(snapshot)
    let decoded = try JSONDecoder().decode(NavigationNodeSnapshot<AppScreen>.self, from: data)
    expectNoDifference(decoded, snapshot)

    let restoration = decoded.restore(make: ScreenNodes.make)
    #expect(restoration.isComplete)
    let restored = WindowNavigationNode(rootNode: try #require(restoration.node))
    expectNoDifference(
      restored.debugGraph(includingIDs: false), window.debugGraph(includingIDs: false))
    expectNoDifference(restored.rootNode.snapshot(ScreenNodes.describe), snapshot)

    // The restored graph is a working graph: every node started, with its parent, and the
    // presentations known to their levels.
    for node in restored.subtree {
      #expect(node.isInGraph)
      for child in node.children { #expect(child.parent === node) }
    }
    try restored.rootNode.execute(.dismiss()).get()
    #expect(
      (restored.highestPresentedNode as? StackRootNavigationNode)?.state.stackNodes.count == 2)
    try restored.rootNode.execute(.dismiss()).get()
    #expect(restored.highestPresentedNode == nil)
  }

  @Test func aGraphSavesAndRestoresThroughASnapshotStore() throws {
    let window = try savedGraph()
    let storage = InMemorySnapshotStorage()
    let snapshots = SnapshotStore<NavigationNodeSnapshot<AppScreen>>(storage: storage)
    try snapshots.save(try #require(window.rootNode.snapshot(ScreenNodes.describe)))
    let fallback = NavigationNodeSnapshot<AppScreen>(screen: .app)
    let restoration = snapshots.restore(root: fallback)
    #expect(restoration.quarantine == nil)
    let node = try #require(restoration.state.restore(make: ScreenNodes.make).node)
    let restored = WindowNavigationNode(rootNode: node)
    expectNoDifference(
      restored.debugGraph(includingIDs: false), window.debugGraph(includingIDs: false))
  }

  @Test func alertsAndNodesTheAppDoesNotDescribeAreLeftOut() throws {
    let home = ScreenNode(.home)
    let window = WindowNavigationNode(rootNode: .stacked(home))
    try home.execute(.stackAppend(ScreenNode(.book(1)))).get()
    try home.execute(.stackAppend(DetailNavigationNode())).get()
    try home.execute(.stackAppend(ScreenNode(.book(2)))).get()
    try home.execute(.present(.alert(AlertState<Never>(title: TextState("Saved"))))).get()
    let snapshot = try #require(window.rootNode.snapshot(ScreenNodes.describe))
    expectNoDifference(
      snapshot,
      NavigationNodeSnapshot(stack: [.init(screen: .home), .init(screen: .book(1))]))
  }

  @Test func aScreenNoLongerMadeCutsTheStackThereAndSaysSo() throws {
    let snapshot = NavigationNodeSnapshot<AppScreen>(
      stack: [
        .init(screen: .home), .init(screen: .book(1)), .init(screen: .book(-1)),
        .init(screen: .editor),
      ],
      presented: [.init(kind: "popover", node: .init(screen: .settings))])
    let restoration = snapshot.restore(make: ScreenNodes.make)
    let node = try #require(restoration.node)
    let window = WindowNavigationNode(rootNode: node)
    expectNoDifference(
      window.debugGraph(includingIDs: false),
      """
      WindowNavigationNode main
      └─ StackRootNavigationNode
         ├─ stack 0: ScreenNode
         └─ stack 1: ScreenNode
      """)
    expectNoDifference(
      restoration.losses,
      [
        NavigationLoss(
          path: "stack", kind: .stackElements(from: 2, count: 2),
          reason: "the screen book(-1) is not made any more"),
        NavigationLoss(
          path: "presented", kind: .presentation,
          reason: "the presentation kind \"popover\" is not restored"),
      ])
    expectNoDifference(
      restoration.losses.map(\.description),
      [
        "“stack”: left out stack elements 2 to 3: the screen book(-1) is not made any more",
        "“presented”: left out the presentation and what it presents: the presentation kind "
          + "\"popover\" is not restored",
      ])
  }

  @Test func aTopNodeThatCannotBeMadeRestoresNothing() {
    let restoration = NavigationNodeSnapshot<AppScreen>(screen: .book(-3)).restore(
      make: ScreenNodes.make)
    #expect(restoration.node == nil && !restoration.isComplete)
    #expect(
      restoration.losses.map(\.description) == [
        "the root: left out the screen: the screen book(-3) is not made any more"
      ])
    let empty = NavigationNodeSnapshot<AppScreen>(stack: []).restore(make: ScreenNodes.make)
    #expect(empty.node == nil)
    #expect(
      empty.losses == [NavigationLoss(path: "", kind: .screen, reason: "a stack without a root")])
    let nothing = NavigationNodeSnapshot<AppScreen>().restore(make: ScreenNodes.make)
    #expect(
      nothing.losses == [
        NavigationLoss(path: "", kind: .screen, reason: "a node with neither a screen nor a stack")
      ])
  }

  @Test func tabsThatNoLongerExistAreSkipped() throws {
    let snapshot = NavigationNodeSnapshot<AppScreen>(
      screen: .tabs,
      tabs: [
        nil, .init(stack: [.init(screen: .library), .init(screen: .book(4))]), .init(screen: .home),
      ],
      selectedTab: 5)
    let restoration = snapshot.restore(make: ScreenNodes.make)
    let tabs = try #require(restoration.node as? ScreenTabs)
    #expect(
      restoration.losses.map(\.description) == [
        "the root: left out tab 2: the node has 2 tab(s)",
        "the root: left the tab selection as it was: the selected tab 5 does not exist",
      ])
    #expect(tabs.state.selectedTabNodeID == AnyHashable("home"))
    #expect(
      (tabs.state.tabsNodes[1].navigationNode as? StackRootNavigationNode)?.state.stackNodes.count
        == 2)
  }

  @Test func corruptSnapshotsNeverTrapAndRestoreASoundGraph() throws {
    let window = try savedGraph()
    let saved = Array(
      try JSONEncoder().encode(try #require(window.rootNode.snapshot(ScreenNodes.describe))))
    var outcomes = (decoded: 0, withLosses: 0, nothing: 0)
    for seed in UInt64(0)..<400 {
      var random = SplitMix64(seed: seed)
      var data = saved
      // Flip, drop or insert a few bytes.
      for _ in 0..<(1 + Int(random.next() % 3)) {
        let index = Int(random.next() % UInt64(data.count))
        switch random.next() % 3 {
        case 0: data[index] = UInt8(truncatingIfNeeded: random.next())
        case 1: data.remove(at: index)
        default:
          let alphabet = Array("{}[]\",:-0123456789abcdefghijklmnopqrstuvwxyz".utf8)
          data.insert(alphabet[Int(random.next() % UInt64(alphabet.count))], at: index)
        }
      }
      guard
        let snapshot = try? JSONDecoder().decode(
          NavigationNodeSnapshot<AppScreen>.self, from: Data(data))
      else { continue }
      outcomes.decoded += 1
      let restoration = snapshot.restore(make: ScreenNodes.make)
      if !restoration.losses.isEmpty { outcomes.withLosses += 1 }
      guard let node = restoration.node else {
        outcomes.nothing += 1
        #expect(!restoration.losses.isEmpty, "seed \(seed)")
        continue
      }
      let restored = WindowNavigationNode(rootNode: node)
      var seen = Set<ObjectIdentifier>()
      for node in restored.subtree {
        #expect(seen.insert(ObjectIdentifier(node)).inserted, "seed \(seed)")
        #expect(node.isInGraph, "seed \(seed)")
        for child in node.children { #expect(child.parent === node, "seed \(seed)") }
      }
      // Whatever was restored can be dismissed down to nothing.
      var dismissals = 0
      while restored.rootNode.canExecute(.dismiss()) && dismissals < 100 {
        restored.rootNode.execute(.dismiss())
        dismissals += 1
      }
      // What is left is presented in tabs that are not selected: each tab keeps its own.
      #expect(
        restored.subtree.allSatisfy { $0.presentedNode == nil || isInAHiddenTab($0) },
        "seed \(seed): a presentation is left that dismiss cannot reach:\n\(restored.debugGraph())")
    }
    // Some corrupt files still decode, and some of those lose part of the graph: the checks
    // above had work to do.
    #expect(outcomes.decoded >= 20 && outcomes.withLosses >= 3, "\(outcomes)")
  }

  /// Through a snapshot coder, a corrupt node snapshot keeps its valid part: what it keeps is
  /// itself a snapshot that restores whole, and a report says what it lost.
  @Test func corruptSnapshotsThroughACoderKeepTheirValidPart() throws {
    let window = try savedGraph()
    let coder = SnapshotCoder<NavigationNodeSnapshot<AppScreen>>()
    let saved = Array(
      try coder.encode(try #require(window.rootNode.snapshot(ScreenNodes.describe))))
    var outcomes = (kept: 0, inPart: 0)
    for seed in UInt64(0)..<400 {
      var random = SplitMix64(seed: seed)
      var data = saved
      for _ in 0..<(1 + Int(random.next() % 3)) {
        let index = Int(random.next() % UInt64(data.count))
        let alphabet = Array("{}[]\",:-0123456789abcdefghijklmnopqrstuvwxyz".utf8)
        data[index] = alphabet[Int(random.next() % UInt64(alphabet.count))]
      }
      let restored = coder.decode(Data(data))
      guard let state = restored.state else {
        #expect(!restored.report.isClean, "seed \(seed)")
        continue
      }
      outcomes.kept += 1
      if !restored.report.isClean { outcomes.inPart += 1 }
      // What was kept encodes and decodes again whole.
      let again = coder.decode(try coder.encode(state))
      #expect(again.report.isClean, "seed \(seed): \(again.report)")
      #expect(again.state == state, "seed \(seed)")
      _ = state.restore(make: ScreenNodes.make)
    }
    #expect(outcomes.kept >= 20 && outcomes.inPart >= 3, "\(outcomes)")
  }
}

/// Whether `node` is in a tab that its tabs root does not show.
@MainActor
func isInAHiddenTab(_ node: any NavigationNode) -> Bool {
  var current = node
  while let parent = current.parent {
    if let tabs = parent.state as? TabsRootNavigationNodeState,
      tabs.selectedTabNode?.navigationNode !== current
    {
      return true
    }
    current = parent
  }
  return false
}

/// The coordinator layer speaks the one `PresentationStyle`: each kind of presented node says
/// its style, and a snapshot saves a presentation by it.
@MainActor
@Suite struct NodePresentationStyleTests {
  @Test func waypointsKindsSayTheirStyleAndNameThemselvesByIt() {
    let kinds: [any PresentedNavigationNode.Type] = [
      SheetPresentedNavigationNode.self, FullScreenCoverPresentedNavigationNode.self,
      AlertPresentedNavigationNode.self, ConfirmationDialogPresentedNavigationNode.self,
    ]
    #expect(
      kinds.map { $0.presentationStyle } == [.sheet, .fullScreenCover, .alert, .confirmationDialog])
    #expect(kinds.map { $0.presentationKind } == kinds.map { $0.presentationStyle.rawValue })
    #expect(kinds.allSatisfy { $0.isPredefined })
  }

  @Test func aKindOfTheAppsOwnKeepsItsNameAndSaysItsStyle() {
    #expect(PhotoPickerPresentedNode.presentationStyle == .sheet)
    #expect(PhotoPickerPresentedNode.presentationKind == "photoPicker")
    #expect(!PhotoPickerPresentedNode.isPredefined)
    // A kind written before the style existed names itself alone, and compiles as it was: its
    // style is the one its name names, or a sheet.
    #expect(DrawerPresentedNode.presentationStyle == .sheet)
    #expect(CoverLikePresentedNode.presentationStyle == .fullScreenCover)
  }

  @Test func aSnapshotSavesAPresentationByItsStyleAndLeavesOutOneOfTheAppsOwnKinds() throws {
    let home = ScreenNode(.home)
    let window = WindowNavigationNode(rootNode: .stacked(home))
    try home.execute(.present(.fullScreenCover(ScreenNode(.settings)))).get()
    let snapshot = try #require(window.rootNode.snapshot(ScreenNodes.describe))
    // The presentation is the stack root's: a stack presents over all of its nodes.
    let presented = try #require(snapshot.presented?.first)
    #expect(presented.style == .fullScreenCover)
    #expect(presented.kind == "fullScreenCover")
    let data = try JSONEncoder().encode(snapshot)
    #expect(String(decoding: data, as: UTF8.self).contains(#""kind":"fullScreenCover""#))

    try home.execute(.dismiss()).get()
    window.registerCustomPresentableNavigationNodes([PhotoPickerPresentedNode.self])
    try home.execute(.present(PhotoPickerPresentedNode())).get()
    let withPicker = try #require(window.rootNode.snapshot(ScreenNodes.describe))
    #expect(withPicker.presented == nil)
    #expect(withPicker.stack?.first?.presented == nil)
  }

  /// Node snapshots go through the store's restoration: a coder keeps the longest valid part of
  /// a corrupt one, and its report names what was left out, as it does for a store's state.
  @MainActor
  @Test func aSnapshotCoderKeepsTheValidPartOfACorruptNodeSnapshotAndReportsTheRest() throws {
    let saved = NavigationNodeSnapshot<AppScreen>(
      screen: .tabs,
      tabs: [
        .init(stack: [
          .init(screen: .library), .init(screen: .book(1)), .init(screen: .book(666)),
          .init(screen: .editor),
        ]),
        .init(screen: .book(667)),
      ],
      selectedTab: 1, presented: [.init(style: .sheet, node: .init(screen: .book(668)))])
    let coder = SnapshotCoder<NavigationNodeSnapshot<AppScreen>>(outputFormatting: [.sortedKeys])
    #expect(coder.decode(try coder.encode(saved)).state == saved)
    var json = String(decoding: try coder.encode(saved), as: UTF8.self)
    for id in [666, 667, 668] {
      json = json.replacingOccurrences(of: #"{"_0":\#(id)}"#, with: #"{"_0":"torn"}"#)
    }
    #expect(throws: DecodingError.self) {
      _ = try JSONDecoder().decode(
        [String: NavigationNodeSnapshot<AppScreen>].self, from: Data(json.utf8))
    }
    let restored = coder.decode(Data(json.utf8))
    let state = try #require(restored.state)
    expectNoDifference(
      state,
      NavigationNodeSnapshot(
        screen: .tabs,
        tabs: [.init(stack: [.init(screen: .library), .init(screen: .book(1))]), nil],
        selectedTab: 1))
    let losses = restored.report.problems.compactMap { problem -> NavigationLoss? in
      guard case .leftOut(let loss) = problem else { return nil }
      return loss
    }
    #expect(losses.count == restored.report.problems.count)
    #expect(
      losses.map { "\($0.path) \($0.kind)" } == [
        "state.presented presentation",
        "state.tabs.0.stack stackElements(from: 2, count: Optional(2))",
        "state.tabs tab(1)",
      ])
    // What was kept restores, as any node snapshot does.
    let graph = state.restore(make: ScreenNodes.make)
    #expect(graph.isComplete)
  }

  @Test func aSavedStyleIsRestoredByItAndAnyOtherIsReportedAsLost() throws {
    let sheet = NavigationNodeSnapshot<AppScreen>.PresentedSnapshot(
      style: .sheet, node: .init(screen: .settings))
    #expect(sheet.kind == "sheet" && sheet.style == .sheet)
    let restored = try #require(
      NavigationNodeSnapshot<AppScreen>(screen: .home, presented: [sheet])
        .restore(make: ScreenNodes.make).node)
    #expect(restored.state.presentedNode is SheetPresentedNavigationNode)

    for kind in ["alert", "drawer"] {
      let saved = NavigationNodeSnapshot<AppScreen>(
        screen: .home, presented: [.init(kind: kind, node: .init(screen: .settings))])
      let restoration = saved.restore(make: ScreenNodes.make)
      #expect(restoration.node?.state.presentedNode == nil)
      #expect(
        restoration.losses == [
          NavigationLoss(
            path: "presented", kind: .presentation,
            reason: "the presentation kind \"\(kind)\" is not restored")
        ])
    }
    #expect(
      NavigationNodeSnapshot<AppScreen>.PresentedSnapshot(kind: "drawer", node: .init()).style
        == nil)
  }
}

/// A kind of the app's own that says its name alone.
struct DrawerPresentedNode: PresentedNavigationNode {
  let node: any NavigationNode
  static var presentationKind: String { "drawer" }
}

/// A kind of the app's own named as one of the styles.
struct CoverLikePresentedNode: PresentedNavigationNode {
  let node: any NavigationNode
  static var presentationKind: String { "fullScreenCover" }
}
