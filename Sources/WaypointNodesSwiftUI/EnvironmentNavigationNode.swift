#if canImport(SwiftUI)
  import SwiftUI
  import WaypointNodes

  /// The node a view is shown for, read from the environment.
  ///
  /// ```swift
  /// struct HomeView: View {
  ///   @EnvironmentNavigationNode private var navigationNode: HomeNavigationNode
  ///
  ///   var body: some View {
  ///     Button("Go to Detail") { navigationNode.showDetail() }
  ///   }
  /// }
  /// ```
  ///
  /// > Important: Read it only in a view that ``NavigationNodeResolvedView`` shows for a node of
  /// > type `Node` (a node's `body`); elsewhere reading it stops the app with a message that
  /// > names the type asked for and the node found.
  @MainActor @propertyWrapper
  public struct EnvironmentNavigationNode<Node: NavigationNode>: DynamicProperty {
    @Environment(\.navigationNode) private var node

    /// Reads the node from the environment.
    public init() {}

    /// The node.
    public var wrappedValue: Node {
      guard let node = node as? Node else {
        preconditionFailure(
          "@EnvironmentNavigationNode asked for \(Node.self), and the view is shown for "
            + (node.map { "\(type(of: $0))" } ?? "no node"))
      }
      return node
    }
  }

  /// The node state a view is shown for, read from the environment.
  @MainActor @propertyWrapper
  public struct EnvironmentNavigationNodeState<State: NavigationNodeState>: DynamicProperty {
    @Environment(\.navigationNode) private var node

    /// Reads the node's state from the environment.
    public init() {}

    /// The node's state.
    public var wrappedValue: State {
      guard let state = node?.state as? State else {
        preconditionFailure(
          "@EnvironmentNavigationNodeState asked for \(State.self), and the view is shown for "
            + (node.map { "\(type(of: $0.state))" } ?? "no node"))
      }
      return state
    }
  }

  private struct NavigationNodeKey: EnvironmentKey {
    // Unchecked: a constant `nil`; no node, which is not `Sendable`, is ever stored in it.
    nonisolated(unsafe) static let defaultValue: (any NavigationNode)? = nil
  }

  extension EnvironmentValues {
    /// The node the view is shown for: set by ``NavigationNodeResolvedView``.
    public var navigationNode: (any NavigationNode)? {
      get { self[NavigationNodeKey.self] }
      set { self[NavigationNodeKey.self] = newValue }
    }
  }
#endif
