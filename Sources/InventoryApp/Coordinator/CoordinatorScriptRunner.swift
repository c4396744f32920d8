/// Runs `inventory --coordinator --script` without a terminal, drawing the screen after each
/// command.
///
/// A command the screen on top does not offer (`confirm` with no alert, `select 9` on a screen of
/// three entries) stops the script before it runs. A command the node graph refuses (`back` at a
/// root, `tab` with no tabs root) changes nothing: its screen is drawn, with why on the status
/// line in the app's words (a ``CoordinatorRefusal``), and then the script stops with it.
///
/// ```swift
/// let runner = CoordinatorScriptRunner(width: 80, height: 24)
/// try runner.run("login; open; graph") { print($0) }
/// ```
@MainActor
package struct CoordinatorScriptRunner {
  /// The number of columns drawn.
  package var width: Int
  /// The number of rows drawn.
  package var height: Int

  /// Creates a runner.
  ///
  /// - Parameters:
  ///   - width: The number of columns drawn.
  ///   - height: The number of rows drawn.
  package init(width: Int = 80, height: Int = 24) {
    self.width = width
    self.height = height
  }

  /// Parses and runs a script on a session: a new one unless one is given (one that
  /// `--open` opened a link in, say).
  ///
  /// - Parameters:
  ///   - script: Commands separated by `;` or new lines.
  ///   - session: The session to run it on; a new one by default.
  ///   - output: Receives each drawn screen, after a header line naming the command and the lines
  ///     the command prints (the node graph).
  /// - Returns: The session, after the last command.
  /// - Throws: ``ScriptError`` for a command that is not understood (before anything runs), that
  ///   the screen on top does not offer, or that the node graph refuses.
  @discardableResult
  package func run(
    _ script: String, on session: CoordinatorSession? = nil, output: (String) -> Void
  ) throws(ScriptError) -> CoordinatorSession {
    let steps = try CoordinatorScriptCommand.parse(script)
    let session = session ?? CoordinatorSession()
    var width = self.width
    output(frame("start", session, width: width))
    for (index, step) in steps.enumerated() {
      func fail(_ problem: String) -> ScriptError {
        ScriptError(step: index + 1, command: step.text, problem: problem)
      }
      var notes: [String] = []
      if case .width(let columns) = step.command {
        width = columns
      } else if step.command == .quit {
        output(frame(step.text, session, width: width))
        break
      } else {
        session.closeOverlay()
        do {
          try play(step.command, on: session) { notes.append($0) }
        } catch {
          throw fail(error.problem)
        }
      }
      output(frame(step.text, session, width: width, notes: notes))
      if let refusal = session.refusal { throw fail(refusal.description) }
    }
    return session
  }

  /// Why a command cannot be carried out on the screen on top.
  private struct Refusal: Error {
    var problem: String
  }

  private func play(
    _ command: CoordinatorScriptCommand, on session: CoordinatorSession,
    report: (String) -> Void
  ) throws(Refusal) {
    guard let top = session.top else { throw Refusal(problem: "no screen is shown") }
    let screen = top.screen
    switch command {
    case .key(let key): session.handle(key)
    case .select(let number):
      guard session.select(number) else {
        throw Refusal(
          problem: "“\(screen.title)” has \(screen.entries.count) entries, not \(number)")
      }
    case .open:
      guard !top.entries.isEmpty else {
        throw Refusal(problem: "“\(screen.title)” has no entries")
      }
      session.handle(.enter)
    case .back: session.handle(.character("b"))
    case .tab(let id):
      if let covered = session.tabsCovered { throw Refusal(problem: covered) }
      if let id { session.selectTab(id) } else { session.handle(.tab) }
    case .login, .logout, .sheet:
      let (word, key, label) =
        switch command {
        case .login: ("login", Character("l"), "Log in")
        case .logout: ("logout", Character("l"), "Log out")
        default: ("sheet", Character("s"), "New item")
        }
      guard top.entries.contains(where: { $0.key == key && $0.label.hasPrefix(label) }) else {
        throw Refusal(problem: "“\(word)” is not offered on “\(screen.title)”. \(offers(top))")
      }
      session.handle(.character(key))
    case .confirm:
      guard screen.presentation.hasButtonRow,
        let index = top.entries.firstIndex(where: { $0.role != .cancel })
      else {
        throw Refusal(problem: "“confirm” needs an alert; “\(screen.title)” is not one")
      }
      press(entry: index, on: session)
    case .cancel:
      guard
        let index = top.entries.firstIndex(where: { $0.role == .cancel || $0.label == "Cancel" })
      else {
        throw Refusal(
          problem: "“cancel” is not offered on “\(screen.title)”: it has no Cancel. \(offers(top))")
      }
      press(entry: index, on: session)
    case .graph: report("Node graph:\n\(session.graph)")
    case .link(let link):
      do {
        try session.open(link: link)
      } catch {
        // Not a refusal: the screen stays as it was, and the script goes on.
        report("Link failed: \(error)")
      }
    case .url:
      do {
        report("URL: \(try session.link().absoluteString)")
      } catch {
        report("URL: none (\(error))")
      }
    case .help: session.handle(.character("?"))
    case .width, .quit:
      preconditionFailure("The runner resizes and quits before a command is played.")
    }
  }

  /// Highlights an entry and presses Enter, as a person would.
  private func press(entry index: Int, on session: CoordinatorSession) {
    session.select(index + 1)
    session.handle(.enter)
  }

  private func offers(_ top: CoordinatorScreen) -> String {
    var offered: [String] = []
    if !top.entries.isEmpty { offered += ["select 1-\(top.entries.count)", "open"] }
    for entry in top.entries {
      switch (entry.key, entry.label) {
      case ("l", let label) where label.hasPrefix("Log in"): offered.append("login")
      case ("l", let label) where label.hasPrefix("Log out"): offered.append("logout")
      case ("s", let label) where label.hasPrefix("New item"): offered.append("sheet")
      case (_, "Cancel"): offered.append("cancel")
      default: break
      }
    }
    if top.screen.presentation.hasButtonRow { offered.append("confirm") }
    offered += ["back", "tab [NAME]", "link URL", "url", "graph"]
    return "It offers: \(offered.joined(separator: ", "))."
  }

  private func frame(
    _ title: String, _ session: CoordinatorSession, width: Int, notes: [String] = []
  ) -> String {
    let header = "── \(title) "
    let rule = header + String(repeating: "─", count: max(0, width - DisplayWidth.of(header)))
    return ([rule] + notes + session.render(width: width, height: height)).joined(separator: "\n")
  }
}
