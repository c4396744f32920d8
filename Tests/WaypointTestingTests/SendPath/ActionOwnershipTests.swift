import Testing
import Waypoint

/// A presented feature's action is extracted from its parent's and bound where it lies in the
/// presentation action, on the way down through every level. These tests keep what such actions
/// refer to, in state and in effects, and then let go of it: every reference must be counted
/// exactly once, so a kept object outlives the send and goes away with the state that kept it.
@MainActor
@Suite struct ActionOwnershipTests {
  final class Token: Sendable {
    let value: Int
    init(_ value: Int) { self.value = value }
  }

  /// A feature that presents itself, keeps the tokens it is sent, and records every action it
  /// reduces, its children's included.
  struct Keeper: Reducer {
    struct State {
      var kept: [Token] = []
      var actions: [Action] = []
      @Presents var child: State?

      static func nested(depth: Int) -> State {
        var state = State()
        for _ in 0..<depth {
          let inner = state
          state = State()
          state.child = inner
        }
        return state
      }
    }

    @CasePathable
    enum Action {
      case keep(Token)
      case echo(Token)
      case child(PresentationAction<Action>)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        state.actions.append(action)
        switch action {
        case let .keep(token):
          state.kept.append(token)
          return .none
        case let .echo(token):
          return .send(.keep(token))
        case .child:
          return .none
        }
      }
      .ifLet(\.$child, action: \.child) { Keeper() }
    }
  }

  static func deep(_ action: Keeper.Action) -> Keeper.Action {
    .child(.presented(.child(.presented(.child(.presented(action))))))
  }

  /// A parent action whose presentation actions sit in an `indirect` case: they are not read in
  /// place, so they are never lent.
  @CasePathable
  enum IndirectParent {
    indirect case child(PresentationAction<Keeper.Action>)
    case other
  }

  /// A parent action whose hand-written path hands the presented feature a new action, holding a
  /// new token, instead of the one sent: lending that one would read a value already destroyed.
  enum Rebuilding: CasePathable {
    case keeper(PresentationAction<Keeper.Action>)

    struct AllCasePaths {
      var keeper: AnyCasePath<Rebuilding, PresentationAction<Keeper.Action>> {
        AnyCasePath(
          embed: { .keeper($0) },
          extract: {
            switch $0 {
            case let .keeper(.presented(.keep(token))): .presented(.keep(Token(token.value + 1)))
            case let .keeper(action): action
            }
          }
        )
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  struct RebuildingHost: Reducer {
    typealias State = Keeper.State
    typealias Action = Rebuilding

    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(\.$child, action: \.keeper) { Keeper() }
    }
  }

  @Test func aPathThatMakesANewActionHandsItOnInsteadOfLendingIt() {
    let store = Store(initialState: .nested(depth: 1)) { RebuildingHost() }
    for value in 0..<100 {
      store.send(.keeper(.presented(.keep(Token(value)))))
    }
    #expect(store.state.child?.kept.map(\.value) == Array(1...100))
  }

  @Test func whatAPresentedActionRefersToIsKeptAndThenReleased() {
    weak var weakToken: Token?
    weak var weakStore: StoreOf<Keeper>?
    do {
      let store = Store(initialState: .nested(depth: 3)) { Keeper() }
      weakStore = store
      do {
        let token = Token(7)
        weakToken = token
        store.send(Self.deep(.keep(token)))
      }
      // Kept three levels down, and inside the actions every level recorded.
      let innermost = store.state.child?.child?.child
      #expect(innermost?.kept.map(\.value) == [7])
      #expect(weakToken != nil)
      for _ in 0..<1_000 {
        store.send(Self.deep(.keep(weakToken!)))
      }
      #expect(store.state.child?.child?.child?.kept.count == 1_001)
      #expect(store.state.actions.count == 1_001)
      #expect(store.state.child?.actions.count == 1_001)
    }
    #expect(weakStore == nil)
    #expect(weakToken == nil)
  }

  @Test func anEffectOfAPresentedFeatureSendsWhatItWasGiven() async {
    weak var weakToken: Token?
    do {
      let store = Store(initialState: .nested(depth: 3)) { Keeper() }
      do {
        let token = Token(9)
        weakToken = token
        await store.send(Self.deep(.echo(token))).finish()
      }
      #expect(store.state.child?.child?.child?.kept.map(\.value) == [9])
      // Dismissing the innermost presentation lets go of what it kept; the levels above still
      // hold the actions they recorded.
      store.send(.child(.presented(.child(.presented(.child(.dismiss))))))
      #expect(store.state.child?.child?.child == nil)
      #expect(weakToken != nil)
    }
    #expect(weakToken == nil)
  }

  @Test func aDismissalAndAnActionOfTheParentTakeTheirOwnPaths() {
    let store = Store(initialState: .nested(depth: 1)) { Keeper() }
    let token = Token(1)
    store.send(.keep(token))
    #expect(store.state.kept.map(\.value) == [1])
    store.send(.child(.dismiss))
    #expect(store.state.child == nil)
    #expect(store.state.actions.count == 2)
  }

  final class Listener {}

  /// A weak reference cannot be moved by copying its bits, so an action holding one is copied out
  /// of its parent's action, not lent.
  struct Subscription {
    weak var listener: Listener?
  }

  struct Subscriber: Reducer {
    struct State { var listeners: [Listener] = [] }

    @CasePathable
    enum Action {
      case subscribe(Subscription)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .subscribe(subscription):
        if let listener = subscription.listener { state.listeners.append(listener) }
        return .none
      }
    }
  }

  struct Host: Reducer {
    struct State {
      @Presents var subscriber: Subscriber.State?
    }

    @CasePathable
    enum Action {
      case subscriber(PresentationAction<Subscriber.Action>)
    }

    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(\.$subscriber, action: \.subscriber) { Subscriber() }
    }
  }

  @Test func anActionThatCannotBeMovedByCopyingItsBitsIsCopiedInstead() {
    let store = Store(initialState: Host.State(subscriber: Subscriber.State())) { Host() }
    let listener = Listener()
    store.send(.subscriber(.presented(.subscribe(Subscription(listener: listener)))))
    #expect(store.state.subscriber?.listeners.first === listener)
  }
}
