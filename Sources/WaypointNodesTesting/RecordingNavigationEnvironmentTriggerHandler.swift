import WaypointNodes

/// A handler that records the triggers it receives and does nothing else: for tests.
///
/// ```swift
/// let triggers = RecordingNavigationEnvironmentTriggerHandler()
/// window.navigationEnvironmentTriggerHandler(triggers)
/// node.execute(.openURL(URL(string: "https://example.com")!))
/// triggers.triggers.count  // 1
/// ```
@MainActor
public final class RecordingNavigationEnvironmentTriggerHandler:
  NavigationEnvironmentTriggerHandler
{
  /// The triggers received, with the name of the node that sent each, in order.
  public private(set) var received: [(trigger: any NavigationEnvironmentTrigger, node: String)] =
    []

  /// The triggers received, in order.
  public var triggers: [any NavigationEnvironmentTrigger] { received.map(\.trigger) }

  /// A handler that has received nothing.
  public init() {}

  public func refusal(for trigger: any NavigationEnvironmentTrigger, from node: any NavigationNode)
    -> String?
  { nil }

  public func handleTrigger(
    _ trigger: any NavigationEnvironmentTrigger, from node: any NavigationNode
  ) {
    received.append((trigger, node.debugName))
  }
}
