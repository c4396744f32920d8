import WaypointNodes

/// A key or script command the coordinator demo's node graph refused, said in the app's words,
/// as the Inventory app says the same things.
///
/// The graph's own error stays in ``error``, in the library's words, for logs and tests; the
/// status line shows ``message``, and a script stops with ``description``.
///
/// ```swift
/// session.handle(.character("b"))  // at the root of the Library tab
/// session.refusal?.message         // "Already at the top of Library."
/// session.refusal?.description     // "already at the root of “Library”"
/// session.refusal?.error           // hide cannot execute on LibraryNode#4: …
/// ```
package struct CoordinatorRefusal: Error, Equatable, CustomStringConvertible {
  /// What was refused.
  package enum Kind: Equatable, Sendable {
    /// Back at the root of a stack that nothing presents: the screen's title, and the title of
    /// the tab it is the root of, if any.
    case alreadyAtRoot(screen: String, tab: String?)
    /// A tab asked for where no tabs are shown: the screen's title.
    case noTabs(screen: String)
    /// A tab the tabs root does not have: the name asked for, and the tabs' IDs.
    case noSuchTab(String, tabs: [String])
    /// An entry whose command the graph refused: the entry's label and the screen's title.
    case entry(String, screen: String)
  }

  /// What was refused.
  package var kind: Kind
  /// The graph's error, in the library's words.
  package var error: NavigationCommandError

  /// Creates a refusal.
  ///
  /// - Parameters:
  ///   - kind: What was refused.
  ///   - error: The graph's error.
  package init(_ kind: Kind, error: NavigationCommandError) {
    self.kind = kind
    self.error = error
  }

  /// The refusal as the status line says it, a sentence.
  package var message: String {
    switch kind {
    case .alreadyAtRoot(let screen, let tab):
      "Already at the top of \(tab ?? "“\(screen)”")."
    default:
      description.prefix(1).uppercased() + description.dropFirst() + "."
    }
  }

  /// The refusal as a script's error says it, after the step: `already at the root of “Library”`.
  package var description: String {
    switch kind {
    case .alreadyAtRoot(let screen, _):
      "already at the root of “\(screen)”"
    case .noTabs(let screen):
      "“\(screen)” shows no tabs; log in first"
    case .noSuchTab(let name, let tabs):
      "there is no tab “\(name)”; the tabs are \(Self.list(tabs))"
    case .entry(let label, let screen):
      "“\(label)” is not possible on “\(screen)” now"
    }
  }

  /// `a`, `a and b`, `a, b and c`.
  private static func list(_ names: [String]) -> String {
    guard let last = names.last else { return "none" }
    return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
  }
}
