import Testing
import WaypointNodes
import WaypointRules

/// A graph of nodes draws its navigation graph through the one description both worlds share:
/// `Navigation`, which `NavigationGraph` and its DOT and Mermaid read.
@MainActor
@Suite struct NodeNavigationGraphTests {
  /// A window on home, two details, and a sheet of an editor with settings pushed on it.
  func window() throws -> WindowNavigationNode {
    let home = HomeNavigationNode()
    let window = WindowNavigationNode(rootNode: .stacked(home))
    try home.execute(.stackAppend(DetailNavigationNode())).get()
    try home.execute(.stackAppend(DetailNavigationNode())).get()
    try home.execute(
      .present(.sheet(.stacked([DetailEditorNavigationNode(), SettingsNavigationNode()])))
    ).get()
    return window
  }

  typealias Screen = NavigationGraph.Screen

  @Test func theWaysANavigationTakesAreTheGraphsEdges() throws {
    let graph = NavigationGraph("Nodes", navigations: [Navigation(try window())])
    #expect(
      graph.screens.map(\.name) == ["root", "detail", "detailEditor", "settings"])
    #expect(
      graph.edges.map { "\($0.from.name) -\($0.kind)-> \($0.to.name)" } == [
        "root -push-> detail", "detail -push-> detail", "detail -sheet-> detailEditor",
        "detailEditor -push-> settings",
      ])
  }

  @Test func navigationsAddUpAndTheCurrentOneIsHighlighted() throws {
    let window = try window()
    var graph = NavigationGraph("Nodes", navigations: [Navigation(window)])
    try window.execute(.dismiss()).get()
    let top = window.topNode
    try top.execute(.stackAppend(SettingsNavigationNode())).get()
    graph.add(Navigation(window))
    #expect(graph.edges.contains { $0.from.name == "detail" && $0.to.name == "settings" })
    let dot = graph.dot(highlighting: Navigation(window))
    // The ways of the navigation shown now are red; the sheet it no longer shows is not.
    #expect(
      dot.contains(
        #""detail" -> "settings" [label="push", color=red, fontcolor=red, penwidth=2];"#))
    #expect(dot.contains(#""detail" -> "detailEditor" [label="sheet", style=dashed];"#))
    let mermaid = graph.mermaid(highlighting: Navigation(window))
    #expect(mermaid.contains("classDef current"))
    #expect(mermaid.contains("-.->|sheet|"))
  }

  @Test func theTreeOfAGraphOfNodesIsItsLevels() throws {
    let window = try window()
    let tree = NavigationTree(Navigation(window))
    // Node IDs are drawn from one counter: named by their place here.
    let ids = Navigation(window).levels.flatMap(\.screens).map(\.place)
    guard ids.count == 4, case .node(let editor) = ids[2], case .node(let settings) = ids[3] else {
      Issue.record("not nodes: \(ids)")
      return
    }
    let stack = tree.root.children[0]
    #expect(stack.kind == .stack(count: 2))
    #expect(stack.children.map(\.screen) == [.named("detail"), .named("detail")])
    let sheet = stack.children[1].children[0]
    #expect(sheet.label == "sheet: detailEditor (node #\(editor))")
    #expect(sheet.children[0].children.map(\.kind) == [.node(id: settings)])
    #expect(
      tree.steps.map { "\($0.from.name) → \($0.to.name)" } == [
        "root → detail", "detail → detail", "detail → detailEditor", "detailEditor → settings",
      ])
  }

  @Test func aNavigationAtItsRootIsTheRootAlone() {
    let graph = NavigationGraph(navigations: [Navigation(levels: [])])
    #expect(graph.screens == [Screen.root])
    #expect(graph.edges.isEmpty)
    #expect(!graph.dot(highlighting: Navigation(levels: [])).contains("color=red"))
  }
}
