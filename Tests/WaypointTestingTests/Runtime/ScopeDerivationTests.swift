import ConcurrencyExtras
import Observation
import Testing
import Waypoint

/// A child store derives its state from its parent's where it lies: at the stored property's
/// offset when its key path names one, and through the key path otherwise.
@MainActor
@Suite struct ScopeDerivationTests {
  @Reducer
  struct Tally {
    struct State: Equatable {
      var count = 0
    }
    enum Action {
      case increment
    }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
    }
  }

  @Reducer
  struct Parent {
    struct State: Equatable {
      struct Wrapper: Equatable {
        var label = "wrapper"
        var tally = Tally.State()
      }
      var title = "parent"
      var tally = Tally.State()
      var wrapper = Wrapper()

      /// A computed property: no stored offset, so it is read through its key path.
      var mirror: Tally.State {
        get { tally }
        set { tally = newValue }
      }
      /// A computed optional, present once the tally has counted.
      var counted: Tally.State? { tally.count > 0 ? tally : nil }
    }
    enum Action {
      case tally(Tally.Action)
      case wrapped(Tally.Action)
      case rename(String)
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.tally, action: \.tally) { Tally() }
      Scope(state: \.wrapper.tally, action: \.wrapped) { Tally() }
      Reduce { state, action in
        if case .rename(let title) = action { state.title = title }
        return .none
      }
    }
  }

  /// Two counters side by side, and an optional one: a child read at a stored offset must be
  /// read as its own type, not as an optional of it, whose tag would be the next field's bytes.
  @Reducer
  struct Pair {
    struct State: Equatable {
      var first = Tally.State()
      var second = Tally.State()
      var extra: Tally.State?
      var last = Tally.State()
    }
    enum Action {
      case first(Tally.Action)
      case second(Tally.Action)
      case extra(Tally.Action)
      case last(Tally.Action)
      case toggleExtra
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.first, action: \.first) { Tally() }
      Scope(state: \.second, action: \.second) { Tally() }
      Scope(state: \.last, action: \.last) { Tally() }
      Reduce { state, action in
        switch action {
        case .extra:
          state.extra?.count += 1
        case .toggleExtra:
          state.extra = state.extra == nil ? Tally.State(count: 10) : nil
        case .first, .second, .last:
          break
        }
        return .none
      }
    }
  }

  @Test func aChildFollowedByAFieldWhoseFirstByteIsOneIsStillReadAsItself() {
    let store = Store(initialState: Pair.State()) { Pair() }
    let first = store.scope(state: \.first, action: \.first)
    let second = store.scope(state: \.second, action: \.second)
    let last = store.scope(state: \.last, action: \.last)
    // `second.count` is 1: its first byte, right after `first`, is 1, which an optional of
    // `first`'s type read there would take for its tag, with `first`'s zero bits: `nil`.
    second.send(.increment)
    #expect(first.isAlive)
    #expect(first.count == 0)
    first.send(.increment)
    first.send(.increment)
    last.send(.increment)
    #expect(store.first.count == 2)
    #expect(first.isAlive)
    #expect(first.count == 2)
    #expect(second.count == 1)
    #expect(last.count == 1)
  }

  @Test func anOptionalStoredChildIsReadAtItsOffsetWhileItIsThere() throws {
    #expect(MemoryLayout<Pair.State>.offset(of: \.extra) != nil)
    let store = Store(initialState: Pair.State()) { Pair() }
    #expect(store.scope(state: \.extra, action: \.extra) == nil)
    store.send(.toggleExtra)
    let extra = try #require(store.scope(state: \.extra, action: \.extra))
    #expect(extra.count == 10)
    store.send(.extra(.increment))
    #expect(extra.count == 11)
    store.send(.toggleExtra)
    // Gone: the store is no longer alive, and shows the state it was scoped with.
    #expect(!extra.isAlive)
    #expect(store.scope(state: \.extra, action: \.extra) == nil)
  }

  @Test func aChildOfAGoneChildHasNoStateEither() throws {
    let store = Store(initialState: Pair.State()) { Pair() }
    store.send(.toggleExtra)
    let extra = try #require(store.scope(state: \.extra, action: \.extra))
    let inner = extra.scope(state: \.self, action: \.self)
    #expect(inner.count == 10)
    store.send(.toggleExtra)
    // The parent reaches no state: the grandchild derives none, and shows what it had.
    #expect(!extra.isAlive)
    #expect(!inner.isAlive)
    #expect(inner.count == 10)
  }

  @Test func aReaderOfAChildIsNotToldWhenASendLeavesTheChildEqual() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let tally = store.scope(state: \.tally, action: \.tally)
    let told = LockIsolated(0)
    withObservationTracking {
      _ = tally.state
    } onChange: {
      told.withValue { $0 += 1 }
    }
    store.send(.rename("renamed"))
    #expect(told.value == 0)
    tally.send(.increment)
    #expect(told.value == 1)
  }

  @Test func theKeyPathsReadHereAreTheOnesEachBranchTakes() {
    #expect(MemoryLayout<Parent.State>.offset(of: \.tally) != nil)
    #expect(MemoryLayout<Parent.State>.offset(of: \.wrapper.tally) != nil)
    #expect(MemoryLayout<Parent.State>.offset(of: \.mirror) == nil)
    #expect(MemoryLayout<Parent.State>.offset(of: \.counted) == nil)
  }

  @Test func aStoredPropertyAndANestedOneAreDerivedAfterEverySend() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let tally = store.scope(state: \.tally, action: \.tally)
    let wrapped = store.scope(state: \.wrapper.tally, action: \.wrapped)
    #expect(tally.count == 0)
    #expect(wrapped.count == 0)
    tally.send(.increment)
    tally.send(.increment)
    wrapped.send(.increment)
    #expect(tally.count == 2)
    #expect(wrapped.count == 1)
    #expect(store.tally.count == 2)
    #expect(store.wrapper.tally.count == 1)
    // A change elsewhere in the parent leaves both children's state as it was.
    store.send(.rename("renamed"))
    #expect(tally.state == Tally.State(count: 2))
    #expect(wrapped.state == Tally.State(count: 1))
  }

  @Test func aComputedPropertyIsDerivedThroughItsKeyPath() throws {
    let store = Store(initialState: Parent.State()) { Parent() }
    let mirror = store.scope(state: \.mirror, action: \.tally)
    #expect(store.scope(state: \.counted, action: \.tally) == nil)
    mirror.send(.increment)
    #expect(mirror.count == 1)
    #expect(store.tally.count == 1)
    let counted = try #require(store.scope(state: \.counted, action: \.tally))
    #expect(counted.count == 1)
    counted.send(.increment)
    #expect(counted.count == 2)
    #expect(mirror.count == 2)
  }

  @Test func aChildOfAChildDerivesFromItsParentsDerivedState() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let wrapper = store.scope(state: \.wrapper, action: \.self)
    let tally = wrapper.scope(state: \.tally, action: \.wrapped)
    tally.send(.increment)
    #expect(tally.count == 1)
    #expect(wrapper.tally.count == 1)
    #expect(store.wrapper.tally.count == 1)
  }
}
