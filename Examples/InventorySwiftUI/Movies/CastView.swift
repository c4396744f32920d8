#if canImport(SwiftUI)
  import InventoryApp
  import SwiftUI
  import WaypointSwiftUI

  /// A movie's cast, pushed on the Movies stack: leads to each person.
  struct CastView: View {
    let store: StoreOf<CastFeature>

    var body: some View {
      List(store.cast) { person in
        Button(person.name) { store.send(.personTapped(person)) }
      }
      .navigationTitle("Cast of \(store.movie.title)")
    }
  }
#endif
