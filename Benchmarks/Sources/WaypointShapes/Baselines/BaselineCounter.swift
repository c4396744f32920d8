/// The hand-written counterpart of ``CounterFeature``.
@MainActor
public final class BaselineCounter: BaselineModel<BaselineCounter.State> {
  public struct State: Equatable {
    public var count = 0
    public var title = "Inventory"
    public var child: BaselineElement?
    public var path: [BaselineElement] = []
  }

  public enum Action {
    case increment
    case child(BaselineElement.Action)
  }

  public init(child: BaselineElement? = nil, path: [BaselineElement] = []) {
    var state = State()
    state.child = child
    state.path = path
    super.init(state: state)
  }

  @inline(never)
  public func send(_ action: Action) {
    mutate { state in
      switch action {
      case .increment:
        state.count += 1
      case let .child(action):
        state.child?.apply(action)
      }
    }
  }
}

/// The hand-written counterpart of ``ElementFeature``'s state: a screen with an identity.
public struct BaselineElement: Equatable, Sendable {
  public var id: Int
  public var count = 0
  public var title = "Item"

  public init(id: Int, count: Int = 0) {
    self.id = id
    self.count = count
  }

  public enum Action: Sendable {
    case increment
  }

  mutating func apply(_ action: Action) {
    switch action {
    case .increment:
      count += 1
    }
  }
}
