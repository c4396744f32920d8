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
      Two tabs, each with its own navigation stack: Inventory (items → item detail → related \
      items …, with an edit sheet, a validation alert, an add-item sheet and a delete \
      confirmation dialog) and Movies (movie → cast → actor → filmography → movie …). Settings \
      open as a full-screen cover over the tabs. The header shows the navigation as breadcrumbs.

      KEYS
        ↑ ↓ or 1-9   choose an entry          Enter      act on it
        [x]          a bracketed letter acts at once (e edit, d delete, a add, s save …)
        b or Esc     back: pop, or dismiss the topmost presentation
        Tab ← →      switch tabs              s          settings
        ?            help                     q, Ctrl-C  quit (the terminal is restored)

      SCRIPT MODE
        --script runs commands separated by ";" without a terminal and prints the screen after \
      each one. Time is simulated: only "wait" moves the clock, so the output is the same on \
      every run. Commands:
          select N, open, back, up, down, left, right, tab [inventory|movies], settings,
          add, edit, delete, save, cancel, kind, more, less, cast, filmography, top, refresh,
          done, name TEXT, type TEXT, clear, wait SECONDS, help, quit
        A command the screen does not offer stops the script with an error.
        Example: inventory --script "select 2; open; edit; name Gizmo 2; save; wait 1"

      STATE
        --state FILE restores the navigation state from FILE at start (when it exists) and \
      saves it there on quit, in interactive and in script mode.

      Exit status: 0 on success, 1 for an unknown or refused script command, an unreadable \
      state file, or interactive mode without a terminal.
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

  @Option(name: .long, help: "Columns drawn in script mode.")
  var width = 80

  @Option(name: .long, help: "Rows drawn in script mode.")
  var height = 24

  func validate() throws {
    guard width > 0, height > 0 else {
      throw ValidationError("--width and --height must be positive.")
    }
  }

  func run() async throws {
    try await Self.start(script: script, statePath: state, width: width, height: height)
  }

  @MainActor
  static func start(script: String?, statePath: String?, width: Int, height: Int) async throws {
    let stateFile = statePath.map(StateFile.init(path:))
    let initial: AppFeature.State
    do {
      initial = try stateFile?.load() ?? AppFeature.State()
    } catch {
      fail("\(error)")
    }
    let final: AppFeature.State
    if let script {
      do {
        final = try await ScriptRunner(width: width, height: height).run(script, from: initial) {
          print($0)
        }
      } catch {
        fail("\(error)")
      }
    } else {
      guard TerminalDriver.isInteractive else {
        fail(
          "interactive mode needs a terminal. Use --script \"…\" to run without one (see --help).")
      }
      let session = Session(state: initial)
      await TerminalDriver(session: session).run()
      final = session.store.state
    }
    do {
      try stateFile?.save(final)
    } catch {
      fail("\(error)")
    }
  }

  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("inventory: error: \(message)\n".utf8))
    Foundation.exit(1)
  }
}
