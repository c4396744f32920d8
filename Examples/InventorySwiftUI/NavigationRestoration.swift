#if canImport(SwiftUI)
  import InventoryApp
  import SwiftUI
  import WaypointSwiftUI

  /// Keeps the screen shown as a link in the scene's storage, and opens it again when the scene
  /// comes back: seed 003's persistent state, with the app's links as the saved form.
  ///
  /// The saved link is opened while the view is on screen, so it goes through the store with a
  /// stepwise transition, as any link does: SwiftUI animates one presentation level at a time.
  /// A link that no longer opens (an item deleted since) fails as any link does, and the app
  /// stays at its root.
  struct NavigationRestoration: ViewModifier {
    let store: StoreOf<AppFeature>
    @SceneStorage("navigationLink") private var savedLink: String?

    func body(content: Content) -> some View {
      content
        .task {
          guard let savedLink, let url = URL(string: savedLink) else { return }
          await store.send(.openURL(url), transition: .animated())
        }
        .onChange(of: try? store.state.link().absoluteString) { _, link in
          savedLink = link
        }
    }
  }
#endif
