// The code of the Navigation rules article, verbatim: if this file stops compiling, the article
// is wrong. The suite at the end runs it and checks what the article says it does.

import Foundation
import Testing
import Waypoint
import WaypointRestoration
import WaypointRules
import WaypointTesting

// MARK: - The inventory's stack

extension Inventory {
  @Reducer
  enum Path {
    case detail(ItemDetail)
    case edit(ItemForm)
    case settings(Settings)
  }

  static let pathRules: StackRules<Path.State> = [
    .start(with: \.detail, \.settings),
    .allow(\.edit, after: \.detail),
    .atMost(1, \.settings),
    .maxDepth(20),
  ]
}

extension Inventory.Path.State: Codable, Equatable {}

@Test func nonsensePathsBreakTheRules() {
  let rules = Inventory.pathRules
  let detail = Inventory.Path.State.detail(ItemDetail.State(name: "Lamp"))
  let edit = Inventory.Path.State.edit(ItemForm.State())
  let settings = Inventory.Path.State.settings(Settings.State())

  #expect(rules.firstViolation(in: [settings, detail, edit, detail]) == nil)
  // An edit screen with no detail beneath it.
  #expect(rules.firstViolation(in: [edit])?.rule == #".start(with: \.detail, \.settings)"#)
  // Two edit screens, one above the other.
  #expect(
    rules.firstViolation(in: [detail, edit, edit])?.description
      == #"element 2 “edit” breaks .allow(\.edit, after: \.detail): it stands above “edit”"#)
  // The settings pushed twice.
  #expect(
    rules.firstViolation(in: [settings, detail, settings])?.rule == #".atMost(1, \.settings)"#)
  // Twenty-one screens.
  #expect(rules.firstViolation(in: Array(repeating: detail, count: 21))?.position == 20)
}

@Test func withoutAStartRuleEveryUnconstrainedCaseMayStart() {
  let editsAfterDetails: StackRules<Inventory.Path.State> = [.allow(\.edit, after: \.detail)]
  let detail = Inventory.Path.State.detail(ItemDetail.State(name: "Lamp"))
  let edit = Inventory.Path.State.edit(ItemForm.State())
  let settings = Inventory.Path.State.settings(Settings.State())

  #expect(editsAfterDetails.firstViolation(in: [settings, settings, detail, edit]) == nil)
  #expect(editsAfterDetails.firstViolation(in: [edit])?.reason == "it starts the stack")
}

// MARK: - The inventory

@Reducer
struct Inventory {
  @ObservableState
  struct State: Codable, Equatable {
    var path = StackState<Path.State>()
  }

  enum Action {
    case path(StackActionOf<Path>)
    case itemTapped(String)
    case editTapped
    case settingsTapped
    case open([Path.State])
    case linkRefused(RuleViolation)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .itemTapped(let name):
        state.path.append(.detail(ItemDetail.State(name: name)))
        return .none
      case .editTapped:
        state.path.append(.edit(ItemForm.State()))
        return .none
      case .settingsTapped:
        state.path.append(.settings(Settings.State()))
        return .none
      case .open(let screens):
        // A link's screens come from outside: refuse them before they reach the stack.
        if let violation = Self.pathRules.firstViolation(in: screens) {
          return .send(.linkRefused(violation))
        }
        state.path = StackState(screens)
        return .none
      case .path, .linkRefused:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
    .enforcing(Self.pathRules, on: \.path)
  }
}

// MARK: - The detail's sheets

/// The sheets of the item screens: the detail and the form share them.
@Reducer
enum ItemSheet {
  case share(ShareSheet)
  case scanner(BarcodeScanner)
}

extension ItemSheet.State: Codable, Equatable {}

@Reducer
struct ItemDetail {
  @ObservableState
  struct State: Codable, Equatable {
    var name: String
    @Presents var sheet: ItemSheet.State?
  }

  enum Action {
    case sheet(PresentationAction<ItemSheet.Action>)
    case shareTapped
  }

  static let sheetRules: PresentationRules<ItemSheet.State> = [.allow(\.share)]

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .shareTapped:
        state.sheet = .share(ShareSheet.State())
        return .none
      case .sheet:
        return .none
      }
    }
    .ifLet(\.$sheet, action: \.sheet)
    .enforcing(Self.sheetRules, on: \.$sheet)
  }
}

// MARK: - Checking a stack from outside

@Test func aLinkKeepsTheScreensTheRulesAllow() {
  let screens: [Inventory.Path.State] = [
    .detail(ItemDetail.State(name: "Lamp")), .edit(ItemForm.State()), .edit(ItemForm.State()),
  ]
  #expect(throws: RuleViolation.self) { try Inventory.pathRules.validate(screens) }

  let (kept, violation) = Inventory.pathRules.longestValidPrefix(of: StackState(screens))
  #expect(kept.map(\.caseName) == ["detail", "edit"])
  #expect(violation?.position == 2)
}

let inventoryCoder = SnapshotCoder<Inventory.State>(checks: [Inventory.pathRules])

@Test func aSnapshotKeepsTheScreensTheRulesAllow() throws {
  // Saved by a build that let the settings be pushed twice.
  let saved = Inventory.State(
    path: [
      .settings(Settings.State()), .detail(ItemDetail.State(name: "Lamp")),
      .settings(Settings.State()),
    ]
  )
  let restored = inventoryCoder.decode(try inventoryCoder.encode(saved))
  #expect(restored.state?.path.map(\.caseName) == ["settings", "detail"])
  #expect(restored.report.problems.count == 1)  // “state.path”: left out stack element 2: …
}

// MARK: - The tree and the graph

/// The inventory the tree and the graph show, printed.
@discardableResult
func printTheInventoryTree() -> Inventory.State {
  let inventory = Inventory.State(
    path: [
      .detail(ItemDetail.State(name: "Lamp")),
      .detail(ItemDetail.State(name: "Desk", sheet: .share(ShareSheet.State()))),
    ]
  )
  print(NavigationTree(inventory))
  // Inventory.State
  //   path: stack of 2
  //     #0 detail
  //     #1 detail
  //       sheet: share
  return inventory
}

/// Prints the tree of where the user is in `inventory`, from the description nodes share.
func printTheInventoryNavigationTree(_ inventory: Inventory.State) -> NavigationTree {
  print(NavigationTree(Navigation(inventory)))
  // root
  //   stack of 2
  //     #0 detail
  //     #1 detail
  //       sheet: share (sheet in #1)
  return NavigationTree(Navigation(inventory))
}

/// The inventory's navigation: its screens, and the ways between them its rules allow.
func inventoryGraph() -> NavigationGraph {
  NavigationGraph(
    Inventory.State.self, title: "Inventory", rules: [Inventory.pathRules, ItemDetail.sheetRules])
}

/// Writes the graph as DOT and as Mermaid, with the screens `inventory` shows in red.
func draw(_ inventory: Inventory.State, into folder: URL) throws {
  let graph = inventoryGraph()
  let dot = folder.appendingPathComponent("navigation.dot")
  try graph.dot(highlighting: inventory).write(to: dot, atomically: true, encoding: .utf8)
  let mermaid = folder.appendingPathComponent("navigation.mmd")
  try graph.mermaid(highlighting: inventory).write(to: mermaid, atomically: true, encoding: .utf8)
}

// MARK: - The screens the article does not show

@Reducer
struct ItemForm {
  @ObservableState
  struct State: Codable, Equatable {
    var name = ""
  }

  enum Action {
    case nameChanged(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .nameChanged(let name):
        state.name = name
        return .none
      }
    }
  }
}

@Reducer
struct Settings {
  @ObservableState
  struct State: Codable, Equatable {
    var sortsByName = true
  }

  enum Action {
    case sortToggled
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .sortToggled:
        state.sortsByName.toggle()
        return .none
      }
    }
  }
}

@Reducer
struct ShareSheet {
  @ObservableState
  struct State: Codable, Equatable {}

  enum Action {
    case sent
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

@Reducer
struct BarcodeScanner {
  @ObservableState
  struct State: Codable, Equatable {
    var code: String?
  }

  enum Action {
    case scanned(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .scanned(let code):
        state.code = code
        return .none
      }
    }
  }
}

// MARK: - What the article says of its code

/// Runs the article's code, and checks what the article says of it.
@MainActor
@Suite struct RulesArticle {
  /// An inventory showing a detail with an edit screen above it, IDs from 0.
  static func storeWithAnEditOnTop() -> StoreOf<Inventory> {
    let store = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      Store(initialState: Inventory.State()) { Inventory() }
    }
    store.send(.itemTapped("Lamp"))
    store.send(.editTapped)
    return store
  }

  /// The tests the article shows, run again here so that filtering on the suite runs them too.
  @Test func theArticlesOwnTestsPass() throws {
    nonsensePathsBreakTheRules()
    withoutAStartRuleEveryUnconstrainedCaseMayStart()
    aLinkKeepsTheScreensTheRulesAllow()
    try aSnapshotKeepsTheScreensTheRulesAllow()
  }

  @Test func anEditPushedOnAnEditIsRejectedAndTheStateIsAsBefore() {
    let store = Self.storeWithAnEditOnTop()
    let before = store.state
    withKnownIssue {
      store.send(.editTapped)
    } matching: { issue in
      issue.description.contains(
        #"element #2 at position 2 “edit” breaks .allow(\.edit, after: \.detail): it stands above “edit”"#
      ) && issue.description.contains("The change was rejected")
    }
    #expect(store.state == before)
    store.send(.itemTapped("Desk"))
    store.send(.settingsTapped)
    #expect(store.state.path.map(\.caseName) == ["detail", "edit", "detail", "settings"])
  }

  @Test func aLinkThatBreaksTheRulesIsRefusedAndChangesNothing() async {
    let store = TestStore(initialState: Inventory.State()) { Inventory() }
    let lamp = Inventory.Path.State.detail(ItemDetail.State(name: "Lamp"))
    let edit = Inventory.Path.State.edit(ItemForm.State())
    await store.send(.open([edit]))
    await store.receive(
      \.linkRefused,
      RuleViolation(
        rule: #".start(with: \.detail, \.settings)"#, position: 0, id: nil, caseName: "edit",
        reason: "it starts the stack"))
    await store.send(.open([lamp, edit])) {
      $0.path = StackState([lamp, edit])
    }
  }

  @Test func theDetailPresentsWhatItsRulesAllowAndNothingElse() throws {
    let detail = Store(initialState: ItemDetail.State(name: "Lamp")) { ItemDetail() }
    detail.send(.shareTapped)
    #expect(detail.state.sheet == .share(ShareSheet.State()))

    let scanner = ItemSheet.State.scanner(BarcodeScanner.State())
    #expect(!ItemDetail.sheetRules.allows(scanner))
    #expect(throws: RuleViolation.self) { try ItemDetail.sheetRules.validate(scanner) }
    let misbehaving = Store(initialState: ItemDetail.State(name: "Lamp")) {
      Reduce<ItemDetail.State, ItemDetail.Action> { state, _ in
        state.sheet = scanner
        return .none
      }
      .enforcing(ItemDetail.sheetRules, on: \.$sheet)
    }
    withKnownIssue {
      misbehaving.send(.shareTapped)
    } matching: { issue in
      issue.description.contains(
        #"was set to “scanner”, which breaks [.allow(\.share)]: the feature may not present it."#)
    }
    #expect(misbehaving.state.sheet == nil)
  }

  @Test func theSnapshotReportNamesWhatTheRulesLeftOut() throws {
    let saved = Inventory.State(
      path: [
        .settings(Settings.State()), .detail(ItemDetail.State(name: "Lamp")),
        .settings(Settings.State()),
      ]
    )
    let report = inventoryCoder.decode(try inventoryCoder.encode(saved)).report
    #expect(report.description.hasPrefix("“state.path”: left out stack element 2: "))
    #expect(report.description.contains(#"“settings” breaks .atMost(1, \.settings)"#))
    #expect(
      SnapshotCoder<Inventory.State>().decode(try inventoryCoder.encode(saved)).report.isClean)
  }

  @Test func theTreeIsTheOneTheArticlePrints() {
    let inventory = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      printTheInventoryTree()
    }
    #expect(
      NavigationTree(inventory).description == """
        Inventory.State
          path: stack of 2
            #0 detail
            #1 detail
              sheet: share
        """)
  }

  @Test func theGraphHasTheWaysTheRulesAllow() {
    let ways = inventoryGraph().edges.map { "\($0.from.name) -\($0.kind)-> \($0.to.name)" }
    #expect(
      ways == [
        "Inventory -push-> detail", "Inventory -push-> settings",
        "detail -push-> detail", "detail -push-> edit", "detail -push-> settings",
        "edit -push-> detail", "edit -push-> settings",
        "settings -push-> detail",
        "detail -sheet-> share",
      ])
  }

  @Test func drawingWritesDOTThatGraphvizRendersAndMermaid() throws {
    let inventory = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      printTheInventoryTree()
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("RulesArticle-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try draw(inventory, into: folder)

    let dot = try String(
      contentsOf: folder.appendingPathComponent("navigation.dot"), encoding: .utf8)
    #expect(dot.hasPrefix("digraph \"Inventory\" {"))
    #expect(
      dot.contains(
        #""Inventory.State" -> "Inventory.Path.State.detail" [label="push", color=red"#))
    #expect(!dot.contains(#""Inventory.State" -> "Inventory.Path.State.edit""#))
    let mermaid = try String(
      contentsOf: folder.appendingPathComponent("navigation.mmd"), encoding: .utf8)
    #expect(mermaid == inventoryGraph().mermaid(highlighting: inventory))

    #if os(Linux) || os(macOS)
      // `dot -Tsvg navigation.dot -o navigation.svg`, when Graphviz is installed.
      guard FileManager.default.isExecutableFile(atPath: "/usr/bin/dot") else { return }
      let svg = folder.appendingPathComponent("navigation.svg")
      let graphviz = Process()
      graphviz.executableURL = URL(fileURLWithPath: "/usr/bin/dot")
      graphviz.arguments = [
        "-Tsvg", folder.appendingPathComponent("navigation.dot").path, "-o", svg.path,
      ]
      try graphviz.run()
      graphviz.waitUntilExit()
      #expect(graphviz.terminationStatus == 0)
      #expect(try String(contentsOf: svg, encoding: .utf8).contains("<svg"))
    #endif
  }
}
