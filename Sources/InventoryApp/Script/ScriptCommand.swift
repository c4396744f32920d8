import Waypoint

/// One input of a `--script`: a key press, a named action, or a pause.
///
/// ```swift
/// try ScriptCommand.parse("select 2; open; edit; name Gizmo; save; wait 1")
/// // [.select(2), .open, .shortcut(edit), .name("Gizmo"), .shortcut(save), .wait(.seconds(1))]
/// ```
package enum ScriptCommand: Equatable, Sendable {
  /// A key press: `up`, `down`, `left`, `right`.
  case key(Key)
  /// Highlights entry N of the topmost screen.
  case select(Int)
  /// Acts on the highlighted entry (Enter).
  case open
  /// Pops, or dismisses the topmost presentation.
  case back
  /// Presses the key of a named entry of the topmost screen, such as `edit` (e).
  case shortcut(Shortcut)
  /// Opens the settings cover.
  case settings
  /// Switches to the next tab, or presses a named tab's key: it selects the tab, or, when the tab
  /// is shown, takes it back to its root.
  case tab(AppFeature.Tab?)
  /// Sets the name field of a form: focuses it if needed, clears it, types, and presses Enter.
  case name(String)
  /// Types text into the focused text field.
  case type(String)
  /// Clears the focused text field.
  case clear
  /// Opens a link: `link inventory://items/2/edit`.
  case link(String)
  /// Prints the navigation shown as a link, on a line `URL: inventory://…`.
  case url
  /// Prints the navigation tree of the state: its stacks, their screens, and what they present.
  case tree
  /// Sets the simulated terminal's width, as resizing the window does, and draws the screen at
  /// it: from ``InventoryColumns/minimumWidth`` columns the Inventory tab shows as a split view.
  case width(Int)
  /// Lets time pass for the app's effects (stock refresh, saving).
  case wait(Duration)
  /// Shows the help box.
  case help
  /// Stops the script.
  case quit

  /// A command that presses the key of an entry, and how to recognize that entry.
  package struct Shortcut: Equatable, Sendable {
    /// The command's word.
    package var name: String
    /// The entry's key.
    package var key: Character
    /// How the entry's label starts, lowercased.
    package var label: String

    /// Whether an entry is the one this command stands for.
    package func matches(_ entry: Screen.Entry) -> Bool {
      entry.key == key && entry.label.lowercased().hasPrefix(label)
    }
  }

  /// The commands that press the key of a named entry of the topmost screen.
  package static let shortcuts: [Shortcut] = [
    ("add", "a", "add"), ("edit", "e", "edit"), ("delete", "d", "delete"),
    ("save", "s", "save"), ("cancel", "c", "cancel"), ("kind", "k", "kind"),
    ("more", "+", "quantity"), ("less", "-", "quantity"), ("cast", "c", "cast"),
    ("filmography", "f", "filmography"), ("top", "t", "back to top"),
    ("refresh", "r", "stock refresh"), ("done", "d", "done"),
  ].map { Shortcut(name: $0.0, key: $0.1, label: $0.2) }

  /// Every command word, for messages and help.
  package static let words =
    ["select N", "open", "back", "up", "down", "left", "right", "tab [NAME]", "settings"]
    + shortcuts.map(\.name)
    + [
      "name TEXT", "type TEXT", "clear", "link URL", "url", "tree", "width N", "wait SECONDS",
      "help", "quit",
    ]

  /// The longest pause one `wait` command takes, in seconds.
  package static let maximumWait: Double = 3600

  /// Parses a script: commands separated by `;` or new lines.
  ///
  /// - Parameter script: The script.
  /// - Returns: Each command with the text it was parsed from.
  /// - Throws: ``ScriptError`` naming the first command that is not understood.
  package static func parse(_ script: String) throws(ScriptError) -> [(
    text: String, command: ScriptCommand
  )] {
    let texts = script.split(whereSeparator: { $0 == ";" || $0.isNewline })
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    var steps: [(text: String, command: ScriptCommand)] = []
    for (index, text) in texts.enumerated() {
      steps.append((text, try parse(command: text, number: index + 1)))
    }
    return steps
  }

  private static func parse(command text: String, number: Int) throws(ScriptError) -> ScriptCommand
  {
    let parts = text.split(separator: " ", maxSplits: 1).map(String.init)
    let word = parts[0].lowercased()
    let argument = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : nil
    func fail(_ problem: String) -> ScriptError {
      ScriptError(step: number, command: text, problem: problem)
    }
    func noArgument(_ command: ScriptCommand) throws(ScriptError) -> ScriptCommand {
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
    case "settings": return try noArgument(.settings)
    case "clear": return try noArgument(.clear)
    case "help": return try noArgument(.help)
    case "quit": return try noArgument(.quit)
    case "tab":
      guard let argument else { return .tab(nil) }
      guard let tab = AppFeature.Tab(rawValue: argument.lowercased()) else {
        throw fail("there is no tab “\(argument)”; the tabs are inventory and movies")
      }
      return .tab(tab)
    case "name", "type":
      guard let argument else { throw fail("“\(word)” needs text, such as “\(word) Sprocket”") }
      return word == "name" ? .name(argument) : .type(argument)
    case "link":
      guard let argument else {
        throw fail("“link” needs a link, such as “link inventory://items/2”")
      }
      return .link(argument)
    case "url": return try noArgument(.url)
    case "tree": return try noArgument(.tree)
    case "width":
      let range = Renderer.minimumSize.width...Renderer.maximumSize.width
      guard let argument, let columns = Int(argument), range.contains(columns) else {
        throw fail(
          "“width” needs a number of columns from \(range.lowerBound) to \(range.upperBound), "
            + "such as “width 130”")
      }
      return .width(columns)
    case "wait":
      guard let argument, let seconds = Double(argument), seconds.isFinite else {
        throw fail("“wait” needs a number of seconds, such as “wait 1.5”")
      }
      guard (0...maximumWait).contains(seconds) else {
        throw fail(
          "“wait” takes 0 to \(Int(maximumWait)) seconds (an hour), not \(argument)")
      }
      return .wait(.milliseconds(Int((seconds * 1000).rounded())))
    default:
      if let shortcut = shortcuts.first(where: { $0.name == word }) {
        return try noArgument(.shortcut(shortcut))
      }
      throw fail("unknown command “\(word)”. Commands: \(words.joined(separator: ", "))")
    }
  }
}

/// A script command that is not understood, or cannot be carried out on the screen shown.
package struct ScriptError: Error, Equatable, CustomStringConvertible {
  /// The command's position in the script, from 1.
  package var step: Int
  /// The command as written.
  package var command: String
  /// What is wrong.
  package var problem: String
  /// The state the app had reached when the command was refused; `nil` when the script was not
  /// understood, so nothing ran.
  package var stateReached: AppFeature.State?

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - step: The command's position in the script, from 1.
  ///   - command: The command as written.
  ///   - problem: What is wrong.
  ///   - stateReached: The state reached before the command, if the script had started.
  package init(
    step: Int, command: String, problem: String, stateReached: AppFeature.State? = nil
  ) {
    self.step = step
    self.command = command
    self.problem = problem
    self.stateReached = stateReached
  }

  package var description: String {
    "script step \(step) (“\(command)”): \(problem)"
  }
}
