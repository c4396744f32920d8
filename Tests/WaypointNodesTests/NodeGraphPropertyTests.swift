import CustomDump
import TestSupport
import Testing
import WaypointNodes
import WaypointTesting

/// Seeded random command sequences against a naive model of the graph: after every command the
/// graph equals the model, every node has one parent and no cycles, every node that left got one
/// removal message, children before parents, and has been released.
@MainActor
@Suite struct NodeGraphPropertyTests {
  /// Half the runs have a tabs root of two stacks at the bottom, whose tabs each keep their own
  /// presentations; the other half a single stack.
  @Test(arguments: [false, true], 0..<40)
  func randomCommandsKeepTheGraphSoundAndEqualToTheModel(tabbed: Bool, seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let harness = Harness(tabbed: tabbed)
    var outcomes = (executed: 0, refused: 0, removed: 0)
    for step in 0..<80 {
      let operation = harness.randomOperation(using: &random)
      let succeeded = harness.apply(operation)
      if succeeded { outcomes.executed += 1 } else { outcomes.refused += 1 }
      let expected = harness.model.apply(operation)
      #expect(
        succeeded == expected,
        "seed \(seed) step \(step): \(operation) \(succeeded ? "executed" : "was refused"), the model says otherwise"
      )
      outcomes.removed += harness.model.removed.count
      try harness.checkInvariants(context: "seed \(seed) step \(step) after \(operation)")
      if !harness.issues.isEmpty { break }
    }
    #expect(harness.issues.isEmpty, "seed \(seed): \(harness.issues)")
    // The sequence exercised both outcomes and removed nodes, so the checks had work to do.
    #expect(
      outcomes.executed >= 20 && outcomes.refused >= 5 && outcomes.removed >= 5, "\(outcomes)")
    harness.window?.close()
    harness.window = nil
    // Every node still in the graph leaves with the window, once, and is released.
    for (id, node) in harness.live {
      #expect(node.hasLeftGraph && harness.removalCounts[id] == 1, "seed \(seed): \(id)")
      harness.released.append((id, Harness.WeakNode(node: node)))
    }
    harness.live.removeAll()
    harness.numbers.removeAll()
    try harness.checkReleased(context: "seed \(seed) after closing the window")
  }
}

/// A node of the property test.
@NavigationNode
final class PlainNode {}

/// One random command, on the node the model names by number.
enum Operation: CustomStringConvertible {
  case append(on: Int, stacked: Bool)
  case dropLast(on: Int, count: Int)
  case dropToRoot(on: Int)
  case setRoot(on: Int, clear: Bool)
  case reverseAboveRoot(on: Int)
  case present(on: Int, stacked: Bool)
  case presentOnGiven(by: Int, on: Int)
  case dismiss(on: Int)
  case dismissJustFromPresented(on: Int)
  case hide(on: Int)
  case selectTab(on: Int, tab: Int)

  var description: String {
    switch self {
    case .append(let node, let stacked): "append\(stacked ? " stack" : "") on \(node)"
    case .dropLast(let node, let count): "dropLast(\(count)) on \(node)"
    case .dropToRoot(let node): "dropToRoot on \(node)"
    case .setRoot(let node, let clear): "setRoot\(clear ? " clear" : "") on \(node)"
    case .reverseAboveRoot(let node): "reverse above the root on \(node)"
    case .present(let node, let stacked): "present\(stacked ? " stack" : "") on \(node)"
    case .presentOnGiven(let node, let target): "present by \(node) on \(target)"
    case .dismiss(let node): "dismiss on \(node)"
    case .dismissJustFromPresented(let node): "dismissJustFromPresented on \(node)"
    case .hide(let node): "hide on \(node)"
    case .selectTab(let node, let tab): "select tab \(tab) on \(node)"
    }
  }
}

/// The model: nodes by number, each a plain node or a stack, with its parent, its stack and
/// what it presents.
struct GraphModel {
  struct Node {
    var isStack: Bool
    var parent: Int?
    var stack: [Int] = []
    var presented: Int?
    /// For a tabs root, its tabs' nodes and the selected one.
    var tabs: [Int] = []
    var selected = 0
  }

  /// The nodes of each level that present, in the order they did (the graph's order).
  var levelPresenters: [Int: [Int]] = [:]

  var nodes: [Int: Node] = [:]
  var root = 0
  var nextID = 0
  /// The numbers of the nodes each command removed, in the order the graph must remove them.
  var removed: [Int] = []

  mutating func add(isStack: Bool) -> Int {
    defer { nextID += 1 }
    nodes[nextID] = Node(isStack: isStack)
    return nextID
  }

  /// A stack holding a new plain node, or a new plain node.
  mutating func addNode(stacked: Bool) -> Int {
    guard stacked else { return add(isStack: false) }
    let stack = add(isStack: true)
    let child = add(isStack: false)
    nodes[stack]!.stack = [child]
    nodes[child]!.parent = stack
    return stack
  }

  func isPresented(_ id: Int) -> Bool {
    guard let parent = nodes[id]?.parent else { return false }
    return nodes[parent]!.presented == id
  }

  func levelRoot(_ id: Int) -> Int {
    var node = id
    while let parent = nodes[node]!.parent, !isPresented(node) { node = parent }
    return node
  }

  /// Whether `id` is shown in its level: every tabs root on the way up selects it.
  func isShown(_ id: Int) -> Bool {
    var node = id
    while let parent = nodes[node]!.parent, !isPresented(node) {
      let tabs = nodes[parent]!.tabs
      if !tabs.isEmpty && tabs[nodes[parent]!.selected] != node { return false }
      node = parent
    }
    return true
  }

  /// The shown node of the level rooted at `root` that presents: the first, in the order they
  /// presented.
  func presenter(inLevel root: Int) -> Int? {
    (levelPresenters[root] ?? []).first { nodes[$0]?.presented != nil && isShown($0) }
  }

  /// Where a presentation on the level rooted at `root` goes: through the selected tabs.
  func anchor(_ root: Int) -> Int {
    var node = root
    while !nodes[node]!.tabs.isEmpty { node = nodes[node]!.tabs[nodes[node]!.selected] }
    return node
  }

  /// The highest level's root and the node presenting it.
  var highest: (root: Int, presenter: Int?) {
    var level = root
    var presenter: Int?
    while let node = self.presenter(inLevel: level) {
      presenter = node
      level = nodes[node]!.presented!
    }
    return (level, presenter)
  }

  func nearestStack(from id: Int) -> Int? {
    var node = id
    while true {
      if nodes[node]!.isStack { return node }
      if isPresented(node) { return nil }
      guard let parent = nodes[node]!.parent else { return nil }
      node = parent
    }
  }

  /// Removes `id` and its subtree, children first.
  mutating func remove(_ id: Int) {
    let node = nodes[id]!
    for child in node.stack + node.tabs { remove(child) }
    if let presented = node.presented {
      remove(presented)
      levelPresenters[levelRoot(id), default: []].removeAll { $0 == id }
    }
    nodes[id] = nil
    removed.append(id)
  }

  mutating func pop(_ stack: Int, count: Int) {
    let dropped = nodes[stack]!.stack.suffix(count)
    nodes[stack]!.stack.removeLast(count)
    for id in dropped.reversed() { remove(id) }
  }

  mutating func endPresentation(of presenter: Int) {
    let presented = nodes[presenter]!.presented!
    levelPresenters[levelRoot(presenter), default: []].removeAll { $0 == presenter }
    nodes[presenter]!.presented = nil
    remove(presented)
  }

  mutating func present(_ new: Int, on presenter: Int) {
    nodes[presenter]!.presented = new
    nodes[new]!.parent = presenter
    let level = levelRoot(presenter)
    levelPresenters[level, default: []].removeAll { $0 == presenter }
    levelPresenters[level, default: []].append(presenter)
  }

  /// Applies `operation` as the graph should; returns whether it executes. New nodes were
  /// added by the harness (numbers `nextID…`) and are dropped when it does not.
  mutating func apply(_ operation: Operation) -> Bool {
    removed = []
    switch operation {
    case .append(let on, let stacked):
      let new = addNode(stacked: stacked)
      guard let stack = nearestStack(from: on) else { return discard(new) }
      nodes[stack]!.stack.append(new)
      nodes[new]!.parent = stack
      return true
    case .dropLast(let on, let count):
      guard let stack = nearestStack(from: on), nodes[stack]!.stack.count - 1 >= count else {
        return false
      }
      pop(stack, count: count)
      return true
    case .dropToRoot(let on):
      guard let stack = nearestStack(from: on), nodes[stack]!.stack.count > 1 else { return false }
      pop(stack, count: nodes[stack]!.stack.count - 1)
      return true
    case .setRoot(let on, let clear):
      let new = addNode(stacked: false)
      guard let stack = nearestStack(from: on) else { return discard(new) }
      // The nodes that leave do so bottom first, each with what it holds (a map's order).
      let old = nodes[stack]!.stack
      let dropped = clear ? old : [old[0]]
      nodes[stack]!.stack = [new] + (clear ? [] : Array(old.dropFirst()))
      nodes[new]!.parent = stack
      for id in dropped { remove(id) }
      return true
    case .reverseAboveRoot(let on):
      guard let stack = nearestStack(from: on) else { return false }
      let old = nodes[stack]!.stack
      nodes[stack]!.stack = [old[0]] + old.dropFirst().reversed()
      return true
    case .present(_, let stacked):
      let new = addNode(stacked: stacked)
      present(new, on: anchor(highest.root))
      return true
    case .presentOnGiven(_, let target):
      let new = addNode(stacked: false)
      let level = levelRoot(target)
      let other = presenter(inLevel: level)
      guard nodes[target]!.presented == nil, !isShown(target) || other == nil || other == target
      else {
        return discard(new)
      }
      present(new, on: target)
      return true
    case .dismiss:
      guard let presenter = highest.presenter else { return false }
      endPresentation(of: presenter)
      return true
    case .dismissJustFromPresented(let on):
      let level = levelRoot(on)
      guard isPresented(level), highest.root == level else { return false }
      endPresentation(of: nodes[level]!.parent!)
      return true
    case .hide(let on):
      if let parent = nodes[on]!.parent, nodes[parent]!.isStack,
        let index = nodes[parent]!.stack.firstIndex(of: on), index > 0
      {
        pop(parent, count: nodes[parent]!.stack.count - index)
        return true
      }
      let level = levelRoot(on)
      guard isPresented(level) else { return false }
      endPresentation(of: nodes[level]!.parent!)
      return true
    case .selectTab(let on, let tab):
      var node = on
      while nodes[node]!.tabs.isEmpty {
        guard let parent = nodes[node]!.parent else { return false }
        node = parent
      }
      nodes[node]!.selected = tab
      return true
    }
  }

  private mutating func discard(_ id: Int) -> Bool {
    for node in [id] + nodes[id]!.stack { nodes[node] = nil }
    return false
  }

  /// The graph from `id` down, as the harness renders the live graph.
  func render(_ id: Int) -> String {
    let node = nodes[id]!
    var text = node.isStack ? "S\(id)[" : node.tabs.isEmpty ? "N\(id)" : "T\(id)<\(node.selected)>("
    if node.isStack { text += node.stack.map(render).joined(separator: " ") + "]" }
    if !node.tabs.isEmpty { text += node.tabs.map(render).joined(separator: " ") + ")" }
    if let presented = node.presented { text += "{\(render(presented))}" }
    return text
  }
}

/// The live graph, with the model's numbers for its nodes.
@MainActor
final class Harness {
  var window: WindowNavigationNode?
  var model = GraphModel()
  /// Live nodes by the model's number; removed nodes are only held weakly.
  var live: [Int: any NavigationNode] = [:]
  var numbers: [ObjectIdentifier: Int] = [:]
  var released: [(id: Int, node: WeakNode)] = []
  var removalOrder: [Int] = []
  var removalCounts: [Int: Int] = [:]
  var issues: [String] = []

  struct WeakNode {
    weak var node: AnyObject?
  }

  init(tabbed: Bool) {
    model.root = 0
    guard tabbed else {
      window = WindowNavigationNode(rootNode: makeNode(stacked: true))
      return
    }
    let tabsID = model.add(isStack: false)
    let first = makeNode(stacked: true)
    let second = makeNode(stacked: true)
    let tabs = PropertyTabs(first, second)
    register(tabs, as: tabsID)
    model.nodes[tabsID]!.tabs = [tabsID + 1, tabsID + 3]
    model.nodes[tabsID + 1]!.parent = tabsID
    model.nodes[tabsID + 3]!.parent = tabsID
    window = WindowNavigationNode(rootNode: tabs)
  }

  /// Makes the live node the model will number `model.nextID` (and the next, for a stack).
  func makeNode(stacked: Bool) -> any NavigationNode {
    let base = model.nextID
    let plain = PlainNode()
    let node: any NavigationNode = stacked ? StackRootNavigationNode(plain) : plain
    if stacked {
      register(node, as: base)
      register(plain, as: base + 1)
      _ = model.addNode(stacked: true)
    } else {
      register(plain, as: base)
      _ = model.add(isStack: false)
    }
    return node
  }

  private func register(_ node: any NavigationNode, as id: Int) {
    live[id] = node
    numbers[ObjectIdentifier(node)] = id
    node.onMessageReceived { [weak self] message in
      guard message is RemovalNavigationMessage else { return }
      self?.removalOrder.append(id)
      self?.removalCounts[id, default: 0] += 1
    }
  }

  func randomOperation(using random: inout SplitMix64) -> Operation {
    let ids = live.keys.sorted()
    let node = ids[Int(random.next() % UInt64(ids.count))]
    let other = ids[Int(random.next() % UInt64(ids.count))]
    let stacked = random.next() % 2 == 0
    switch random.next() % 12 {
    case 0, 1, 2: return .append(on: node, stacked: stacked)
    case 3, 4: return .dropLast(on: node, count: Int(random.next() % 3) + 1)
    case 5:
      switch random.next() % 4 {
      case 0: return .setRoot(on: node, clear: false)
      case 1: return .setRoot(on: node, clear: true)
      case 2: return .reverseAboveRoot(on: node)
      default: return .dropToRoot(on: node)
      }
    case 6, 7: return .present(on: node, stacked: stacked)
    case 8: return .presentOnGiven(by: node, on: other)
    case 9: return .dismiss(on: node)
    case 10:
      return random.next() % 2 == 0
        ? .dismissJustFromPresented(on: node)
        : .selectTab(on: node, tab: Int(random.next() % 2))
    default: return .hide(on: node)
    }
  }

  /// Executes `operation` on the live graph; returns whether it executed.
  func apply(_ operation: Operation) -> Bool {
    removalOrder = []
    // The model numbers new nodes from where it is now; make them the same way, in a scratch
    // copy of the model's counter, and let the model add them for real in `apply`.
    let saved = model
    let result: Result<Void, NavigationCommandError>
    switch operation {
    case .append(let on, let stacked):
      let new = makeNode(stacked: stacked)
      result = live[on]!.execute(.stackAppend(new))
    case .dropLast(let on, let count):
      result = live[on]!.execute(.stackDropLast(count))
    case .dropToRoot(let on):
      result = live[on]!.execute(.stackDropToRoot())
    case .setRoot(let on, let clear):
      let new = makeNode(stacked: false)
      result = live[on]!.execute(.stackSetRoot(new, clear: clear))
    case .reverseAboveRoot(let on):
      result = live[on]!.execute(.stackMap { [$0[0]] + $0.dropFirst().reversed() })
    case .present(let on, let stacked):
      let new = makeNode(stacked: stacked)
      result = live[on]!.execute(.present(.sheet(new)))
    case .presentOnGiven(let by, let on):
      let new = makeNode(stacked: false)
      result = live[by]!.execute(.present(.fullScreenCover(new), on: live[on]!))
    case .dismiss(let on):
      result = live[on]!.execute(.dismiss())
    case .dismissJustFromPresented(let on):
      result = live[on]!.execute(.dismissJustFromPresented())
    case .hide(let on):
      result = live[on]!.execute(.hide())
    case .selectTab(let on, let tab):
      result = live[on]!.execute(.tabsSelectItem(tab))
    }
    model = saved
    if case .failure(let error) = result, error.refusal.isMisuse {
      issues.append("misuse: \(error)")
    }
    return (try? result.get()) != nil
  }

  func render(_ node: any NavigationNode) -> String {
    let id = numbers[ObjectIdentifier(node)].map(String.init) ?? "?"
    var text: String
    if let stack = node.state as? StackRootNavigationNodeState {
      text =
        "S\(id)[" + stack.stackNodes.map { render($0.destination) }.joined(separator: " ") + "]"
    } else if let tabs = node.state as? TabsRootNavigationNodeState {
      let selected = tabs.tabsNodes.firstIndex { $0.id == tabs.selectedTabNodeID } ?? -1
      text =
        "T\(id)<\(selected)>("
        + tabs.tabsNodes.map { render($0.navigationNode) }.joined(separator: " ") + ")"
    } else {
      text = "N\(id)"
    }
    if let presented = node.presentedNode { text += "{\(render(presented.node))}" }
    return text
  }

  func checkInvariants(context: String) throws {
    let window = try #require(window)
    expectNoDifference(render(window.rootNode), model.render(model.root), "\(context)")
    // One parent per node, no cycles, every node in the graph started.
    var seen = Set<ObjectIdentifier>()
    var pending: [any NavigationNode] = [window]
    while let node = pending.popLast() {
      #expect(seen.insert(ObjectIdentifier(node)).inserted, "\(context): \(node.debugName) twice")
      #expect(node.isInGraph, "\(context): \(node.debugName) in the graph but not started")
      for child in node.children {
        #expect(child.parent === node, "\(context): \(child.debugName)'s parent")
        pending.append(child)
      }
    }
    #expect(seen.count == model.nodes.count + 1, "\(context): node count")
    // Removal messages: the removed nodes, once each, children first.
    #expect(removalOrder == model.removed, "\(context): removal order")
    for id in model.removed {
      #expect(removalCounts[id] == 1, "\(context): \(id) received \(removalCounts[id] ?? 0)")
      if let node = live.removeValue(forKey: id) {
        #expect(node.hasLeftGraph, "\(context): \(id) has not left")
        numbers[ObjectIdentifier(node)] = nil
        released.append((id, WeakNode(node: node)))
      }
    }
    // Nodes a refused command made were never added: forget them.
    for id in live.keys where model.nodes[id] == nil && !model.removed.contains(id) {
      if let node = live.removeValue(forKey: id) {
        #expect(!node.isInGraph && !node.hasLeftGraph, "\(context): refused node \(id)")
        numbers[ObjectIdentifier(node)] = nil
      }
    }
    try checkReleased(context: context)
  }

  func checkReleased(context: String) throws {
    let leaked = released.filter { $0.node.node != nil }.map(\.id)
    #expect(leaked.isEmpty, "\(context): removed nodes still alive: \(leaked)")
  }
}

/// The tabs root of the property test: two tabs, numbered 0 and 1.
@TabsRootNavigationNode
final class PropertyTabs {
  init(_ first: any NavigationNode, _ second: any NavigationNode) {
    state = TabsRootNavigationNodeState(
      selectedTabNodeID: 0,
      tabsNodes: [
        DefaultTabNode(id: 0, title: "First", navigationNode: first),
        DefaultTabNode(id: 1, title: "Second", navigationNode: second),
      ])
  }
}
