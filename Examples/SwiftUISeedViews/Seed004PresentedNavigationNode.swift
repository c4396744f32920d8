// Seed 004, "PresentedNavigationNode": presenting nodes in each way, and a confirmation dialog
// from a source view, as written, reindented from four spaces to two. The import is the only
// line changed: `import SwiftUINavigation` → `import WaypointNodesSwiftUI`. What the README leaves to
// `...` is supplied.
//
// Two things of the README do not compile as written:
//
// - `execute(.present(.sheet(.stacked([DetailNavigationNode(), DetailEditorNavigationNode()])))`
//   closes one parenthesis too few ("expected ')' in expression list"); the one missing is added.
// - `execute(.present(.sheet(SFSafariNavigationNode(...))))` is left out: the node shows UIKit's
//   `SFSafariViewController`, and UIKit is not part of SwiftUI's stand-in (nor of Linux).

#if canImport(SwiftUI)
  import SwiftUI
  import WaypointNodesSwiftUI

  enum Seed004PresentedNavigationNode {
    @NavigationNode
    class HomeNavigationNode {

      // The README: `...`. Supplied:
      var body: some View {
        LogoutView()
      }

      func showDetail() {
        // Present fullScreenCover
        execute(.present(.fullScreenCover(.stacked(DetailNavigationNode()))))
        // Present sheet
        execute(.present(.sheet(.stacked(DetailNavigationNode()))))
        // Present sheet with detail and pushed detail editor
        execute(.present(.sheet(.stacked([DetailNavigationNode(), DetailEditorNavigationNode()]))))
        // Present not wrapped in stack
        // Left out (UIKit): execute(.present(.sheet(SFSafariNavigationNode(...))))
      }

      // Supplied: a command that presents the README's dialog.
      func confirmLogout() {
        execute(
          .present(
            .confirmationDialog(
              ConfirmationDialogState<LogoutAction>.logout,
              sourceID: "logoutButton"
            )
          )
        )
      }

    }

    // Supplied: the README's button, in a view.
    struct LogoutView: View {
      @EnvironmentNavigationNode private var navigationNode: HomeNavigationNode

      var body: some View {
        Button("Log out") { navigationNode.confirmLogout() }
          .presentingNavigationSource(id: "logoutButton")
      }
    }

    // Supplied.
    enum LogoutAction { case logOut }

    // Supplied.
    @NavigationNode
    class DetailNavigationNode {}

    // Supplied.
    @NavigationNode
    class DetailEditorNavigationNode {}
  }

  // Supplied: the README's `...` of the dialog.
  extension ConfirmationDialogState where Action == Seed004PresentedNavigationNode.LogoutAction {
    static let logout = ConfirmationDialogState(titleVisibility: .visible) {
      TextState("Log out?")
    } actions: {
      ButtonState(role: .destructive, action: .logOut) { TextState("Log out") }
    }
  }
#endif
