import IssueReporting

/// A window: the top of a navigation graph, holding its root node and what the window's nodes
/// share — the deep-link handler, the environment-trigger handler and the custom presentation
/// kinds it knows.
///
/// The window starts its graph when it is made: its root node and everything beneath it receive
/// their start. Closing it (``close()``, or ``NavigationApplication/closeWindow(_:)``) finishes
/// the whole graph, children first.
///
/// ```swift
/// let window = WindowNavigationNode(rootNode: .stacked(HomeNavigationNode()))
/// window.rootNode.execute(.stackAppend(DetailNavigationNode()))
/// ```
///
/// In SwiftUI, `NavigationWindow(rootNode:)` makes and shows one.
@MainActor
public final class WindowNavigationNode: NavigationNode {
  public let state: WindowNavigationNodeState

  /// The window's ID, for ``NavigationCommand/dismissWindow(id:)``.
  public let windowID: WindowID

  /// The application that opened the window, if any.
  public internal(set) weak var application: NavigationApplication?

  /// A window showing `rootNode`, with its graph started.
  ///
  /// A root node already in a graph, or one that has left one, is reported as an issue, and
  /// the window stays closed: a node has one parent.
  ///
  /// - Parameters:
  ///   - id: The window's ID.
  ///   - rootNode: The root node; a node not yet in any graph.
  ///   - deepLinkHandler: What ``NavigationCommand/handleDeepLink(_:)`` asks; `nil` refuses
  ///     every deep link.
  ///   - environmentTriggerHandler: What receives the environment triggers the window's nodes
  ///     send; by default a ``DefaultNavigationEnvironmentTriggerHandler``.
  public init(
    id: WindowID = "main",
    rootNode: any NavigationNode,
    deepLinkHandler: (any NavigationDeepLinkHandler)? = nil,
    environmentTriggerHandler: any NavigationEnvironmentTriggerHandler =
      DefaultNavigationEnvironmentTriggerHandler()
  ) {
    windowID = id
    state = WindowNavigationNodeState(
      rootNode: rootNode, deepLinkHandler: deepLinkHandler,
      environmentTriggerHandler: environmentTriggerHandler)
    if let refusal = Self.refusalToShow(rootNode) {
      reportIssue("A window cannot show \(rootNode.debugName): \(refusal)")
      state.phase = .finished
      return
    }
    rootNode.state.parent = self
    startSubtree()
  }

  /// Why a window cannot show `rootNode`: it, or a node it holds, is in a graph already or
  /// has left one.
  private static func refusalToShow(_ rootNode: any NavigationNode) -> String? {
    if let parent = rootNode.parent { return "it is held by \(parent.debugName)" }
    for node in rootNode.untrackedSubtree where node.state.phase != .detached {
      return node.hasLeftGraph
        ? "\(node.debugName) has left a navigation graph"
        : "\(node.debugName) is already in a navigation graph"
    }
    return nil
  }

  /// The window's root node.
  public var rootNode: any NavigationNode { state.rootNode }

  /// Registers custom presentation kinds the window's nodes may present.
  ///
  /// - Parameter kinds: Types of ``PresentedNavigationNode`` of the app's own.
  /// - Returns: This window.
  @discardableResult
  public func registerCustomPresentableNavigationNodes(
    _ kinds: [any PresentedNavigationNode.Type]
  ) -> Self {
    for kind in kinds { state.customPresentableKinds.insert(ObjectIdentifier(kind)) }
    return self
  }

  /// Sets what receives the environment triggers the window's nodes send.
  ///
  /// - Parameter handler: The handler.
  /// - Returns: This window.
  @discardableResult
  public func navigationEnvironmentTriggerHandler(
    _ handler: any NavigationEnvironmentTriggerHandler
  ) -> Self {
    state.environmentTriggerHandler = handler
    return self
  }

  /// Whether the window's nodes may present `kind`.
  public func canPresent(_ kind: any PresentedNavigationNode.Type) -> Bool {
    kind.isPredefined || state.customPresentableKinds.contains(ObjectIdentifier(kind))
  }

  /// Closes the window: every node of its graph leaves it, children first, with its removal
  /// message. A closed window's commands are refused.
  public func close() {
    finishSubtree()
  }
}

/// The state of a ``WindowNavigationNode``: its root node and handlers.
@MainActor
public final class WindowNavigationNodeState: NavigationNodeState {
  /// The window's root node.
  public let rootNode: any NavigationNode

  /// What ``NavigationCommand/handleDeepLink(_:)`` asks.
  public var deepLinkHandler: (any NavigationDeepLinkHandler)?

  /// What receives the environment triggers of the window's nodes.
  public var environmentTriggerHandler: any NavigationEnvironmentTriggerHandler

  var customPresentableKinds: Set<ObjectIdentifier> = []

  init(
    rootNode: any NavigationNode, deepLinkHandler: (any NavigationDeepLinkHandler)?,
    environmentTriggerHandler: any NavigationEnvironmentTriggerHandler
  ) {
    self.rootNode = rootNode
    self.deepLinkHandler = deepLinkHandler
    self.environmentTriggerHandler = environmentTriggerHandler
    super.init()
  }

  /// The root node.
  public override var childNodes: [any NavigationNode] { [rootNode] }
}

/// The windows of an app, as the coordinator layer sees them: each a ``WindowNavigationNode``
/// keyed by `WindowID`, opened from the window kinds the app registers.
///
/// ```swift
/// let app = NavigationApplication()
/// app.registerWindow("settings") { .stacked(SettingsNode()) }
/// try app.openWindow("settings")
/// app.closeWindow("settings")  // its nodes leave the graph
/// ```
///
/// The ``DefaultNavigationEnvironmentTriggerHandler`` opens and closes windows here when a node
/// executes ``NavigationCommand/openWindow(id:)`` or ``NavigationCommand/dismissWindow(id:)``; in
/// SwiftUI the environment's `openWindow` and `dismissWindow` do.
@MainActor
public final class NavigationApplication {
  private var factories: [WindowID: () -> any NavigationNode] = [:]
  private var deepLinkHandler: (any NavigationDeepLinkHandler)?
  private var configureWindow: ((WindowNavigationNode) -> Void)?

  /// The open windows, in the order they opened.
  public private(set) var windows: [WindowNavigationNode] = []

  /// An application with no windows.
  ///
  /// - Parameters:
  ///   - deepLinkHandler: The deep-link handler of every window it opens.
  ///   - configureWindow: Sets up every window it opens, before its first command: its
  ///     environment-trigger handler, its custom presentation kinds.
  public init(
    deepLinkHandler: (any NavigationDeepLinkHandler)? = nil,
    configureWindow: ((WindowNavigationNode) -> Void)? = nil
  ) {
    self.deepLinkHandler = deepLinkHandler
    self.configureWindow = configureWindow
  }

  /// Registers a kind of window: what its root node is when it opens.
  ///
  /// - Parameters:
  ///   - id: The window's ID.
  ///   - makeRootNode: Makes the window's root node each time it opens.
  public func registerWindow(
    _ id: WindowID, makeRootNode: @escaping () -> any NavigationNode
  ) {
    factories[id] = makeRootNode
  }

  /// The open window with `id`.
  public subscript(id: WindowID) -> WindowNavigationNode? {
    windows.first { $0.windowID == id }
  }

  /// Opens the window `id` with a root made by its registered factory; an open window with that
  /// ID is brought back as it is.
  ///
  /// - Parameter id: A registered window ID.
  /// - Returns: The window.
  /// - Throws: ``NavigationApplicationError/unknownWindow(_:)`` for an ID never registered.
  @discardableResult
  public func openWindow(_ id: WindowID) throws(NavigationApplicationError) -> WindowNavigationNode
  {
    if let window = self[id] { return window }
    guard let factory = factories[id] else { throw .unknownWindow(id) }
    return openWindow(id, rootNode: factory())
  }

  /// Opens a window showing `rootNode`; an open window with that ID is closed first, so this
  /// replaces it (where ``openWindow(_:)`` brings an open window back as it is).
  ///
  /// - Parameters:
  ///   - id: The window's ID.
  ///   - rootNode: Its root node.
  /// - Returns: The window.
  @discardableResult
  public func openWindow(_ id: WindowID, rootNode: any NavigationNode) -> WindowNavigationNode {
    closeWindow(id)
    let window = WindowNavigationNode(
      id: id, rootNode: rootNode, deepLinkHandler: deepLinkHandler)
    window.application = self
    configureWindow?(window)
    windows.append(window)
    return window
  }

  /// Closes the window `id`: its nodes leave the graph, children first.
  ///
  /// - Parameter id: The window's ID.
  /// - Returns: Whether a window was open with that ID.
  @discardableResult
  public func closeWindow(_ id: WindowID) -> Bool {
    guard let index = windows.firstIndex(where: { $0.windowID == id }) else { return false }
    let window = windows.remove(at: index)
    window.close()
    return true
  }

  /// Whether a window `id` is registered.
  public func isRegistered(_ id: WindowID) -> Bool { factories[id] != nil }
}

/// Why a ``NavigationApplication`` could not open a window.
public enum NavigationApplicationError: Error, Equatable, CustomStringConvertible {
  /// No window kind is registered with the ID.
  case unknownWindow(WindowID)

  public var description: String {
    switch self {
    case .unknownWindow(let id): "no window is registered with the ID \"\(id)\""
    }
  }
}
