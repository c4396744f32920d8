import Waypoint
import WaypointRestoration
import WaypointRules

/// Carries out one script command on a session, checking first that the screen shown offers it.
@MainActor
struct ScriptPlayer {
  let session: Session
  let clock: ScriptClock
  /// The autosave on the clock's ``ScriptClock/unobserved`` time, if the script saves.
  let autosave: Autosave<AppFeature.State>?
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
        report("Link failed: \(TerminalText.sanitize("\(error)"))")
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

  /// Lets `duration` of simulated time pass: the clock moves from one deadline of the app's
  /// effects to the next, and at each the effect woken runs before it moves on. Nothing waits in
  /// real time, so an hour takes as long as the work done in it.
  private func advance(by duration: Duration) async {
    let end = clock.now.advanced(by: duration)
    while let wake = clock.wakeNext(dueBy: end) {
      await letEffectRun(after: wake)
    }
    clock.move(to: end)
  }

  /// Lets the effect just woken run, with what it starts, until it is done with this turn:
  ///
  /// - an effect that sleeps in a loop, as the stock refresh does, is done once it sleeps again
  ///   and nothing has changed for two rounds;
  /// - one that ends instead (a save) is given rounds until nothing has changed for a while;
  /// - the autosave's timer, on ``ScriptClock/unobserved``, is done once the autosave has taken
  ///   the state to write, which it writes meanwhile.
  ///
  /// A round hands the cooperative pool a utility-priority task, which runs after the work
  /// already queued there, and the main actor a turn for the actions effects send.
  private func letEffectRun(after wake: ScriptClock.Wake) async {
    var last = progress
    var quietRounds = 0
    var lastChange = ContinuousClock.now
    var hasResumed = false
    for _ in 0..<Self.maximumRounds {
      await Task.detached(priority: .utility) { await Task.yield() }.value
      await Task.yield()
      if !hasResumed, clock.hasResumed(from: wake) {
        // The patience below counts from the moment the task got a thread, not from the wake.
        hasResumed = true
        quietRounds = 0
        lastChange = .now
      }
      var current = progress
      if current.state != last.state {
        // A screen the change shows appears, as SwiftUI runs a view's `task`.
        session.screensDidChange()
        current = progress
      }
      if current == last {
        quietRounds += 1
      } else {
        quietRounds = 0
        lastChange = .now
      }
      last = current
      // A change the autosave took in has its timer's sleep on the clock before the time moves
      // on, and the timer, once woken, takes the state: however slow the machine, or the save
      // would be merged with the next one.
      let hasPendingSave = autosave?.hasPendingChanges == true
      let waitsForTheAutosave =
        wake.isUnobserved ? hasPendingSave : hasPendingSave && !clock.hasUnobservedSleep
      let isDone =
        wake.isUnobserved
        ? !hasPendingSave && quietRounds >= 1
        : clock.hasSleptAgain(since: wake) && quietRounds >= 2 && !waitsForTheAutosave
      if isDone { return }
      // An effect that ends rather than sleeping again is given a while once it has resumed;
      // one still waiting for a thread has not begun, however long that takes.
      if !waitsForTheAutosave, hasResumed, quietRounds >= 6,
        lastChange.duration(to: .now) >= Self.patience
      {
        return
      }
    }
  }

  /// How long an effect woken that has not slept again is given without changing anything.
  /// Generous, because a loaded machine can keep a resumed effect from its next step for many
  /// milliseconds (a stock refresh that had not yet sent its action was once taken for done at
  /// 10 ms, and the hour lost four refreshes); only an effect that ends waits this long.
  private static let patience = Duration.milliseconds(100)

  /// How many rounds an effect woken gets at most.
  private static let maximumRounds = 10_000

  /// What effects change: the state, the activity log, and the sleeps on the clock.
  private var progress: Progress {
    Progress(
      state: session.store.state, activities: session.activityLog.entries.count,
      sleepsStarted: clock.sleepsStarted)
  }

  private struct Progress: Equatable {
    var state: AppFeature.State
    var activities: Int
    var sleepsStarted: Int
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
