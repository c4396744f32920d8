import Waypoint

/// Builds every screen the app shows from its state: the selected tab's root, the screens on its
/// stack and their presentations, then the settings cover.
///
/// ```swift
/// AppScreens.screens(for: state).map(\.breadcrumb)
/// // ["Inventory", "Widget", "[sheet] Edit"]
/// ```
public enum AppScreens {
  /// The screens shown for a state, bottom first; the last one takes the keys.
  ///
  /// - Parameter state: The app's state.
  /// - Returns: The screens, bottom first.
  public static func screens(for state: AppFeature.State) -> [Screen] {
    var screens: [Screen]
    switch state.selectedTab {
    case .inventory: screens = InventoryScreens.screens(state.inventory)
    case .movies: screens = MoviesScreens.screens(state.movies)
    }
    if let settings = state.settings {
      screens.append(SettingsScreens.screen(settings))
    }
    return screens
  }

  /// Every screen the state holds, in both tabs, whichever is selected.
  ///
  /// - Parameter state: The app's state.
  /// - Returns: The screens of the Inventory tab, then the Movies tab, then the settings cover.
  public static func everyScreen(for state: AppFeature.State) -> [Screen] {
    var screens = InventoryScreens.screens(state.inventory) + MoviesScreens.screens(state.movies)
    if let settings = state.settings {
      screens.append(SettingsScreens.screen(settings))
    }
    return screens
  }
}
