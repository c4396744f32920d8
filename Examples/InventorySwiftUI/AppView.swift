#if canImport(SwiftUI)
  import InventoryApp
  import SwiftUI
  import WaypointSwiftUI

  /// The app's tabs, each a navigation stack, and the settings cover over them.
  struct AppView: View {
    @Bindable var store: StoreOf<AppFeature>

    var body: some View {
      // A tab the person picks is written through the store: it sends `.tabSelected(tab)`.
      TabView(selection: $store.selectedTab) {
        InventoryView(store: store.scope(state: \.inventory, action: \.inventory)) {
          store.send(.settingsButtonTapped)
        }
        .tabItem { Label(AppFeature.Tab.inventory.title, systemImage: "shippingbox") }
        .tag(AppFeature.Tab.inventory)

        MoviesView(store: store.scope(state: \.movies, action: \.movies)) {
          store.send(.settingsButtonTapped)
        }
        .tabItem { Label(AppFeature.Tab.movies.title, systemImage: "film") }
        .tag(AppFeature.Tab.movies)
      }
      #if os(macOS)
        .sheet(item: $store.scope(state: \.settings, action: \.settings)) { store in
          SettingsView(store: store)
        }
      #else
        .fullScreenCover(item: $store.scope(state: \.settings, action: \.settings)) { store in
          SettingsView(store: store)
        }
      #endif
    }
  }
#endif
