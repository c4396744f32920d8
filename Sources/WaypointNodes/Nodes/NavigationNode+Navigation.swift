extension Navigation {
  /// Where the user is in a graph of nodes, as ``Navigation`` says it for a store's state: the
  /// levels the user sees, bottom first, each a stack of screens and the presentation that
  /// starts it.
  ///
  /// ```swift
  /// // A window on a stack of home, two details, with an editor's sheet and its alert.
  /// print(Navigation(window))
  /// // detail (node #3), detail (node #4)
  /// // sheet: detailEditor (node #6)
  /// // alert: alert (node #7)
  /// ```
  ///
  /// A stack's root node is not a screen of level 0 (as a store's root is not); the nodes it
  /// pushes are. A presentation starts a level made of the node presented (the root of its
  /// stack, for `.sheet(.stacked(…))`) and what that stack pushes, in the style its kind
  /// declares (``PresentedNavigationNode/presentationStyle``). Tabs show only the selected tab,
  /// a switched node only the node it shows, a window its root. A screen is named by its
  /// node's type, without `NavigationNode` or `Node` at the end and with a small first letter
  /// (`DetailNavigationNode` is `detail`), and is told apart by its node's ID
  /// (`Navigation.Screen.Place.node(_:)`).
  ///
  /// - Parameter node: The node to start from: a window, or any node of the graph.
  /// - Complexity: O(*n*) in the nodes shown.
  @MainActor
  public init(_ node: any NavigationNode) {
    let levels = NodeLevels(from: node).finished()
    self.init(levels: levels.map { Level($0.style, $0.nodes.map(NodeLevels.screen)) })
  }
}

/// The levels of a graph of nodes as the user sees them, with the nodes themselves: what
/// ``Navigation`` names, and what showing a list of routes compares and changes. As for a
/// store's state, a presentation is a level presented from the level it is met in, and the
/// levels are laid out depth first at the end.
@MainActor
struct NodeLevels {
  /// One level: its style, its screens' nodes, and where they stand.
  struct Level {
    /// How the level's first screen is shown.
    var style: PresentationStyle
    /// The nodes shown as screens, bottom first.
    var nodes: [any NavigationNode] = []
    /// The stack roots that hold the nodes, each from the position of the first node it holds
    /// on: one for a level's stack, more only where a node holds a stack of its own. Kept as
    /// runs rather than one entry a node, so that a long stack costs one.
    var stackRuns: [(start: Int, stack: (any NavigationNode)?)] = []
    /// The stack root that holds the node at `position`, if one does.
    func stack(at position: Int) -> (any NavigationNode)? {
      stackRuns.last { $0.start <= position }?.stack ?? nil
    }

    /// The stack root of the last run, by identity, to compare without touching the node.
    var lastRunStack: ObjectIdentifier?

    /// Adds a node held by `stack`.
    mutating func append(_ node: any NavigationNode, in stack: (any NavigationNode)?) {
      hold(from: nodes.count, in: stack)
      nodes.append(node)
    }

    /// Makes the nodes added from now on held by `stack`, unless they are already.
    mutating func hold(from position: Int, in stack: (any NavigationNode)?) {
      let id = stack.map(ObjectIdentifier.init)
      if stackRuns.isEmpty || lastRunStack != id {
        stackRuns.append((position, stack))
        lastRunStack = id
      }
    }

    /// The node that presents the level; `nil` for level 0.
    var presenter: (any NavigationNode)?
    /// The innermost stack root the level shows, the last met: where a link's first push goes
    /// when the level shows no screen.
    var innermostStack: (any NavigationNode)?
  }

  var levels = [Level(style: .push)]
  /// The levels presented from each level, in the order met.
  var presented: [[Int]] = [[]]
  /// The level being filled.
  var level = 0

  /// Whether the walk reads what each node presents through observation, so that a view that
  /// derives the navigation is told when a presentation changes. A command's own walk reads
  /// presentations without it (the containers' stacks, tabs and switched nodes are read as
  /// usual).
  let isTracked: Bool

  /// Finds the levels shown from `node`.
  ///
  /// - Parameters:
  ///   - node: The node to start from.
  ///   - tracked: Whether what the nodes present is read through observation.
  init(from node: any NavigationNode, tracked: Bool = true) {
    isTracked = tracked
    contents(of: node)
  }

  /// A screen for a node shown: named by its type, told apart by its ID.
  static func screen(_ node: any NavigationNode) -> Navigation.Screen {
    Navigation.Screen(name(of: node), at: .node(node.id.rawValue))
  }

  /// `DetailNavigationNode` → `detail`, `HomeNode` → `home`, `ListNode<Item>` → `list`.
  static func name(of node: any NavigationNode) -> String {
    var name = "\(type(of: node))"
    if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
    for suffix in ["NavigationNode", "Node"] where name.hasSuffix(suffix) && name != suffix {
      name.removeLast(suffix.count)
      break
    }
    return name.prefix(1).lowercased() + name.dropFirst()
  }

  /// The node a presented node shows first: the root of its stack, or itself; and the stack.
  static func shown(
    _ node: any NavigationNode
  ) -> (node: any NavigationNode, stack: (any NavigationNode)?) {
    if let stack = node.state as? StackRootNavigationNodeState, let root = stack.stackNodes.first {
      return (shownNode(root.destination), node)
    }
    return (node, nil)
  }

  /// The node that stands for `node` as a screen: the root of its stack, for a stack root
  /// (itself pushed or presented, `.stacked(…)`), down to a node that is not one.
  static func shownNode(_ node: any NavigationNode) -> any NavigationNode {
    let state = node.state
    guard type(of: state) != NavigationNodeState.self,
      let stack = state as? StackRootNavigationNodeState, let root = stack.stackNodes.first
    else { return node }
    return shownNode(root.destination)
  }

  /// Adds what `node` shows to the level being filled, and what it presents as levels over it;
  /// first `node` itself, as a screen, when it is pushed on the stack root `stack`.
  mutating func contents(of node: any NavigationNode, isPushed: Bool = false) {
    let state = node.state
    let isPlain = type(of: state) == NavigationNodeState.self
    // A stack pushed on a stack is shown by its root; the stack that holds it is the run's.
    if isPushed { levels[level].nodes.append(isPlain ? node : Self.shownNode(node)) }
    // A plain node that presents nothing shows nothing more: most screens of a long stack. Its
    // presentation is read through observation all the same when the walk is tracked.
    if !isTracked, isPlain, state.presentedChild == nil { return }
    let presentation = isTracked ? state.presentedNode : state.untrackedPresentedNode
    if presentation == nil, isPlain { return }
    let presentedNode = presentation?.node
    switch state {
    case let stack as StackRootNavigationNodeState:
      // The element array itself, read once, rather than the stack's collection interface.
      let elements = stack.stackNodes.elements
      // The innermost stack met so far: a tab's, inside a stack that holds the tabs.
      levels[level].innermostStack = node
      levels[level].nodes.reserveCapacity(levels[level].nodes.count + elements.count)
      let id = ObjectIdentifier(node)
      for index in elements.indices {
        let pushed = elements[index].destination
        // The stack's root is the screen that shows it, not a push. The nodes pushed are held
        // by this stack, once a node that holds a stack of its own has been walked too.
        if index > 0 {
          if levels[level].lastRunStack != id {
            levels[level].hold(from: levels[level].nodes.count, in: node)
          }
          // Most screens of a long stack: a plain node that presents nothing, when the walk
          // reads no presentation through observation. It is one screen and nothing more, as
          // `contents(of:isPushed:)` finds, without the call.
          if !isTracked, pushed.state.holdsNothing {
            levels[level].nodes.append(pushed)
            continue
          }
        }
        contents(of: pushed, isPushed: index > 0)
      }
    case let tabs as TabsRootNavigationNodeState:
      if let selected = tabs.selectedTabNode?.navigationNode { contents(of: selected) }
    case let switched as SwitchedNavigationNodeState:
      if let shown = switched.switchedNode { contents(of: shown) }
    case let window as WindowNavigationNodeState:
      contents(of: window.rootNode)
    default:
      for child in node.children where child !== presentedNode { contents(of: child) }
    }
    guard let presentation else { return }
    let parent = level
    let (first, stack) = Self.shown(presentation.node)
    var presentedLevel = Level(style: type(of: presentation).presentationStyle, presenter: node)
    presentedLevel.append(first, in: stack)
    levels.append(presentedLevel)
    presented.append([])
    level = levels.count - 1
    presented[parent].append(level)
    contents(of: presentation.node)
    level = parent
  }

  /// The levels, depth first: each followed by those presented from it.
  func finished() -> [Level] {
    var result: [Level] = []
    result.reserveCapacity(levels.count)
    func lay(_ index: Int) {
      result.append(levels[index])
      for child in presented[index] { lay(child) }
    }
    lay(0)
    return result
  }
}
