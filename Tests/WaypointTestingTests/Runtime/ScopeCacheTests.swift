import TestSupport
import Testing
import Waypoint

/// Scoped stores are cached while their state is there and released once it is gone.
@MainActor
@Suite struct ScopeCacheTests {
  /// Holds a store weakly, to see whether anything else still holds it.
  final class WeakStore<State, Action> {
    weak var store: Store<State, Action>?
    init(_ store: Store<State, Action>?) { self.store = store }
  }

  @Test func scopingAPresentedChildAgainWhileNothingChangedReturnsTheSameStore() throws {
    let store = Store(initialState: Screen.State(id: 0)) { Screen() }
    store.send(.presentSheet(id: 1))
    let first = try #require(store.scope(state: \.sheet, action: \.sheet))
    let second = try #require(store.scope(state: \.sheet, action: \.sheet))
    #expect(first === second)
    // A change inside the child keeps its store: it is the same presentation.
    first.send(.tick)
    let third = try #require(store.scope(state: \.sheet, action: \.sheet))
    #expect(third === first)
    #expect(third.ticks == 1)
  }

  @Test func theCaseKeyPathSpellingIsCachedToo() throws {
    let store = Store(initialState: Screen.State(id: 0)) { Screen() }
    store.send(.presentSheet(id: 1))
    let toSheet: CaseKeyPath<Screen.Action, PresentationAction<Screen.Action>> = \.sheet
    let first = try #require(store.scope(state: \.sheet, action: toSheet))
    // Built anew, equal by value: found by hashing the key paths.
    let rebuilt: CaseKeyPath<Screen.Action, PresentationAction<Screen.Action>> = \.sheet
    let second = try #require(store.scope(state: \.sheet, action: rebuilt))
    #expect(first === second)
    second.send(.tick)
    #expect(store.sheet?.ticks == 1)
  }

  @Test func aScopedStoreReadsStateChangedThroughAnotherStore() throws {
    let store = Store(initialState: Screen.State(id: 0)) { Screen() }
    store.send(.presentSheet(id: 1))
    let sheet = try #require(store.scope(state: \.sheet, action: \.sheet))
    #expect(sheet.ticks == 0)
    store.send(.sheet(.presented(.tick)))
    #expect(sheet.ticks == 1)
    // Two levels down: each level derives its state once per change of the root.
    sheet.send(.presentSheet(id: 2))
    let nested = try #require(sheet.scope(state: \.sheet, action: \.sheet))
    #expect(nested.id == 2)
    store.send(.sheet(.presented(.sheet(.presented(.tick)))))
    #expect(nested.ticks == 1)
    #expect(sheet.scope(state: \.sheet, action: \.sheet) === nested)
  }

  @Test func aDismissedChildStoreIsReleased() throws {
    let store = Store(initialState: Screen.State(id: 0)) { Screen() }
    store.send(.presentSheet(id: 1))
    let weak = WeakStore(store.scope(state: \.sheet, action: \.sheet))
    #expect(weak.store != nil)
    store.send(.clearSheet)
    #expect(weak.store == nil)
    #expect(store.scope(state: \.sheet, action: \.sheet) == nil)
  }

  @Test func aChildStoreStillHeldByAViewOutlivesItsPresentationButIsNotReturnedAgain() throws {
    let store = Store(initialState: Screen.State(id: 0)) { Screen() }
    store.send(.presentSheet(id: 1))
    let held = try #require(store.scope(state: \.sheet, action: \.sheet))
    store.send(.clearSheet)
    // A view animating away still reads the state it was scoped with.
    #expect(!held.isAlive)
    #expect(held.id == 1)
    store.send(.presentSheet(id: 2))
    let next = try #require(store.scope(state: \.sheet, action: \.sheet))
    #expect(next !== held)
    #expect(next.id == 2)
  }

  @Test func tenThousandPresentAndDismissCyclesLeaveNoChildStoreBehind() throws {
    let store = Store(initialState: Screen.State(id: 0)) { Screen() }
    var released = 0
    var weakStores: [WeakStore<Screen.State, Screen.Action>] = []
    let cycles = repetitionCount(10_000)
    for cycle in 0..<cycles {
      store.send(.presentSheet(id: cycle))
      let child = try #require(store.scope(state: \.sheet, action: \.sheet))
      #expect(child.id == cycle)
      // Every few hundred cycles (every 50 in the ThreadSanitizer lane's thousand), follow one
      // child store through its dismissal.
      if cycle.isMultiple(of: cycles / 20) { weakStores.append(WeakStore(child)) }
      store.send(.clearSheet)
      #expect(store.scope(state: \.sheet, action: \.sheet) == nil)
    }
    for weak in weakStores where weak.store == nil { released += 1 }
    #expect(released == weakStores.count)
    #expect(weakStores.count == 20)
  }

  @Test func anElementStoreIsCachedWhileOnTheStackAndReleasedOncePopped() throws {
    let store = Store(initialState: Screen.State(id: 0)) { Screen() }
    store.send(.push(id: 1))
    store.send(.push(id: 2))
    let path = store.scope(state: \.path, action: \.path)
    #expect(store.scope(state: \.path, action: \.path) === path)
    let ids = Array(store.path.ids)
    let bottom = try #require(path.scope(id: ids[0]))
    let top = try #require(path.scope(id: ids[1]))
    #expect(bottom !== top)
    #expect(path.scope(id: ids[1]) === top)
    #expect(bottom.id == 1)
    #expect(top.id == 2)
    top.send(.tick)
    #expect(store.path[id: ids[1]]?.ticks == 1)
    #expect(top.ticks == 1)

    let weakTop = WeakStore(top)
    _ = consume top
    store.send(.path(.popFrom(id: ids[1])))
    #expect(weakTop.store == nil)
    #expect(path.scope(id: ids[1]) == nil)
    #expect(path.scope(id: ids[0]) === bottom)
  }

  @Test func scopingToAnIDThatIsNotOnTheStackGivesNil() {
    let store = Store(initialState: Screen.State(id: 0)) { Screen() }
    let path = store.scope(state: \.path, action: \.path)
    #expect(path.scope(id: StackElementID(integerLiteral: 7)) == nil)
    store.send(.push(id: 1))
    #expect(path.scope(id: StackElementID(integerLiteral: 7)) == nil)
    #expect(path.count == 1)
  }

  @Test func tenThousandPushAndPopCyclesLeaveNoElementStoreBehind() throws {
    let store = Store(initialState: Screen.State(id: 0)) { Screen() }
    let path = store.scope(state: \.path, action: \.path)
    var weakStores: [WeakStore<Screen.State, Screen.Action>] = []
    let cycles = repetitionCount(10_000)
    for cycle in 0..<cycles {
      store.send(.push(id: cycle))
      let id = try #require(store.path.ids.last)
      let element = try #require(path.scope(id: id))
      #expect(element.id == cycle)
      if cycle.isMultiple(of: cycles / 20) { weakStores.append(WeakStore(element)) }
      store.send(.popToRoot)
    }
    #expect(weakStores.allSatisfy { $0.store == nil })
    #expect(store.path.isEmpty)
  }
}
