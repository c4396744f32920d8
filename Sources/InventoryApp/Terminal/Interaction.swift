import Waypoint

/// What the terminal remembers that is not navigation: which entry is highlighted on each
/// screen, whether help is shown, the last message and the link shown. It turns keys into app
/// actions.
///
/// ```swift
/// var interaction = Interaction()
/// let screens = AppScreens.screens(for: state)
/// interaction.handle(.down, screens: screens)   // .none: highlights the second entry
/// interaction.handle(.enter, screens: screens)  // .send(.inventory(.itemTapped(gizmo)))
/// ```
package struct Interaction: Sendable {
  /// The highlighted entry of each screen, by screen ID.
  package var selections: [String: Int] = [:]
  /// Whether the help box is shown.
  package var showsHelp = false
  /// A short message for the status line, cleared by the next key.
  package var message: String?
  /// The link of the screen shown with `u`, until the next key (but the ↑ and ↓ that scroll a
  /// long one): on the status line when it fits there, otherwise whole over the screen.
  package var link: LinkView?

  /// What a key asks the app to do.
  package enum Outcome: Equatable, Sendable {
    /// Nothing beyond what the interaction itself changed.
    case none
    /// Send an action to the store.
    case send(AppFeature.Action)
    /// Quit the app.
    case quit
    /// Show the link of the screen shown.
    case showLink
  }

  /// Creates an interaction with the first entry of every screen highlighted.
  package init() {}

  /// The highlighted entry on a screen, clamped to its entries.
  ///
  /// While a text field is being typed into, its entry is the highlighted one. Otherwise a
  /// screen starts on its ``Screen/initialSelection`` (a destructive dialog's Cancel button).
  ///
  /// - Parameter screen: The screen.
  /// - Returns: An index into `screen.entries`, 0 when it has none.
  package func selection(on screen: Screen) -> Int {
    let chosen = screen.textField?.entry ?? selections[screen.id] ?? screen.initialSelection
    return min(max(0, chosen), max(0, screen.entries.count - 1))
  }

  /// Highlights an entry of the topmost screen, by its 1-based number.
  ///
  /// - Parameters:
  ///   - number: The entry's number, as shown on screen.
  ///   - screen: The topmost screen.
  /// - Returns: Whether the screen has such an entry.
  @discardableResult
  package mutating func select(_ number: Int, on screen: Screen) -> Bool {
    guard (1...max(1, screen.entries.count)).contains(number), !screen.entries.isEmpty else {
      return false
    }
    selections[screen.id] = number - 1
    return true
  }

  /// Forgets the highlighted entries of screens no longer shown, so that a screen shown again
  /// (a dialog opened a second time) starts on its ``Screen/initialSelection`` again.
  ///
  /// - Parameter shown: The IDs of the screens shown now.
  package mutating func forgetScreens(notIn shown: Set<String>) {
    selections = selections.filter { shown.contains($0.key) }
  }

  /// Handles a key on the topmost screen.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - screens: Every screen shown, bottom first.
  ///   - selectedTab: The tab shown, for the keys that switch tabs.
  /// - Returns: What the app should do.
  package mutating func handle(
    _ key: Key, screens: [Screen], selectedTab: AppFeature.Tab
  ) -> Outcome {
    if var shown = link, shown.isDrawnWhole {
      // As with help, a key closes the link and does nothing else; ↑ ↓ scroll a long one.
      if shown.scrolls, key == .up || key == .down {
        shown.firstRow += key == .up ? -1 : 1
        link = shown
      } else {
        link = nil
        message = nil
      }
      return key == .interrupt ? .quit : .none
    }
    link = nil
    message = nil
    guard let top = screens.last else { return key == .interrupt ? .quit : .none }
    if key == .interrupt { return .quit }
    if showsHelp {
      // As the help box says: any key closes it, and does nothing else.
      showsHelp = false
      return .none
    }
    if let field = top.textField {
      return type(key, into: field, on: top)
    }
    switch key {
    case .character("q"): return .quit
    case .character("u"): return .showLink
    case .character("?"):
      showsHelp = true
      return .none
    case .character("b"), .escape, .backspace:
      guard let back = top.back else {
        message = "Already at the top of \(selectedTab.title)."
        return .none
      }
      return .send(back)
    case .up, .down:
      move(by: key == .up ? -1 : 1, on: top)
      return .none
    // An alert's or dialog's buttons stand in a row, so ← → move along them too.
    case .left where top.presentation.hasButtonRow, .right where top.presentation.hasButtonRow:
      move(by: key == .left ? -1 : 1, on: top)
      return .none
    case .enter:
      guard !top.entries.isEmpty else { return .none }
      return .send(top.entries[selection(on: top)].action)
    case .character(let character) where character.isNumber:
      if !select(character.wholeNumberValue ?? 0, on: top) {
        message = "No entry \(character) here."
      }
      return .none
    default:
      return shortcut(key, top: top, selectedTab: selectedTab)
    }
  }

  /// Moves the highlight on `top` by `step` entries, wrapping around.
  private mutating func move(by step: Int, on top: Screen) {
    let count = max(1, top.entries.count)
    selections[top.id] = (selection(on: top) + step + count) % count
  }

  /// While typing, characters go into the field; Enter, Esc and Tab end the typing, and ↑ ↓ end
  /// it and move the highlight, so the highlight never leaves a field that still takes the keys.
  private mutating func type(_ key: Key, into field: Screen.TextField, on top: Screen) -> Outcome {
    switch key {
    case .character(let character): return .send(field.change(field.text + String(character)))
    case .backspace: return .send(field.change(String(field.text.dropLast())))
    case .clearLine: return .send(field.change(""))
    case .enter, .escape, .tab: return .send(field.commit)
    case .up, .down:
      let count = max(1, top.entries.count)
      selections[top.id] = (field.entry + (key == .up ? -1 : 1) + count) % count
      return .send(field.commit)
    default:
      message = "Typing the name: Enter or Esc ends the typing."
      return .none
    }
  }

  private mutating func shortcut(_ key: Key, top: Screen, selectedTab: AppFeature.Tab) -> Outcome {
    if case .character(let character) = key,
      let index = top.entries.firstIndex(where: { $0.key == character })
    {
      selections[top.id] = index
      return .send(top.entries[index].action)
    }
    if !top.presentation.isModal {
      let tabs = AppFeature.Tab.allCases
      let current = tabs.firstIndex(of: selectedTab) ?? 0
      switch key {
      case .tab, .right: return .send(.tabSelected(tabs[(current + 1) % tabs.count]))
      case .left: return .send(.tabSelected(tabs[(current + tabs.count - 1) % tabs.count]))
      case .character("s"): return .send(.settingsButtonTapped)
      // A tab's key selects it; pressed again, it takes the tab back to its root.
      case .character(let character) where tabs.contains(where: { $0.key == character }):
        return .send(.tabSelected(tabs.first { $0.key == character }!))
      default: break
      }
    }
    message = "Nothing for \(Interaction.describe(key)) here. Press ? for help."
    return .none
  }

  /// A key as it is named in messages.
  static func describe(_ key: Key) -> String {
    switch key {
    case .character(let character): "“\(character)”"
    default: "\(key)"
    }
  }
}
