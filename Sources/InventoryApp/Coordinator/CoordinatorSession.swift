import Foundation
import WaypointNodes
import WaypointRouting

/// The coordinator demo as the terminal sees it: a window of WaypointNodes nodes, what the
/// terminal remembers besides navigation (``Interaction``), and the status line.
///
/// The navigation is the node graph's alone. Each screen drawn is a node shown (see
/// ``window``), and keys execute commands on the node on top: an entry's command, `.hide()` for
/// back, `.tabsSelectItem(_:)` for Tab. A command the graph refuses changes nothing, and the
/// status line says why, in the app's words (see ``CoordinatorRefusal``); the nodes a command
/// removes from the graph, which receive a `RemovalNavigationMessage`, are named there.
///
/// ```swift
/// let session = CoordinatorSession()
/// session.handle(.enter)  // logs in: the app node switches to the tabs
/// session.handle(.enter)  // pushes Widget on the Library stack
/// session.render(width: 80, height: 24)
/// ```
@MainActor
package final class CoordinatorSession {
  /// The window whose node graph the demo shows.
  package let window: WindowNavigationNode
  /// The highlighted entries, and the message of the status line until the next key.
  package private(set) var interaction = Interaction()
  /// The latest activity: the screens the last command that changed the graph took out of it
  /// (their nodes received a `RemovalNavigationMessage`) and brought into it.
  package private(set) var status: String?
  /// The command the last key executed, when the graph refused it: the graph's error, and what
  /// the status line says of it.
  package private(set) var refusal: CoordinatorRefusal?

  /// A link opened while no one is logged in: it opens once someone logs in.
  package private(set) var pendingLink: String?

  private let userService = CoordinatorDemo.UserService()
  private let itemService = CoordinatorDemo.ItemService()
  private let maker: CoordinatorDemo.PlaceMaker
  private var overlay: CoordinatorRenderer.Overlay?
  private var listened: Set<NavigationNodeID> = []
  private var removed: [String] = []

  /// Starts the demo on the login screen.
  package init() {
    let app = CoordinatorDemo.AppNode(userService: userService, itemService: itemService)
    window = WindowNavigationNode(rootNode: app)
    maker = CoordinatorDemo.PlaceMaker(itemService: itemService, userService: userService)
    userService.didChange = { [weak app] in app?.userDidChange() ?? .success(()) }
    app.userDidChange()
    listenToNewNodes()
  }

  /// Opens a link: the screens it names, each made where a person could reach it by hand, in
  /// the tab its first screen is in. The screens of that tab that the link starts with stay,
  /// with their nodes; its other screens leave the graph, and the other tab keeps its own.
  /// While no one is logged in, a link that reads is kept, and opens once someone logs in.
  ///
  /// ```swift
  /// try session.open(link: "inventory://items/1/details")  // Library: the item, its details
  /// try session.link()  // inventory://items/1/details
  /// ```
  ///
  /// - Parameter link: A link of the demo, such as `inventory://new/tool`.
  /// - Throws: A ``CoordinatorLinkError``; the screen stays as it was.
  package func open(link: String) throws(CoordinatorLinkError) {
    interaction.message = nil
    refusal = nil
    let routes: [NavigationRoute<CoordinatorDemo.Place>]
    do {
      routes = try CoordinatorDemo.links.routes(for: link)
    } catch {
      throw .notALink(error)
    }
    guard
      let tabs = (window.rootNode.state as? SwitchedNavigationNodeState)?.switchedNode
        as? CoordinatorDemo.MainTabsNode
    else {
      pendingLink = link
      interaction.message = "Log in to open \(link)."
      return
    }
    pendingLink = nil
    maker.forgetProblem()
    let previousTab = tabs.state.selectedTabNodeID
    let tab = CoordinatorDemo.tab(of: routes)
    var failure: NavigationCommandError?
    record {
      if let tab, case .failure(let error) = tabs.execute(.tabsSelectItem(tab)) {
        failure = error
        return
      }
      let shown = tabs.execute(
        .show(routes, describe: CoordinatorDemo.place(of:), make: maker.make(_:below:)))
      if case .failure(let error) = shown {
        // The tab goes back too: a link that does not open changes nothing.
        _ = tabs.execute(.tabsSelectItem(previousTab))
        failure = error
      }
    }
    if let failure {
      throw .refused(link: link, problem: maker.problem ?? failure.refusal.reason)
    }
  }

  /// The screen shown as a link, which ``open(link:)`` shows again: the screens of the
  /// selected tab, from its root; `inventory://` at a root.
  ///
  /// - Returns: The link.
  /// - Throws: A `LinkError` when a screen shown has no link.
  package func link() throws(LinkError) -> URL {
    try CoordinatorDemo.links.url(for: window.routes(CoordinatorDemo.place(of:)))
  }

  /// Opens the link kept while no one was logged in, now that someone is; a failure goes to the
  /// status line.
  private func openPendingLink() {
    // Only once the tabs are shown: until then, the key's own refusal stands.
    guard let link = pendingLink, userService.userName != nil,
      (window.rootNode.state as? SwitchedNavigationNodeState)?.switchedNode
        is CoordinatorDemo.MainTabsNode
    else { return }
    let login = status
    do {
      try open(link: link)
      // The status line says both: who entered with the login, then with the link.
      if let login, let opened = status, opened != login { status = login + " · " + opened }
    } catch {
      pendingLink = nil
      interaction.message = "Link failed: \(error)."
    }
  }

  /// The node graph, one node a line, without node IDs: what the `g` key and the script command
  /// `graph` show.
  package var graph: String {
    window.debugGraph(includingIDs: false)
  }

  /// The screens shown, bottom first, and the tab bar.
  var shown: (screens: [CoordinatorScreen], tabBar: CoordinatorTabBar?) {
    CoordinatorScreens.screens(in: window)
  }

  /// The screen on top, which takes the keys.
  var top: CoordinatorScreen? {
    shown.screens.last
  }

  /// Handles a key.
  ///
  /// - Parameter key: The key.
  /// - Returns: `false` when the key quits the app.
  @discardableResult
  package func handle(_ key: Key) -> Bool {
    interaction.message = nil
    refusal = nil
    if key == .interrupt { return false }
    if overlay != nil {
      // As the box says: any key closes it, and does nothing else.
      overlay = nil
      return true
    }
    let (screens, tabBar) = shown
    guard let top = screens.last else { return key != .character("q") }
    let screen = top.screen
    switch key {
    case .character("q"): return false
    case .character("?"): overlay = .help
    case .character("g"): overlay = .graph(graph)
    case .character("b"), .escape, .backspace:
      perform(top.back) { .alreadyAtRoot(screen: screen.title, tab: tabBar?.selectedTitle) }
    case .up, .down: move(by: key == .up ? -1 : 1, on: screen)
    // An alert's buttons stand in a row, so ← → move along them too.
    case .left where screen.presentation.hasButtonRow,
      .right where screen.presentation.hasButtonRow:
      move(by: key == .left ? -1 : 1, on: screen)
    case .tab, .right: selectTab(step: 1, tabBar: tabBar, on: top)
    case .left: selectTab(step: -1, tabBar: tabBar, on: top)
    case .enter:
      guard !top.entries.isEmpty else { break }
      perform(entry: top.entries[interaction.selection(on: screen)], on: screen)
    case .character(let character) where character.isNumber:
      if !interaction.select(character.wholeNumberValue ?? 0, on: screen) {
        interaction.message = "No entry \(character) here."
      }
    case .character(let character):
      // A bracketed letter acts on its entry at once.
      guard let index = top.entries.firstIndex(where: { $0.key == character }) else {
        interaction.message = nothing(for: key)
        break
      }
      interaction.selections[screen.id] = index
      perform(entry: top.entries[index], on: screen)
    default:
      interaction.message = nothing(for: key)
    }
    return true
  }

  private func nothing(for key: Key) -> String {
    "Nothing for \(Interaction.describe(key)) here. Press ? for help."
  }

  /// Highlights an entry of the top screen.
  ///
  /// - Parameter number: The entry's 1-based number.
  /// - Returns: Whether the entry exists.
  @discardableResult
  package func select(_ number: Int) -> Bool {
    guard let top else { return false }
    return interaction.select(number, on: top.screen)
  }

  /// Selects the tab `id` from the node on top, as the script command `tab NAME` does; the
  /// graph refuses a tab its tabs root does not have, or a node no tabs root holds.
  ///
  /// As on a phone, the tabs do not switch while a sheet or an alert covers them: the status line
  /// says so, and nothing is executed.
  ///
  /// - Parameter id: The tab's ID: `library` or `account`.
  package func selectTab(_ id: String) {
    refusal = nil
    interaction.message = nil
    guard let top else { return }
    if let covered = tabsCovered {
      interaction.message = covered
      return
    }
    select(tab: id, from: top, tabBar: shown.tabBar)
  }

  /// Why the tabs cannot be switched: the screen on top is presented over them.
  var tabsCovered: String? {
    guard let top, top.screen.presentation.isModal else { return nil }
    return "“\(top.screen.title)” is presented over the tabs; go back first."
  }

  /// Closes the help or the node graph, if shown.
  func closeOverlay() {
    overlay = nil
  }

  /// Draws the session.
  ///
  /// - Parameters:
  ///   - width: The number of columns.
  ///   - height: The number of rows.
  /// - Returns: The lines of the screen.
  package func render(width: Int, height: Int) -> [String] {
    let (screens, tabBar) = shown
    return CoordinatorRenderer(width: width, height: height).render(
      screens: screens, tabBar: tabBar, interaction: interaction, overlay: overlay,
      status: status)
  }

  private func move(by step: Int, on screen: Screen) {
    let count = max(1, screen.entries.count)
    interaction.selections[screen.id] = (interaction.selection(on: screen) + step + count) % count
  }

  /// Selects the tab after (or before) the selected one, by executing `.tabsSelectItem(_:)` on
  /// the node on top; with no tabs root shown, the first tab, which the graph refuses. Not while
  /// a presentation covers the tabs.
  private func selectTab(step: Int, tabBar: CoordinatorTabBar?, on top: CoordinatorScreen) {
    if let covered = tabsCovered {
      interaction.message = covered
      return
    }
    let ids = tabBar?.tabs.map(\.id) ?? CoordinatorDemo.tabs.map(\.id)
    guard !ids.isEmpty else { return }
    let current = tabBar.flatMap { ids.firstIndex(of: $0.selected) }
    let id = current.map { ids[($0 + step + ids.count) % ids.count] } ?? ids[0]
    select(tab: id, from: top, tabBar: tabBar)
  }

  /// Executes `.tabsSelectItem(_:)` on the node on top; the graph refuses it with no tabs root
  /// shown, or for a tab the tabs root does not have.
  private func select(tab id: String, from top: CoordinatorScreen, tabBar: CoordinatorTabBar?) {
    perform {
      top.node.execute(.tabsSelectItem(id))
    } refusal: {
      guard let tabBar else { return .noTabs(screen: top.screen.title) }
      return .noSuchTab(id, tabs: tabBar.tabs.map(\.id))
    }
  }

  /// Executes what an entry of the screen on top does.
  private func perform(entry: CoordinatorEntry, on screen: Screen) {
    perform(entry.perform) { .entry(entry.label, screen: screen.title) }
  }

  /// Executes a command; a refusal goes to the status line, in the app's words, and so do the
  /// screens the command removed from the graph.
  ///
  /// - Parameters:
  ///   - command: The command.
  ///   - refusal: What the graph refusing the command means, in the app's words.
  private func perform(
    _ command: () -> Result<Void, NavigationCommandError>,
    refusal kind: () -> CoordinatorRefusal.Kind
  ) {
    var result: Result<Void, NavigationCommandError> = .success(())
    record { result = command() }
    if case .failure(let error) = result {
      let refused = CoordinatorRefusal(kind(), error: error)
      refusal = refused
      interaction.message = refused.message
    }
    // A link kept until someone logs in opens once the login has been said.
    openPendingLink()
  }

  /// Makes a change to the graph, and says on the status line which screens it took out of
  /// the graph and brought into it.
  private func record(_ change: () -> Void) {
    removed = []
    change()
    let added = listenToNewNodes()
    var activity: [String] = []
    if !removed.isEmpty { activity.append("Left the graph: \(removed.joined(separator: ", "))") }
    if !added.isEmpty {
      activity.append(
        (activity.isEmpty ? "Entered the graph: " : "entered: ") + added.joined(separator: ", "))
    }
    if !activity.isEmpty { status = activity.joined(separator: " · ") }
  }

  /// Listens to every node of the graph not listened to yet, for its removal message: the node
  /// is named on the status line, and its highlighted entry forgotten.
  ///
  /// - Returns: The names of the screens of the nodes that were not listened to yet.
  @discardableResult
  private func listenToNewNodes() -> [String] {
    var added: [String] = []
    for node in window.subtree where !listened.contains(node.id) {
      listened.insert(node.id)
      let id = node.id
      let name = Self.name(of: node)
      if let name { added.append(name) }
      node.onMessageReceived { [weak self] message in
        guard message is RemovalNavigationMessage, let self else { return }
        listened.remove(id)
        interaction.selections["node\(id.rawValue)"] = nil
        if let name { removed.append(name) }
      }
    }
    return added
  }

  /// A node as the status line names it: its screen's title, or nothing for a container.
  private static func name(of node: any NavigationNode) -> String? {
    if let node = node as? any CoordinatorScreenNode { return node.title }
    if let alert = node as? AlertNavigationNode { return "[alert] \(alert.alert.title.string)" }
    return nil
  }
}

extension CoordinatorSession: TerminalSession {
  /// Nothing in the coordinator demo changes with time.
  package func tick() {}
}
