#if canImport(SwiftUI)
  import InventoryApp
  import SwiftUI
  import WaypointNodesSwiftUI

  /// An item's details, pushed over the item.
  @NavigationNode
  final class ItemDetailsNode {
    let item: Item

    init(item: Item) {
      self.item = item
    }

    var body: some View {
      ItemDetailsView()
    }

    /// Goes back to the list.
    func backToList() {
      execute(.stackDropToRoot())
    }
  }

  /// An item's details view.
  struct ItemDetailsView: View {
    @EnvironmentNavigationNode private var navigationNode: ItemDetailsNode

    var body: some View {
      let item = navigationNode.item
      List {
        Text("\(item.name): \(item.quantity) recorded, a \(item.kind.rawValue).")
        Text("Pushed on the Library stack over \(item.name).")
          .foregroundStyle(.secondary)
        Button("Back to the list") { navigationNode.backToList() }
      }
      .navigationTitle("Details")
    }
  }
#endif
