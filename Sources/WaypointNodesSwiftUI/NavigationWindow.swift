#if canImport(SwiftUI)
  import SwiftUI
  import WaypointNodes

  /// The top of a window's navigation graph: place it in a `WindowGroup`, once per window.
  ///
  /// ```swift
  /// @main
  /// struct YourApp: App {
  ///   var body: some Scene {
  ///     WindowGroup {
  ///       NavigationWindow(rootNode: .stacked(HomeNavigationNode()))
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// The window's nodes send their environment triggers (open a URL, open or dismiss a window,
  /// dismiss) to the window's handler; a `DefaultNavigationEnvironmentTriggerHandler` without
  /// a way to open URLs gets SwiftUI's `openURL`.
  public struct NavigationWindow: View {
    @State private var holder: WindowHolder
    @Environment(\.openURL) private var openURL

    /// A window showing `rootNode`.
    ///
    /// SwiftUI may make this view many times; the window is made once, from the first root
    /// node, and later ones are left unused.
    ///
    /// - Parameters:
    ///   - rootNode: The root of the window's graph.
    ///   - deepLinkHandler: Turns deep links into commands.
    public init(
      rootNode: any NavigationNode, deepLinkHandler: (any NavigationDeepLinkHandler)? = nil
    ) {
      _holder = State(
        initialValue: WindowHolder {
          WindowNavigationNode(rootNode: rootNode, deepLinkHandler: deepLinkHandler)
        })
    }

    /// A view of a window made elsewhere, such as one a `NavigationApplication` opened.
    ///
    /// - Parameter window: The window.
    public init(window: WindowNavigationNode) {
      _holder = State(initialValue: WindowHolder { window })
    }

    public var body: some View {
      let window = holder.window
      NavigationNodeResolvedView(node: window.rootNode)
        .onAppear {
          // A command's `animated: false` turns the animations of its change off.
          NavigationConfig.shared.performChange = { animated, change in
            var transaction = Transaction()
            transaction.disablesAnimations = !animated
            withTransaction(transaction) { change() }
          }
          if let handler = window.state.environmentTriggerHandler
            as? DefaultNavigationEnvironmentTriggerHandler, handler.openURL == nil
          {
            let openURL = openURL
            handler.openURL = { openURL($0) }
          }
        }
    }
  }

  /// Makes a window the first time it is asked for.
  @MainActor
  private final class WindowHolder {
    private let make: @MainActor () -> WindowNavigationNode
    private(set) lazy var window = make()

    init(_ make: @escaping @MainActor () -> WindowNavigationNode) {
      self.make = make
    }
  }
#endif
