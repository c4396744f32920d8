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
