import Waypoint

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
public struct AppFeature: Sendable {
  /// The app's state: every screen it shows is a part of it.
  @ObservableState
  public struct State: Codable, Equatable, Sendable {
    /// The tab shown.
    public var selectedTab: Tab
    /// The Inventory tab.
    public var inventory: InventoryFeature.State
    /// The Movies tab.
    public var movies: MoviesFeature.State
    /// The preferences in force.
    public var preferences: SettingsFeature.Preferences
    /// The settings cover.
    @Presents public var settings: SettingsFeature.State?

    /// Creates the app's state.
    ///
    /// - Parameters:
    ///   - selectedTab: The tab shown.
    ///   - inventory: The Inventory tab.
    ///   - movies: The Movies tab.
    ///   - preferences: The preferences in force.
    public init(
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
  public enum Tab: String, CaseIterable, Codable, Hashable, Sendable {
    case inventory, movies

    /// The tab's title.
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
  }

  /// The app's actions.
  public enum Action: Equatable, Sendable {
    case inventory(InventoryFeature.Action)
    case movies(MoviesFeature.Action)
    case settings(PresentationAction<SettingsFeature.Action>)
    case settingsButtonTapped
    case tabSelected(Tab)
  }

  /// Creates the app's reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.inventory, action: \.inventory) { InventoryFeature() }
    Scope(state: \.movies, action: \.movies) { MoviesFeature() }
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
      case .tabSelected(let tab):
        state.selectedTab = tab
        return .none
      }
    }
    .ifLet(\.$settings, action: \.settings) { SettingsFeature() }
  }
}
