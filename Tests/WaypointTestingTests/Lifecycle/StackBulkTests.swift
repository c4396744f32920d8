import Clocks
import ConcurrencyExtras
import Testing
import Waypoint

/// Whole stacks built and removed in one state change, as a deep link, a restore or "pop to
/// root" does: IDs still come from the generator, and every element that leaves has its effects
/// cancelled.
@MainActor
@Suite struct StackBulkTests {
  @Reducer
  struct Waiter {
    struct State: Equatable {
      var number: Int
    }
    enum Action {
      case wait
    }
    @Dependency(\.continuousClock) var clock
    let ended: LockIsolated<Int>

    var body: some ReducerOf<Self> {
      Reduce { _, action in
        switch action {
        case .wait:
          return .run { [ended] _ in
            defer { ended.withValue { $0 += 1 } }
            try? await clock.sleep(for: .seconds(1_000))
          }
        }
      }
    }
  }

  @Reducer
  struct Bulk {
    struct State: Equatable {
      var path = StackState<Waiter.State>()
    }
    enum Action {
      case build(Int)
      case startAll
      case startRoot
      case popAll
      case keepBottom(Int)
      case path(StackAction<Waiter.State, Waiter.Action>)
    }
    enum CancelID { case root }
    @Dependency(\.continuousClock) var clock
    let ended: LockIsolated<Int>

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .build(count):
          state.path = StackState((0..<count).map { Waiter.State(number: $0) })
          return .none
        case .startAll:
          return .merge(state.path.ids.map { .send(.path(.element(id: $0, action: .wait))) })
        case .startRoot:
          return .run { _ in try? await clock.sleep(for: .seconds(1_000)) }
            .cancellable(id: CancelID.root)
        case .popAll:
          state.path.removeAll()
          return .cancel(id: CancelID.root)
        case let .keepBottom(count):
          state.path.removeSubrange(count...)
          return .none
        case .path:
          return .none
        }
      }
      .forEach(\.path, action: \.path) { Waiter(ended: ended) }
    }
  }

  func makeStore(ended: LockIsolated<Int>) -> StoreOf<Bulk> {
    Store(initialState: Bulk.State()) {
      Bulk(ended: ended)
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
  }

  /// Waits, a bounded number of turns, until `condition` holds.
  func eventually(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<2_000 {
      if condition() { return true }
      await Task.yield()
    }
    return condition()
  }

  @Test func aStackBuiltInOneChangeDrawsItsIDsFromTheGenerator() {
    let store = Store(initialState: Bulk.State()) {
      Bulk(ended: LockIsolated(0))
    } withDependencies: {
      $0.stackElementID = .incrementing(from: 40)
    }
    store.send(.build(1_000))
    #expect(store.path.ids.elements == (40..<1_040).map { StackElementID(integerLiteral: $0) })
    #expect(store.path.map(\.number) == Array(0..<1_000))
    // The generator moved past them: the next stack continues from there.
    store.send(.build(2))
    #expect(store.path.ids.elements == [1_040, 1_041].map { StackElementID(integerLiteral: $0) })
  }

  @Test func poppingAThousandElementsInOneChangeCancelsEveryOnesEffects() async {
    let ended = LockIsolated(0)
    let store = makeStore(ended: ended)
    store.send(.build(1_000))
    let task = store.send(.startAll)
    await Task.megaYield()
    #expect(ended.value == 0)
    store.send(.popAll)
    await task.finish()
    #expect(ended.value == 1_000)
    #expect(store.path.isEmpty)
  }

  @Test func removingTheTopOfAStackCancelsOnlyTheElementsThatLeft() async {
    let ended = LockIsolated(0)
    let store = makeStore(ended: ended)
    store.send(.build(100))
    let kept = Array(store.path.ids.prefix(40))
    _ = store.send(.startAll)
    // A root effect is running too, so the removed elements' keys are made and looked up.
    _ = store.send(.startRoot)
    await Task.megaYield()
    store.send(.keepBottom(40))
    #expect(await eventually { ended.value == 60 })
    #expect(store.path.ids.elements == kept)
    // The kept elements' effects still run, and end when they leave in turn.
    store.send(.popAll)
    #expect(await eventually { ended.value == 100 })
  }

  @Test func replacingAStackWithANewOneCancelsTheOldElementsEffects() async {
    let ended = LockIsolated(0)
    let store = makeStore(ended: ended)
    store.send(.build(10))
    _ = store.send(.startAll)
    await Task.megaYield()
    let old = Set(store.path.ids)
    store.send(.build(10))
    #expect(Set(store.path.ids).isDisjoint(with: old))
    #expect(await eventually { ended.value == 10 })
  }
}
