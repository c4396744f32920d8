import Foundation
import Testing
import Waypoint
import WaypointRules

@Suite struct NavigationGraphTests {
  func graph() -> NavigationGraph {
    var graph = NavigationGraph("List")
    graph.addStack(rules: pathRules, below: .feature(ListFeature.State.self))
    graph.addPresentations(
      rules: DetailFeature.destinationRules, from: .screen(\Path.State.Cases.detail))
    graph.addEdge(
      from: .feature(AppState.self), to: .feature(SettingsFeature.State.self), kind: .present)
    return graph
  }

  @Test func theGraphHasTheWaysTheRulesAllow() {
    let edges = graph().edges.map { "\($0.from.name) -\($0.kind)-> \($0.to.name)" }
    #expect(
      edges == [
        "ListFeature -push-> detail", "ListFeature -push-> settings",
        "detail -push-> detail", "detail -push-> edit", "detail -push-> settings",
        "edit -push-> detail", "edit -push-> settings",
        "settings -push-> detail",
        "detail -present-> edit",
        "AppState -present-> SettingsFeature",
      ])
  }

  @Test func withoutRulesEveryCaseFollowsEveryCase() {
    var graph = NavigationGraph()
    graph.addStack(Path.State.self, below: .feature(ListFeature.State.self))
    #expect(graph.edges.count == 3 + 9)
    #expect(graph.screens.count == 4)
  }

  @Test func theDotOutputHasEveryScreenAndHighlightsTheCurrentPath() throws {
    let state = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      var detail = DetailFeature.State(item: 2)
      detail.destination = .edit(EditFeature.State())
      return ListFeature.State(path: [.detail(1), .detail(detail)])
    }
    let dot = graph().dot(highlighting: state)
    for name in Path.State.caseNames {
      #expect(
        dot.contains("\"WaypointRulesTests.Path.State.\(name)\"")
          || dot.contains("\"Path.State.\(name)\""))
    }
    #expect(dot.contains("\"DetailFeature.Destination.State.edit\" [label=\"edit\""))
    #expect(
      dot.contains(
        "\"ListFeature.State\" -> \"Path.State.detail\" [label=\"push\", color=red, fontcolor=red, penwidth=2];"
      ))
    #expect(
      dot.contains(
        "\"Path.State.detail\" -> \"DetailFeature.Destination.State.edit\" [label=\"present\", style=dashed, color=red, fontcolor=red, penwidth=2];"
      ))
    #expect(dot.contains("\"Path.State.edit\" -> \"Path.State.detail\" [label=\"push\"];"))
    #expect(!graph().dot().contains("color=red"))
    try expectGraphvizParses(dot)
  }

  @Test func theMermaidOutputHasEveryScreenAndEveryWay() {
    let mermaid = graph().mermaid()
    #expect(mermaid.hasPrefix("flowchart LR\n"))
    for name in ["detail", "edit", "settings", "ListFeature", "SettingsFeature"] {
      #expect(mermaid.contains("[\"\(name)\"]"))
    }
    #expect(mermaid.components(separatedBy: "-->|push|").count - 1 == 8)
    #expect(mermaid.components(separatedBy: "-.->|present|").count - 1 == 2)
    #expect(mermaid.contains("subgraph g1[\"Path\"]"))
    let highlighted = graph().mermaid(highlighting: ListFeature.State(path: []))
    #expect(!highlighted.contains("class "))
  }

  @Test func aPresentationWhoseStyleIsKnownIsDrawnAndLabelledByIt() throws {
    var graph = NavigationGraph("Styles")
    let list = NavigationGraph.Screen.feature(ListFeature.State.self)
    graph.addPresentations(
      rules: DetailFeature.destinationRules, from: .screen(\Path.State.Cases.detail)
    ) { name in name == "edit" ? .fullScreenCover : nil }
    graph.addEdge(from: list, to: .feature(SettingsFeature.State.self), kind: .shown(.popover))
    graph.addEdge(from: list, to: .feature(AppState.self), kind: .tab)
    #expect(
      graph.edges.map(\.kind) == [.shown(.fullScreenCover), .shown(.popover), .tab])
    #expect(graph.edges.map(\.kind.isPresentation) == [true, true, false])
    let dot = graph.dot()
    #expect(
      dot.contains(
        "\"Path.State.detail\" -> \"DetailFeature.Destination.State.edit\" "
          + "[label=\"full-screen cover\", style=dashed];"))
    #expect(dot.contains("[label=\"popover\", style=dashed];"))
    #expect(dot.contains("[label=\"tab\", style=bold];"))
    try expectGraphvizParses(dot)
    let mermaid = graph.mermaid()
    #expect(mermaid.contains(" -.->|full-screen cover| "))
    #expect(mermaid.contains(" -.->|popover| "))
    #expect(mermaid.contains(" ==>|tab| "))
  }

  @Test func anEdgeKindIsTheOneStyleTypeOrATabOrAnUnknownPresentation() {
    typealias Kind = NavigationGraph.Edge.Kind
    #expect(Kind.push == .shown(.push))
    #expect(!Kind.push.isPresentation)
    #expect(Kind.present.isPresentation)
    #expect(!Kind.tab.isPresentation)
    #expect(
      PresentationStyle.allCases.map { Kind.shown($0).description } == [
        "push", "sheet", "full-screen cover", "popover", "alert", "confirmation dialog",
      ])
    #expect(
      PresentationStyle.allCases.filter { Kind.shown($0).isPresentation }
        == PresentationStyle.allCases.filter(\.isPresentation))
  }

  @Test func labelsAreEscaped() throws {
    var graph = NavigationGraph("A \"quoted\" title")
    graph.addEdge(
      from: .feature(AppState.self), to: .feature(SettingsFeature.State.self), kind: .push)
    let dot = graph.dot()
    #expect(dot.hasPrefix("digraph \"A \\\"quoted\\\" title\" {"))
    try expectGraphvizParses(dot)
  }

  @Test func theMermaidOutputHighlightsTheCurrentPath() {
    let state = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      ListFeature.State(path: [.detail(1), .edit])
    }
    let mermaid = graph().mermaid(highlighting: state)
    // s0 is the list, s1 the detail, s2 the edit screen; the ways list → detail and detail →
    // edit are edges 0 and 3.
    #expect(mermaid.contains("  class s0,s1,s2 current\n"))
    #expect(mermaid.contains("  linkStyle 0,3 stroke:#d33,stroke-width:3px\n"))
  }

  @Test func aScreenNamingAPathThatIsNotACaseIsReported() {
    withKnownIssue {
      let identity: PartialCaseKeyPath<Path.State> = \.self
      _ = NavigationGraph.Screen.screen(identity)
    } matching: { issue in
      issue.description.contains("which is not a case of \"Path.State\"")
    }
  }

  /// Runs Graphviz's `dot -Tsvg` on the source, when Graphviz is installed.
  func expectGraphvizParses(_ source: String) throws {
    // Graphviz runs as a process: on Linux and macOS only.
    #if os(Linux) || os(macOS)
      guard
        let dot = ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"]
          .first(where: FileManager.default.isExecutableFile(atPath:))
      else {
        print(
          "Graphviz is not installed (apt-get install graphviz): the DOT output was not parsed.")
        return
      }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: dot)
      process.arguments = ["-Tsvg"]
      let input = Pipe()
      let output = Pipe()
      let errors = Pipe()
      process.standardInput = input
      process.standardOutput = output
      process.standardError = errors
      try process.run()
      input.fileHandleForWriting.write(Data(source.utf8))
      try input.fileHandleForWriting.close()
      let svg = output.fileHandleForReading.readDataToEndOfFile()
      let message = String(
        decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "dot -Tsvg failed: \(message)")
      #expect(String(decoding: svg, as: UTF8.self).contains("<svg"))
    #endif
  }
}
