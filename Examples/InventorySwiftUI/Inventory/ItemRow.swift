#if canImport(SwiftUI)
  import InventoryApp
  import SwiftUI

  /// An item in a list: its name, kind and recorded quantity.
  struct ItemRow: View {
    let item: Item

    var body: some View {
      HStack {
        VStack(alignment: .leading) {
          Text(item.name)
            .font(.headline)
          Text(item.kind.title)
            .font(.subheadline)
            .foregroundStyle(.secondary)
        }
        Spacer()
        Text("\(item.quantity)")
          .foregroundStyle(.secondary)
      }
    }
  }
#endif
