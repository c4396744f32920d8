import Waypoint

/// A root holding a navigation stack of ``ElementFeature`` screens.
///
/// Shapes 3, 4, 5 and 6 send to it.
public struct StackFeature: Reducer {
  public struct State: Equatable {
    public var path = StackState<ElementFeature.State>()

    public init() {}
  }

  @CasePathable
  @CaseExtractable
  public enum Action {
    /// Pushes a screen and starts its long-running effect.
    case pushAndStart
    /// Replaces the whole stack in one state change, as a deep link or a restore does.
    case setPath([ElementFeature.State])
    case popToRoot
    case path(StackActionOf<ElementFeature>)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .pushAndStart:
        state.path.append(ElementFeature.State())
        guard let id = state.path.ids.last else { return .none }
        return .send(.path(.element(id: id, action: .task)))
      case let .setPath(elements):
        state.path = StackState(elements)
        return .none
      case .popToRoot:
        state.path.removeAll()
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) { ElementFeature() }
  }
}
