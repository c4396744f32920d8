import TestSupport
import Testing
import Waypoint
import WaypointRules

// An app of every shape the walk over types knows: tabs, a stack of an enum with rules, a
// presentation of an enum with rules, an alert and a dialog, a cover, a recursive feature, a
// split view, windows and a child that holds no navigation.

/// A screen that presents itself, again and again.
@Reducer
struct GraphFolder {
  @ObservableState
  struct State {
    var name = ""
    @Presents var subfolder: GraphFolder.State?
  }
  enum Action { case opened }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

/// A screen that presents itself through a case of its destination enum.
@Reducer
struct GraphNest {
  @ObservableState
  struct State {
    @Presents var destination: Destination.State?
  }
  enum Action { case opened }
  @Reducer
  enum Destination {
    case sub(GraphNest)
    case info(GraphCounter)
  }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

/// A child that is one of two modes at a time, each with navigation of its own.
@ObservableState
enum GraphMode {
  case browsing(GraphFolder.State)
  case nesting(GraphNest.State)
  case idle
}

typealias GraphModeState = GraphMode

@ObservableState
struct GraphModes {
  var mode: GraphModeState = .idle
}

/// A screen that pushes onto the stack it stands on: its state holds the same stack's type.
@Reducer
struct GraphArtist {
  @ObservableState
  struct State {
    var path = StackState<GraphPath.State>()
  }
  enum Action { case opened }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

/// A screen with an alert, a dialog and a cover.
@Reducer
struct GraphDetail {
  @ObservableState
  struct State {
    @Presents var destination: Destination.State?
    @Presents var alert: AlertState<Never>?
    @Presents(.fullScreenCover) var cover: GraphFolder.State?
  }
  enum Action { case opened }
  @Reducer
  enum Destination {
    case edit(GraphFolder)
    case share(GraphFolder)
    case confirm(ConfirmationDialogState<Never>)
  }
  static let destinationRules: PresentationRules<Destination.State> = [.allow(\.edit, \.confirm)]
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
enum GraphPath {
  case list(GraphFolder)
  case detail(GraphDetail)
  case artist(GraphArtist)
  case hidden(GraphFolder)
  case deep(GraphFolder)
}

/// List first; a detail only over a list; an artist over a detail or an artist; `deep` only
/// over `hidden`, which is forbidden: neither is reachable.
let graphPathRules: StackRules<GraphPath.State> = [
  .start(with: \.list),
  .allow(\.detail, after: \.list),
  .allow(\.artist, after: \.detail, \.artist),
  .allow(\.deep, after: \.hidden),
  .atMost(0, \.hidden),
  .atMost(1, \.list),
]

/// A child whose state holds no navigation.
@Reducer
struct GraphCounter {
  @ObservableState
  struct State {
    var count = 0
  }
  enum Action { case tapped }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

/// A tab with a stack, a child with no navigation and a split view.
@Reducer
struct GraphLibrary {
  @ObservableState
  struct State {
    var path = StackState<GraphPath.State>()
    var counter = GraphCounter.State()
    var split = SplitViewState<Int, Int, GraphFolder.State>()
  }
  enum Action { case opened }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

/// The other tab, with an optional child and windows.
@Reducer
struct GraphInbox {
  @ObservableState
  struct State {
    var folder: GraphFolder.State?
    var windows = WindowsState<GraphFolder.State>()
  }
  enum Action { case opened }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct GraphApp {
  @ObservableState
  struct State {
    var tab = "library"
    var library = GraphLibrary.State()
    var inbox = GraphInbox.State()
    @Presents var settings: GraphFolder.State?
  }
  enum Action { case opened }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

extension GraphApp.State: NavigationSelection {
  var selectedNavigationChild: String { tab }
}

@Suite struct DerivedNavigationGraphTests {
  let graph = NavigationGraph(
    GraphApp.State.self, title: "Graph", rules: [graphPathRules, GraphDetail.destinationRules])

  /// The ways as `from -kind-> to`, by the screens' short names.
  func ways(_ graph: NavigationGraph) -> Set<String> {
    Set(graph.edges.map { "\($0.from.name) -\($0.kind)-> \($0.to.name)" })
  }

  @Test func everyWayTheTypesAndTheRulesAllowIsDrawnAndNoOther() {
    let split = "SplitViewState<Int, Int, WaypointRulesTests.GraphFolder.State>"
    let windows = "WindowsState<WaypointRulesTests.GraphFolder.State>"
    #expect(
      ways(graph) == [
        "GraphApp -tab-> GraphLibrary", "GraphApp -tab-> GraphInbox",
        "GraphApp -sheet-> GraphFolder",
        "GraphFolder -sheet-> GraphFolder",
        "GraphLibrary -push-> list",
        "list -push-> detail", "detail -push-> artist", "artist -push-> artist",
        // The rules cannot count: a list over a detail would be the second.
        "detail -push-> list",
        "list -sheet-> GraphFolder",
        "detail -sheet-> edit", "detail -confirmation dialog-> confirm",
        "detail -alert-> alert", "detail -full-screen cover-> GraphFolder",
        "edit -sheet-> GraphFolder",
        "artist -push-> list",
        "GraphLibrary -contains-> \(split)", "\(split) -push-> GraphFolder",
        "GraphFolder -push-> GraphFolder",
        "GraphInbox -contains-> GraphFolder",
        "GraphInbox -contains-> \(windows)", "\(windows) -contains-> GraphFolder",
      ])
  }

  @Test func whatTheRulesForbidOrNoWayReachesIsLeftOut() {
    let names = Set(graph.screens.map(\.name))
    // `share` is not allowed; `hidden` is forbidden and `deep` only stands over it; the
    // counter holds no navigation.
    for name in ["share", "hidden", "deep", "GraphCounter"] {
      #expect(!names.contains(name), "\(name)")
    }
    // A list is allowed once, so never over itself; the artist's own stack starts anew.
    #expect(!ways(graph).contains("list -push-> list"))
  }

  @Test func withoutRulesEveryCaseIsDrawnAndFollowsEveryCase() {
    let free = NavigationGraph(GraphLibrary.State.self)
    let cases = GraphPath.State.caseNames
    for below in cases {
      #expect(ways(free).contains("GraphLibrary -push-> \(below)"))
      for above in cases { #expect(ways(free).contains("\(below) -push-> \(above)")) }
    }
    #expect(ways(free).contains("detail -sheet-> share"))
  }

  @Test func aRecursiveFeatureIsDrawnOnceAndLeadsBackToItself() {
    let folder = NavigationGraph(GraphFolder.State.self)
    #expect(folder.screens.map(\.name) == ["GraphFolder"])
    #expect(ways(folder) == ["GraphFolder -sheet-> GraphFolder"])
  }

  @Test func aFeatureThatPresentsItselfThroughACaseLeadsOnFromThatCase() {
    let nest = NavigationGraph(GraphNest.State.self)
    #expect(
      ways(nest) == [
        "GraphNest -sheet-> sub", "GraphNest -sheet-> info", "sub -sheet-> sub",
        "sub -sheet-> info",
      ])
    // A state three levels deep takes only those ways.
    let state = GraphNest.State(
      destination: .sub(
        GraphNest.State(destination: .sub(GraphNest.State(destination: .info(.init()))))))
    let drawn = Set(nest.edges.map { [$0.from, $0.to] })
    let steps = NavigationTree(state).steps
    #expect(steps.count == 3)
    #expect(steps.allSatisfy { drawn.contains([$0.from, $0.to]) })
  }

  @Test func everyCaseOfAChildEnumThatHoldsNavigationIsAPartOfItsParent() {
    #expect(
      ways(NavigationGraph(GraphModes.self)) == [
        "GraphModes -contains-> browsing", "browsing -sheet-> GraphFolder",
        "GraphFolder -sheet-> GraphFolder",
        "GraphModes -contains-> nesting", "nesting -sheet-> sub", "nesting -sheet-> info",
        "sub -sheet-> sub", "sub -sheet-> info",
      ])
  }

  @Test func aStateWithNoNavigationIsOneScreen() {
    let counter = NavigationGraph(GraphCounter.State.self)
    #expect(counter.screens.map(\.name) == ["GraphCounter"])
    #expect(counter.edges.isEmpty)
  }

  @Test func theDerivedGraphDrawsWhatTheHandBuiltOneDrawsThatCanBeReached() {
    var built = NavigationGraph("Library")
    let library = NavigationGraph.Screen.feature(GraphLibrary.State.self)
    built.addStack(rules: graphPathRules, below: library)
    let detail = NavigationGraph.Screen.screen(\GraphPath.State.Cases.detail)
    built.addPresentations(rules: GraphDetail.destinationRules, from: detail) {
      $0 == "edit" ? .sheet : .confirmationDialog
    }
    let derived = NavigationGraph(
      GraphLibrary.State.self, rules: [graphPathRules, GraphDetail.destinationRules])
    // The hand-built graph draws `deep`, which only stands over the forbidden `hidden`.
    let reached = built.edges.filter { $0.from.name != "deep" && $0.to.name != "deep" }
    #expect(Set(reached).isSubset(of: Set(derived.edges)))
    #expect(built.edges.count - reached.count == 1)
    #expect(Set(built.screens.filter { $0.name != "deep" }).isSubset(of: Set(derived.screens)))
  }

  /// Every step a state's tree takes, the one a graph highlights, is a way of the graph drawn
  /// from its type: a state the rules allow is never drawn off the graph.
  @Test func everyStepOfAStateIsAWayOfItsTypesGraph() {
    var random = SplitMix64(seed: 37)
    let ways = Set(graph.edges.map { [$0.from, $0.to] })
    var missing: Set<String> = []
    var steps = 0
    for _ in 0..<200 {
      var state = GraphApp.State()
      for _ in 0..<Int.random(in: 0...6, using: &random) {
        state.library.path.append(
          randomElement(below: state.library.path.last, using: &random))
      }
      if Bool.random(using: &random) { state.settings = GraphFolder.State() }
      if Bool.random(using: &random) {
        state.inbox.folder = GraphFolder.State(
          subfolder: Bool.random(using: &random) ? GraphFolder.State() : nil)
      }
      for step in NavigationTree(state).steps {
        steps += 1
        if !ways.contains([step.from, step.to]) { missing.insert("\(step.from) → \(step.to)") }
      }
    }
    #expect(missing.isEmpty)
    #expect(steps > 800)
  }

  @Test func theTabShownIsHighlightedAndTheOtherIsHidden() {
    var state = GraphApp.State()
    state.library.path.append(.list(GraphFolder.State()))
    state.inbox.folder = GraphFolder.State(subfolder: GraphFolder.State())
    let tree = NavigationTree(state)
    let inbox = tree.root.children.first { $0.label == "inbox" }
    #expect(inbox?.isHidden == true)
    #expect(tree.root.children.first { $0.label == "library" }?.isHidden == false)
    let steps = tree.steps.map { "\($0.from.name) → \($0.to.name)" }
    #expect(steps.contains("GraphApp → GraphLibrary"))
    #expect(!steps.contains("GraphApp → GraphInbox"))
    let dot = graph.dot(highlighting: state)
    #expect(
      dot.contains(
        #""GraphApp.State" -> "GraphLibrary.State" [label="tab", style=bold, color=red"#))
    #expect(dot.contains(#""GraphApp.State" -> "GraphInbox.State" [label="tab", style=bold];"#))
    state.tab = "inbox"
    let shown = NavigationTree(state).steps.map { "\($0.from.name) → \($0.to.name)" }
    #expect(shown.contains("GraphApp → GraphInbox"))
    #expect(shown.contains("GraphInbox → GraphFolder"))
    #expect(!shown.contains("GraphApp → GraphLibrary"))
  }

  /// A screen the rules allow over `below`, with what it may present.
  func randomElement(
    below: GraphPath.State?, using random: inout SplitMix64
  ) -> GraphPath.State {
    switch below {
    case nil: return .list(GraphFolder.State())
    case .list: break
    default:
      return .artist(GraphArtist.State())
    }
    var detail = GraphDetail.State()
    switch Int.random(in: 0..<4, using: &random) {
    case 0: detail.destination = .edit(GraphFolder.State())
    case 1: detail.destination = .confirm(ConfirmationDialogState { TextState("Sure?") })
    case 2: detail.alert = AlertState { TextState("Oops") }
    default: detail.cover = GraphFolder.State()
    }
    return .detail(detail)
  }
}
