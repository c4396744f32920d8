// Seed 001, "Advanced Navigation Patterns", 3. Tab-Based Navigation: the guide's `MainTabView`,
// as written, over the guide's own `MainTabFeature` (copied from the guide). The import is the
// only line changed: `import ComposableArchitecture` → `import WaypointSwiftUI`.

#if canImport(SwiftUI)
  import SwiftUI
  import WaypointSwiftUI

  enum Seed001Tabs {
    struct MainTabView: View {
      @Bindable var store: StoreOf<MainTabFeature>

      var body: some View {
        TabView(selection: $store.selectedTab) {
          HomeView(
            store: store.scope(state: \.home, action: \.home)
          )
          .tabItem {
            Label("Home", systemImage: "house")
          }
          .tag(MainTabFeature.Tab.home)

          ProfileView(
            store: store.scope(state: \.profile, action: \.profile)
          )
          .tabItem {
            Label("Profile", systemImage: "person")
          }
          .tag(MainTabFeature.Tab.profile)

          SettingsView(
            store: store.scope(state: \.settings, action: \.settings)
          )
          .tabItem {
            Label("Settings", systemImage: "gear")
          }
          .tag(MainTabFeature.Tab.settings)
        }
      }
    }

    // The guide's reducer, as written.
    @Reducer
    struct MainTabFeature {
      @ObservableState
      struct State: Equatable, Sendable {
        var selectedTab: Tab = .home
        var home = HomeFeature.State()
        var profile = ProfileFeature.State()
        var settings = SettingsFeature.State()
      }

      enum Tab: Equatable, Sendable {
        case home
        case profile
        case settings
      }

      enum Action: Equatable, Sendable {
        case tabSelected(Tab)
        case home(HomeFeature.Action)
        case profile(ProfileFeature.Action)
        case settings(SettingsFeature.Action)
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
          HomeFeature()
        }
        .scope(state: \.profile, action: \.profile) {
          ProfileFeature()
        }
        .scope(state: \.settings, action: \.settings) {
          SettingsFeature()
        }
      }
    }

    // Supplied: three tabs, each a counter of its own, and their views.
    @Reducer
    struct HomeFeature {
      @ObservableState
      struct State: Equatable, Sendable { var visits = 0 }
      enum Action: Equatable, Sendable { case visited }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.visits += 1
        return .none
      }
    }

    // Supplied.
    typealias ProfileFeature = HomeFeature
    // Supplied.
    typealias SettingsFeature = HomeFeature

    // Supplied.
    struct HomeView: View {
      let store: StoreOf<HomeFeature>

      var body: some View {
        Button("Visited \(store.visits) times") { store.send(.visited) }
      }
    }

    // Supplied.
    typealias ProfileView = HomeView
    // Supplied.
    typealias SettingsView = HomeView
  }
#endif
