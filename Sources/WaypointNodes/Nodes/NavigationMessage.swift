/// A message a node sends to its listeners.
///
/// Define a message as any type; listeners tell messages apart by casting:
///
/// ```swift
/// struct ProfileSaved: NavigationMessage { let name: String }
///
/// let profile = ProfileNode().onMessageReceived { message in
///   switch message {
///   case let saved as ProfileSaved: print("saved", saved.name)
///   case is RemovalNavigationMessage: print("profile left")
///   default: break
///   }
/// }
/// profile.sendMessage(ProfileSaved(name: "Ada"))  // prints "saved Ada"
/// ```
public protocol NavigationMessage {}

/// The message every node sends when it leaves the graph: dismissed, dropped from a stack,
/// switched away, or with its window closed.
///
/// It reaches every node that leaves, and every node beneath it, exactly once, children before
/// parents. After it, the node drops its listeners.
///
/// ```swift
/// // `home` is in a window's graph.
/// var left: [String] = []
/// let detail = DetailNode().onMessageReceived { message in
///   if message is RemovalNavigationMessage { left.append("detail") }
/// }
/// let sheet = StackRootNavigationNode(detail).onMessageReceived { message in
///   if message is RemovalNavigationMessage { left.append("sheet") }
/// }
/// try home.execute(.present(.sheet(sheet))).get()
/// try home.execute(.dismiss()).get()
/// left  // ["detail", "sheet"]: the sheet's node first, then the sheet
/// ```
public struct RemovalNavigationMessage: NavigationMessage, Equatable, Sendable {
  /// The message.
  public init() {}
}

/// Something that receives a node's messages, on the main actor.
///
/// ``NavigationNode/addMessageListener(_:)`` and ``NavigationNode/onMessageReceived(_:)`` add
/// one. A node calls its listeners in the order they were added, for each message it sends;
/// the last message is a ``RemovalNavigationMessage``, after which the node drops them, and
/// what they hold.
public typealias NavigationMessageListener = (any NavigationMessage) -> Void

extension NavigationNode {
  /// Adds a listener to the node's messages.
  ///
  /// - Parameter listener: The listener; kept until the node leaves the graph.
  public func addMessageListener(_ listener: @escaping NavigationMessageListener) {
    guard state.phase != .finished else { return }
    state.messageListeners.append(listener)
  }

  /// Adds a listener to the node's messages, and returns the node, for use where it is made:
  /// `execute(.stackAppend(DetailNode().onMessageReceived { … }))`.
  ///
  /// - Parameter receive: Called with each message the node sends, until it leaves the graph.
  /// - Returns: This node.
  @discardableResult
  public func onMessageReceived(
    _ receive: @escaping (any NavigationMessage) -> Void
  ) -> Self {
    addMessageListener(receive)
    return self
  }

  /// Sends a message to the node's listeners, in the order they were added.
  ///
  /// - Parameter message: The message.
  public func sendMessage(_ message: any NavigationMessage) {
    for listener in state.messageListeners { listener(message) }
  }
}
