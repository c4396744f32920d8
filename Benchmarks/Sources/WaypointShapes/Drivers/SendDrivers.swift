import Waypoint

/// Shape 1: a no-effect action at the root.
@MainActor
final class RootSendDriver: Driver {
  let store = Store(initialState: CounterFeature.State()) { CounterFeature() }

  func step() { store.send(.increment) }
  var checksum: Int { store.state.count }
}

@MainActor
final class BaselineRootSendDriver: Driver {
  let model = BaselineCounter()

  func step() { model.send(.increment) }
  var checksum: Int { model.state.count }
}

/// Ten levels of presentation: nine levels, each presenting the next, around a leaf.
typealias Tree1 = Level<Leaf>
typealias Tree2 = Level<Tree1>
typealias Tree3 = Level<Tree2>
typealias Tree4 = Level<Tree3>
typealias Tree5 = Level<Tree4>
typealias Tree6 = Level<Tree5>
typealias Tree7 = Level<Tree6>
typealias Tree8 = Level<Tree7>
typealias Tree = Level<Tree8>

typealias BaselineTree1 = BaselineLevel<BaselineLeaf>
typealias BaselineTree2 = BaselineLevel<BaselineTree1>
typealias BaselineTree3 = BaselineLevel<BaselineTree2>
typealias BaselineTree4 = BaselineLevel<BaselineTree3>
typealias BaselineTree5 = BaselineLevel<BaselineTree4>
typealias BaselineTree6 = BaselineLevel<BaselineTree5>
typealias BaselineTree7 = BaselineLevel<BaselineTree6>
typealias BaselineTree8 = BaselineLevel<BaselineTree7>
typealias BaselineTreeRoot = BaselineLevel<BaselineTree8>

/// Shape 2: an action for the innermost of ten nested presentations.
@MainActor
final class NestedSendDriver: Driver {
  let store: StoreOf<Tree>
  let action: Tree.Action

  init() {
    let state1 = Tree1.State(child: Leaf.State())
    let state2 = Tree2.State(child: state1)
    let state3 = Tree3.State(child: state2)
    let state4 = Tree4.State(child: state3)
    let state5 = Tree5.State(child: state4)
    let state6 = Tree6.State(child: state5)
    let state7 = Tree7.State(child: state6)
    let state8 = Tree8.State(child: state7)
    store = Store(initialState: Tree.State(child: state8)) {
      Level(Level(Level(Level(Level(Level(Level(Level(Level(Leaf())))))))))
    }
    let action1 = Tree1.Action.child(.presented(.increment))
    let action2 = Tree2.Action.child(.presented(action1))
    let action3 = Tree3.Action.child(.presented(action2))
    let action4 = Tree4.Action.child(.presented(action3))
    let action5 = Tree5.Action.child(.presented(action4))
    let action6 = Tree6.Action.child(.presented(action5))
    let action7 = Tree7.Action.child(.presented(action6))
    let action8 = Tree8.Action.child(.presented(action7))
    action = .child(.presented(action8))
  }

  func step() { store.send(action) }

  var checksum: Int {
    store.state.child?.child?.child?.child?.child?.child?.child?.child?.child?.count ?? -1
  }
}

@MainActor
final class BaselineNestedSendDriver: Driver {
  let model: BaselineTree<BaselineTreeRoot>
  let action: BaselineTreeRoot.Action

  init() {
    let state1 = BaselineTree1(child: BaselineLeaf())
    let state2 = BaselineTree2(child: state1)
    let state3 = BaselineTree3(child: state2)
    let state4 = BaselineTree4(child: state3)
    let state5 = BaselineTree5(child: state4)
    let state6 = BaselineTree6(child: state5)
    let state7 = BaselineTree7(child: state6)
    let state8 = BaselineTree8(child: state7)
    model = BaselineTree(BaselineTreeRoot(child: state8))
    let action1 = BaselineTree1.Action.child(.increment)
    let action2 = BaselineTree2.Action.child(action1)
    let action3 = BaselineTree3.Action.child(action2)
    let action4 = BaselineTree4.Action.child(action3)
    let action5 = BaselineTree5.Action.child(action4)
    let action6 = BaselineTree6.Action.child(action5)
    let action7 = BaselineTree7.Action.child(action6)
    let action8 = BaselineTree8.Action.child(action7)
    action = .child(action8)
  }

  func step() { model.send(action) }

  var checksum: Int {
    model.state.child?.child?.child?.child?.child?.child?.child?.child?.child?.count ?? -1
  }
}

/// Shape 3: an action for the top element of a stack.
@MainActor
final class StackSendDriver: Driver {
  let store = Store(initialState: StackFeature.State()) { StackFeature() }
  let action: StackFeature.Action

  init(depth: Int) {
    store.send(.setPath(Array(repeating: ElementFeature.State(), count: depth)))
    action = .path(.element(id: store.state.path.ids.last!, action: .increment))
  }

  func step() { store.send(action) }
  var checksum: Int { store.state.path.last?.count ?? -1 }
}

@MainActor
final class BaselineStackSendDriver: Driver {
  let model: BaselineStack
  let action: BaselineStack.Action

  init(depth: Int) {
    model = BaselineStack(depth: depth)
    action = .element(id: model.state.path.last!.id, action: .increment)
  }

  func step() { model.send(action) }
  var checksum: Int { model.state.path.last?.count ?? -1 }
}

/// Shape 7: a no-effect action at the root of an `@ObservableState` feature.
@MainActor
final class ObservableRootSendDriver: Driver {
  let store = Store(initialState: ObservableCounterFeature.State()) { ObservableCounterFeature() }

  func step() { store.send(.increment) }
  var checksum: Int { store.withState { $0.count } }
}

typealias DTree1 = DestinationLevel<DestinationLeaf>
typealias DTree2 = DestinationLevel<DTree1>
typealias DTree3 = DestinationLevel<DTree2>
typealias DTree4 = DestinationLevel<DTree3>
typealias DTree5 = DestinationLevel<DTree4>
typealias DTree6 = DestinationLevel<DTree5>
typealias DTree7 = DestinationLevel<DTree6>
typealias DTree8 = DestinationLevel<DTree7>
typealias DTree = DestinationLevel<DTree8>

/// Shape 8: an action for the innermost of ten presentations of `@Reducer` enum destinations.
@MainActor
final class DestinationNestedSendDriver: Driver {
  let store: StoreOf<DTree>
  let action: DTree.Action

  init() {
    let state1 = DTree1.State(destination: .child(DestinationLeaf.State()))
    let state2 = DTree2.State(destination: .child(state1))
    let state3 = DTree3.State(destination: .child(state2))
    let state4 = DTree4.State(destination: .child(state3))
    let state5 = DTree5.State(destination: .child(state4))
    let state6 = DTree6.State(destination: .child(state5))
    let state7 = DTree7.State(destination: .child(state6))
    let state8 = DTree8.State(destination: .child(state7))
    store = Store(initialState: DTree.State(destination: .child(state8))) { DTree() }
    let action1 = DTree1.Action.destination(.presented(.child(.increment)))
    let action2 = DTree2.Action.destination(.presented(.child(action1)))
    let action3 = DTree3.Action.destination(.presented(.child(action2)))
    let action4 = DTree4.Action.destination(.presented(.child(action3)))
    let action5 = DTree5.Action.destination(.presented(.child(action4)))
    let action6 = DTree6.Action.destination(.presented(.child(action5)))
    let action7 = DTree7.Action.destination(.presented(.child(action6)))
    let action8 = DTree8.Action.destination(.presented(.child(action7)))
    action = .destination(.presented(.child(action8)))
  }

  func step() { store.send(action) }

  var checksum: Int {
    store.withState { state in
      state.destination?.child?.destination?.child?.destination?.child?.destination?.child?
        .destination?.child?.destination?.child?.destination?.child?.destination?.child?
        .destination?.child?.count ?? -1
    }
  }
}

/// Shape 8b: an action for the innermost of ten presentations, each level a distinct feature
/// with its own `@Reducer` enum of destinations.
@MainActor
final class ConcreteDestinationSendDriver: Driver {
  let store: StoreOf<ConcreteLevel1>
  let action: ConcreteLevel1.Action

  init() {
    let state10 = ConcreteLevel10.State(destination: .child(DestinationLeaf.State()))
    let state9 = ConcreteLevel9.State(destination: .child(state10))
    let state8 = ConcreteLevel8.State(destination: .child(state9))
    let state7 = ConcreteLevel7.State(destination: .child(state8))
    let state6 = ConcreteLevel6.State(destination: .child(state7))
    let state5 = ConcreteLevel5.State(destination: .child(state6))
    let state4 = ConcreteLevel4.State(destination: .child(state5))
    let state3 = ConcreteLevel3.State(destination: .child(state4))
    let state2 = ConcreteLevel2.State(destination: .child(state3))
    store = Store(initialState: ConcreteLevel1.State(destination: .child(state2))) {
      ConcreteLevel1()
    }
    let action10 = ConcreteLevel10.Action.destination(.presented(.child(.increment)))
    let action9 = ConcreteLevel9.Action.destination(.presented(.child(action10)))
    let action8 = ConcreteLevel8.Action.destination(.presented(.child(action9)))
    let action7 = ConcreteLevel7.Action.destination(.presented(.child(action8)))
    let action6 = ConcreteLevel6.Action.destination(.presented(.child(action7)))
    let action5 = ConcreteLevel5.Action.destination(.presented(.child(action6)))
    let action4 = ConcreteLevel4.Action.destination(.presented(.child(action5)))
    let action3 = ConcreteLevel3.Action.destination(.presented(.child(action4)))
    let action2 = ConcreteLevel2.Action.destination(.presented(.child(action3)))
    action = .destination(.presented(.child(action2)))
  }

  func step() { store.send(action) }

  var checksum: Int {
    store.withState { state in
      state.destination?.child?.destination?.child?.destination?.child?.destination?.child?
        .destination?.child?.destination?.child?.destination?.child?.destination?.child?
        .destination?.child?.destination?.child?.count ?? -1
    }
  }
}
