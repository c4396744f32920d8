#if canImport(SwiftUI)
  import InventoryApp
  import SwiftUI
  import WaypointSwiftUI

  /// A person's movies, pushed on the Movies stack: each leads back to a movie, which closes the
  /// loop.
  struct FilmographyView: View {
    let store: StoreOf<FilmographyFeature>

    var body: some View {
      List(store.movies) { movie in
        Button {
          store.send(.movieTapped(movie))
        } label: {
          MovieRow(movie: movie)
        }
      }
      .navigationTitle("Movies with \(store.person.name)")
    }
  }
#endif
