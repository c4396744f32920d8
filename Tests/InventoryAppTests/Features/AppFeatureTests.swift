import InventoryApp
import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite struct AppFeatureTests {
  @Test func eachTabKeepsItsOwnStack() async throws {
    let store = TestStore(initialState: AppFeature.State()) { AppFeature() }
    let widget = Item.samples[0]
    let harbor = try #require(MovieCatalog.standard.movie(1))
    await store.send(.inventory(.itemTapped(widget))) {
      $0.inventory.path.append(.detail($0.inventory.detail(for: widget)))
    }
    await store.send(.tabSelected(.movies)) { $0.selectedTab = .movies }
    await store.send(.movies(.movieTapped(harbor))) {
      $0.movies.path.append(.movie(MovieFeature.State(movie: harbor)))
    }
    await store.send(.tabSelected(.inventory)) { $0.selectedTab = .inventory }
    #expect(store.state.inventory.path.count == 1)
    #expect(store.state.movies.path.count == 1)
  }

  @Test func settingsCoverSavesPreferencesOnDone() async {
    let store = TestStore(initialState: AppFeature.State()) { AppFeature() }
    await store.send(.settingsButtonTapped) { $0.settings = SettingsFeature.State() }
    await store.send(.settings(.presented(.refreshIntervalTapped))) {
      $0.settings?.preferences.refreshSeconds = 5
    }
    let five = SettingsFeature.Preferences(refreshSeconds: 5)
    await store.send(.settings(.presented(.doneButtonTapped)))
    await store.receive(.settings(.presented(.delegate(.saved(five))))) {
      $0.preferences = five
      $0.inventory.refreshSeconds = 5
    }
    await store.receive(.settings(.dismiss)) { $0.settings = nil }
  }

  @Test func dismissingSettingsDiscardsChanges() async {
    let store = TestStore(initialState: AppFeature.State()) { AppFeature() }
    await store.send(.settingsButtonTapped) { $0.settings = SettingsFeature.State() }
    await store.send(.settings(.presented(.refreshIntervalTapped))) {
      $0.settings?.preferences.refreshSeconds = 5
    }
    await store.send(.settings(.dismiss)) { $0.settings = nil }
    #expect(store.state.preferences.refreshSeconds == 2)
  }
}
