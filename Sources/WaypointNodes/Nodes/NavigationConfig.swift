/// Settings for debugging the navigation graph, and how a UI layer shows commands' changes,
/// shared by every window.
///
/// ```swift
/// NavigationConfig.shared.isDebugPrintEnabled = true
/// // . [HomeNavigationNode#3]: Started
/// // . [DetailNavigationNode#7]: Finished
/// ```
@MainActor
public final class NavigationConfig {
  /// The settings every node reads.
  public static let shared = NavigationConfig()

  /// Whether nodes log when they start (enter the graph) and finish (leave it).
  public var isDebugPrintEnabled = false {
    didSet { prints = isDebugPrintEnabled }
  }

  /// Where the log goes; `print` unless changed.
  public var debugPrint: @MainActor (String) -> Void = { print($0) }

  /// When set, every node that leaves the graph is watched by this tracker, which tells which of
  /// them are still alive.
  public var leakTracker: NavigationLeakTracker? {
    didSet { tracker = leakTracker }
  }

  /// Makes the change an executing command makes, for a UI layer to animate it or not: the
  /// SwiftUI layer runs it in a transaction whose animations are off when the command's
  /// ``NavigationCommand/animated`` is `false`. `nil` (the default) makes the change as it is,
  /// without a call in between.
  ///
  /// ```swift
  /// NavigationConfig.shared.performChange = { animated, change in
  ///   var transaction = Transaction()
  ///   transaction.disablesAnimations = !animated
  ///   withTransaction(transaction, change)
  /// }
  /// ```
  public var performChange: (@MainActor (_ animated: Bool, _ change: () -> Void) -> Void)? {
    didSet { changeMaker = performChange }
  }

  // Copies of the settings that every command reads, made when a setting is set. Commands read
  // these rather than the public properties: the library writes them only in those `didSet`s,
  // which run once an access to the public property is over, and reads them while no write is
  // under way, so they skip the runtime's exclusivity checks. The public properties keep theirs,
  // since code outside the library decides how its own accesses to them overlap.
  @exclusivity(unchecked) private(set) var prints = false
  @exclusivity(unchecked) private(set) var tracker: NavigationLeakTracker?
  @exclusivity(unchecked) private(set) var changeMaker:
    (@MainActor (_ animated: Bool, _ change: () -> Void) -> Void)?

  /// Settings with printing off and no leak tracker.
  public init() {}

  func log(_ node: any NavigationNode, _ event: String) {
    guard prints else { return }
    debugPrint(". [\(node.debugName)]: \(event)")
  }
}

/// Finds nodes that stay alive after they leave the graph: something still holds them.
///
/// ```swift
/// let tracker = NavigationLeakTracker()
/// NavigationConfig.shared.leakTracker = tracker
/// // … run commands …
/// tracker.leakedNodes  // [] when every removed node was released
/// ```
@MainActor
public final class NavigationLeakTracker {
  private var watched: [(name: String, node: WeakNode)] = []

  /// A tracker watching nothing yet.
  public init() {}

  /// Watches a node that has left the graph.
  ///
  /// - Parameter node: The node, held weakly.
  public func watch(_ node: any NavigationNode) {
    watched.append((node.debugName, WeakNode(node: node)))
  }

  /// The names of watched nodes that are still alive.
  public var leakedNodes: [String] {
    watched.compactMap { $0.node.node == nil ? nil : $0.name }
  }

  /// How many nodes the tracker has watched.
  public var watchedCount: Int { watched.count }
}
