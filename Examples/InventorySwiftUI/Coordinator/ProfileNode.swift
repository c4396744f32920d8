#if canImport(SwiftUI)
  import SwiftUI
  import WaypointNodesSwiftUI

  /// The profile, pushed on the Account stack.
  @NavigationNode
  final class ProfileNode {
    let name: String

    init(name: String) {
      self.name = name
    }

    var body: some View {
      ProfileView()
    }
  }

  /// The profile's view.
  struct ProfileView: View {
    @EnvironmentNavigationNode private var navigationNode: ProfileNode

    var body: some View {
      List {
        Text("Name: \(navigationNode.name)")
        Text("Pushed on the Account stack.")
          .foregroundStyle(.secondary)
      }
      .navigationTitle("Profile")
    }
  }
#endif
