#if canImport(SwiftUI)
  import WaypointNodesSwiftUI

  /// Whether someone is logged in, for the coordinator demo: the app node switches between the
  /// login screen and the tabs when it changes.
  @MainActor
  final class DemoUserService {
    /// The name of the user logged in, if any.
    private(set) var userName: String?
    /// Called when someone logs in or out.
    var didChange: @MainActor () -> Void = {}

    /// Logs `name` in.
    func logIn(as name: String) {
      userName = name
      didChange()
    }

    /// Logs out.
    func logOut() {
      userName = nil
      didChange()
    }
  }
#endif
