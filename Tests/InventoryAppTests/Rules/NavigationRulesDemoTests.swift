// Runs the demo as a process (and tmux): on Linux and macOS only.
#if os(Linux) || os(macOS)

  import Foundation
  import InventoryApp
  import Testing
  import Waypoint
  import WaypointRouting
  import WaypointRules

  /// The demo's navigation rules: the movies stack's order and depth, for pushes, links and state
  /// files; the graph and the tree.
  @MainActor
  @Suite struct NavigationRulesDemoTests {
    /// The movies link of `count` screens: movie → cast → person → filmography → movie …
    func moviesLink(screens count: Int) -> String {
      let catalog = MovieCatalog.standard
      let movie = catalog.movies[0]
      let person = catalog.cast(of: movie)[0]
      let cycle = [
        "movie/\(movie.id)", "cast/\(movie.id)", "person/\(person.id)", "filmography/\(person.id)",
      ]
      return "inventory://movies/" + (0..<count).map { cycle[$0 % 4] }.joined(separator: "/")
    }

    @Test func aMoviesLinkDeeperThanTheRulesAllowIsRefused() throws {
      var state = AppFeature.State()
      try state.open(link: moviesLink(screens: 12))
      #expect(state.movies.path.count == 12)
      let before = state
      #expect(
        throws: LinkError(
          link: moviesLink(screens: 13),
          reason: .navigationRules(
            position: 12, reason: "the Movies stack holds at most 12 screens"))
      ) {
        try state.open(link: moviesLink(screens: 13))
      }
      #expect(state == before)
      #expect(
        "\(LinkError(link: "x", reason: .navigationRules(position: 12, reason: "r")))"
          == "x: screen 13 of the stack it opens breaks the navigation rules: r")
    }

    @Test func aPushPastTheDepthLimitIsNotMadeAndTheStatusLineSaysWhy() async throws {
      let runner = ScriptRunner(width: 80, height: 24)
      var frames: [String] = []
      var start = AppFeature.State()
      try start.open(link: moviesLink(screens: 12))
      let state = try await runner.run("select 1; open", from: start) { frames.append($0) }
      #expect(state.movies.path.count == 12)
      #expect(
        frames.last?.contains("\n ● Not opened: the Movies stack holds at most 12 screens.\n")
          == true)
    }

    @Test func aPushPastTheItemsDepthLimitIsNotMadeAndTheStatusLineSaysWhy() throws {
      let script = "open" + String(repeating: "; select 3; open", count: 25)
      let result = try InventoryExecutable.run(["--script", script])
      #expect(result.status == 0)
      // Refused by the feature before the stack's rules are broken: no issue is reported.
      #expect(result.stderr.isEmpty)
      let opens = result.stdout.components(separatedBy: "── open ").dropFirst()
      #expect(opens.count == 26)
      #expect(!opens.dropLast().contains { $0.contains("Not opened") })
      #expect(
        opens.last?.contains("\n ● Not opened: the items' stack holds at most 25 screens.\n")
          == true)
      #expect(!result.stdout.contains("breaks"))
    }

    @Test func aStateFileThatBreaksTheRulesKeepsItsValidPartWithANotice() throws {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("rules-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      var state = AppFeature.State()
      try state.open(link: moviesLink(screens: 4))
      // A cast over a cast: what no person can reach, written by hand or an older version.
      state.movies.path.append(state.movies.path[1])
      let path = folder.appendingPathComponent("state.json").path
      try StateFile.coder.encode(state).write(to: URL(fileURLWithPath: path))
      let restored = try #require(try StateFile(path: path).load())
      #expect(restored.state.movies.path.count == 4)
      let notice = try #require(restored.notice)
      #expect(
        notice.contains(
          "“state.movies.path”: left out stack element 4: “cast” breaks .allow(\\.cast, after: "
            + "\\.movie): it stands above “filmography”"))
      #expect(notice.contains("with a report beside it"))
    }

    @Test func theTreeCommandPrintsTheNavigationTree() async throws {
      var output: [String] = []
      _ = try await ScriptRunner(width: 80, height: 24).run(
        "open; edit; tree", from: AppFeature.State()
      ) { output.append($0) }
      let tree = """
        Navigation tree:
        AppFeature.State
          inventory
            path: stack of 1
              #N detail
                destination: edit
          movies
            path: stack of 0
        """
      // The element's ID depends on the IDs drawn before, by other tests too.
      let shown = output.map {
        $0.replacingOccurrences(of: #"#\d+ "#, with: "#N ", options: .regularExpression)
      }
      #expect(shown.contains { $0.contains(tree) }, "\(output.last ?? "")")
    }

    @Test func theGraphHasEveryScreenAndHighlightsTheStateShown() throws {
      var state = AppFeature.State()
      try state.open(link: "inventory://items/1/edit")
      let dot = AppFeature.navigationGraph.dot(highlighting: state)
      for name in MoviesFeature.Path.State.caseNames {
        #expect(dot.contains("\"MoviesFeature.Path.State.\(name)\" [label=\"\(name)\""))
      }
      #expect(dot.contains("\"ItemDetailFeature.Destination.State.edit\" [label=\"edit\""))
      #expect(
        dot.contains(
          "\"InventoryFeature.Path.State.detail\" -> \"ItemDetailFeature.Destination.State.edit\" "
            + "[label=\"sheet\", style=dashed, color=red, fontcolor=red, penwidth=2];"))
      // Every presentation the app draws says how it is shown.
      #expect(!dot.contains("label=\"present\""))
      #expect(
        dot.contains(
          "\"InventoryFeature.Path.State.detail\" -> "
            + "\"ItemDetailFeature.Destination.State.confirmDelete\" "
            + "[label=\"confirmation dialog\", style=dashed];"))
      #expect(
        dot.contains(
          "\"AppFeature.State\" -> \"SettingsFeature.State\" "
            + "[label=\"full-screen cover\", style=dashed];"))
      #expect(
        dot.contains(
          "\"MoviesFeature.Path.State.filmography\" -> \"MoviesFeature.Path.State.movie\" "
            + "[label=\"push\"];"))
      // The cast follows only a movie.
      #expect(
        !dot.contains("\"MoviesFeature.Path.State.person\" -> \"MoviesFeature.Path.State.cast\""))
    }

    /// The graph is drawn from the app's types: whatever a link opens, each step the state takes
    /// is one of its ways, so highlighting never misses a part of the path.
    @Test func everyStepALinkOpensIsAWayOfTheGraph() throws {
      let ways = Set(AppFeature.navigationGraph.edges.map { [$0.from, $0.to] })
      for link in [
        "inventory://items/2/3/1/edit?name=Gizmo%202&kind=tool&quantity=5&focus=name",
        "inventory://items/add/alert?kind=fastener", "inventory://items/4/5/delete",
        "inventory://items/6/settings?refresh=5", "inventory://items/1/edit/alert?name=",
        "inventory://movies/movie/1/cast/1/person/2/filmography/2/movie/3/cast/3",
      ] {
        let tree = NavigationTree(try opened(link))
        #expect(tree.steps.count >= 2, "\(link)")
        for step in tree.steps {
          #expect(ways.contains([step.from, step.to]), "\(link): \(step.from) → \(step.to)")
        }
      }
    }

    @Test func theCommandPrintsTheGraphAndRefusesAnUnknownFormat() throws {
      let dot = try InventoryExecutable.run(["--graph", "dot", "--open", "inventory://items/1"])
      #expect(dot.status == 0, "\(dot.stderr)")
      #expect(dot.stdout.hasPrefix("digraph \"Inventory\" {"))
      #expect(dot.stdout.contains("color=red"))
      #expect(
        dot.stdout
          == AppFeature.navigationGraph.dot(highlighting: try opened("inventory://items/1")))
      let mermaid = try InventoryExecutable.run(["--graph", "mermaid"])
      #expect(mermaid.status == 0)
      #expect(
        mermaid.stdout == AppFeature.navigationGraph.mermaid(highlighting: AppFeature.State()))
      let unknown = try InventoryExecutable.run(["--graph", "svg"])
      #expect(unknown.status == 64)
      #expect(unknown.stdout.isEmpty)
      #expect(unknown.stderr.contains("'svg' is invalid for '--graph <format>'"))
      #expect(unknown.stderr.contains("'dot' and 'mermaid'"))
      let withScript = try InventoryExecutable.run(["--graph", "dot", "--script", "open"])
      #expect(withScript.status == 64)
      #expect(withScript.stderr.contains("it does not run a --script"))
    }

    func opened(_ link: String) throws -> AppFeature.State {
      var state = AppFeature.State()
      try state.open(link: link)
      return state
    }
  }

#endif
