import InventoryApp
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
