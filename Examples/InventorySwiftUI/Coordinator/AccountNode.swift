#if canImport(SwiftUI)
  import SwiftUI
  import WaypointNodesSwiftUI

  /// The Account tab's root: the profile, and logging out after an alert.
  @NavigationNode
  final class AccountNode {
    let userService: DemoUserService

    init(userService: DemoUserService) {
      self.userService = userService
    }

    var body: some View {
      AccountView()
    }

    /// The name of the user logged in.
    var userName: String {
      userService.userName ?? "nobody"
    }

    /// Pushes the profile.
    func showProfile() {
      execute(.stackAppend(ProfileNode(name: userName)))
    }

    /// Asks before logging out: the confirming button logs out, and the app node switches to
    /// the login screen, which takes the tabs out of the graph.
    func logOut() {
      execute(
        .present(
          .alert(Self.logOutAlert) { [userService] _ in
            userService.logOut()
          }))
    }

    /// What the Log out alert's confirming button sends.
    enum LogOutAction {
      case confirm
    }

    /// The alert asked before logging out.
    static var logOutAlert: AlertState<LogOutAction> {
      AlertState {
        TextState("Log out?")
      } actions: {
        ButtonState(role: .destructive, action: .confirm) { TextState("Log out") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      } message: {
        TextState("The tabs leave the graph, and the login screen comes back.")
      }
    }
  }

  /// The Account tab's root view.
  struct AccountView: View {
    @EnvironmentNavigationNode private var navigationNode: AccountNode

    var body: some View {
      List {
        Text("Logged in as \(navigationNode.userName).")
        Button("Profile") { navigationNode.showProfile() }
        Button("Log out", role: .destructive) { navigationNode.logOut() }
      }
      .navigationTitle("Account")
    }
  }
#endif
