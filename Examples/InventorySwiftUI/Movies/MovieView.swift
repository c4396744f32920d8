#if canImport(SwiftUI)
  import InventoryApp
  import SwiftUI
  import WaypointSwiftUI

  /// A movie, pushed on the Movies stack: leads to its cast.
  struct MovieView: View {
    let store: StoreOf<MovieFeature>

    var body: some View {
      List {
        Section {
          HStack {
            Text("Released")
            Spacer()
            Text(verbatim: "\(store.movie.year)")
              .foregroundStyle(.secondary)
          }
        }
        Section {
          Button("Cast") { store.send(.castButtonTapped) }
        }
      }
      .navigationTitle(store.movie.title)
    }
  }
#endif
