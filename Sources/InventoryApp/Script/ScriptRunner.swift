import Foundation
import Waypoint
import WaypointRestoration

/// Runs a `--script` against the app without a terminal, drawing the screen after each command.
///
/// Time is simulated: the app runs on a ``ScriptClock`` that only `wait` moves forward, from one
/// deadline of the app's effects to the next without waiting in real time, so the output of a
/// script is the same on every run, and `wait 3600` takes as long as the work of an hour.
///
/// ```swift
/// let runner = ScriptRunner(width: 80, height: 24)
/// let final = try await runner.run("select 2; open; edit", from: AppFeature.State()) { print($0) }
/// ```
@MainActor
package struct ScriptRunner {
  /// The number of columns drawn.
  package var width: Int
  /// The number of rows drawn.
  package var height: Int
  /// Saves the state as it changes, on the script's simulated time, if set: at most once every
  /// ``saveInterval`` that a `wait` lets pass, and once more at the end.
  package var save: (@Sendable (AppFeature.State) throws -> Void)?
  /// How often ``save`` saves while the script runs.
  package var saveInterval: Duration = .seconds(1)
  /// Told of a save that failed.
  package var onSaveError: @Sendable (any Error) -> Void = { _ in }

  /// Creates a runner.
  ///
  /// - Parameters:
  ///   - width: The number of columns drawn.
  ///   - height: The number of rows drawn.
  package init(width: Int = 80, height: Int = 24) {
    self.width = width
    self.height = height
  }

  /// Parses and runs a script.
  ///
  /// - Parameters:
  ///   - script: Commands separated by `;` or new lines.
  ///   - state: The state to start from.
  ///   - output: Receives each drawn screen (after a header line naming the command).
  /// - Returns: The state after the last command.
  /// - Throws: ``ScriptError`` for a command that is not understood (before anything runs) or
  ///   that cannot be carried out on the screen shown; in the second case its
  ///   ``ScriptError/stateReached`` holds the state before that command, so it can still be saved.
  package func run(
    _ script: String,
    from state: AppFeature.State,
    output: (String) -> Void
  ) async throws(ScriptError) -> AppFeature.State {
    let steps = try ScriptCommand.parse(script)
    let clock = ScriptClock()
    let autosave = save.map { save in
      // What a save writes is not drawn: `wait` waits for the autosave to take the state, not
      // for the writing.
      Autosave(every: saveInterval, clock: clock.unobserved, onError: onSaveError, write: save)
    }
    // The last change is saved however the script ends.
    defer { autosave?.flush() }
    let session = Session(state: state, autosave: autosave) {
      // The same live dependencies wherever a script runs (even inside a test), on simulated time.
      $0.context = .live
      $0.continuousClock = clock
    }
    await session.settle()
    var width = self.width
    output(frame("start", session, width: width))
    for (index, step) in steps.enumerated() {
      if case .width(let columns) = step.command {
        // The terminal is resized: the same state, drawn at the new width.
        width = columns
        output(frame(step.text, session, width: width))
        continue
      }
      var notes: [String] = []
      let player = ScriptPlayer(session: session, clock: clock, autosave: autosave) {
        notes.append($0)
      }
      let keepGoing: Bool
      do {
        keepGoing = try await player.play(step.command)
      } catch {
        throw ScriptError(
          step: index + 1, command: step.text, problem: error.problem,
          stateReached: session.store.state)
      }
      await session.settle()
      output(frame(step.text, session, width: width, notes: notes))
      if !keepGoing { break }
    }
    return session.store.state
  }

  private func frame(
    _ title: String, _ session: Session, width: Int, notes: [String] = []
  ) -> String {
    let header = "── \(title) "
    let rule = header + String(repeating: "─", count: max(0, width - DisplayWidth.of(header)))
    return ([rule] + notes + session.render(width: width, height: height)).joined(separator: "\n")
  }
}
