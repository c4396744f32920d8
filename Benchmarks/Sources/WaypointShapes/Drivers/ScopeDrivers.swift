import Waypoint

/// Shape 4: scoping a store to a presented child and reading its state, as a view does.
@MainActor
final class ScopePresentedDriver: Driver {
  let store: StoreOf<CounterFeature>
  private(set) var checksum = 0

  init() {
    var state = CounterFeature.State()
    state.child = ElementFeature.State(count: 1)
    store = Store(initialState: state) { CounterFeature() }
  }

  func step() {
    checksum &+= store.scope(state: \.child, action: \.child)?.state.count ?? 0
  }
}

@MainActor
final class BaselineScopePresentedDriver: Driver {
  let model = BaselineCounter(child: BaselineElement(id: 0, count: 1))
  private(set) var checksum = 0

  func step() {
    checksum &+= model.read { $0.child?.count } ?? 0
  }
}

/// A store over a ten-element stack, and the ID of its top element, whose count is 1.
@MainActor
func makeTenElementStack() -> (store: StoreOf<CounterFeature>, top: StackElementID) {
  var state = CounterFeature.State()
  state.path = StackState((0..<10).map { ElementFeature.State(count: $0 == 9 ? 1 : 0) })
  return (Store(initialState: state) { CounterFeature() }, state.path.ids.last!)
}

/// Shape 4: scoping a store to the top element of a ten-element stack and reading its state, the
/// way a stack's view gets each element's store: from the stack's store, by ID.
@MainActor
final class ScopeElementDriver: Driver {
  let (store, id) = makeTenElementStack()
  private(set) var checksum = 0

  func step() {
    checksum &+= store.scope(state: \.path, action: \.path).scope(id: id)?.state.count ?? 0
  }
}

/// Shape 4, with the element's key paths written out: `\.path[id: id]` makes a new key path
/// object each time, which Swift's runtime builds by looking the stack's type up by name.
@MainActor
final class ScopeElementByKeyPathDriver: Driver {
  let (store, id) = makeTenElementStack()
  private(set) var checksum = 0

  func step() {
    checksum &+= store.scope(state: \.path[id: id], action: \.path[id: id])?.state.count ?? 0
  }
}

@MainActor
final class BaselineScopeElementDriver: Driver {
  let model = BaselineCounter(
    path: (0..<10).map { BaselineElement(id: $0, count: $0 == 9 ? 1 : 0) })
  let id = 9
  private(set) var checksum = 0

  func step() {
    checksum &+= model.read { $0.path.last(where: { $0.id == id })?.count } ?? 0
  }
}
