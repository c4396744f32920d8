import InventoryApp
import TestSupport
import Testing

/// The coordinator session in process: keys in, screens out.
@MainActor
@Suite struct CoordinatorSessionTests {
  /// A session after `keys`, with a name for messages.
  func session(after keys: [Key]) -> CoordinatorSession {
    let session = CoordinatorSession()
    for key in keys { session.handle(key) }
    return session
  }

  /// The keys that reach each kind of screen the demo shows.
  static let everyKindOfScreen: [(name: String, keys: [Key])] = [
    ("login", []),
    ("list", [.enter]),
    ("item", [.enter, .enter]),
    ("details", [.enter, .enter, .character("d")]),
    ("sheet", [.enter, .character("s")]),
    ("pushed in the sheet", [.enter, .character("s"), .enter]),
    ("account", [.enter, .tab]),
    ("profile", [.enter, .tab, .character("p")]),
    ("alert", [.enter, .tab, .character("l")]),
    ("help", [.enter, .character("?")]),
    ("graph", [.enter, .enter, .character("g")]),
  ]

  @Test(arguments: [(32, 10), (40, 12), (80, 24), (120, 40)])
  func everyScreenFitsTheTerminal(width: Int, height: Int) {
    for (name, keys) in Self.everyKindOfScreen {
      let lines = session(after: keys).render(width: width, height: height)
      #expect(lines.count == height, "\(name) at \(width)×\(height)")
      #expect(
        lines.allSatisfy { $0.count <= width },
        "\(name) at \(width)×\(height):\n\(lines.joined(separator: "\n"))")
    }
  }

  @Test func theOverlaysSayHowToCloseThemAtTheSmallestSize() {
    let minimum = Renderer.minimumSize
    let help = session(after: [.character("?")]).render(
      width: minimum.width, height: minimum.height)
    #expect(help.contains { $0.contains("Any key closes this help.") })
    let graph = session(after: [.enter, .enter, .character("g")]).render(
      width: minimum.width, height: minimum.height)
    #expect(graph.contains { $0.contains("Any key closes the graph.") })
  }

  @Test func anyKeyClosesAnOverlayAndDoesNothingElse() {
    let session = session(after: [.enter, .character("g")])
    #expect(session.render(width: 80, height: 24).contains { $0.contains("╭─ Node graph ─") })
    #expect(session.handle(.character("q")))
    let lines = session.render(width: 80, height: 24)
    #expect(!lines.contains { $0.contains("Node graph") })
    #expect(lines[0] == "Library")
  }

  @Test func tabAtTheLoginScreenIsRefusedByTheGraphInTheAppsWords() throws {
    let session = CoordinatorSession()
    session.handle(.tab)
    let refusal = try #require(session.refusal)
    #expect(refusal.kind == .noTabs(screen: "Log in"))
    #expect(refusal.error.command == "tabsSelectItem")
    #expect(refusal.error.refusal.reason.hasPrefix("no tabs root holds LoginNode#"))
    #expect(session.interaction.message == "“Log in” shows no tabs; log in first.")
    #expect(refusal.description == "“Log in” shows no tabs; log in first")
    // The next key clears it.
    session.handle(.down)
    #expect(session.refusal == nil)
    #expect(session.interaction.message == nil)
  }

  @Test func backAtARootIsRefusedAsTheInventoryAppSaysIt() throws {
    let session = session(after: [.enter, .tab, .character("b")])
    let refusal = try #require(session.refusal)
    #expect(refusal.kind == .alreadyAtRoot(screen: "Account", tab: "Account"))
    #expect(refusal.error.command == "hide")
    #expect(session.interaction.message == "Already at the top of Account.")
    #expect(refusal.description == "already at the root of “Account”")
    #expect(session.render(width: 80, height: 24)[22] == " Already at the top of Account.")
  }

  @Test func theTabsDoNotSwitchUnderASheetOrAnAlert() {
    let sheet = session(after: [.enter, .character("s"), .tab])
    #expect(sheet.interaction.message == "“New item” is presented over the tabs; go back first.")
    #expect(sheet.render(width: 80, height: 24)[0] == "Library › [sheet] New item")
    #expect(sheet.refusal == nil)
    let alert = session(after: [.enter, .tab, .character("l")])
    alert.selectTab("library")
    #expect(alert.interaction.message == "“Log out?” is presented over the tabs; go back first.")
    #expect(alert.render(width: 80, height: 24)[0] == "Account › [alert] Log out?")
  }

  @Test func theNodesThatLeaveTheGraphAreNamedOnTheStatusLine() {
    let session = session(after: [.enter, .enter, .character("d"), .character("t")])
    #expect(session.status == "Left the graph: Details, Widget")
    #expect(
      session.graph.hasSuffix(
        "└─ tab account: StackRootNavigationNode\n         └─ stack 0: AccountNode"))
    #expect(!session.graph.contains("ItemNode"))
  }

  @Test func aKeyNoEntryTakesSaysSo() {
    let session = session(after: [.enter, .character("z")])
    #expect(session.interaction.message == "Nothing for “z” here. Press ? for help.")
    session.handle(.character("9"))
    #expect(session.interaction.message == "No entry 9 here.")
  }
}

/// The coordinator demo's links: read by `RouteLinks`, shown by the node graph's `show`
/// command, printed from the graph's routes.
@MainActor
@Suite struct CoordinatorLinkTests {
  /// A logged-in session.
  func session() -> CoordinatorSession {
    let session = CoordinatorSession()
    session.handle(.enter)
    return session
  }

  func top(_ session: CoordinatorSession) -> String {
    session.render(width: 80, height: 24)[0]
  }

  @Test(arguments: [
    ("inventory://items/2", "Library › Gizmo"),
    ("inventory://items/1/details", "Library › Widget › Details"),
    ("inventory://items/1/items/3/items/2", "Library › Widget › Doohickey › Gizmo"),
    ("inventory://new", "Library › [sheet] New item"),
    ("inventory://new/fastener", "Library › [sheet] New item › Fastener"),
    ("inventory://items/5/new", nil),
    ("inventory://profile", "Account › Profile"),
  ])
  func everyScreenHasALinkThatOpensItAndPrintsBack(link: String, breadcrumb: String?) throws {
    let session = session()
    guard let breadcrumb else {
      #expect(throws: CoordinatorLinkError.self) { try session.open(link: link) }
      return
    }
    try session.open(link: link)
    #expect(top(session) == breadcrumb)
    #expect(try session.link().absoluteString == link)
  }

  @Test func aLinkKeepsTheScreensItStartsWith() throws {
    let session = session()
    try session.open(link: "inventory://items/1/items/2/details")
    try session.open(link: "inventory://items/1/items/3")
    #expect(top(session) == "Library › Widget › Doohickey")
    // Widget stayed: only Gizmo and its details left the graph, the top first.
    #expect(
      session.render(width: 80, height: 24)[22].contains(
        "Left the graph: Details, Gizmo · entered: Doohickey"))
  }

  @Test func aLinkThatDoesNotOpenChangesNothingAndSaysWhy() throws {
    let session = session()
    try session.open(link: "inventory://items/2")
    let before = session.graph
    for (link, problem) in [
      ("inventory://items/9", "there is no item 9 in the library"),
      ("inventory://items/1/items/4", "item 4 is not related to item 1"),
      ("inventory://details", "details open over an item"),
      ("inventory://items/1/new", "New item opens over the Library list"),
      ("inventory://profile/items/1", "an item opens on the list or over a related item"),
      ("inventory://tool", "a kind is chosen in the New item sheet"),
    ] {
      let error = #expect(throws: CoordinatorLinkError.self) { try session.open(link: link) }
      #expect(error == .refused(link: link, problem: problem))
      #expect(session.graph == before, "\(link)")
    }
    let notALink = #expect(throws: CoordinatorLinkError.self) {
      try session.open(link: "inventory://items/1/bogus")
    }
    #expect("\(notALink!)".hasPrefix("inventory://items/1/bogus: path segment 3 is \"bogus\""))
    #expect(session.graph == before)
  }

  @Test func aLinkOpenedSignedOutWaitsForTheLogin() throws {
    let session = CoordinatorSession()
    try session.open(link: "inventory://profile")
    #expect(session.pendingLink == "inventory://profile")
    #expect(top(session) == "Log in")
    session.handle(.enter)
    #expect(session.pendingLink == nil)
    #expect(top(session) == "Account › Profile")
    // The status line says what the login changed, then what the link did.
    #expect(
      session.render(width: 80, height: 24)[22].hasPrefix(
        " ● Left the graph: Log in · entered: Library, Account · Entered the graph: Pro"))
    // One that cannot open after all says so, and leaves the tabs as logging in shows them.
    let other = CoordinatorSession()
    try other.open(link: "inventory://items/99")
    other.handle(.enter)
    #expect(top(other) == "Library")
    #expect(
      other.render(width: 80, height: 24).contains {
        $0.contains("Link failed: inventory://items/99: there is no item 9")
      })
  }

  /// Any text: a link that opens prints back to one that shows the same screens; one that does
  /// not changes nothing.
  @Test func arbitraryLinksNeverTrapAndFailuresChangeNothing() throws {
    var random = SplitMix64(seed: 37)
    let words = ["items", "1", "2", "3", "4", "details", "new", "tool", "gadget", "profile", "x"]
    let session = session()
    for _ in 0..<400 {
      // A loop, not a closure: the generator is a local the closure would have to share.
      var path: [String] = []
      for _ in 0..<Int.random(in: 0...5, using: &random) {
        path.append(words[Int.random(in: 0..<words.count, using: &random)])
      }
      let link = "inventory://" + path.joined(separator: "/")
      let before = session.graph
      do {
        try session.open(link: link)
        let printed = try session.link()
        let shown = session.graph
        try session.open(link: printed.absoluteString)
        #expect(session.graph == shown, "\(link)")
      } catch {
        #expect(session.graph == before, "\(link)")
      }
    }
  }
}
