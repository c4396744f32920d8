/// One input of `inventory --coordinator --script`: a key press or a named action.
///
/// ```swift
/// try CoordinatorScriptCommand.parse("login; open; details; graph")
/// // unknown command “details” …
/// try CoordinatorScriptCommand.parse("login; open; back; tab account; logout; confirm")
/// ```
package enum CoordinatorScriptCommand: Equatable, Sendable {
  /// A key press: `up`, `down`, `left`, `right`.
  case key(Key)
  /// Highlights entry N of the top screen.
  case select(Int)
  /// Acts on the highlighted entry (Enter).
  case open
  /// `.hide()` on the node on top: pops it, or dismisses its presentation (b).
  case back
  /// Selects the tab named (`.tabsSelectItem(_:)` on the node on top), or the next tab (Tab);
  /// not while a sheet or an alert covers the tabs.
  case tab(String?)
  /// Logs in, on the login screen.
  case login
  /// Asks to log out, on the Account screen: the alert comes up.
  case logout
  /// Opens the New item sheet, on the Library screen.
  case sheet
  /// Taps the alert's button that goes ahead (the one that is not Cancel).
  case confirm
  /// Taps Cancel: an alert's Cancel button, or the sheet's.
  case cancel
  /// Prints the node graph (`debugGraph(includingIDs: false)`) before the screen.
  case graph
  /// Opens a link (`CoordinatorSession.open(link:)`); one that does not open is reported, and
  /// the script goes on.
  case link(String)
  /// Prints the screen shown as a link.
  case url
  /// Sets the simulated terminal's width and draws the screen at it.
  case width(Int)
  /// Shows the help box.
  case help
  /// Stops the script.
  case quit

  /// Every command word, for messages and help.
  package static let words = [
    "select N", "open", "back", "up", "down", "left", "right", "tab [NAME]", "login", "logout",
    "sheet", "confirm", "cancel", "graph", "link URL", "url", "width N", "help", "quit",
  ]

  /// Parses a script: commands separated by `;` or new lines.
  ///
  /// - Parameter script: The script.
  /// - Returns: Each command with the text it was parsed from.
  /// - Throws: ``ScriptError`` naming the first command that is not understood.
  package static func parse(_ script: String) throws(ScriptError) -> [(
    text: String, command: CoordinatorScriptCommand
  )] {
    let texts = script.split(whereSeparator: { $0 == ";" || $0.isNewline })
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    var steps: [(text: String, command: CoordinatorScriptCommand)] = []
    for (index, text) in texts.enumerated() {
      steps.append((text, try parse(command: text, number: index + 1)))
    }
    return steps
  }

  private static func parse(
    command text: String, number: Int
  ) throws(ScriptError) -> CoordinatorScriptCommand {
    let parts = text.split(separator: " ", maxSplits: 1).map(String.init)
    let word = parts[0].lowercased()
    let argument = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : nil
    func fail(_ problem: String) -> ScriptError {
      ScriptError(step: number, command: text, problem: problem)
    }
    func noArgument(_ command: CoordinatorScriptCommand) throws(ScriptError)
      -> CoordinatorScriptCommand
    {
      guard argument == nil else { throw fail("“\(word)” takes no argument") }
      return command
    }
    switch word {
    case "select":
      guard let argument, let number = Int(argument), number > 0 else {
        throw fail("“select” needs an entry number, such as “select 2”")
      }
      return .select(number)
    case "open", "enter": return try noArgument(.open)
    case "back": return try noArgument(.back)
    case "up": return try noArgument(.key(.up))
    case "down": return try noArgument(.key(.down))
    case "left": return try noArgument(.key(.left))
    case "right": return try noArgument(.key(.right))
    // Any name: the graph says which tabs there are when it refuses one.
    case "tab": return .tab(argument?.lowercased())
    case "login": return try noArgument(.login)
    case "logout": return try noArgument(.logout)
    case "sheet": return try noArgument(.sheet)
    case "confirm": return try noArgument(.confirm)
    case "cancel": return try noArgument(.cancel)
    case "graph": return try noArgument(.graph)
    case "link":
      guard let argument else {
        throw fail("“link” needs a link, such as “link inventory://items/1/details”")
      }
      return .link(argument)
    case "url": return try noArgument(.url)
    case "help": return try noArgument(.help)
    case "quit": return try noArgument(.quit)
    case "width":
      let range = Renderer.minimumSize.width...Renderer.maximumSize.width
      guard let argument, let columns = Int(argument), range.contains(columns) else {
        throw fail(
          "“width” needs a number of columns from \(range.lowerBound) to \(range.upperBound), "
            + "such as “width 40”")
      }
      return .width(columns)
    default:
      throw fail("unknown command “\(word)”. Commands: \(words.joined(separator: ", "))")
    }
  }
}
