/// The navigation of a tabs root: its tabs and the one selected.
///
/// ```swift
/// @TabsRootNavigationNode
/// final class MainTabsNavigationNode {
///   enum Tab { case home, settings }
///
///   init(initialTab: Tab) {
///     state = TabsRootNavigationNodeState(
///       selectedTabNodeID: initialTab,
///       tabsNodes: [
///         DefaultTabNode(id: Tab.home, title: "Home", navigationNode: .stacked(HomeNode())),
///         DefaultTabNode(id: Tab.settings, title: "Settings", navigationNode: .stacked(SettingsNode())),
///       ]
///     )
///   }
/// }
/// ```
///
/// Every tab's node is in the graph, selected or not, as every tab of a `TabView` keeps its
/// navigation. Select one with ``NavigationCommand/tabsSelectItem(_:)``.
@MainActor
public class TabsRootNavigationNodeState: NavigationNodeState {
  private var _selectedTabNodeID: AnyHashable
  private var _tabsNodes: [any TabNode]

  /// Tabs with `selectedTabNodeID` selected.
  ///
  /// - Parameters:
  ///   - selectedTabNodeID: The ID of the selected tab; one of the tabs' IDs.
  ///   - tabsNodes: The tabs, in order; their IDs differ.
  public init(selectedTabNodeID: some Hashable, tabsNodes: [any TabNode]) {
    _selectedTabNodeID = AnyHashable(selectedTabNodeID)
    _tabsNodes = tabsNodes
    super.init()
  }

  /// The ID of the selected tab.
  public internal(set) var selectedTabNodeID: AnyHashable {
    get {
      observe(self, \.selectedTabNodeID)
      return _selectedTabNodeID
    }
    set {
      willChange(self, \.selectedTabNodeID)
      _selectedTabNodeID = newValue
      didChange(self, \.selectedTabNodeID)
      GraphVersion.bump()
    }
  }

  /// The tabs, in order.
  public internal(set) var tabsNodes: [any TabNode] {
    get {
      observe(self, \.tabsNodes)
      return _tabsNodes
    }
    set {
      willChange(self, \.tabsNodes)
      _tabsNodes = newValue
      didChange(self, \.tabsNodes)
      GraphVersion.bump()
    }
  }

  /// The selected tab, if its ID is one of the tabs'.
  public var selectedTabNode: (any TabNode)? {
    tabsNodes.first { $0.id == selectedTabNodeID }
  }

  /// Every tab's node, then the presented node.
  public override var childNodes: [any NavigationNode] {
    tabsNodes.map(\.navigationNode) + super.childNodes
  }
}

/// A tab of a tabs root: its ID and its node.
@MainActor
public protocol TabNode {
  /// The tab's ID, which ``NavigationCommand/tabsSelectItem(_:)`` selects it by.
  var id: AnyHashable { get }

  /// The node the tab shows.
  var navigationNode: any NavigationNode { get }
}

/// A tab with a title and an image.
public struct DefaultTabNode: TabNode {
  public let id: AnyHashable
  public let navigationNode: any NavigationNode

  /// The tab's title.
  public let title: String

  /// The tab's image: a SwiftUI `Image` on Apple platforms; kept as it is given.
  public let image: Any?

  /// A tab.
  ///
  /// - Parameters:
  ///   - id: The tab's ID.
  ///   - image: The tab's image, if any.
  ///   - title: The tab's title.
  ///   - navigationNode: The node the tab shows.
  public init(
    id: some Hashable, image: Any? = nil, title: String, navigationNode: any NavigationNode
  ) {
    self.id = AnyHashable(id)
    self.image = image
    self.title = title
    self.navigationNode = navigationNode
  }
}

/// The navigation of a switched node: the one node it shows, which
/// ``NavigationCommand/switchNode(_:)`` replaces — a login screen or the app's tabs, say.
///
/// `@SwitchedNavigationNode` gives a node this state, showing nothing until its first switch.
/// The node switched away leaves the graph, with everything beneath it:
///
/// ```swift
/// @SwitchedNavigationNode
/// final class AppNode {}
///
/// let app = AppNode()
/// let window = WindowNavigationNode(rootNode: app)
/// app.state.switchedNode  // nil
/// let login = LoginNode()
/// try app.execute(.switchNode(login)).get()
/// try app.execute(.switchNode(HomeNode())).get()
/// login.hasLeftGraph  // true
/// ```
@MainActor
public class SwitchedNavigationNodeState: NavigationNodeState {
  private var _switchedNode: (any NavigationNode)? = nil

  /// A state showing nothing until the first switch.
  public nonisolated override init() {
    super.init()
  }

  /// A state showing `switchedNode` first.
  ///
  /// - Parameter switchedNode: The node shown first.
  public convenience init(switchedNode: any NavigationNode) {
    self.init()
    _switchedNode = switchedNode
  }

  /// The node shown.
  public internal(set) var switchedNode: (any NavigationNode)? {
    get {
      observe(self, \.switchedNode)
      return _switchedNode
    }
    set {
      willChange(self, \.switchedNode)
      _switchedNode = newValue
      didChange(self, \.switchedNode)
      GraphVersion.bump()
    }
  }

  /// The switched node, then the presented node.
  public override var childNodes: [any NavigationNode] {
    (switchedNode.map { [$0] } ?? []) + super.childNodes
  }
}
