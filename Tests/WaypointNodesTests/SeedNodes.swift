import Foundation
import Testing
import WaypointNodes

// Seed 004's nodes, as its README writes them, without their SwiftUI views.

@NavigationNode
class HomeNavigationNode {
  func showDetail() {
    execute(.present(.sheet(.stacked(DetailNavigationNode()))))
  }

  func showDetailWithEditor() {
    execute(.present(.sheet(.stacked([DetailNavigationNode(), DetailEditorNavigationNode()]))))
  }
}

@NavigationNode
class DetailNavigationNode {}

@NavigationNode
class DetailEditorNavigationNode {}

@NavigationNode
class SettingsNavigationNode {}

@NavigationNode
class LoginNavigationNode {}

@TabsRootNavigationNode
class MainTabsNavigationNode {

  enum Tab {
    case home
    case settings
  }

  init(initialTab: Tab) {
    state = TabsRootNavigationNodeState(
      selectedTabNodeID: initialTab,
      tabsNodes: [
        DefaultTabNode(
          id: Tab.home,
          image: "house",
          title: "Home",
          navigationNode: .stacked(HomeNavigationNode())
        ),
        DefaultTabNode(
          id: Tab.settings,
          image: "gear",
          title: "Settings",
          navigationNode: .stacked(SettingsNavigationNode())
        ),
      ]
    )
  }
}

@MainActor
final class UserService {
  var isUserLogged = false
}

@SwitchedNavigationNode
class AppNode {

  var userService: UserService

  init(userService: UserService) {
    self.userService = userService
  }

  func userDidChange() {
    switchNode(isUserLogged: userService.isUserLogged)
  }

  private func switchNode(isUserLogged: Bool) {
    execute(
      .switchNode(
        isUserLogged
          ? MainTabsNavigationNode(initialTab: .home)
          : LoginNavigationNode()
      )
    )
  }
}

/// Records the messages of the nodes it listens to, in order.
@MainActor
final class MessageLog {
  private(set) var removals: [String] = []
  private(set) var others: [String] = []

  func listen(to node: some NavigationNode) {
    let name = "\(type(of: node))"
    node.onMessageReceived { [weak self] message in
      if message is RemovalNavigationMessage {
        self?.removals.append(name)
      } else {
        self?.others.append("\(name): \(message)")
      }
    }
  }

  /// Listens to every node of `root`'s subtree.
  func listenToSubtree(of root: any NavigationNode) {
    for node in root.subtree { listen(to: node) }
  }
}

/// Runs a command that must be refused as a misuse: the issue it reports is expected (and must
/// be reported), and the error comes back for the checks, which are made outside the known
/// issue so that they can fail.
@MainActor
func misuse(
  _ run: () -> Result<Void, NavigationCommandError>
) -> NavigationCommandError? {
  var result: Result<Void, NavigationCommandError>?
  withKnownIssue {
    result = run()
  } matching: { issue in
    issue.description.contains(" cannot execute on ")
  }
  guard case .failure(let error) = result else { return nil }
  return error.refusal.isMisuse ? error : nil
}
