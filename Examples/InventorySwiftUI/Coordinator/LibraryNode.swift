#if canImport(SwiftUI)
  import InventoryApp
  import SwiftUI
  import WaypointNodesSwiftUI

  /// The Library tab's root: the items, and the New item sheet.
  @NavigationNode
  final class LibraryNode {
    var body: some View {
      LibraryView()
    }

    /// Pushes an item on the Library stack.
    func show(_ item: Item) {
      execute(.stackAppend(LibraryItemNode(item: item)))
    }

    /// Presents the New item sheet, which has a stack of its own.
    func newItem() {
      execute(.present(.sheet(.stacked(NewItemNode()))))
    }
  }

  /// The Library tab's root view.
  struct LibraryView: View {
    @EnvironmentNavigationNode private var navigationNode: LibraryNode

    var body: some View {
      List(Item.samples) { item in
        Button {
          navigationNode.show(item)
        } label: {
          ItemRow(item: item)
        }
      }
      .navigationTitle("Library")
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          Button("New item", systemImage: "plus") { navigationNode.newItem() }
        }
      }
    }
  }
#endif
