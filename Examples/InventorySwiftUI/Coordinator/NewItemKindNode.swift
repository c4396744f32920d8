#if canImport(SwiftUI)
  import InventoryApp
  import SwiftUI
  import WaypointNodesSwiftUI

  /// A kind chosen in the New item sheet, pushed on the sheet's stack.
  @NavigationNode
  final class NewItemKindNode {
    let kind: Item.Kind

    init(kind: Item.Kind) {
      self.kind = kind
    }

    var body: some View {
      NewItemKindView()
    }

    /// Dismisses the sheet, with its stack.
    func done() {
      execute(.dismissJustFromPresented())
    }
  }

  /// The chosen kind's view.
  struct NewItemKindView: View {
    @EnvironmentNavigationNode private var navigationNode: NewItemKindNode

    var body: some View {
      List {
        Text("Pushed inside the sheet. Back pops it; Done dismisses the sheet.")
          .foregroundStyle(.secondary)
        Button("Done") { navigationNode.done() }
      }
      .navigationTitle(navigationNode.kind.title)
    }
  }
#endif
