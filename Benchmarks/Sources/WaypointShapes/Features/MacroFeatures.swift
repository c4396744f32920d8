import Waypoint

/// Shape 7's feature: the root counter of shape 1, written with `@Reducer` and `@ObservableState`.
@Reducer
public struct ObservableCounterFeature: Sendable {
  @ObservableState
  public struct State: Equatable {
    public var count = 0
    public var title = "Inventory"
    @Presents public var child: ElementFeature.State?
    public var path = StackState<ElementFeature.State>()

    public init() {}
  }

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

/// A reducer that can be made without arguments, so that a `@Reducer` enum can hold it.
public protocol DefaultReducer: Reducer, Sendable {
  init()
}

/// Shape 8's level: a counter that presents the next level through a `@Reducer` enum of
/// destinations, the shape seed 001 recommends.
@Reducer
public struct DestinationLevel<Child: DefaultReducer>: DefaultReducer {
  @ObservableState
  public struct State {
    public var count = 0
    @Presents public var destination: Destination.State?

    public init(destination: Destination.State?) {
      self.destination = destination
    }
  }

  public enum Action {
    case increment
    case destination(PresentationAction<Destination.Action>)
  }

  @Reducer
  public enum Destination {
    case child(Child)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

/// The innermost level of shape 8.
@Reducer
public struct DestinationLeaf: DefaultReducer {
  @ObservableState
  public struct State {
    public var count = 0

    public init() {}
  }

  public enum Action {
    case increment
  }

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}
