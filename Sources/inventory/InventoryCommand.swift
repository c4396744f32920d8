import ArgumentParser
import Foundation
import InventoryApp

/// `inventory`: the Waypoint demo app in a terminal.
@main
struct InventoryCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "inventory",
    abstract: "A terminal app whose whole navigation is Waypoint state.",
    discussion: """
      Two tabs, each with its own navigation stack: Inventory (items → item \
      detail → related items …, with an edit sheet, a validation alert, an \
      add-item sheet and a delete confirmation dialog) and Movies (movie → \
      cast → actor → filmography → movie …). Settings open as a full-screen \
      cover over the tabs. The header shows the navigation as breadcrumbs.

      KEYS
        ↑ ↓ or 1-9   choose an entry
        Enter        act on it
        [x]          a bracketed letter acts at once (e edit, d delete,
                     a add, s save …); while typing a name, letters type
                     and Enter or Esc ends the typing
        b or Esc     back: pop, or dismiss the topmost presentation
        i m          a tab; pressed on the tab shown, back to its root
        Tab ← →      switch tabs
        s            settings
        u            show the screen's link, whole (↑ ↓ scroll a long one)
        ?            help (any key closes it)
        q, Ctrl-C    quit (the terminal is restored)

      The smallest screen drawn is 32×10 and the largest 1000×1000; a \
      larger terminal is drawn in its top left corner. Text is measured as \
      the terminal draws it (CJK characters and emoji take two columns), and a \
      control character in a name, a link or a script is shown as "�", \
      never sent to the terminal.

      SCRIPT MODE
      --script runs commands separated by ";" without a terminal and \
      prints the screen after each one. Time is simulated: only "wait" \
      moves the clock, so the output is the same on every run. Commands:
        select N, open, back, up, down, left, right, tab [inventory|movies],
        settings, add, edit, delete, save, cancel, kind, more, less, cast,
        filmography, top, refresh, done, name TEXT, type TEXT, clear,
        link URL, url, tree, width N, wait SECONDS (0 to 3600), help, quit
      "tree" prints the navigation tree: every stack with its screens, and \
      what each screen presents. "width N" (32 to 1000) resizes the \
      simulated terminal, as dragging a window's edge does.
      A command the screen does not offer stops the script with an error.
      Example: inventory --script "select 2; open; edit; name Gizmo 2; save"

      SPLIT VIEW
      From 120 columns the Inventory tab shows as a split view: the \
      kinds as a sidebar, the items of the open item's kind (• marks the \
      open one), and the top screen of the detail stack; before an item is \
      open, the list and "Choose an item." The keys act on the same screen \
      as in the single stack (▸ marks it). Narrower, it collapses to the \
      single stack; wider again, the columns come back, from the same \
      state. The Movies tab and the settings stay whole.

      LINKS
      Every screen has a link under the scheme inventory:. --open URL \
      starts the app there (after --state is restored), the script \
      command "link URL" opens one mid-session, and "url" prints the \
      screen shown as a link, which --open shows again. A link opens only \
      what a person could reach by hand (a related item, the cast of the \
      movie below, the alert over a blank name); anything else is an \
      error that names the path segment or query item at fault, and the \
      screen stays as it was. Links name items by ID: an item added or \
      renamed in a session is found again only with --state.
      \(AppFeature.linkSummary.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))

      RULES AND GRAPH
      The Movies stack follows navigation rules: a movie starts it, each \
      screen stands only over the one that leads to it, and it holds at \
      most 12 screens; the items' stack holds at most 25. A push past the \
      limit is not made (the status line says why), and a link or state \
      file that breaks the rules is refused or cut to its valid part, with \
      a message. --graph dot or --graph mermaid prints the app's \
      navigation graph (render DOT with "dot -Tsvg"), the screens of the \
      state (after --state and --open) in red, and exits.

      STATE
      --state FILE restores the navigation state from FILE at start (when \
      it exists) and saves it there while the app runs (at most once a \
      second; in script mode, as "wait" lets time pass) and on quit; a \
      script stopped by a refused command still saves the state it \
      reached. The path is checked before anything runs. A file that is \
      corrupt, stale or from a newer version is moved to FILE.quarantine/ \
      with a report, and the app starts from its longest valid part or \
      from the start, with one warning. Values the app cannot show (such \
      as a zero refresh interval, or a screen of an item that is not in \
      the inventory) are repaired, with a warning.

      COORDINATOR
      --coordinator runs the same terminal app over WaypointNodes, the \
      coordinator layer: an app node switching between a login screen \
      and a tabs root. Library is a stack (items → item → details, \
      related items …) with a New item sheet holding a stack of its own; \
      Account pushes a profile and logs out after a confirmation alert, \
      which switches back to the login screen. Each screen is a node of \
      the graph; keys and commands act on the node on top. Back is \
      .hide() (pop, or dismiss), a command the graph refuses shows its \
      error on the status line, and the status line names the screens \
      that left the graph. The keys are those above, with g for the node \
      graph. Script commands: select N, open, back, up, down, left, \
      right, tab [library|account], login, logout, sheet, confirm, \
      cancel, graph, link URL, url, width N, help, quit; "graph" prints \
      the node graph. A command the graph refuses stops the script with \
      its error, after drawing the screen. Its links name the screens of \
      a tab from its root: inventory://items/1/details, \
      inventory://items/1/items/3 (a related item), inventory://new/tool \
      (the New item sheet, a kind chosen), inventory://profile. A link \
      keeps the screens shown that it starts with; one opened before \
      login (--open URL, or "link URL") opens once someone logs in, and \
      one naming a screen that cannot be reached by hand changes nothing \
      and says why. It takes no --state or --graph.
      Example: inventory --coordinator --open inventory://items/1/details \
      --script "login; url; graph"

      EXIT STATUS
        0    success
        1    a refused script command, a state file that cannot be read
             or written, a link --open cannot open, or interactive mode
             without a terminal
        64   a usage error: an unknown option or an invalid value
      """
  )

  @Option(
    name: .long,
    help: ArgumentHelp("Run these commands instead of the interactive app.", valueName: "commands"))
  var script: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Restore navigation state from this file, and save it on quit.", valueName: "file"))
  var state: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Start at this link, such as inventory://items/2/edit (see LINKS).", valueName: "url"))
  var open: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Print the navigation graph in this format and exit (see RULES AND GRAPH).",
      valueName: "format"))
  var graph: GraphFormat?

  @Flag(
    name: .long,
    help: "Run the coordinator demo, built on WaypointNodes, instead (see COORDINATOR).")
  var coordinator = false

  @Option(
    name: .long, parsing: .unconditional,
    help: ArgumentHelp(
      "Columns in script mode, \(Renderer.minimumSize.width) to \(Renderer.maximumSize.width)."))
  var width = 80

  @Option(
    name: .long, parsing: .unconditional,
    help: ArgumentHelp(
      "Rows in script mode, \(Renderer.minimumSize.height) to \(Renderer.maximumSize.height)."))
  var height = 24

  func validate() throws {
    if coordinator, state != nil {
      throw ValidationError(
        "--coordinator does not take --state: the coordinator demo keeps no state file.")
    }
    if coordinator, graph != nil {
      throw ValidationError(
        "--coordinator does not take --graph: its script command “graph” prints the node graph.")
    }
    if graph != nil, script != nil {
      throw ValidationError(
        "--graph prints the navigation graph and exits; it does not run a --script.")
    }
    if let open, open.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      throw ValidationError("--open needs a link, such as inventory://items/2 (see LINKS).")
    }
    let (minimum, maximum) = (Renderer.minimumSize, Renderer.maximumSize)
    guard width >= minimum.width else {
      throw ValidationError(
        "--width must be at least \(minimum.width) columns, the smallest screen the app draws; got \(width)."
      )
    }
    guard width <= maximum.width else {
      throw ValidationError(
        "--width must be at most \(maximum.width) columns, the largest screen the app draws; got \(width)."
      )
    }
    guard height >= minimum.height else {
      throw ValidationError(
        "--height must be at least \(minimum.height) rows, the smallest screen the app draws; got \(height)."
      )
    }
    guard height <= maximum.height else {
      throw ValidationError(
        "--height must be at most \(maximum.height) rows, the largest screen the app draws; got \(height)."
      )
    }
  }

  /// Parses the arguments and runs the app, as ArgumentParser's own `main` does, except that an
  /// error message, which may echo an argument, shows each control character in it as "�".
  static func main() async {
    do {
      var command = try parseAsRoot()
      if var asyncCommand = command as? any AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch {
      let message = fullMessage(for: error)
      let code = exitCode(for: error)
      if !message.isEmpty {
        if code == .success {
          print(message)
        } else {
          let text = TerminalText.sanitize(message, keepingLineBreaks: true)
          FileHandle.standardError.write(Data((text + "\n").utf8))
        }
      }
      Foundation.exit(code.rawValue)
    }
  }

  func run() async throws {
    if coordinator {
      await Self.startCoordinator(script: script, link: open, width: width, height: height)
      return
    }
    try await Self.start(
      script: script, statePath: state, link: open, graph: graph, width: width, height: height)
  }

  @MainActor
  static func start(
    script: String?, statePath: String?, link: String?, graph: GraphFormat?, width: Int,
    height: Int
  ) async throws {
    let stateFile = statePath.map(StateFile.init(path:))
    let initial: AppFeature.State
    let repairs: [String]
    let notice: String?
    do {
      // Checked first, so that a path that cannot be saved to never costs a session.
      try stateFile?.checkWritable()
      let restored = try stateFile?.load()
      notice = restored?.notice
      if let notice { warn(notice) }
      repairs = restored?.repairs ?? []
      for repair in repairs {
        warn("state file “\(statePath ?? "")”: \(repair).")
      }
      var state = restored?.state ?? AppFeature.State()
      if let link {
        // A link pasted with the spaces or line break around it still opens.
        try state.open(link: link.trimmingCharacters(in: .whitespacesAndNewlines))
      }
      initial = state
    } catch {
      fail(lines(of: error))
    }
    if let graph {
      output(graph.render(highlighting: initial), terminator: "")
      return
    }
    let final: AppFeature.State
    if let script {
      do {
        var runner = ScriptRunner(width: width, height: height)
        if let stateFile {
          // Saved while the script runs, as time passes in it, not only at the end.
          runner.save = { try stateFile.save($0) }
          runner.onSaveError = { warn(lines(of: $0)) }
        }
        final = try await runner.run(script, from: initial) { output($0) }
      } catch {
        guard let stateFile, let reached = error.stateReached else { fail(lines(of: error)) }
        do {
          try stateFile.save(reached)
        } catch let saveError {
          fail(lines(of: error) + lines(of: saveError))
        }
        fail(
          lines(of: error) + [
            "The state reached before step \(error.step) was saved to “\(stateFile.path)”."
          ])
      }
    } else {
      guard TerminalDriver.isInteractive else {
        fail(
          "interactive mode needs a terminal. Use --script \"…\" to run without one (see --help).")
      }
      // Saved at most once a second while the app runs, not only on quit. A failed save is said
      // on the status line (standard error is behind the app's screen), and again on quit.
      let saveErrors = SaveErrors()
      let autosave = stateFile?.autosave(every: .seconds(1)) { saveErrors.add($0) }
      let session = Session(state: initial, autosave: autosave)
      saveErrors.log = session.activityLog
      if notice != nil {
        // Until the first key: the stock refresh of a restored detail would hide it at once.
        session.show(message: "The state file could not be restored whole; details on quit.")
      }
      if !repairs.isEmpty {
        // The warnings are behind the app's screen until it quits: say so on the status line.
        session.activityLog.record(
          "Repaired \(repairs.count) value\(repairs.count == 1 ? "" : "s") of the state file; details on quit"
        )
      }
      await TerminalDriver(session: session).run()
      autosave?.flush()
      for error in saveErrors.distinct {
        // A state file error's advice stands on a line of its own.
        var lines = error.split(separator: "\n").map(String.init)
        if !lines.isEmpty { lines[0] = "while running: " + lines[0] }
        warn(lines)
      }
      final = session.store.state
    }
    do {
      try stateFile?.save(final)
    } catch {
      fail(lines(of: error))
    }
  }

  /// Runs the coordinator demo: the script, or the interactive app, after opening `link`.
  @MainActor
  static func startCoordinator(script: String?, link: String?, width: Int, height: Int) async {
    let session = CoordinatorSession()
    if let link {
      do {
        // A link pasted with the spaces or line break around it still opens.
        try session.open(link: link.trimmingCharacters(in: .whitespacesAndNewlines))
      } catch {
        fail(lines(of: error))
      }
    }
    if let script {
      do {
        try CoordinatorScriptRunner(width: width, height: height).run(script, on: session) {
          output($0)
        }
      } catch {
        fail(lines(of: error))
      }
    } else {
      guard TerminalDriver.isInteractive else {
        fail(
          "interactive mode needs a terminal. Use --script \"…\" to run without one (see --help).")
      }
      await TerminalDriver(session: session).run()
    }
  }

  /// Prints what the app drew or printed, one frame or note at a time, with any control
  /// character from data shown as "�" (see `TerminalText`); its own line breaks stay.
  static func output(_ text: String, terminator: String = "\n") {
    print(TerminalText.sanitize(text, keepingLineBreaks: true), terminator: terminator)
  }

  /// The lines of an error's message. They echo data, such as a link or an item's name, so a
  /// line break in the data is shown as "�" like any other control character; only the line
  /// break of a state file error, before its advice, stands.
  static func lines(of error: any Error) -> [String] {
    let lines = (error as? StateFileError).map { "\($0)".split(separator: "\n").map(String.init) }
    return lines ?? ["\(error)"]
  }

  /// Writes a warning to standard error, each of `lines` on a line of its own.
  static func warn(_ lines: String...) {
    warn(lines)
  }

  /// Writes a warning to standard error, each of `lines` on a line of its own.
  static func warn(_ lines: [String]) {
    write("warning", lines)
  }

  /// Writes an error to standard error, each of `lines` on a line of its own, and exits with 1.
  static func fail(_ lines: String...) -> Never {
    fail(lines)
  }

  /// Writes an error to standard error, each of `lines` on a line of its own, and exits with 1.
  static func fail(_ lines: [String]) -> Never {
    write("error", lines)
    Foundation.exit(1)
  }

  /// Writes `inventory: kind: ` and the lines, with every control character in them shown as
  /// "�": they may echo a link, a path or an item's name.
  private static func write(_ kind: String, _ lines: [String]) {
    let text = lines.map { TerminalText.sanitize($0) }.joined(separator: "\n")
    FileHandle.standardError.write(Data("inventory: \(kind): \(text)\n".utf8))
  }
}

/// The failed saves of an interactive session: shown on its status line as they happen, and
/// printed once the terminal is restored.
// Unchecked: `errors` and `activityLog` are read and written only with `lock` held.
final class SaveErrors: @unchecked Sendable {
  private let lock = NSLock()
  private var errors: [String] = []
  private var activityLog: ActivityLog?

  /// The session's activity log, once there is a session.
  var log: ActivityLog? {
    get { lock.withLock { activityLog } }
    set { lock.withLock { activityLog = newValue } }
  }

  /// Each different error, in the order they first happened.
  var distinct: [String] {
    lock.withLock { errors.reduce(into: []) { if !$0.contains($1) { $0.append($1) } } }
  }

  func add(_ error: StateFileError) {
    lock.withLock { errors.append(error.description) }
    log?.record("Could not save the state file: \(error.reason)")
  }
}

/// The formats `--graph` prints the navigation graph in.
enum GraphFormat: String, CaseIterable, ExpressibleByArgument {
  case dot, mermaid

  /// The app's navigation graph in this format, the screens of `state` highlighted.
  func render(highlighting state: AppFeature.State) -> String {
    switch self {
    case .dot: AppFeature.navigationGraph.dot(highlighting: state)
    case .mermaid: AppFeature.navigationGraph.mermaid(highlighting: state)
    }
  }
}
