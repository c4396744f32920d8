import Waypoint

// Shape 8b's levels: ten distinct features, each presenting the next through its own `@Reducer`
// enum of destinations, as an app writes them (shape 8 nests one generic level instead).

/// Level 1 of shape 8b.
@Reducer
public struct ConcreteLevel1: Sendable {
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
    case child(ConcreteLevel2)
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

/// Level 2 of shape 8b.
@Reducer
public struct ConcreteLevel2: Sendable {
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
    case child(ConcreteLevel3)
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

/// Level 3 of shape 8b.
@Reducer
public struct ConcreteLevel3: Sendable {
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
    case child(ConcreteLevel4)
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

/// Level 4 of shape 8b.
@Reducer
public struct ConcreteLevel4: Sendable {
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
    case child(ConcreteLevel5)
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

/// Level 5 of shape 8b.
@Reducer
public struct ConcreteLevel5: Sendable {
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
    case child(ConcreteLevel6)
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

/// Level 6 of shape 8b.
@Reducer
public struct ConcreteLevel6: Sendable {
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
    case child(ConcreteLevel7)
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

/// Level 7 of shape 8b.
@Reducer
public struct ConcreteLevel7: Sendable {
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
    case child(ConcreteLevel8)
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

/// Level 8 of shape 8b.
@Reducer
public struct ConcreteLevel8: Sendable {
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
    case child(ConcreteLevel9)
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

/// Level 9 of shape 8b.
@Reducer
public struct ConcreteLevel9: Sendable {
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
    case child(ConcreteLevel10)
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

/// Level 10 of shape 8b.
@Reducer
public struct ConcreteLevel10: Sendable {
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
    case child(DestinationLeaf)
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
