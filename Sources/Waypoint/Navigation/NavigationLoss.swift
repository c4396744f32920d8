/// A part of the navigation that a restore or a link had to leave out, where it was and why.
///
/// It is the one report of what was dropped, whichever way the navigation was made again:
///
/// - decoding a store's state with a ``NavigationRecovery`` (what WaypointRestoration's
///   `SnapshotCoder` does) records one for each stack's elements or presentation it leaves out;
/// - restoring a graph of nodes from a `NavigationNodeSnapshot` (WaypointNodes) lists one for
///   each node, tab or presentation it cannot make again;
/// - opening the longest valid start of a link (WaypointRouting's `NavigationLinks`) gives one
///   for the path segments it left out, with the screens they name, or for a query item no
///   screen reads.
///
/// ```swift
/// let loss = NavigationLoss(
///   path: "inventory.path", kind: .stackElements(from: 3, count: 2),
///   reason: "element 3 does not decode")
/// print(loss)  // “inventory.path”: left out stack elements 3 to 4: element 3 does not decode
/// ```
public struct NavigationLoss: Equatable, Sendable, CustomStringConvertible {
  /// What was left out.
  public enum Kind: Equatable, Sendable {
    /// Stack elements from position `from` (counted from 0) up: `count` of them, or `nil` when
    /// the count is not known.
    case stackElements(from: Int, count: Int?)
    /// A presentation, with everything presented beneath it.
    case presentation
    /// A tab, by its position, with its navigation.
    case tab(Int)
    /// Which tab is selected: the selection was kept as it was.
    case selection
    /// A screen that is neither a stack's element nor a presentation: the root, or the node a
    /// switched node shows.
    case screen
    /// A link's path segments from position `from` (counted from 0) up, `count` of them, with
    /// the screens they name. The ``NavigationLoss/description`` counts them from 1, as a
    /// link's errors do: `from: 2` reads "path segment 3".
    case pathSegments(from: Int, count: Int)
    /// A link's query item, by its name.
    case queryItem(String)
  }

  /// Where the part was: coding keys joined by dots for a store's state (`inventory.path`,
  /// `inventory.path.2.element.detail._0.destination`), positions and containers joined by dots
  /// for nodes (`stack.2.presented`), the path segments that opened joined by slashes for a link
  /// (`items/2`); empty for the root.
  public var path: String
  /// What was left out.
  public var kind: Kind
  /// Why, in words.
  public var reason: String

  /// Creates a loss.
  ///
  /// - Parameters:
  ///   - path: Where the part was.
  ///   - kind: What was left out.
  ///   - reason: Why.
  public init(path: String, kind: Kind, reason: String) {
    self.path = path
    self.kind = kind
    self.reason = reason
  }

  /// The loss in words: where, what and why.
  public var description: String {
    let place = path.isEmpty ? "the root" : "“\(path)”"
    switch kind {
    case .stackElements(let from, let count?) where count == 1:
      return "\(place): left out stack element \(from): \(reason)"
    case .stackElements(let from, let count?):
      return "\(place): left out stack elements \(from) to \(from + count - 1): \(reason)"
    case .stackElements(let from, nil):
      return "\(place): left out stack elements from \(from) on: \(reason)"
    case .presentation:
      return "\(place): left out the presentation and what it presents: \(reason)"
    case .tab(let index):
      return "\(place): left out tab \(index): \(reason)"
    case .selection:
      return "\(place): left the tab selection as it was: \(reason)"
    case .screen:
      return "\(place): left out the screen: \(reason)"
    case .pathSegments(let from, let count) where count == 1:
      return "\(place): left out path segment \(from + 1) of the link: \(reason)"
    case .pathSegments(let from, let count):
      return
        "\(place): left out path segments \(from + 1) to \(from + count) of the link: \(reason)"
    case .queryItem(let name):
      return "\(place): left out the link's query item \"\(name)\": \(reason)"
    }
  }
}
