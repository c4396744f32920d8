#if canImport(SwiftUI)
  import InventoryApp
  import SwiftUI
  import WaypointSwiftUI

  /// The Movies tab: one stack that goes movie → cast → person → filmography → movie …, as deep
  /// as its rules allow, with a way back to the top from any screen.
  struct MoviesView: View {
    @Bindable var store: StoreOf<MoviesFeature>
    /// Opens the settings cover, which the app presents over both tabs.
    let openSettings: @MainActor () -> Void

    var body: some View {
      NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
        List(store.movies) { movie in
          Button {
            store.send(.movieTapped(movie))
          } label: {
            MovieRow(movie: movie)
          }
        }
        .navigationTitle("Movies")
        .toolbar {
          ToolbarItem(placement: .navigation) {
            Button("Settings", systemImage: "gearshape") { openSettings() }
          }
        }
      } destination: { element in
        Group {
          switch element.case {
          case .movie(let store): MovieView(store: store)
          case .cast(let store): CastView(store: store)
          case .person(let store): PersonView(store: store)
          case .filmography(let store): FilmographyView(store: store)
          }
        }
        .toolbar {
          ToolbarItem(placement: .primaryAction) {
            Button("Back to top", systemImage: "arrow.up.to.line") {
              store.send(.backToTopButtonTapped)
            }
          }
        }
      }
    }
  }
#endif
