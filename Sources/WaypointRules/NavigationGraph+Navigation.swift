import Waypoint

extension NavigationGraph.Screen {
  /// A screen known by its name alone, as a `Navigation` names it: a destination case
  /// (`detail`), or a node of the coordinator layer (`trail` for `TrailNode`).
  ///
  /// - Parameter name: The screen's name.
  /// - Returns: The screen.
  public static func named(_ name: String) -> Self {
    Self(id: name, name: name, group: nil)
  }

  /// Where every navigation starts: the root, which `Navigation` leaves implicit. Its ID is
  /// its own, so that a screen named `root` is another.
  public static let root = Self(id: "(root)", name: "root", group: nil)
}

extension NavigationGraph {
  /// The screens and ways that some navigations take: what a graph of nodes (WaypointNodes),
  /// whose screens no state type declares, has shown.
  ///
  /// Each navigation's screens are named as `Navigation` names them, and joined by the ways it
  /// takes: from the root to the first screen it pushes, from each screen to the one above it,
  /// and from the top of each level to the next level's first screen, in that level's style.
  ///
  /// ```swift
  /// var graph = NavigationGraph("Birding", navigations: [Navigation(window)])
  /// // … as the user goes on:
  /// graph.add(Navigation(window))
  /// print(graph.dot(highlighting: Navigation(window)))
  /// ```
  ///
  /// - Parameters:
  ///   - title: The graph's title.
  ///   - navigations: The navigations whose screens and ways to draw.
  public init(_ title: String = "Navigation", navigations: [Navigation]) {
    self.init(title)
    for navigation in navigations { add(navigation) }
  }

  /// Adds the screens and ways a navigation takes.
  ///
  /// - Parameter navigation: Where the user is: a store's (`Navigation(state)`) or a graph of
  ///   nodes' (`Navigation(window)`).
  public mutating func add(_ navigation: Navigation) {
    add(Screen.root)
    for step in Self.steps(of: navigation) {
      addEdge(from: step.from, to: step.to, kind: step.kind)
    }
  }

  /// The graph in DOT, with the screens and ways `navigation` takes drawn in red: the steps of
  /// its tree (``NavigationTree/init(_:)-(Navigation)``).
  ///
  /// - Parameter navigation: Where the user is.
  /// - Returns: The DOT source.
  public func dot(highlighting navigation: Navigation) -> String {
    dot(highlighting: NavigationTree(navigation))
  }

  /// The graph as a Mermaid flowchart, with the screens and ways `navigation` takes styled as
  /// `current`.
  ///
  /// - Parameter navigation: Where the user is.
  /// - Returns: The Mermaid source.
  public func mermaid(highlighting navigation: Navigation) -> String {
    mermaid(highlighting: NavigationTree(navigation))
  }

  /// The ways a navigation takes, bottom first: each level's first screen from the top of the
  /// level below it (the root, below level 0), in the level's style, and each screen above it
  /// from the one it is pushed on.
  static func steps(
    of navigation: Navigation
  ) -> [(from: Screen, to: Screen, kind: Edge.Kind)] {
    var steps: [(from: Screen, to: Screen, kind: Edge.Kind)] = []
    var below = Screen.root
    for level in navigation.levels {
      for (position, screen) in level.screens.enumerated() {
        let named = Screen.named(screen.name)
        steps.append((below, named, .shown(position == 0 ? level.style : .push)))
        below = named
      }
    }
    return steps
  }
}
