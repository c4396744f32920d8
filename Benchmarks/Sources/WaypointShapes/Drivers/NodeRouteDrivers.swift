import WaypointNodes

/// A screen of shape 22, as an app describes its nodes for its links.
enum RouteScreen: Hashable {
  case item(Int)
}

/// A node of shape 22 showing one item.
@NavigationNode
final class ItemScreenNode {
  let id: Int
  init(id: Int) { self.id = id }
}

/// Shape 22: a link's routes shown on a window whose stack holds `depth` items above its root:
/// the routes keep every item but the top one and replace it (`.show(_:describe:make:)`),
/// alternately with one of two items, so that each step pops one node and pushes one.
///
/// The checksum adds the top item's ID after each step, and the baseline's adds the same.
@MainActor
final class NodeShowRoutesDriver: Driver {
  let window: WindowNavigationNode
  let stack: StackRootNavigationNode
  let targets: [[NavigationRoute<RouteScreen>]]
  var parity = 0
  var total = 0

  init(depth: Int) {
    stack = .stacked([ScreenNode()] + (1...depth).map { ItemScreenNode(id: $0) })
    window = WindowNavigationNode(rootNode: stack)
    let kept = (1..<depth).map { NavigationRoute.push(RouteScreen.item($0)) }
    targets = [kept + [.push(.item(-1))], kept + [.push(.item(depth))]]
    let first = stack.state.stackNodes[1].destination
    for target in targets {
      let shown = window.execute(Self.show(target))
      precondition(
        (try? shown.get()) != nil && window.routes(Self.describe) == target
          && stack.state.stackNodes[1].destination === first,
        "Shape 22: the routes were not shown, or the nodes they start with were not kept.")
    }
    total = 0
  }

  static func describe(_ node: any NavigationNode) -> RouteScreen? {
    // Not `.map { .item($0.id) }`: Swift checks at run time that a main-actor closure passed to
    // `Optional.map` runs on the main actor, at every call, which would cost this shape a
    // quarter of its time in the app's own code.
    guard let item = node as? ItemScreenNode else { return nil }
    return .item(item.id)
  }

  static func make(_ screen: RouteScreen) -> (any NavigationNode)? {
    switch screen {
    case .item(let id): ItemScreenNode(id: id)
    }
  }

  static func show(_ routes: [NavigationRoute<RouteScreen>]) -> ShowRoutesNavigationCommand<
    RouteScreen
  > {
    .show(routes, animated: false, describe: describe, make: make)
  }

  func step() {
    parity ^= 1
    window.execute(Self.show(targets[parity]))
    total &+= (stack.state.stackNodes.last?.destination as? ItemScreenNode)?.id ?? 0
  }

  var checksum: Int { total }
}

/// The hand-written counterpart of shape 22: a coordinator that keeps the items its stack shows
/// beside its ``BaselineNavigationNode``s, compares them with the link's, pops what differs and
/// pushes the rest.
@MainActor
final class BaselineShowRoutesDriver: Driver {
  let stack: BaselineNavigationNode
  /// The items the stack shows above its root, bottom first.
  var shown: [Int]
  let targets: [[Int]]
  var parity = 0
  var total = 0

  init(depth: Int) {
    stack = BaselineNavigationNode(children: (0...depth).map { _ in BaselineNavigationNode() })
    stack.startTree()
    shown = Array(1...depth)
    let kept = Array(1..<depth)
    targets = [kept + [-1], kept + [depth]]
  }

  /// Shows `items`: keeps the ones shown that it starts with, pops the rest, pushes the new.
  func show(_ items: [Int]) {
    let shared = zip(shown, items).prefix { $0 == $1 }.count
    if shown.count > shared { stack.dropLast(shown.count - shared) }
    shown.removeSubrange(shared...)
    for item in items[shared...] {
      stack.append(BaselineNavigationNode())
      shown.append(item)
    }
  }

  func step() {
    parity ^= 1
    show(targets[parity])
    total &+= shown.last ?? 0
  }

  var checksum: Int { total }
}
