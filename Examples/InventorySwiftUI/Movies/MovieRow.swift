#if canImport(SwiftUI)
  import InventoryApp
  import SwiftUI

  /// A movie in a list: its title and year.
  struct MovieRow: View {
    let movie: Movie

    var body: some View {
      HStack {
        Text(movie.title)
        Spacer()
        Text(verbatim: "\(movie.year)")
          .foregroundStyle(.secondary)
      }
    }
  }
#endif
