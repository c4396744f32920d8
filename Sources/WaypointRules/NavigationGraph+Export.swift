import Foundation
import Waypoint

extension NavigationGraph {
  /// The graph in Graphviz's DOT language, for `dot -Tsvg` or `dot -Tpng`.
  ///
  /// Screens of one enum are drawn in a box named after it; pushes are solid arrows,
  /// presentations dashed, tabs and parts bold. With a state, the screens it shows and the ways between them are
  /// drawn in red.
  ///
  /// ```swift
  /// try graph.dot(highlighting: store.state).write(to: url, atomically: true, encoding: .utf8)
  /// // $ dot -Tsvg navigation.dot -o navigation.svg
  /// ```
  ///
  /// - Parameter state: The state whose current path to highlight.
  /// - Returns: The DOT source.
  public func dot<State: ObservableState>(highlighting state: State) -> String {
    dot(highlighting: NavigationTree(state))
  }

  /// The graph with the current path of a navigation tree highlighted, as
  /// ``dot(highlighting:)-(State)`` draws it for a state; with no tree, nothing is highlighted.
  ///
  /// - Parameter tree: The tree whose steps to highlight, or `nil`.
  /// - Returns: The DOT source.
  public func dot(highlighting tree: NavigationTree? = nil) -> String {
    dot(highlights: highlights(tree))
  }

  /// The DOT source, with `highlights` drawn in red.
  func dot(highlights: (screens: Set<Screen>, edges: Set<Edge>)) -> String {
    let (current, currentEdges) = highlights
    func quoted(_ text: String) -> String {
      "\""
        + text.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
    func node(_ screen: Screen) -> String {
      var attributes = ["label=\(quoted(screen.name))", "tooltip=\(quoted(screen.id))"]
      if current.contains(screen) { attributes += ["color=red", "fontcolor=red", "penwidth=2"] }
      return "\(quoted(screen.id)) [\(attributes.joined(separator: ", "))];"
    }
    var lines = [
      "digraph \(quoted(title)) {",
      "  rankdir=LR;",
      "  graph [fontname=\"Helvetica\"];",
      "  node [shape=box, style=rounded, fontname=\"Helvetica\"];",
      "  edge [fontname=\"Helvetica\", fontsize=10];",
    ]
    for (offset, (group, screens)) in groups().enumerated() {
      guard let group else {
        lines += screens.map { "  " + node($0) }
        continue
      }
      lines.append("  subgraph \(quoted("cluster_\(offset)")) {")
      lines.append("    label=\(quoted(group));")
      lines.append("    style=dashed;")
      lines += screens.map { "    " + node($0) }
      lines.append("  }")
    }
    for edge in edges {
      var attributes = ["label=\(quoted(edge.kind.description))"]
      if edge.kind == .tab || edge.kind == .contains {
        attributes.append("style=bold")
      } else if edge.kind.isPresentation {
        attributes.append("style=dashed")
      }
      if currentEdges.contains(edge) { attributes += ["color=red", "fontcolor=red", "penwidth=2"] }
      lines.append(
        "  \(quoted(edge.from.id)) -> \(quoted(edge.to.id)) [\(attributes.joined(separator: ", "))];"
      )
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The graph as a Mermaid flowchart, which GitHub and DocC-rendered Markdown can show.
  ///
  /// Screens of one enum are drawn in a subgraph named after it; pushes are solid arrows,
  /// presentations dotted, tabs and parts thick. With a state, the screens it shows and the ways between them are
  /// styled as `current`.
  ///
  /// - Parameter state: The state whose current path to highlight.
  /// - Returns: The Mermaid source.
  public func mermaid<State: ObservableState>(highlighting state: State) -> String {
    mermaid(highlighting: NavigationTree(state))
  }

  /// The graph with the current path of a navigation tree highlighted, as
  /// ``mermaid(highlighting:)-(State)`` draws it for a state; with no tree, nothing is highlighted.
  ///
  /// - Parameter tree: The tree whose steps to highlight, or `nil`.
  /// - Returns: The Mermaid source.
  public func mermaid(highlighting tree: NavigationTree? = nil) -> String {
    mermaid(highlights: highlights(tree))
  }

  /// The Mermaid source, with `highlights` styled as `current`.
  func mermaid(highlights: (screens: Set<Screen>, edges: Set<Edge>)) -> String {
    let (current, currentEdges) = highlights
    var ids: [Screen: String] = [:]
    for (offset, screen) in screens.enumerated() { ids[screen] = "s\(offset)" }
    func label(_ text: String) -> String {
      "\"" + text.replacingOccurrences(of: "\"", with: "#quot;") + "\""
    }
    var lines = ["flowchart LR"]
    for (offset, (group, screens)) in groups().enumerated() {
      let nodes = screens.map { "\(ids[$0]!)[\(label($0.name))]" }
      guard let group else {
        lines += nodes.map { "  " + $0 }
        continue
      }
      lines.append("  subgraph g\(offset)[\(label(group))]")
      lines += nodes.map { "    " + $0 }
      lines.append("  end")
    }
    var highlighted: [Int] = []
    for (offset, edge) in edges.enumerated() {
      let arrow =
        if edge.kind == .tab || edge.kind == .contains {
          "==>"
        } else if edge.kind.isPresentation {
          "-.->"
        } else {
          "-->"
        }
      lines.append("  \(ids[edge.from]!) \(arrow)|\(edge.kind)| \(ids[edge.to]!)")
      if currentEdges.contains(edge) { highlighted.append(offset) }
    }
    if !current.isEmpty {
      lines.append("  classDef current stroke:#d33,stroke-width:3px,color:#d33")
      let members = screens.filter(current.contains).map { ids[$0]! }
      lines.append("  class \(members.joined(separator: ",")) current")
    }
    if !highlighted.isEmpty {
      let list = highlighted.map(String.init).joined(separator: ",")
      lines.append("  linkStyle \(list) stroke:#d33,stroke-width:3px")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
