import Waypoint

/// Shape 5: pushing a screen that starts a long-running effect, then popping it.
@MainActor
public final class ChurnDriver: Driver {
  let store = Store(initialState: StackFeature.State()) { StackFeature() }

  public init() {}

  public func step() {
    store.send(.pushAndStart)
    guard let id = store.state.path.ids.last else { return }
    store.send(.path(.popFrom(id: id)))
  }

  public var checksum: Int { store.state.path.count }
}

@MainActor
public final class BaselineChurnDriver: Driver {
  let model = BaselineStack()

  public init() {}

  public func step() {
    model.send(.pushAndStart)
    guard let id = model.state.path.last?.id else { return }
    model.send(.popFrom(id: id))
  }

  public var checksum: Int { model.state.path.count + model.taskCount }
}

/// Shape 6: building a whole stack in one state change, as a deep link or a restore does.
@MainActor
final class BuildStackDriver: Driver {
  let store = Store(initialState: StackFeature.State()) { StackFeature() }
  let elements: [ElementFeature.State]

  init(length: Int) {
    elements = Array(repeating: ElementFeature.State(), count: length)
  }

  func step() { store.send(.setPath(elements)) }
  func reset() { store.send(.popToRoot) }
  var needsReset: Bool { true }
  var checksum: Int { store.state.path.count }
}

@MainActor
final class BaselineBuildStackDriver: Driver {
  let model = BaselineStack()
  let elements: [ElementFeature.State]

  init(length: Int) {
    elements = Array(repeating: ElementFeature.State(), count: length)
  }

  func step() { model.send(.setPath(elements)) }
  func reset() { model.send(.popToRoot) }
  var needsReset: Bool { true }
  var checksum: Int { model.state.path.count }
}

/// The reverse of shape 6: popping a whole stack back to the root in one state change.
@MainActor
final class PopStackDriver: Driver {
  let store = Store(initialState: StackFeature.State()) { StackFeature() }
  let elements: [ElementFeature.State]

  init(length: Int) {
    elements = Array(repeating: ElementFeature.State(), count: length)
    reset()
  }

  func step() { store.send(.popToRoot) }
  func reset() { store.send(.setPath(elements)) }
  var needsReset: Bool { true }
  var checksum: Int { store.state.path.count }
}

@MainActor
final class BaselinePopStackDriver: Driver {
  let model = BaselineStack()
  let elements: [ElementFeature.State]

  init(length: Int) {
    elements = Array(repeating: ElementFeature.State(), count: length)
    reset()
  }

  func step() { model.send(.popToRoot) }
  func reset() { model.send(.setPath(elements)) }
  var needsReset: Bool { true }
  var checksum: Int { model.state.path.count }
}
