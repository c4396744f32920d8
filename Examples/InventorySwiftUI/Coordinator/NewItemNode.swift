#if canImport(SwiftUI)
  import InventoryApp
  import SwiftUI
  import WaypointNodesSwiftUI

  /// The New item sheet's root: a kind to choose, pushed on the sheet's own stack.
  @NavigationNode
  final class NewItemNode {
    var body: some View {
      NewItemView()
    }

    /// Pushes the chosen kind on the sheet's stack.
    func choose(_ kind: Item.Kind) {
      execute(.stackAppend(NewItemKindNode(kind: kind)))
    }

    /// Closes the sheet.
    func cancel() {
      execute(.hide())
    }
  }

  /// The New item sheet's root view.
  struct NewItemView: View {
    @EnvironmentNavigationNode private var navigationNode: NewItemNode

    var body: some View {
      List {
        Section("A sheet with a stack of its own. Choose a kind.") {
          ForEach(Item.Kind.allCases, id: \.self) { kind in
            Button(kind.title) { navigationNode.choose(kind) }
          }
        }
      }
      .navigationTitle("New item")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { navigationNode.cancel() }
        }
      }
    }
  }
#endif
