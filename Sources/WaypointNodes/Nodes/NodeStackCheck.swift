/// A check of a stack of nodes made from a check of another element type — navigation rules
/// over an enum of screens, say — by naming each node's element.
///
/// ``Waypoint/StackCheck/mappingNodes(_:)`` makes one; a stack root runs it on every change a
/// command would make:
///
/// ```swift
/// let rules: StackRules<Stop> = [.start(with: \.list), .allow(\.editor, after: \.sighting)]
/// let check = rules.mappingNodes(Stop.init)  // `Stop(_:)` names the stop of a node's type
/// let stack = StackRootNavigationNode(SightingsNode(), checks: [check])
/// let window = WindowNavigationNode(rootNode: stack)
/// stack.refusal(of: .stackAppend(SightingEditorNode(id: 1)))?.reason
/// // "the stack would break a check at position 1: “editor” breaks
/// // .allow(\.editor, after: \.sighting): it stands above “list”"
/// ```
public struct NodeStackCheck<Base: StackCheck>: StackCheck {
  /// The check of the mapped stack.
  public let base: Base

  /// The element each node of the stack stands for, from the node's type.
  public let transform: @Sendable (any NavigationNode.Type) -> Base.Element

  public func firstFailure(in stack: StackState<StackNavigationNode>)
    -> (position: Int, reason: String)?
  {
    let elements = stack.map { transform(type(of: $0.destination)) }
    return base.firstFailure(in: StackState(ids: Array(stack.ids), elements: elements))
  }
}

extension StackCheck {
  /// This check, applied to a stack of nodes: each node stands for the element `transform`
  /// returns for its type.
  ///
  /// ```swift
  /// let rules: StackRules<Screen> = [.start(with: \.home), .allow(\.editor, after: \.detail)]
  /// let stack = StackRootNavigationNode(
  ///   HomeNode(),
  ///   checks: [rules.mappingNodes { $0 == EditorNode.self ? .editor : $0 == DetailNode.self ? .detail : .home }]
  /// )
  /// ```
  ///
  /// - Parameter transform: The element a node's type stands for.
  /// - Returns: A check of stacks of nodes.
  public func mappingNodes(
    _ transform: @escaping @Sendable (any NavigationNode.Type) -> Element
  ) -> NodeStackCheck<Self> {
    NodeStackCheck(base: self, transform: transform)
  }
}
