extension NavigationNode {
  /// Where the user is, as the list of routes a deep link names: each screen shown from this
  /// node, bottom first, described by the app, in the style it is shown in.
  ///
  /// The levels are those of `Navigation(node)`: the nodes the base
  /// stack pushes above its root, then each presentation, the node it presents first and what
  /// its stack pushes. The list stops at the first screen the app does not describe (an alert,
  /// say), as a link stops at a screen without one.
  ///
  /// ```swift
  /// // A stack of home and bird 7, which presents its editor as a sheet.
  /// window.routes { ($0 as? ScreenNode)?.screen }  // [.push(.bird(7)), .sheet(.edit)]
  /// try links.url(for: window.routes { ($0 as? ScreenNode)?.screen })
  /// // birding://birds/7/edit
  /// ```
  ///
  /// - Parameter describe: The app's description of a node; `nil` for one it does not name.
  /// - Returns: The routes; `[]` when the graph shows its root alone.
  /// - Complexity: O(*n*) in the nodes shown.
  public func routes<Screen: Hashable>(
    _ describe: @MainActor (any NavigationNode) -> Screen?
  ) -> [NavigationRoute<Screen>] {
    var routes: [NavigationRoute<Screen>] = []
    for level in NodeLevels(from: self).finished() {
      for (position, node) in level.nodes.enumerated() {
        guard let screen = describe(node) else { return routes }
        routes.append(NavigationRoute(position == 0 ? level.style : .push, id: screen))
      }
    }
    return routes
  }
}

/// Shows a list of routes, as a deep link names them: keeps the screens shown that the list
/// starts with, with their nodes and what they hold, and replaces the rest with nodes the app
/// makes from the list, in one change.
///
/// ```swift
/// let routes = try links.routes(for: "birding://birds/7/edit")  // WaypointRouting
/// try window.execute(
///   .show(routes) { ($0 as? ScreenNode)?.screen } make: { ScreenNode(screen: $0) }
/// ).get()
/// ```
///
/// It acts on the navigation shown from the base level of the node it executes on (a window's
/// root, with its switched node and selected tab), as ``NavigationNode/routes(_:)`` reads it:
/// - the screens shown that the routes start with, compared by their description and style,
///   are kept;
/// - what the last screen kept (or the base stack's root) and the screens kept on its level
///   present is dismissed, and the screens above the last one kept on its stack are popped;
/// - the rest of the routes are made with `make`: pushes go on the stack of the last screen
///   kept, and each presentation is presented on the screen below it as a sheet or a
///   full-screen cover (`.stacked`, so that the pushes after it go on its own stack).
///
/// It is refused, and nothing changes, when a screen is not made (`make` returns `nil`), a route
/// is pushed where no stack is, a route's style is not `.push`, `.sheet` or `.fullScreenCover`,
/// or a stack it changes would break its checks (for the stacks it makes, `stackChecks`).
public struct ShowRoutesNavigationCommand<Screen: Hashable>: PlannedNavigationCommand {
  /// The routes to show, bottom first.
  public let routes: [NavigationRoute<Screen>]
  /// Whether the change is animated.
  public let animated: Bool
  /// The checks of the stacks the command makes for presented screens.
  public let stackChecks: [any StackCheck<StackNavigationNode>]
  let describe: @MainActor (any NavigationNode) -> Screen?
  let make: @MainActor (Screen, Screen?) -> (any NavigationNode)?

  /// A command showing `routes`.
  ///
  /// - Parameters:
  ///   - routes: The routes, bottom first.
  ///   - animated: Whether the change is animated.
  ///   - stackChecks: The checks of the stacks made for presented screens.
  ///   - describe: The app's description of a node; `nil` for one it does not name.
  ///   - make: Makes the node a screen describes; `nil` for one the app does not make.
  public init(
    _ routes: [NavigationRoute<Screen>], animated: Bool = true,
    stackChecks: [any StackCheck<StackNavigationNode>] = [],
    describe: @escaping @MainActor (any NavigationNode) -> Screen?,
    make: @escaping @MainActor (Screen) -> (any NavigationNode)?
  ) {
    self.init(
      routes, animated: animated, stackChecks: stackChecks, describe: describe,
      make: { screen, _ in make(screen) })
  }

  /// A command showing `routes`, whose screens are made knowing the screen below them: an
  /// item's details, say, made from the item the routes name before them.
  ///
  /// - Parameters:
  ///   - routes: The routes, bottom first.
  ///   - animated: Whether the change is animated.
  ///   - stackChecks: The checks of the stacks made for presented screens.
  ///   - describe: The app's description of a node; `nil` for one it does not name.
  ///   - make: Makes the node a screen describes, given the screen the routes name just
  ///     before it (`nil` for the first); `nil` for one the app does not make there.
  public init(
    _ routes: [NavigationRoute<Screen>], animated: Bool = true,
    stackChecks: [any StackCheck<StackNavigationNode>] = [],
    describe: @escaping @MainActor (any NavigationNode) -> Screen?,
    make: @escaping @MainActor (_ screen: Screen, _ below: Screen?) -> (any NavigationNode)?
  ) {
    self.routes = routes
    self.animated = animated
    self.stackChecks = stackChecks
    self.describe = describe
    self.make = make
  }

  public var name: String { "show" }

  public func refusal(on node: any NavigationNode) -> NavigationCommandRefusal? {
    plan(on: node).refusal
  }

  public func execute(on node: any NavigationNode) { plan(on: node).run() }

  public func executeIfPossible(on node: any NavigationNode) -> NavigationCommandRefusal? {
    plan(on: node).runIfPossible()
  }

  func plan(on node: any NavigationNode) -> CommandPlan {
    let levels = NodeLevels(from: node.baseLevelRoot, tracked: false).finished()
    // 1. The screens shown that the routes start with, walked in place: a long stack is read,
    // not copied.
    var shared = 0
    var shownCount = 0
    var last: (level: Int, position: Int)?
    // The routes are read in place, through the buffer's addressor: in this generic code, a
    // route read through the array's subscript is a copy made through its type's witnesses.
    // Sound: `routes` is the command's constant, and its buffer is only read, within the call.
    routes.withUnsafeBufferPointer { routes in
      for (index, level) in levels.enumerated() {
        if shared == shownCount {
          for (position, shownNode) in level.nodes.enumerated() {
            guard shared < routes.count,
              routes[shared].style == (position == 0 ? level.style : .push),
              let screen = describe(shownNode), screen == routes[shared].id
            else { break }
            shared += 1
            last = (index, position)
          }
        }
        shownCount += level.nodes.count
      }
    }
    if shared == routes.count && shared == shownCount { return .run {} }
    // 2. The level they end on, and what of it is kept.
    let level = levels[last?.level ?? 0]
    let keptCount = last.map { $0.position + 1 } ?? 0
    // The routes past the shared ones: pushes on that level, then presented levels.
    let firstPresentation =
      routes[shared...].firstIndex { $0.style != .push } ?? routes.count
    if let index = routes[firstPresentation...].firstIndex(where: {
      ![.push, .sheet, .fullScreenCover].contains($0.style)
    }) {
      return .refused(
        .misuse(
          "route \(index) is shown as \(routes[index].style); show pushes, sheets and full-screen covers"
        ))
    }
    // 3. Every node the routes need, made before anything changes, each once.
    var made: [any NavigationNode] = []
    var madeIDs: [ObjectIdentifier: Int] = [:]
    for index in shared..<routes.count {
      guard let node = make(routes[index].id, index > 0 ? routes[index - 1].id : nil) else {
        return .refused(.notApplicable("route \(index), \(routes[index].id), is not made"))
      }
      if let first = madeIDs.updateValue(index, forKey: ObjectIdentifier(node)) {
        return .refused(
          .misuse("routes \(first) and \(index) are made the same node, \(node.debugName)"))
      }
      made.append(node)
    }
    // None may be in a graph already, or have been: checked before anything is given to them.
    for candidate in made {
      if let refusal = node.baseLevelRoot.refusalToAdd(candidate) { return .refused(refusal) }
    }
    let pushes = Array(made[..<(firstPresentation - shared)])
    // 4. The stack the pushes go on, and the node that presents the rest: those of the last
    // screen kept; with none, the stack that holds the level's first screen, or the innermost
    // stack the level shows (a tab's, in a stack of tabs), from its root.
    var stackChange: (() -> Void)?
    let stack: (any NavigationNode)?
    let anchor: any NavigationNode
    if let last {
      stack = level.stack(at: last.position)
      anchor = level.nodes[last.position]
    } else if let held = level.nodes.isEmpty ? level.innermostStack : level.stack(at: 0),
      let root = (held.state as? StackRootNavigationNodeState)?.stackNodes.first
    {
      stack = held
      anchor = NodeLevels.shownNode(root.destination)
    } else {
      stack = nil
      anchor = node.baseLevelAnchor
    }
    if keptCount < level.nodes.count || !pushes.isEmpty {
      guard let stack, let state = stack.state as? StackRootNavigationNodeState else {
        return .refused(
          .notApplicable(
            "route \(shared) is pushed on \(anchor.debugName), which no stack holds"))
      }
      // The screens to pop must all be on that stack: a node above the anchor that holds a
      // stack of its own would keep its screens.
      if let other = (keptCount..<level.nodes.count).first(where: {
        level.stack(at: $0) !== stack
      }) {
        return .refused(
          .notApplicable(
            "\(level.nodes[other].debugName) is on another stack than \(anchor.debugName)"))
      }
      // The stack's nodes up to the last one kept (its root, when none is): near its top, as
      // a link most often changes the last screens.
      let nodes = state.stackNodes
      let keep =
        nodes.lastIndex {
          $0.destination === anchor || NodeLevels.shownNode($0.destination) === anchor
        }.map { $0 + 1 } ?? 1
      let dropped = nodes.count - keep
      if !state.checks.isEmpty {
        var candidate = nodes
        for _ in 0..<dropped { _ = candidate.popLast() }
        for (offset, pushed) in pushes.enumerated() {
          candidate.append(StackNavigationNode(pushed), id: state.peekElementID(offset: offset))
        }
        if let failure = state.firstFailure(in: candidate) {
          return .refused(.notApplicable("the stack would break a check at \(failure)"))
        }
      }
      // Pops and pushes in place, as `stackDropLast` and `stackAppend` do: the nodes kept are
      // not looked at again.
      stackChange = {
        state.dropLast(dropped)
        for pushed in pushes {
          state.push(pushed)
          state.adopt(pushed, owner: stack)
        }
      }
    }
    // 5. The presented levels, made as a graph of their own: each on the top of the one
    // below it, the first on the new top of the level the routes end on.
    var presentation: (any PresentedNavigationNode)?
    // What each made node presents, given to it when the command runs: checking changes nothing.
    var attached: [(presenter: any NavigationNode, presented: any PresentedNavigationNode)] = []
    var presenter = pushes.last ?? anchor
    var index = firstPresentation
    while index < routes.count {
      let end = routes[(index + 1)...].firstIndex { $0.style != .push } ?? routes.count
      let nodes = Array(made[(index - shared)..<(end - shared)])
      let elements = nodes.map(StackNavigationNode.init)
      let failure = stackChecks.compactMap { $0.firstFailure(in: elements) }
        .min { $0.position < $1.position }
      if let failure {
        return .refused(
          .notApplicable(
            "route \(index + failure.position) breaks a check of its stack: \(failure.reason)"))
      }
      let root = StackRootNavigationNode(nodes, checks: stackChecks)
      let presented: any PresentedNavigationNode =
        routes[index].style == .sheet ? .sheet(root) : .fullScreenCover(root)
      if presentation == nil { presentation = presented }
      // A made node is not in the graph yet: it is given what it presents before it enters.
      if presenter !== anchor { attached.append((presenter, presented)) }
      presenter = nodes[nodes.count - 1]
      index = end
    }
    let live = pushes.last == nil ? anchor : nil
    // Every presentation past the shared screens goes: one a kept screen shows is not the
    // routes', and one a popped screen shows leaves with it.
    var dismissed: [any NavigationNode] = []
    var start = 0
    for level in levels {
      if start >= shared, let presenter = level.presenter { dismissed.append(presenter) }
      start += level.nodes.count
    }
    return .run {
      for (presenter, presented) in attached { presenter.state.presentedNode = presented }
      for presenter in dismissed { node.endPresentation(of: presenter) }
      stackChange?()
      if let live, let presentation {
        PresentOnGivenNodeNavigationCommand(presentation, on: live, animated: animated)
          .plan(on: live, checkingGraph: false).run()
      }
    }
  }
}

extension NavigationCommand {
  /// Shows `routes`, as a deep link names them: keeps the screens shown that they start with,
  /// and makes the rest with `make` (``ShowRoutesNavigationCommand``).
  ///
  /// - Parameters:
  ///   - routes: The routes, bottom first.
  ///   - animated: Whether the change is animated.
  ///   - stackChecks: The checks of the stacks made for presented screens.
  ///   - describe: The app's description of a node; `nil` for one it does not name.
  ///   - make: Makes the node a screen describes; `nil` for one the app does not make.
  /// - Returns: The command.
  public static func show<Screen: Hashable>(
    _ routes: [NavigationRoute<Screen>], animated: Bool = true,
    stackChecks: [any StackCheck<StackNavigationNode>] = [],
    describe: @escaping @MainActor (any NavigationNode) -> Screen?,
    make: @escaping @MainActor (Screen) -> (any NavigationNode)?
  ) -> Self where Self == ShowRoutesNavigationCommand<Screen> {
    Self(
      routes, animated: animated, stackChecks: stackChecks, describe: describe, make: make)
  }

  /// Shows `routes`, making each screen knowing the screen the routes name just before it
  /// (``ShowRoutesNavigationCommand``).
  ///
  /// ```swift
  /// window.execute(
  ///   .show(routes, describe: Screens.describe) { screen, below in
  ///     guard case .details = screen else { return Screens.make(screen) }
  ///     guard case .bird(let id)? = below else { return nil }  // details follow a bird
  ///     return DetailsNode(bird: id)
  ///   })
  /// ```
  ///
  /// - Parameters:
  ///   - routes: The routes, bottom first.
  ///   - animated: Whether the change is animated.
  ///   - stackChecks: The checks of the stacks made for presented screens.
  ///   - describe: The app's description of a node; `nil` for one it does not name.
  ///   - make: Makes the node a screen describes, given the screen before it; `nil` for one
  ///     the app does not make there.
  /// - Returns: The command.
  public static func show<Screen: Hashable>(
    _ routes: [NavigationRoute<Screen>], animated: Bool = true,
    stackChecks: [any StackCheck<StackNavigationNode>] = [],
    describe: @escaping @MainActor (any NavigationNode) -> Screen?,
    make: @escaping @MainActor (_ screen: Screen, _ below: Screen?) -> (any NavigationNode)?
  ) -> Self where Self == ShowRoutesNavigationCommand<Screen> {
    Self(
      routes, animated: animated, stackChecks: stackChecks, describe: describe, make: make)
  }
}
