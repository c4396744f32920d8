import Foundation

/// A parser or decoder of outside data, fed arbitrary bytes by `Fuzzing/run` (libFuzzer) and by
/// `FuzzCorpusTests` (every file of its corpus).
///
/// A target turns the bytes into the input its code reads from outside (a link, a saved file) and
/// checks what came back: a value that passes the library's own checks again, or the typed error
/// the API promises. Anything else is a ``FuzzFinding``; a trap is a crash the fuzzer keeps.
package enum FuzzTarget: String, CaseIterable, Sendable {
  /// The demo's links (`inventory://…`): opened, checked against its navigation rules, printed
  /// and opened again.
  case demoLink = "demo-link"
  /// A link router of every segment and field kind, under both prefix policies.
  case router
  /// The demo's saved state: decoded with recovery, repaired, checked against its rules, saved
  /// and restored again.
  case snapshot
  /// A node graph's snapshot: restored with stack checks, snapshotted and restored again.
  case nodeSnapshot = "node-snapshot"
  /// A link's stack checked against navigation rules, strictly and keeping the longest valid
  /// prefix, beside the rules' other checks of the same stack.
  case rulesLink = "rules-link"

  /// Runs the target on one input.
  ///
  /// - Parameter data: The input's bytes.
  /// - Returns: What the input gave: a value or an error the API promises.
  /// - Throws: A ``FuzzFinding`` when the result breaks the target's checks.
  @MainActor
  @discardableResult
  package func run(_ data: Data) throws(FuzzFinding) -> FuzzOutcome {
    switch self {
    case .demoLink: try DemoLinkTarget.run(data)
    case .router: try RouterTarget.run(data)
    case .snapshot: try SnapshotTarget.run(data)
    case .nodeSnapshot: try NodeSnapshotTarget.run(data)
    case .rulesLink: try RulesLinkTarget.run(data)
    }
  }
}

/// What one input gave, for counting that a corpus reaches both.
package enum FuzzOutcome: Hashable, Sendable {
  /// The input opened or restored something (whole, or in part).
  case accepted
  /// The input was refused with the typed error the API promises.
  case refused
}

extension Data {
  /// The bytes as text, with bytes that are not UTF-8 replaced, as a URL field hands them on.
  var text: String { String(decoding: self, as: UTF8.self) }
}
