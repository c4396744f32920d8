import Waypoint
import WaypointNodes

/// Shape 19: SwiftUI's back button, then a navigation link, through a `NavigationStack(path:)`
/// binding to a store's stack of `depth` elements, so that the depth stays `depth`.
///
/// What the binding does: SwiftUI reads the path (`state.path`), removes its last component
/// (its own copy of the path, O(*n*)) and writes it, which sends one `.popFrom(id:)`; a link then
/// reads the path again, appends a component with a new ID and writes it, which sends one
/// `.push(id:state:)`. Each write also compares the written path with the stack, O(*n*).
///
/// The checksum counts the elements the pop removed and the push added: 2 per step, at any
/// depth, like the baseline's.
@MainActor
final class PathBackPushDriver: Driver {
  let store = Store(initialState: StackFeature.State()) { StackFeature() }
  let path: Store<StackState<ElementFeature.State>, StackActionOf<ElementFeature>>
  let depth: Int
  var total = 0

  init(depth: Int) {
    precondition(depth >= 2, "Shape 19: the stack needs an element below the one popped.")
    store.send(.setPath(Array(repeating: ElementFeature.State(), count: depth)))
    path = store.scope(state: \.path, action: \.path)
    self.depth = depth
    // The back button's write is one `popFrom` of the top element, and the link's one `push`.
    var written = path.state.path
    let top = written.removeLast()
    let back: StackPathWrite<ElementFeature.State, ElementFeature.Action> = path.withState {
      $0.actions(writing: written)
    }
    guard back.actions.count == 1, back.ignored.isEmpty,
      case .popFrom(let id) = back.actions[0], id == top.id
    else { preconditionFailure("Shape 19: the back button's write is not one popFrom.") }
    path.write(path: written)
    precondition(
      path.state.count == depth - 1 && path.state.ids.last == written.last?.id,
      "Shape 19: the back button's write did not pop the top element.")
    written = path.state.path
    let link = StackPath.Component(pushing: ElementFeature.State())
    written.append(link)
    let push: StackPathWrite<ElementFeature.State, ElementFeature.Action> = path.withState {
      $0.actions(writing: written)
    }
    guard push.actions.count == 1, push.ignored.isEmpty,
      case .push(let pushedID, _) = push.actions[0], pushedID == link.id
    else { preconditionFailure("Shape 19: the link's write is not one push.") }
    path.write(path: written)
    precondition(
      path.state.count == depth && path.state.ids.last == link.id,
      "Shape 19: the link's write did not push its component.")
    step()
    precondition(
      total == 2 && path.state.count == depth,
      "Shape 19: the back button and the push were not kept at depth \(depth).")
    total = 0
  }

  func step() {
    // The back button: SwiftUI reads the path, removes its last component and writes the rest.
    var written = path.state.path
    let top = written.removeLast()
    path.write(path: written)
    total &+= depth - path.state.count
    // A navigation link: SwiftUI reads the path again, appends the link's value and writes it.
    written = path.state.path
    written.append(StackPath.Component(pushing: top.element))
    path.write(path: written)
    total &+= path.state.count - (depth - 1)
  }

  var checksum: Int { total }
}

/// The hand-written counterpart of shape 19: the same back button and link through the
/// `Binding(get:set:)` pair of a ``BaselinePath`` holding `depth` screens.
@MainActor
final class BaselinePathBackPushDriver: Driver {
  let model: BaselinePath
  let depth: Int
  var total = 0

  init(depth: Int) {
    model = BaselinePath(depth: depth)
    self.depth = depth
    var written = model.binding.get()
    let top = written.removeLast()
    model.binding.set(written)
    precondition(
      model.removedByLastWrite == 1 && model.state.path.count == depth - 1
        && !model.state.path.contains(top),
      "Shape 19: the baseline's back button did not pop the top screen.")
    written = model.binding.get()
    let id = model.makeID()
    written.append(id)
    model.binding.set(written)
    precondition(
      model.removedByLastWrite == 0 && model.state.path.last == id
        && model.state.path.count == depth,
      "Shape 19: the baseline's link did not push its screen.")
    step()
    precondition(total == 2, "Shape 19: the baseline's back and push did not keep its depth.")
    total = 0
  }

  func step() {
    var written = model.binding.get()
    written.removeLast()
    model.binding.set(written)
    total &+= depth - model.state.path.count
    written = model.binding.get()
    written.append(model.makeID())
    model.binding.set(written)
    total &+= model.state.path.count - (depth - 1)
  }

  var checksum: Int { total }
}

/// Shape 19b: SwiftUI's back button through a stack root node's path binding
/// (`writeStackPath`), on a stack of `depth` nodes, then a push by the node below, so that the
/// depth stays `depth`.
///
/// SwiftUI reads the path (`state.path`, the nodes above the root, O(*n*)), removes its last
/// node and writes it; `writeStackPath` checks the written path is the start of the stack's,
/// O(*n*), and drops the node it left out. Nodes are pushed by commands, not navigation links:
/// the node now on top executes `.stackAppend` with a new node.
///
/// The checksum counts the nodes the drop removed and the push added: 2 per step, at any depth,
/// like the baseline's.
@MainActor
final class NodePathBackPushDriver: Driver {
  let window: WindowNavigationNode
  let stack: StackRootNavigationNode
  /// The node below the top, which pushes each new top.
  let below: ScreenNode
  let depth: Int
  var total = 0

  init(depth: Int) {
    precondition(depth >= 3, "Shape 19b: the stack needs a node above its root to go back to.")
    let nodes = (0..<depth).map { _ in ScreenNode() }
    stack = .stacked(nodes)
    window = WindowNavigationNode(rootNode: stack)
    below = nodes[depth - 2]
    self.depth = depth
    // One back and push with a removal listener, checked step by step.
    let removals = RemovalCounter()
    let pushed = ScreenNode().onMessageReceived { message in
      if message is RemovalNavigationMessage { removals.count += 1 }
    }
    var written = stack.state.path
    let top = written.removeLast().destination
    let back = stack.writeStackPath(written)
    precondition(
      (try? back.get()) != nil && stack.state.stackNodes.count == depth - 1 && top.hasLeftGraph
        && stack.state.stackNodes.last?.destination === below,
      "Shape 19b: the back button's write did not drop the top node.")
    below.execute(.stackAppend(pushed))
    precondition(
      stack.state.stackNodes.count == depth && stack.state.path.last?.destination === pushed
        && pushed.isInGraph,
      "Shape 19b: the node below the top could not push a node.")
    written = stack.state.path
    written.removeLast()
    stack.writeStackPath(written)
    precondition(
      pushed.hasLeftGraph && removals.count == 1,
      "Shape 19b: the node dropped by the write was not told once it left.")
    below.execute(.stackAppend(ScreenNode()))
    step()
    precondition(
      total == 2 && stack.state.stackNodes.count == depth,
      "Shape 19b: the back button and the push were not kept at depth \(depth).")
    total = 0
  }

  func step() {
    // The back button: SwiftUI reads the path, removes its last node and writes the rest.
    var written = stack.state.path
    written.removeLast()
    stack.writeStackPath(written)
    total &+= depth - stack.state.stackNodes.count
    below.execute(.stackAppend(ScreenNode()))
    total &+= stack.state.stackNodes.count - (depth - 1)
  }

  var checksum: Int { total }
}

/// The hand-written counterpart of shape 19b: the same back button, through
/// ``BaselineNavigationNode/writePath(_:)``, and push on a ``BaselineNavigationNode`` holding
/// `depth` nodes.
@MainActor
final class BaselineNodePathBackPushDriver: Driver {
  let stack: BaselineNavigationNode
  let below: BaselineNavigationNode
  let depth: Int
  var total = 0

  init(depth: Int) {
    let nodes = (0..<depth).map { _ in BaselineNavigationNode() }
    stack = BaselineNavigationNode(children: nodes)
    stack.startTree()
    below = nodes[depth - 2]
    self.depth = depth
    let removals = RemovalCounter()
    let pushed = BaselineNavigationNode().onMessage { message in
      if case .removed = message { removals.count += 1 }
    }
    var written = Array(stack.children.dropFirst())
    let top = written.removeLast()
    precondition(
      stack.writePath(written) && stack.children.count == depth - 1 && top.hasLeftTree,
      "Shape 19b: the baseline's back button did not drop the top node.")
    below.parent?.append(pushed)
    written = Array(stack.children.dropFirst())
    written.removeLast()
    stack.writePath(written)
    precondition(
      pushed.hasLeftTree && removals.count == 1,
      "Shape 19b: the baseline's write did not drop the pushed node, or did not tell it once.")
    below.parent?.append(BaselineNavigationNode())
    step()
    precondition(total == 2, "Shape 19b: the baseline's back and push did not keep its depth.")
    total = 0
  }

  func step() {
    var written = Array(stack.children.dropFirst())
    written.removeLast()
    stack.writePath(written)
    total &+= depth - stack.children.count
    below.parent?.append(BaselineNavigationNode())
    total &+= stack.children.count - (depth - 1)
  }

  var checksum: Int { total }
}
