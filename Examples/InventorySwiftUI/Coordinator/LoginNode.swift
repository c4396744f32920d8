#if canImport(SwiftUI)
  import SwiftUI
  import WaypointNodesSwiftUI

  /// The login screen.
  @NavigationNode
  final class LoginNode {
    let userService: DemoUserService

    init(userService: DemoUserService) {
      self.userService = userService
    }

    var body: some View {
      LoginView()
    }

    /// Logs Ada in: the app node switches to the tabs.
    func logIn() {
      userService.logIn(as: "Ada")
    }
  }

  /// The login screen's view.
  struct LoginView: View {
    @EnvironmentNavigationNode private var navigationNode: LoginNode

    var body: some View {
      VStack(spacing: 16) {
        Text("Signed out")
          .font(.title)
        Text("The app node shows this login node; logging in switches it to the tabs.")
          .foregroundStyle(.secondary)
        Button("Log in as Ada") { navigationNode.logIn() }
      }
      .padding()
    }
  }
#endif
