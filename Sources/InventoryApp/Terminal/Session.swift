import Foundation
import Waypoint
import WaypointRestoration
import WaypointRouting

/// A running app as the terminal sees it: the store of ``AppFeature``, what the terminal
/// remembers besides navigation (``Interaction``), and the screens that have appeared.
///
/// Script mode and the interactive terminal both drive a session, one key at a time.
///
/// ```swift
/// let session = Session(state: AppFeature.State())
/// session.handle(.enter)  // opens the first item
/// session.render(width: 80, height: 24)
/// ```
@MainActor
package final class Session {
  /// The app's store.
  package let store: StoreOf<AppFeature>
  /// The highlighted entries, help, message and link.
  package private(set) var interaction = Interaction()
  /// What the app's effects have recorded.
  package let activityLog: ActivityLog
  private var appeared: Set<String> = []

  /// Starts a session.
  ///
  /// - Parameters:
  ///   - state: The state to start from.
  ///   - autosave: Saves the state as it changes, if given.
  ///   - prepareDependencies: Overrides dependencies, such as the clock.
  package init(
    state: AppFeature.State,
    autosave: Autosave<AppFeature.State>? = nil,
    withDependencies prepareDependencies: @escaping (inout DependencyValues) -> Void = { _ in }
  ) {
    let activityLog = ActivityLog()
    self.activityLog = activityLog
    self.store = Store(initialState: state) {
      if let autosave {
        AppFeature().autosaving(autosave)
      } else {
        AppFeature()
      }
    } withDependencies: {
      $0.activityLog = activityLog
      prepareDependencies(&$0)
    }
    interaction.highlightTrail(to: screens)
    screensDidChange()
  }

  /// The screens shown now, bottom first.
  package var screens: [Screen] {
    AppScreens.screens(for: store.state)
  }

  /// Handles a key.
  ///
  /// - Parameter key: The key.
  /// - Returns: `false` when the key quits the app.
  @discardableResult
  package func handle(_ key: Key) -> Bool {
    switch interaction.handle(key, screens: screens, selectedTab: store.selectedTab) {
    case .none: return true
    case .quit: return false
    case .showLink:
      guard let link = try? store.state.link().absoluteString else {
        interaction.message = "No link here."
        return true
      }
      // On the status line when it fits there; otherwise drawn whole (see `LinkView`).
      interaction.message = "Link: \(link)"
      interaction.link = LinkView(link: link)
      return true
    case .send(let action):
      send(action)
      return true
    }
  }

  /// Highlights an entry of the topmost screen.
  ///
  /// - Parameter number: The entry's 1-based number.
  /// - Returns: Whether the entry exists.
  @discardableResult
  package func select(_ number: Int) -> Bool {
    guard let top = screens.last else { return false }
    return interaction.select(number, on: top)
  }

  /// Sends an action to the store, then lets newly shown screens appear.
  ///
  /// - Parameter action: The action.
  package func send(_ action: AppFeature.Action) {
    store.send(action)
    screensDidChange()
  }

  /// Shows a message on the status line until the next key.
  ///
  /// - Parameter message: The message.
  package func show(message: String) {
    interaction.message = message
  }

  /// Opens a link, as `inventory --open` and the script command `link` do: the app is sent
  /// ``AppFeature/Action/openURL(_:)``.
  ///
  /// - Parameter link: The link, `inventory://items/2/edit`.
  /// - Throws: A ``LinkError`` naming where the link fails, with the link as written. The
  ///   navigation then stays as it was, and the status line says why.
  package func open(link: String) throws(LinkError) {
    // Checked on a copy first, so that the error names the link as it was written.
    var preview = store.state
    do {
      try preview.open(link: link)
    } catch {
      send(.linkFailed(error))
      throw error
    }
    // A link that Foundation does not read as a URL opens as the link of what it opens.
    if let url = URL(string: link) ?? (try? preview.link()) {
      send(.openURL(url))
    }
    interaction.highlightTrail(to: screens)
  }

  /// Sends the `onAppear` action of every screen that was not shown before, as SwiftUI runs a
  /// view's `task` when it appears. Call it after the state changed outside ``send(_:)``.
  package func screensDidChange() {
    var visible = Set<String>()
    for screen in screens {
      visible.insert(screen.id)
      if !appeared.contains(screen.id), let onAppear = screen.onAppear {
        store.send(onAppear)
      }
    }
    appeared = visible
    // The other tab keeps its place: only screens gone from both tabs are forgotten, and the
    // other tab's screens are built only when a highlight is kept for a screen not shown.
    if interaction.selections.keys.contains(where: { !visible.contains($0) }) {
      interaction.forgetScreens(notIn: Set(AppScreens.everyScreen(for: store.state).map(\.id)))
    }
  }

  /// Lets the app's effects run until the state and the activity log have been still for
  /// `quietRounds` rounds of a few milliseconds each, or two seconds have passed.
  ///
  /// Script mode calls it after each input so that what it draws does not depend on how quickly
  /// effects happen to run.
  ///
  /// - Parameter quietRounds: How many rounds without change count as settled.
  package func settle(quietRounds: Int = 10) async {
    var last = (store.state, activityLog.entries.count)
    var quiet = 0
    let deadline = ContinuousClock.now.advanced(by: .seconds(2))
    while quiet < quietRounds, ContinuousClock.now < deadline {
      await Task.megaYield()
      try? await Task.sleep(for: .milliseconds(2))
      screensDidChange()
      let current = (store.state, activityLog.entries.count)
      quiet = current == last ? quiet + 1 : 0
      last = current
    }
  }

  /// Draws the session.
  ///
  /// The link shown, if any, is fitted to the size first, so that ↑ and ↓ scroll it only where
  /// it is longer than the terminal.
  ///
  /// - Parameters:
  ///   - width: The number of columns.
  ///   - height: The number of rows.
  /// - Returns: The lines of the screen.
  package func render(width: Int, height: Int) -> [String] {
    interaction.link?.fit(width: width, height: height)
    return Renderer(width: width, height: height).render(
      screens: screens,
      selectedTab: store.selectedTab,
      interaction: interaction,
      status: activityLog.entries.last,
      columns: store.selectedTab == .inventory ? InventoryColumns(store.state.inventory) : nil
    )
  }
}
