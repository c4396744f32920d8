#if canImport(SwiftUI)
  import InventoryApp
  import SwiftUI
  import WaypointNodesSwiftUI

  /// An item, pushed on the Library stack; its details and related items push further.
  @NavigationNode
  final class LibraryItemNode {
    let item: Item

    init(item: Item) {
      self.item = item
    }

    var body: some View {
      LibraryItemView()
    }

    /// The items of the same kind.
    var related: [Item] {
      Item.samples.filter { $0.kind == item.kind && $0 != item }
    }

    /// Pushes the item's details.
    func showDetails() {
      execute(.stackAppend(ItemDetailsNode(item: item)))
    }

    /// Pushes a related item.
    func show(_ related: Item) {
      execute(.stackAppend(LibraryItemNode(item: related)))
    }

    /// Goes back to the list, however deep the stack.
    func backToList() {
      execute(.stackDropToRoot())
    }
  }

  /// An item's view on the Library stack.
  struct LibraryItemView: View {
    @EnvironmentNavigationNode private var navigationNode: LibraryItemNode

    var body: some View {
      List {
        Section {
          Text("Kind: \(navigationNode.item.kind.title)")
          Text("Quantity: \(navigationNode.item.quantity)")
          Button("Details") { navigationNode.showDetails() }
        }
        Section("Related items") {
          ForEach(navigationNode.related) { item in
            Button {
              navigationNode.show(item)
            } label: {
              ItemRow(item: item)
            }
          }
        }
        Section {
          Button("Back to the list") { navigationNode.backToList() }
        }
      }
      .navigationTitle(navigationNode.item.name)
    }
  }
#endif
