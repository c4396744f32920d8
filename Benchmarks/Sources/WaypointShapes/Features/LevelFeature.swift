import Waypoint

/// One level of a navigation tree: a counter that can present the next level.
///
/// `Level<Level<…<Leaf>>>` nests presentations as deep as its type: shape 2 uses ten.
public struct Level<Child: Reducer & Sendable>: Reducer, Sendable {
  /// Maps its `@Presents` projection to its storage, so that `ifLet` reaches it at its offset.
  public struct State: PresentsStorageLayout {
    public var count = 0
    @Presents public var child: Child.State?

    public init(child: Child.State?) {
      self.child = child
    }

    public static var presentsStorage: [PartialKeyPath<Self>: PartialKeyPath<Self>] {
      [\.$child: \._child]
    }
  }

  @CasePathable
  @CaseExtractable
  public enum Action {
    case increment
    case child(PresentationAction<Child.Action>)
  }

  let child: Child

  public init(_ child: Child) {
    self.child = child
  }

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .child:
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) { child }
  }
}

/// The innermost level of a navigation tree.
public struct Leaf: Reducer, Sendable {
  public struct State {
    public var count = 0

    public init() {}
  }

  @CasePathable
  @CaseExtractable
  public enum Action {
    case increment
  }

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    }
  }
}
