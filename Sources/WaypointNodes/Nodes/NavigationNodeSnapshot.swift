/// A node graph as data: what to save so that the graph can be made again at the next launch.
///
/// The app describes each of its nodes with a value of its own `Screen` type (an enum of its
/// screens and what they show); the containers' navigation — each stack's nodes, the selected
/// tab and each tab's navigation, the switched node, and what each node presents as a sheet or
/// a full-screen cover — is kept by the snapshot. It is `Codable`, so WaypointRestoration's
/// `SnapshotStore` saves it like any state.
///
/// ```swift
/// let snapshot = window.rootNode.snapshot { node in (node as? ScreenNode)?.screen }
/// let data = try JSONEncoder().encode(snapshot)
/// // At the next launch:
/// let restored = try JSONDecoder().decode(NavigationNodeSnapshot<Screen>.self, from: data)
///   .restore { screen in ScreenNode.make(screen) }
/// let window = WindowNavigationNode(rootNode: restored.node ?? .stacked(HomeNode()))
/// ```
///
/// Alerts, confirmation dialogs and custom presentations are not saved: they hold actions, not
/// data. A node the app does not describe is left out, with what stands above it in its stack.
public struct NavigationNodeSnapshot<Screen: Codable>: Codable {
  /// The app's description of the node; `nil` for a predefined stack root.
  public var screen: Screen?

  /// For a stack root, its nodes, bottom first.
  public var stack: [NavigationNodeSnapshot]?

  /// For a tabs root, each tab's navigation, in the order of the tabs.
  public var tabs: [NavigationNodeSnapshot?]?

  /// For a tabs root, the position of the selected tab.
  public var selectedTab: Int?

  /// For a switched node, the node shown (none or one).
  public var switched: [NavigationNodeSnapshot]?

  /// What the node presents (none or one).
  public var presented: [PresentedSnapshot]?

  /// A presentation: its style, `.sheet` or `.fullScreenCover`, its source and its node.
  public struct PresentedSnapshot: Codable {
    /// The presentation's style as saved: the raw value of a `PresentationStyle`. Kept as
    /// read, so that data naming a style this version does not restore still decodes, and the
    /// restore reports that presentation alone as lost.
    public var kind: String
    /// The view it comes from, if any.
    public var sourceID: String?
    /// The node presented.
    public var node: NavigationNodeSnapshot

    /// The presentation's style; `nil` when ``kind`` names none.
    public var style: PresentationStyle? { PresentationStyle(rawValue: kind) }

    /// A presentation of `node` in `style`.
    ///
    /// - Parameters:
    ///   - style: How the node is presented; a restore makes again a `.sheet` or a
    ///     `.fullScreenCover`, and reports any other style as lost.
    ///   - sourceID: The view it comes from, if any.
    ///   - node: The node presented.
    public init(style: PresentationStyle, sourceID: String? = nil, node: NavigationNodeSnapshot) {
      self.init(kind: style.rawValue, sourceID: sourceID, node: node)
    }

    /// A presentation of `node` as `kind`, the raw value of a `PresentationStyle`.
    public init(kind: String, sourceID: String? = nil, node: NavigationNodeSnapshot) {
      self.kind = kind
      self.sourceID = sourceID
      self.node = node
    }
  }

  /// A snapshot made of its parts.
  ///
  /// - Parameters:
  ///   - screen: The app's description of the node; `nil` for a predefined stack root.
  ///   - stack: For a stack root, its nodes, bottom first.
  ///   - tabs: For a tabs root, each tab's navigation (`nil`: the tab as the node makes it).
  ///   - selectedTab: For a tabs root, the position of the selected tab.
  ///   - switched: For a switched node, the node shown.
  ///   - presented: What the node presents.
  public init(
    screen: Screen? = nil, stack: [NavigationNodeSnapshot]? = nil,
    tabs: [NavigationNodeSnapshot?]? = nil, selectedTab: Int? = nil,
    switched: [NavigationNodeSnapshot]? = nil, presented: [PresentedSnapshot]? = nil
  ) {
    self.screen = screen
    self.stack = stack
    self.tabs = tabs
    self.selectedTab = selectedTab
    self.switched = switched
    self.presented = presented
  }
}

extension NavigationNodeSnapshot {
  private enum CodingKeys: String, CodingKey {
    case screen, stack, tabs, selectedTab, switched, presented
  }

  /// Decodes a snapshot.
  ///
  /// With a `NavigationRecovery` in the decoder's `userInfo`, which WaypointRestoration's
  /// `SnapshotCoder` puts there, a part that does not decode is left out instead of failing the
  /// whole snapshot, as a store's state is restored: a stack keeps its nodes below the first
  /// that does not decode, a tab that does not decode is restored as its node makes it, and a
  /// presentation or a switched node that does not decode is not shown. Each is recorded as a
  /// `NavigationLoss`, which the coder's report lists. A node whose own screen does not decode
  /// is left out by the part that holds it.
  ///
  /// - Parameter decoder: The decoder.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let recovery = NavigationRecovery.current(in: decoder)
    self.init(
      screen: try container.decodeIfPresent(Screen.self, forKey: .screen),
      selectedTab: try container.decodeIfPresent(Int.self, forKey: .selectedTab))
    stack = try Self.list(in: container, at: .stack, recovery: recovery) { index, count in
      .stackElements(from: index, count: count)
    }
    switched = try Self.list(in: container, at: .switched, recovery: recovery) { _, _ in .screen }
    presented = try Self.presentations(in: container, recovery: recovery)
    tabs = try Self.tabs(in: container, recovery: recovery)
  }

  /// Encodes the snapshot, leaving out the parts it does not have.
  ///
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(screen, forKey: .screen)
    try container.encodeIfPresent(stack, forKey: .stack)
    try container.encodeIfPresent(tabs, forKey: .tabs)
    try container.encodeIfPresent(selectedTab, forKey: .selectedTab)
    try container.encodeIfPresent(switched, forKey: .switched)
    try container.encodeIfPresent(presented, forKey: .presented)
  }

  /// Decodes the values of a list, one by one: with a recovery, the ones before the first that
  /// does not decode, and records the rest as `kind` says; without one, all or an error.
  private static func list<Value: Decodable>(
    in container: KeyedDecodingContainer<CodingKeys>, at key: CodingKeys,
    recovery: NavigationRecovery?,
    loss kind: (_ index: Int, _ count: Int?) -> NavigationLoss.Kind
  ) throws -> [Value]? {
    guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
    var list = try container.nestedUnkeyedContainer(forKey: key)
    var values: [Value] = []
    while !list.isAtEnd {
      let mark = recovery?.mark ?? 0
      do {
        values.append(try list.decode(Value.self))
      } catch {
        guard let recovery else { throw error }
        // What was left out inside it goes with it.
        recovery.discard(from: mark)
        let path = container.codingPath + [key]
        recovery.record(
          NavigationLoss(
            path: NavigationRecovery.describe(path),
            kind: kind(values.count, list.count.map { $0 - values.count }),
            reason: NavigationRecovery.describe(error, below: path)))
        break
      }
    }
    return values
  }

  private static func presentations(
    in container: KeyedDecodingContainer<CodingKeys>, recovery: NavigationRecovery?
  ) throws -> [PresentedSnapshot]? {
    let presented: [PresentedSnapshot]? = try list(
      in: container, at: .presented, recovery: recovery
    ) { _, _ in .presentation }
    // A presentation left out presents nothing.
    return presented?.isEmpty == true && recovery != nil ? nil : presented
  }

  /// The tabs, each decoded on its own: with a recovery, a tab that does not decode is restored
  /// as its node makes it (`nil`) and recorded.
  private static func tabs(
    in container: KeyedDecodingContainer<CodingKeys>, recovery: NavigationRecovery?
  ) throws -> [NavigationNodeSnapshot?]? {
    guard let recovery else {
      return try container.decodeIfPresent([NavigationNodeSnapshot?].self, forKey: .tabs)
    }
    guard container.contains(.tabs), try !container.decodeNil(forKey: .tabs) else { return nil }
    var list = try container.nestedUnkeyedContainer(forKey: .tabs)
    var tabs: [NavigationNodeSnapshot?] = []
    while !list.isAtEnd {
      let mark = recovery.mark
      do {
        tabs.append(try list.decode(NavigationNodeSnapshot?.self))
      } catch {
        recovery.discard(from: mark)
        let path = container.codingPath + [CodingKeys.tabs]
        recovery.record(
          NavigationLoss(
            path: NavigationRecovery.describe(path), kind: .tab(tabs.count),
            reason: NavigationRecovery.describe(error, below: path)))
        tabs.append(nil)
        // A value that does not decode is not skipped by the container: the rest is read as
        // raw values to move past it, and each is tried again.
        guard (try? list.decode(Skipped.self)) != nil else { break }
      }
    }
    return tabs
  }
}

/// Any JSON value, read to move past it.
private struct Skipped: Decodable {
  init(from decoder: any Decoder) throws {}
}

extension NavigationNodeSnapshot: Equatable where Screen: Equatable {}
extension NavigationNodeSnapshot.PresentedSnapshot: Equatable where Screen: Equatable {}
extension NavigationNodeSnapshot: Sendable where Screen: Sendable {}
extension NavigationNodeSnapshot.PresentedSnapshot: Sendable where Screen: Sendable {}

extension NavigationNode {
  /// The graph from this node down, as data.
  ///
  /// - Parameter describe: The app's description of a node; `nil` for a node it does not save,
  ///   which is left out with what stands above it in its stack (or what it presents).
  /// - Returns: The snapshot, or `nil` when this node cannot be described.
  public func snapshot<Screen: Codable>(
    _ describe: (any NavigationNode) -> Screen?
  ) -> NavigationNodeSnapshot<Screen>? {
    let screen = describe(self)
    var snapshot = NavigationNodeSnapshot<Screen>(screen: screen)
    switch state {
    case let stack as StackRootNavigationNodeState:
      var nodes: [NavigationNodeSnapshot<Screen>] = []
      for element in stack.stackNodes {
        guard let node = element.destination.snapshot(describe) else { break }
        nodes.append(node)
      }
      guard !nodes.isEmpty || screen != nil else { return nil }
      snapshot.stack = nodes
    case let tabs as TabsRootNavigationNodeState:
      guard screen != nil else { return nil }
      snapshot.tabs = tabs.tabsNodes.map { $0.navigationNode.snapshot(describe) }
      snapshot.selectedTab = tabs.tabsNodes.firstIndex { $0.id == tabs.selectedTabNodeID }
    case let switched as SwitchedNavigationNodeState:
      guard screen != nil else { return nil }
      snapshot.switched = switched.switchedNode?.snapshot(describe).map { [$0] } ?? []
    default:
      guard screen != nil else { return nil }
    }
    if let presented = presentedNode, case let kind = type(of: presented), kind.isPredefined,
      restoredStyles.contains(kind.presentationStyle),
      let node = presented.node.snapshot(describe)
    {
      snapshot.presented = [
        .init(style: kind.presentationStyle, sourceID: presented.sourceID, node: node)
      ]
    }
    return snapshot
  }
}

/// The presentation styles a snapshot keeps: those of Waypoint's kinds that show a node of the
/// app's own. Alerts and dialogs hold actions, not data.
private let restoredStyles: Set<PresentationStyle> = [.sheet, .fullScreenCover]

/// A node graph made again from a snapshot, and what could not be.
///
/// ``NavigationNodeSnapshot/restore(stackChecks:make:)`` returns it. A screen the app no longer
/// makes cuts its stack there:
///
/// ```swift
/// let snapshot = NavigationNodeSnapshot<AppScreen>(
///   stack: [.init(screen: .home), .init(screen: .book(1)), .init(screen: .book(-1))])
/// let restoration = snapshot.restore { screen in ScreenNode.make(screen) }  // nil for book(-1)
/// restoration.isComplete  // false
/// print(restoration.losses[0])
/// // “stack”: left out stack element 2: the screen book(-1) is not made any more
/// let window = WindowNavigationNode(rootNode: restoration.node ?? .stacked(HomeNode()))
/// ```
///
/// The graph is not started until it is in a window: show the losses to the person, or log
/// them, and go on with what was restored.
public struct NavigationNodeRestoration {
  /// The restored graph's top node; `nil` when the snapshot's top node could not be made.
  public let node: (any NavigationNode)?

  /// What was left out, where and why, as a store's restore reports it too: a screen the app no
  /// longer makes, a stack cut where its checks fail, an unknown presentation kind, a tab that
  /// does not exist.
  public let losses: [NavigationLoss]

  /// Whether everything was restored.
  public var isComplete: Bool { node != nil && losses.isEmpty }
}

extension NavigationNodeSnapshot {
  /// Makes the graph again: nodes from their screens, through `make`, then the containers'
  /// navigation and the presentations, as saved. What cannot be made is left out — in a stack,
  /// with the nodes above it — and listed in ``NavigationNodeRestoration/losses``; nothing
  /// traps, whatever the data.
  ///
  /// The restored graph is not started: put it in a window.
  ///
  /// A stack is checked as it is restored: the stacks this makes with `stackChecks`, a stack
  /// root the app makes with its own checks. A stack that fails a check keeps the nodes below
  /// the first that fails, and the loss is listed.
  ///
  /// - Parameters:
  ///   - stackChecks: The checks of the stack roots the snapshot holds as stacks (navigation
  ///     rules mapped onto nodes, say); they keep them after restoring.
  ///   - make: Makes the node a screen describes; `nil` for a screen the app no longer makes.
  /// - Returns: The restored graph and its losses.
  @MainActor
  public func restore(
    stackChecks: [any StackCheck<StackNavigationNode>] = [],
    make: (Screen) -> (any NavigationNode)?
  ) -> NavigationNodeRestoration {
    withoutActuallyEscaping(make) { make in
      var restorer = Restorer(make: make, stackChecks: stackChecks)
      let node = restorer.root(from: self)
      return NavigationNodeRestoration(node: node, losses: restorer.losses)
    }
  }
}

@MainActor
private struct Restorer<Screen: Codable> {
  let make: (Screen) -> (any NavigationNode)?
  let stackChecks: [any StackCheck<StackNavigationNode>]
  var losses: [NavigationLoss] = []

  /// `path` and `component` joined by a dot.
  static func joined(_ path: String, _ component: String) -> String {
    path.isEmpty ? component : "\(path).\(component)"
  }

  /// The node `snapshot` describes, made with what it holds; why not, when it cannot be made.
  mutating func node(
    from snapshot: NavigationNodeSnapshot<Screen>, at path: String
  ) -> Result<any NavigationNode, Unmade> {
    let node: any NavigationNode
    if let screen = snapshot.screen {
      guard let made = make(screen) else {
        return .failure(Unmade(reason: "the screen \(screen) is not made any more"))
      }
      node = made
    } else if let stack = snapshot.stack {
      let mark = losses.count
      let nodes = stackNodes(from: stack, at: Self.joined(path, "stack"), checks: stackChecks)
      guard !nodes.isEmpty else {
        // The stack is left out whole: why its root was, is why it is.
        let inside = losses[mark...].first?.reason
        losses.removeSubrange(mark...)
        return .failure(Unmade(reason: inside ?? "a stack without a root"))
      }
      node = StackRootNavigationNode(nodes, checks: stackChecks)
      restorePresentation(of: snapshot, on: node, at: path)
      return .success(node)
    } else {
      return .failure(Unmade(reason: "a node with neither a screen nor a stack"))
    }
    apply(snapshot, to: node, at: path)
    return .success(node)
  }

  /// The root node `snapshot` describes; a loss of the screen when it cannot be made.
  mutating func root(from snapshot: NavigationNodeSnapshot<Screen>) -> (any NavigationNode)? {
    switch node(from: snapshot, at: "") {
    case .success(let node):
      return node
    case .failure(let unmade):
      losses.append(NavigationLoss(path: "", kind: .screen, reason: unmade.reason))
      return nil
    }
  }

  /// The nodes of a stack, bottom first, up to the first that cannot be made or that a check
  /// turns down.
  mutating func stackNodes(
    from stack: [NavigationNodeSnapshot<Screen>], at path: String,
    checks: [any StackCheck<StackNavigationNode>]
  ) -> [any NavigationNode] {
    var nodes: [any NavigationNode] = []
    // The losses recorded before each element, to forget those inside elements cut later.
    var marks: [Int] = []
    for (index, element) in stack.enumerated() {
      marks.append(losses.count)
      switch node(from: element, at: Self.joined(path, "\(index)")) {
      case .success(let node):
        nodes.append(node)
        continue
      case .failure(let unmade):
        losses.append(
          NavigationLoss(
            path: path, kind: .stackElements(from: index, count: stack.count - index),
            reason: unmade.reason))
      }
      break
    }
    let elements = nodes.map(StackNavigationNode.init)
    let failures = checks.compactMap { $0.firstFailure(in: elements) }
    if let failure = failures.min(by: { $0.position < $1.position }) {
      // What was left out inside or above the elements cut goes with them.
      losses.removeSubrange(marks[failure.position]...)
      losses.append(
        NavigationLoss(
          path: path,
          kind: .stackElements(from: failure.position, count: stack.count - failure.position),
          reason: failure.reason))
      nodes.removeSubrange(failure.position...)
    }
    return nodes
  }

  mutating func apply(
    _ snapshot: NavigationNodeSnapshot<Screen>, to node: any NavigationNode, at path: String
  ) {
    switch node.state {
    case let stack as StackRootNavigationNodeState:
      if let saved = snapshot.stack {
        let nodes = stackNodes(from: saved, at: Self.joined(path, "stack"), checks: stack.checks)
        if !nodes.isEmpty {
          let elements = nodes.map { (stack.makeElementID(), StackNavigationNode($0)) }
          stack.withStackNodes {
            $0 = StackState(ids: elements.map(\.0), elements: elements.map(\.1))
          }
        }
      }
    case let tabs as TabsRootNavigationNodeState:
      for (index, tab) in (snapshot.tabs ?? []).enumerated() {
        guard let tab else { continue }
        guard tabs.tabsNodes.indices.contains(index) else {
          losses.append(
            NavigationLoss(
              path: path, kind: .tab(index),
              reason: "the node has \(tabs.tabsNodes.count) tab(s)"))
          continue
        }
        apply(
          tab, to: tabs.tabsNodes[index].navigationNode, at: Self.joined(path, "tab.\(index)"))
      }
      if let selected = snapshot.selectedTab {
        if tabs.tabsNodes.indices.contains(selected) {
          tabs.selectedTabNodeID = tabs.tabsNodes[selected].id
        } else {
          losses.append(
            NavigationLoss(
              path: path, kind: .selection,
              reason: "the selected tab \(selected) does not exist"))
        }
      }
    case let switched as SwitchedNavigationNodeState:
      if let saved = snapshot.switched?.first {
        let place = Self.joined(path, "switched")
        switch self.node(from: saved, at: place) {
        case .success(let shown): switched.switchedNode = shown
        case .failure(let unmade):
          losses.append(NavigationLoss(path: place, kind: .screen, reason: unmade.reason))
        }
      }
    default:
      break
    }
    restorePresentation(of: snapshot, on: node, at: path)
  }

  mutating func restorePresentation(
    of snapshot: NavigationNodeSnapshot<Screen>, on node: any NavigationNode, at path: String
  ) {
    guard let saved = snapshot.presented?.first else { return }
    let place = Self.joined(path, "presented")
    guard let style = saved.style, restoredStyles.contains(style) else {
      losses.append(
        NavigationLoss(
          path: place, kind: .presentation,
          reason: "the presentation kind \"\(saved.kind)\" is not restored"))
      return
    }
    switch self.node(from: saved.node, at: place) {
    case .success(let presented):
      if style == .sheet {
        node.state.presentedNode = .sheet(presented, sourceID: saved.sourceID)
      } else {
        node.state.presentedNode = .fullScreenCover(presented, sourceID: saved.sourceID)
      }
    case .failure(let unmade):
      losses.append(NavigationLoss(path: place, kind: .presentation, reason: unmade.reason))
    }
  }
}

/// Why a node could not be made again.
private struct Unmade: Error {
  var reason: String
}
