/// The hand-written counterpart of ``StackFeature``: an array of identified screens, and the
/// tasks of their long-running effects, cancelled when a screen is popped.
@MainActor
public final class BaselineStack: BaselineModel<BaselineStack.State> {
  public struct State: Equatable {
    public var path: [BaselineElement] = []
    public var nextID = 0
  }

  public enum Action {
    case pushAndStart
    case setPath([ElementFeature.State])
    case popToRoot
    case element(id: Int, action: BaselineElement.Action)
    case popFrom(id: Int)
  }

  private var tasks: [Int: Task<Void, Never>] = [:]

  public init(depth: Int = 0) {
    super.init(state: State())
    send(.setPath(Array(repeating: ElementFeature.State(), count: depth)))
  }

  @inline(never)
  public func send(_ action: Action) {
    let popped: [BaselineElement] = mutate { state in
      switch action {
      case .pushAndStart:
        state.path.append(BaselineElement(id: state.nextID))
        state.nextID += 1
        return []
      case let .setPath(elements):
        let popped = state.path
        state.path = []
        state.path.reserveCapacity(elements.count)
        for element in elements {
          state.path.append(BaselineElement(id: state.nextID, count: element.count))
          state.nextID += 1
        }
        return popped
      case .popToRoot:
        defer { state.path.removeAll() }
        return state.path
      case let .element(id, action):
        guard let index = state.path.lastIndex(where: { $0.id == id }) else { return [] }
        state.path[index].apply(action)
        return []
      case let .popFrom(id):
        guard let index = state.path.lastIndex(where: { $0.id == id }) else { return [] }
        defer { state.path.removeSubrange(index...) }
        return Array(state.path[index...])
      }
    }
    if case .pushAndStart = action, let id = state.path.last?.id {
      tasks[id] = Task { await LiveEffects.park() }
    }
    for element in popped {
      tasks.removeValue(forKey: element.id)?.cancel()
    }
  }

  /// The tasks still held for screens on the stack.
  public var taskCount: Int { tasks.count }
}
