import Foundation
import Waypoint
import WaypointRouting

/// The whole demo app: two tabs, each with its own navigation stack, and settings presented as a
/// full-screen cover over them.
///
/// ```swift
/// let store = Store(initialState: AppFeature.State()) { AppFeature() }
/// store.send(.tabSelected(.movies))
/// store.send(.settingsButtonTapped)
/// store.settings  // SettingsFeature.State(…)
/// ```
@Reducer
package struct AppFeature: Sendable {
  /// The app's state: every screen it shows is a part of it.
  @ObservableState
  package struct State: Codable, Equatable, Sendable {
    /// The tab shown.
    package var selectedTab: Tab
    /// The Inventory tab.
    package var inventory: InventoryFeature.State
    /// The Movies tab.
    package var movies: MoviesFeature.State
    /// The preferences in force.
    package var preferences: SettingsFeature.Preferences
    /// The settings cover.
    @Presents(.fullScreenCover) package var settings: SettingsFeature.State?

    /// Creates the app's state.
    ///
    /// - Parameters:
    ///   - selectedTab: The tab shown.
    ///   - inventory: The Inventory tab.
    ///   - movies: The Movies tab.
    ///   - preferences: The preferences in force.
    package init(
      selectedTab: Tab = .inventory,
      inventory: InventoryFeature.State = InventoryFeature.State(),
      movies: MoviesFeature.State = MoviesFeature.State(),
      preferences: SettingsFeature.Preferences = SettingsFeature.Preferences()
    ) {
      self.selectedTab = selectedTab
      self.inventory = inventory
      self.movies = movies
      self.preferences = preferences
    }
  }

  /// A tab of the app.
  package enum Tab: String, CaseIterable, Codable, Hashable, Sendable {
    case inventory, movies

    /// The tab's title.
    package var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The key that selects the tab, and, pressed on the tab shown, takes it back to its root:
    /// its title's first letter, lowercased.
    package var key: Character { rawValue.first! }
  }

  /// The app's actions.
  package enum Action: Equatable, Sendable {
    case inventory(InventoryFeature.Action)
    case movies(MoviesFeature.Action)
    case settings(PresentationAction<SettingsFeature.Action>)
    case settingsButtonTapped
    case tabSelected(Tab)
    /// Opens a link, `inventory://items/2`: ``AppFeature/links`` reads the screens it names, and
    /// the tab, the settings cover and the tab's stack change in the same pass of the store,
    /// before any view reads the state; or the error is sent as ``linkFailed(_:)``.
    case openURL(URL)
    /// A link that could not be opened: the navigation stays as it was.
    case linkFailed(LinkError)
  }

  @Dependency(\.activityLog) var activityLog
  let catalog: MovieCatalog

  /// Creates the app's reducer.
  ///
  /// - Parameter catalog: The movies and people the Movies tab browses.
  package init(catalog: MovieCatalog = .standard) {
    self.catalog = catalog
  }

  package var body: some ReducerOf<Self> {
    CombineReducers {
      Scope(state: \.inventory, action: \.inventory) { InventoryFeature() }
      Scope(state: \.movies, action: \.movies) { MoviesFeature(catalog: catalog) }
      Reduce { state, action in
        switch action {
        case .inventory, .movies:
          return .none
        case .settings(.presented(.delegate(.saved(let preferences)))):
          state.preferences = preferences
          state.inventory.refreshSeconds = preferences.refreshSeconds
          return .none
        case .settings:
          return .none
        case .settingsButtonTapped:
          state.settings = SettingsFeature.State(preferences: state.preferences)
          return .none
        case .tabSelected:
          // The tabs operator below selects the tab, and takes it back to its root when it is
          // selected again.
          return .none
        case .openURL(let url):
          let opened: State
          do throws(LinkError) {
            opened = try state.opening(url.absoluteString, catalog: catalog)
          } catch {
            return .send(.linkFailed(error))
          }
          // The settings cover is this reducer's; each tab's stack and sheet are its feature's,
          // whose operators end the screens a link closes.
          state.selectedTab = opened.selectedTab
          if state.settings != opened.settings { state.settings = opened.settings }
          if opened.inventory != state.inventory {
            return .send(.inventory(.linkOpened(opened.inventory)))
          }
          if opened.movies != state.movies {
            return .send(.movies(.linkOpened(opened.movies.path)))
          }
          return .none
        case .linkFailed(let error):
          activityLog.record("Link failed: \(error)")
          return .none
        }
      }
      .ifLet(\.$settings, action: \.settings) { SettingsFeature() }
    }
    // Selecting the shown tab again takes its stack back to the root, through the tab's own
    // forEach, so the screens it removes end with their effects.
    .tabs(
      selection: \.selectedTab, select: \.tabSelected,
      [
        .stack(.inventory, \.inventory.path, action: \.inventory.path),
        .stack(.movies, \.movies.path, action: \.movies.path),
      ])
  }
}
