import Waypoint

/// Builds every screen the app shows from its state: the selected tab's root, the screens on its
/// stack and their presentations, then the settings cover.
///
/// ```swift
/// AppScreens.screens(for: state).map(\.breadcrumb)
/// // ["Inventory", "Widget", "[sheet] Edit"]
/// ```
package enum AppScreens {
  /// The screens shown for a state, bottom first; the last one takes the keys.
  ///
  /// - Parameter state: The app's state.
  /// - Returns: The screens, bottom first.
  package static func screens(for state: AppFeature.State) -> [Screen] {
    tab(state.selectedTab, of: state) + cover(of: state)
  }

  /// Every screen the state holds, in both tabs, whichever is selected.
  ///
  /// - Parameter state: The app's state.
  /// - Returns: The screens of each tab in order, then the settings cover.
  package static func everyScreen(for state: AppFeature.State) -> [Screen] {
    AppFeature.Tab.allCases.flatMap { tab($0, of: state) } + cover(of: state)
  }

  private static func tab(_ tab: AppFeature.Tab, of state: AppFeature.State) -> [Screen] {
    switch tab {
    case .inventory: InventoryScreens.screens(state.inventory)
    case .movies: MoviesScreens.screens(state.movies)
    }
  }

  private static func cover(of state: AppFeature.State) -> [Screen] {
    state.settings.map { [SettingsScreens.screen($0)] } ?? []
  }
}
