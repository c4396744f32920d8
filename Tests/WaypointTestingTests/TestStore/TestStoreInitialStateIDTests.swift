import Foundation
import Testing
import Waypoint
import WaypointTesting

/// A state built before its test store, in a `let` or decoded from a snapshot, drew its stack IDs
/// from another generator than the store's, which starts at 0. The store starts above them, so a
/// push never reuses an ID already on a stack (which would break the stack's unique IDs).
@MainActor
@Suite struct TestStoreInitialStateIDTests {
  @Reducer
  struct Child {
    @ObservableState
    struct State: Equatable {
      var path = StackState<Int>()
    }
    enum Action: Equatable { case noop }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  @Reducer
  struct Parent {
    @ObservableState
    struct State: Equatable {
      var path = StackState<Int>()
      @Presents var child: Child.State?
    }
    enum Action: Equatable {
      case push(Int)
      case child(PresentationAction<Child.Action>)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case let .push(value) = action { state.path.append(value) }
        return .none
      }
      .ifLet(\.$child, action: \.child) { Child() }
    }
  }

  @Test func aStateBuiltBeforeTheStoreKeepsItsIDsAndPushesStartAboveThem() async {
    var state = Parent.State()
    state.path.append(1)
    state.path.append(2)
    let built = state.path.ids.map(\.rawValue)
    let store = TestStore(initialState: state) { Parent() }
    await store.send(.push(3)) { $0.path.append(3) }
    #expect(store.state.path.ids.map(\.rawValue) == built + [(built.max() ?? -1) + 1])
    #expect(Set(store.state.path.ids).count == 3)
  }

  @Test func aDecodedStackKeepsItsIDsAndPushesStartAboveTheLargest() async throws {
    let json = Data(#"{"path": {"ids": [0, 5], "elements": [1, 2]}}"#.utf8)
    struct Saved: Decodable { var path: StackState<Int> }
    let saved = try JSONDecoder().decode(Saved.self, from: json)
    let store = TestStore(initialState: Parent.State(path: saved.path)) { Parent() }
    await store.send(.push(3)) { $0.path.append(3) }
    #expect(store.state.path.ids.map(\.rawValue) == [0, 5, 6])
  }

  @Test func anIDInAPresentedFeaturesStackCountsToo() async {
    var child = Child.State()
    for value in 0..<8 { child.path.append(value) }
    let largest = child.path.ids.max()!.rawValue
    let store = TestStore(initialState: Parent.State(child: child)) { Parent() }
    await store.send(.push(9)) { $0.path.append(9) }
    #expect(store.state.path.ids.map(\.rawValue) == [largest + 1])
  }

  @Test func aStateBuiltByTheStoreStillStartsAtZero() async {
    let store = TestStore(initialState: Parent.State(path: StackState([1, 2]))) { Parent() }
    #expect(store.state.path.ids == [0, 1])
    await store.send(.push(3)) { $0.path.append(3) }
    #expect(store.state.path.ids == [0, 1, 2])
  }

  @Test func theScanFindsNestedStacksAndEndsOnCycles() {
    final class Node {
      var next: Node?
      var path = StackState<Int>()
    }
    let node = Node()
    node.next = node
    node.path = StackState(ids: [3, 11], elements: [0, 1])
    #expect(StackElementIDScan.largestID(in: [node]) == 11)
    #expect(StackElementIDScan.largestID(in: Parent.State()) == nil)
    // Broken, so that the leak check of the sanitizer lane finds nothing left.
    node.next = nil
  }

  /// A class whose mirror is not a class's still ends on its cycle; large values that cannot hold
  /// a stack are not walked; a deep nesting does not exhaust the thread's stack.
  @Test func theScanEndsOnCustomMirrorsAndSkipsBytesAndDeepNesting() {
    final class Loop: CustomReflectable {
      var next: Loop?
      var customMirror: Mirror {
        Mirror(self, children: ["next": next as Any], displayStyle: .struct)
      }
    }
    let loop = Loop()
    loop.next = loop
    #expect(StackElementIDScan.largestID(in: loop) == nil)
    loop.next = nil

    struct Blob { var bytes = Data(count: 5_000_000) }
    #expect(StackElementIDScan.largestID(in: Blob()) == nil)

    indirect enum Chain {
      case end(StackState<Int>)
      case link(Chain)
    }
    var chain = Chain.end(StackState(ids: [42], elements: [0]))
    for _ in 0..<5_000 { chain = .link(chain) }
    #expect(StackElementIDScan.largestID(in: chain) == 42)
  }

  /// Decoding refuses IDs past 2^53; an ID as large as there is, made in code, does not trap.
  @Test func skippingPastTheLargestIDThereIsDoesNotTrap() {
    let generator = StackElementIDGenerator.incrementing()
    generator.skip(past: StackElementID(rawValue: .max))
    #expect(generator.peek().rawValue == .max)
    generator.skip(past: 3)
    #expect(generator.peek().rawValue == .max)
  }
}
