import Waypoint

extension StackRootNavigationNodeState {
  /// The nodes pushed on the stack's root: the path a `NavigationStack` shows (the root itself
  /// is the stack's root view).
  public var path: [StackNavigationNode] {
    Array(stackNodes.dropFirst())
  }
}

extension NavigationNode {
  /// Executes what a path SwiftUI wrote for this stack root means: the back button, a swipe,
  /// or the back button's menu dropping several nodes at once.
  ///
  /// ```swift
  /// // The stack is [home, detail, editor, preview]; the back menu goes back to home.
  /// stack.writeStackPath([])  // executes .stackDropLast(3)
  /// ```
  ///
  /// SwiftUI only removes nodes from the end of a path (nodes are pushed by commands, not by
  /// navigation links), so a path that is not the start of the current one is refused and
  /// changes nothing.
  ///
  /// - Parameter path: The path SwiftUI wrote, the root left out.
  /// - Returns: The result of the drop; success when there was nothing to drop.
  @discardableResult
  public func writeStackPath(_ path: [StackNavigationNode]) -> Result<Void, NavigationCommandError>
  {
    guard let stack = state as? StackRootNavigationNodeState else {
      return .failure(
        NavigationCommandError(
          command: "writeStackPath", node: debugName,
          refusal: .notApplicable("\(debugName) is not a stack root")))
    }
    // The path is the stack without its root: compared node by node, with the stack read once
    // (each read of `stackNodes` registers an observer, if one is tracking), and the copy read
    // let go before the drop, which would otherwise change a stack that a copy shares.
    let (pushed, isStart) = Self.pushedCount(of: stack, startingWith: path)
    guard isStart else {
      return .failure(
        NavigationCommandError(
          command: "writeStackPath", node: debugName,
          refusal: .notApplicable(
            "the written path is not the start of \(debugName)'s path: SwiftUI only drops nodes"
          )))
    }
    guard path.count < pushed else { return .success(()) }
    return execute(.stackDropLast(pushed - path.count))
  }

  /// How many nodes the stack holds above its root, and whether `path` is the start of them.
  private static func pushedCount(
    of stack: StackRootNavigationNodeState, startingWith path: [StackNavigationNode]
  ) -> (pushed: Int, isStart: Bool) {
    let nodes = stack.stackNodes
    let pushed = nodes.count - 1
    guard path.count <= pushed else { return (pushed, false) }
    for index in path.indices where path[index].destination !== nodes[index + 1].destination {
      return (pushed, false)
    }
    return (pushed, true)
  }

  /// Reads what this node presents in one way of presenting, for a SwiftUI presentation
  /// modifier: a sheet's modifier reads `presentation(SheetPresentedNavigationNode.self)`.
  ///
  /// A presentation with a `sourceID` attaches to the view shown for this node that registered
  /// that ID (``addPresentationSource(_:)``), so on iPad a dialog points at its button: the
  /// node's own modifiers (`source` `nil`) show it only while no such view is shown, and the
  /// source's modifiers show it only while it is.
  ///
  /// ```swift
  /// logout.addPresentationSource("logoutButton")
  /// logout.execute(.present(.confirmationDialog(dialog, sourceID: "logoutButton") { _ in }))
  /// logout.presentation(ConfirmationDialogPresentedNavigationNode.self).isPresented  // false
  /// logout.presentation(ConfirmationDialogPresentedNavigationNode.self, source: "logoutButton")
  ///   .isPresented  // true
  /// ```
  ///
  /// - Parameters:
  ///   - kind: The kind of presentation the modifier shows.
  ///   - source: The ID of the source view the modifier is on; `nil` for the node's own.
  /// - Returns: The presentation as it is now.
  public func presentation<Kind: PresentedNavigationNode>(
    _ kind: Kind.Type, source: String? = nil
  ) -> NodePresentationBinding<Kind> {
    guard let presented = state.presentedNode as? Kind else {
      return NodePresentationBinding(presenter: self, presented: nil)
    }
    let attachedSource = presented.sourceID.flatMap {
      state.presentationSources[$0, default: 0] > 0 ? $0 : nil
    }
    return NodePresentationBinding(
      presenter: self, presented: attachedSource == source ? presented : nil)
  }

  /// Registers a view shown for this node as the source of the presentations with `id` as
  /// their `sourceID`: what `presentingNavigationSource(id:)` does when its view appears.
  ///
  /// - Parameter id: The source's ID.
  public func addPresentationSource(_ id: String) {
    state.addPresentationSource(id)
  }

  /// Unregisters a view registered with ``addPresentationSource(_:)``, when it disappears.
  ///
  /// - Parameter id: The source's ID.
  public func removePresentationSource(_ id: String) {
    state.removePresentationSource(id)
  }
}

/// What a node presents in one way of presenting, and what a SwiftUI write sends: the logic
/// behind the node layer's `.sheet`, `.fullScreenCover`, `.alert` and `.confirmationDialog`.
///
/// ```swift
/// let sheet = home.presentation(SheetPresentedNavigationNode.self)
/// sheet.presented?.node  // the node shown in the sheet
/// sheet.write(isPresented: false)  // swiped away: .dismissJustFromPresented() on that node
/// ```
///
/// A write dismisses only the node this value was read with, and only while it is still the
/// one presented: SwiftUI often writes after the graph has moved on.
@MainActor
public struct NodePresentationBinding<Kind: PresentedNavigationNode> {
  /// The node that presents.
  public let presenter: any NavigationNode
  /// What it presents in this way, or `nil`.
  public let presented: Kind?

  /// Whether something is presented in this way: what an `isPresented:` binding reads.
  public var isPresented: Bool { presented != nil }

  /// Whether the node this value was read with is still the one presented.
  public var isStillPresented: Bool {
    guard let shown = presented?.node, let now = presenter.state.presentedNode?.node else {
      return false
    }
    return shown === now
  }

  /// Handles SwiftUI's write: `false` dismisses the presented node if it is still presented,
  /// by executing `.dismissJustFromPresented()` on it; `true` is ignored.
  ///
  /// An alert or a confirmation dialog is dismissed on the main actor's next turn instead:
  /// SwiftUI writes its binding before it runs the tapped button's action, and the button's
  /// `tap(_:)` must find the alert still presented (it dismisses the alert itself, and the
  /// deferred dismissal then finds nothing to do).
  ///
  /// - Parameter isPresented: The value SwiftUI wrote.
  /// - Returns: The dismissal's result, or `nil` when nothing was executed now.
  @discardableResult
  public func write(isPresented: Bool) -> Result<Void, NavigationCommandError>? {
    guard !isPresented, isStillPresented else { return nil }
    if presented?.node is AlertNavigationNode || presented?.node is ConfirmationDialogNavigationNode
    {
      Task { @MainActor in self.dismissIfStillPresented() }
      return nil
    }
    return dismissIfStillPresented()
  }

  @discardableResult
  private func dismissIfStillPresented() -> Result<Void, NavigationCommandError>? {
    guard isStillPresented, let node = presented?.node else { return nil }
    return node.execute(.dismissJustFromPresented())
  }
}
