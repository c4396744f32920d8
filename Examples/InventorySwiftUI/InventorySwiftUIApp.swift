#if canImport(SwiftUI)
  import InventoryApp
  import SwiftUI
  import WaypointSwiftUI

  /// The demo app of Waypoint on Apple platforms: the terminal demo's features (`AppFeature`)
  /// driving SwiftUI, and the coordinator demo's nodes in a window of their own.
  ///
  /// Every screen is state: the tab, each tab's stack, the sheets, the alert, the dialog and the
  /// settings cover are `AppFeature.State`, and every tap sends an ordinary action. A link such as
  /// `inventory://items/2/edit` opens through the store, in steps SwiftUI animates.
  @main
  struct InventorySwiftUIApp: App {
    @State private var store = Store(initialState: AppFeature.State()) {
      AppFeature()
    }

    var body: some Scene {
      WindowGroup {
        if Self.startsWithCoordinatorDemo {
          CoordinatorDemoView()
        } else {
          AppView(store: store)
            .modifier(NavigationRestoration(store: store))
            .onOpenURL { url in
              Task { await store.send(.openURL(url), transition: .animated()) }
            }
        }
      }
      WindowGroup("Coordinator demo", id: CoordinatorDemoView.windowID) {
        CoordinatorDemoView()
      }
    }

    /// Whether the app was launched with `--coordinator`, as the terminal demo is: the first
    /// window then shows the coordinator demo. Where an app has one window (iPhone), this is how
    /// to see it.
    private static var startsWithCoordinatorDemo: Bool {
      ProcessInfo.processInfo.arguments.contains("--coordinator")
    }
  }
#endif
