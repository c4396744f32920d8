import Testing
import Waypoint
import WaypointTesting

@Reducer
struct ProfileFeature {
  @ObservableState
  struct State: Equatable, Sendable { var name = "Blob" }
  enum Action: Equatable, Sendable { case rename(String) }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .rename(name):
      state.name = name
      return .none
    }
  }
}

/// The seeds' tab feature: selection in state, three children scoped with `Scope`.
@Reducer
struct MainTabFeature {
  @ObservableState
  struct State: Equatable, Sendable {
    var selectedTab: Tab = .home
    var home = InventoryFeature.State()
    var profile = ProfileFeature.State()
    var settings = ProfileFeature.State(name: "Settings")
  }

  enum Tab: Equatable, Sendable {
    case home
    case profile
    case settings
  }

  enum Action: Equatable, Sendable {
    case tabSelected(Tab)
    case home(InventoryFeature.Action)
    case profile(ProfileFeature.Action)
    case settings(ProfileFeature.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .tabSelected(tab):
        state.selectedTab = tab
        return .none
      case .home, .profile, .settings:
        return .none
      }
    }
    .scope(state: \.home, action: \.home) {
      InventoryFeature()
    }
    .scope(state: \.profile, action: \.profile) {
      ProfileFeature()
    }
    .scope(state: \.settings, action: \.settings) {
      ProfileFeature()
    }
  }
}

@MainActor
@Suite struct TabsSeedTests {
  @Test func eachTabKeepsItsOwnStateWhileSelectionChanges() async {
    let store = TestStore(initialState: MainTabFeature.State()) { MainTabFeature() }
    await store.send(.home(.addButtonTapped)) { $0.home.addItem = ItemFormFeature.State() }
    await store.send(.tabSelected(.profile)) { $0.selectedTab = .profile }
    await store.send(.profile(.rename("Blobby"))) { $0.profile.name = "Blobby" }
    await store.send(.tabSelected(.home)) { $0.selectedTab = .home }
    await store.send(.home(.addItem(.dismiss))) { $0.home.addItem = nil }
    await store.send(.settings(.rename("Prefs"))) { $0.settings.name = "Prefs" }
  }

  @Test func scopedTabStoresReadAndSendThroughTheRoot() {
    let store = Store(initialState: MainTabFeature.State()) { MainTabFeature() }
    let profile = store.scope(state: \.profile, action: \.profile)
    #expect(profile === store.scope(state: \.profile, action: \.profile))
    profile.send(.rename("Blobby"))
    #expect(store.profile.name == "Blobby")
    #expect(profile.name == "Blobby")
  }
}
