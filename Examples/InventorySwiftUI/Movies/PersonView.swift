#if canImport(SwiftUI)
  import InventoryApp
  import SwiftUI
  import WaypointSwiftUI

  /// A person, pushed on the Movies stack: leads to their filmography.
  struct PersonView: View {
    let store: StoreOf<PersonFeature>

    var body: some View {
      List {
        Button("Filmography") { store.send(.filmographyButtonTapped) }
      }
      .navigationTitle(store.person.name)
    }
  }
#endif
