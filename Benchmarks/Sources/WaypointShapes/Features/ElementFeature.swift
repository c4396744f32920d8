import Waypoint

/// A screen: a presented child or a stack element. Its `task` starts an effect that runs until
/// the screen goes away.
public struct ElementFeature: Reducer {
  public struct State: Equatable, Sendable {
    public var count = 0
    public var title = "Item"

    public init(count: Int = 0) {
      self.count = count
    }
  }

  @CasePathable
  @CaseExtractable
  public enum Action: Equatable, Sendable {
    case increment
    case task
  }

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .task:
      return .run { _ in await LiveEffects.park() }
    }
  }
}
