import Waypoint
import WaypointRules

/// Carries out one script command on a session, checking first that the screen shown offers it.
@MainActor
struct ScriptPlayer {
  let session: Session
  let clock: TestClock<Duration>
  /// Receives the lines a command prints besides the screen: a link, or why one failed.
  let report: (String) -> Void

  /// Why a command cannot be carried out.
  struct Refusal: Error {
    var problem: String
  }

  /// Plays a command; returns `false` when it quits.
  func play(_ command: ScriptCommand) async throws(Refusal) -> Bool {
    guard let top = session.screens.last else { return false }
    if top.textField != nil, !command.worksWhileTyping {
      session.handle(.enter)
      return try await play(command)
    }
    switch command {
    case .key(let key): session.handle(key)
    case .select(let number):
      guard session.select(number) else {
        throw Refusal(problem: "“\(top.title)” has \(top.entries.count) entries, not \(number)")
      }
    case .open:
      guard !top.entries.isEmpty else { throw Refusal(problem: "“\(top.title)” has no entries") }
      session.handle(.enter)
    case .back:
      guard top.back != nil else { throw Refusal(problem: "already at the root of “\(top.title)”") }
      session.handle(.character("b"))
    case .shortcut(let shortcut):
      guard top.entries.contains(where: shortcut.matches) else {
        throw Refusal(
          problem: "“\(shortcut.name)” is not offered on “\(top.title)”. \(offers(top))")
      }
      session.handle(.character(shortcut.key))
    case .settings, .tab:
      try switchTab(command, top: top)
    case .name(let text):
      if top.textField == nil { try focusName(on: top) }
      session.handle(.clearLine)
      for character in text { session.handle(.character(character)) }
      session.handle(.enter)
    case .type(let text):
      guard top.textField != nil else { throw notTyping }
      for character in text { session.handle(.character(character)) }
    case .clear:
      guard top.textField != nil else { throw notTyping }
      session.handle(.clearLine)
    case .link(let link):
      let before = session.store.state
      do {
        try session.open(link: link)
        reportSteps(from: before, to: session.store.state)
      } catch {
        // Not a refusal: the screen stays as it was, and the script goes on.
        report("Link failed: \(error)")
      }
    case .url:
      do {
        report("URL: \(try session.store.state.link().absoluteString)")
      } catch {
        report("URL: none (\(error))")
      }
    case .tree:
      report("Navigation tree:\n\(NavigationTree(session.store.state))")
    case .width:
      preconditionFailure("The script runner resizes the terminal before a command is played.")
    case .wait(let duration):
      await advance(by: duration)
    case .help: session.handle(.character("?"))
    case .quit: return false
    }
    return true
  }

  /// Says how SwiftUI would show the change a link made, when it takes more than one step:
  /// the screens after each step ``TransitionPlanner`` plans. The terminal shows the change at
  /// once; the example SwiftUI app shows these steps, animated.
  private func reportSteps(from before: AppFeature.State, to after: AppFeature.State) {
    guard let steps = try? TransitionPlanner.states(from: before, to: after), steps.count > 1
    else { return }
    let trails = steps.map { state in
      let crumbs = AppScreens.screens(for: state).map(\.breadcrumb)
      return crumbs.joined(separator: " › ")
    }
    report("SwiftUI steps: " + trails.joined(separator: "  →  "))
  }

  private var notTyping: Refusal {
    Refusal(problem: "no text field is being edited; use “name TEXT” on a form")
  }

  private func focusName(on top: Screen) throws(Refusal) {
    guard top.entries.contains(where: { $0.key == "n" && $0.label.hasPrefix("Name") }) else {
      throw Refusal(problem: "“\(top.title)” has no name field. \(offers(top))")
    }
    session.handle(.character("n"))
  }

  private func switchTab(_ command: ScriptCommand, top: Screen) throws(Refusal) {
    guard !top.presentation.isModal else {
      throw Refusal(problem: "“\(top.title)” is presented over the tabs; go back first")
    }
    switch command {
    case .settings: session.handle(.character("s"))
    case .tab(nil): session.handle(.tab)
    case .tab(let tab?):
      // The tab's key: pressed on the tab shown, it takes the tab back to its root.
      session.handle(.character(tab.key))
    default: break
    }
  }

  private func advance(by duration: Duration) async {
    var remaining = duration
    let step = Duration.milliseconds(100)
    while remaining > .zero {
      let slice = min(step, remaining)
      await clock.advance(by: slice)
      remaining -= slice
      await session.settle(quietRounds: 3)
    }
  }

  private func offers(_ screen: Screen) -> String {
    let names = screen.entries.compactMap { entry in
      ScriptCommand.shortcuts.first { $0.matches(entry) }?.name
    }
    var offered = ["select 1-\(screen.entries.count)", "open"] + names
    if screen.entries.contains(where: { $0.key == "n" && $0.label.hasPrefix("Name") }) {
      offered.append("name TEXT")
    }
    if screen.back != nil { offered.append("back") }
    return "It offers: \(offered.joined(separator: ", "))."
  }
}

extension ScriptCommand {
  /// Whether the command applies to a text field being edited, rather than ending the editing.
  var worksWhileTyping: Bool {
    switch self {
    case .type, .clear, .name, .wait, .quit, .open, .url, .tree, .link: true
    default: false
    }
  }
}
