import Waypoint

/// A root feature with a counter, a presented child and a stack: the smallest realistic root.
///
/// Shapes 1 and 4 send to it and scope it.
public struct CounterFeature: Reducer {
  /// Maps its `@Presents` projection to its storage, so that `ifLet` reaches it at its offset.
  public struct State: Equatable, PresentsStorageLayout {
    public var count = 0
    public var title = "Inventory"
    @Presents public var child: ElementFeature.State?
    public var path = StackState<ElementFeature.State>()

    public init() {}

    public static var presentsStorage: [PartialKeyPath<Self>: PartialKeyPath<Self>] {
      [\.$child: \._child]
    }
  }

  @CasePathable
  @CaseExtractable
  public enum Action {
    case increment
    case child(PresentationAction<ElementFeature.Action>)
    case path(StackActionOf<ElementFeature>)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .child, .path:
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) { ElementFeature() }
    .forEach(\.path, action: \.path) { ElementFeature() }
  }
}
