import TestSupport
import Testing
import Waypoint
import WaypointTesting

/// The path a `NavigationStack` binding reads and writes, as a collection SwiftUI mutates.
@MainActor
@Suite struct StackPathTests {
  typealias Screen = BindingHost.Screen

  func stack(_ count: Int) -> StackState<Screen.State> {
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      StackState((0..<count).map { Screen.State(id: $0) })
    }
  }

  @Test func aPathIsTheStacksIDsAndElementsInOrder() {
    let path = stack(3).path
    #expect(path.ids == [0, 1, 2])
    #expect(path.elements.map(\.id) == [0, 1, 2])
    #expect(path.components.map(\.id) == [0, 1, 2])
    #expect(path[1] == StackPath.Component(id: 1, element: Screen.State(id: 1)))
  }

  @Test func swiftUIsMutationsChangeIDsAndElementsTogether() {
    var path = stack(3).path
    path.removeLast()
    path.append(StackPath.Component(id: 9, element: Screen.State(id: 90)))
    path.insert(StackPath.Component(id: 8, element: Screen.State(id: 80)), at: 0)
    #expect(path.ids == [8, 0, 1, 9])
    #expect(path.elements.map(\.id) == [80, 0, 1, 90])
    path[1] = StackPath.Component(id: 7, element: Screen.State(id: 70))
    #expect(path.ids == [8, 7, 1, 9])
    #expect(path.elements.map(\.id) == [80, 70, 1, 90])
  }

  @Test func pathsAreEqualWhenTheyShowTheSameScreens() {
    var renamed = stack(2)
    renamed[id: 1]?.title = "Renamed"
    #expect(renamed.path == stack(2).path)
    #expect(renamed.path.hashValue == stack(2).path.hashValue)
    #expect(stack(1).path != stack(2).path)
  }

  /// Seeded writes as SwiftUI makes them (drop some screens from the end, then append new ones)
  /// leave the store's stack showing exactly the path written, with one `popFrom` at most.
  @Test(arguments: 0..<200)
  func anyWriteSwiftUIMakesLeavesTheStackShowingThePathWritten(seed: Int) {
    var random = SplitMix64(seed: UInt64(seed))
    let count = Int.random(in: 0...8, using: &random)
    var state = BindingHost.State()
    state.path = stack(count)
    let store = Store(initialState: state) {
      BindingHost()
    } withDependencies: {
      $0.stackElementID = .incrementing(from: 100)
    }
    let pathStore = store.scope(state: \.path, action: \.path)
    var written = pathStore.state.path
    written.removeLast(Int.random(in: 0...count, using: &random))
    let appended = Int.random(in: 0...3, using: &random)
    withDependencies {
      $0.stackElementID = .incrementing(from: 50)
    } operation: {
      for offset in 0..<appended {
        written.append(StackPath.Component(pushing: Screen.State(id: 50 + offset)))
      }
    }

    // Read against the path shown, which is the stack here, a write means the same.
    let plain: StackPathWrite<Screen.State, Screen.Action> = pathStore.withState {
      $0.actions(writing: written)
    }
    let againstShown: StackPathWrite<Screen.State, Screen.Action> = pathStore.withState {
      $0.actions(writing: written, shown: $0.path)
    }
    #expect(plain.actions == againstShown.actions)

    pathStore.write(path: written, shown: pathStore.state.path)

    #expect(store.path.ids.elements == written.ids)
    #expect(store.path.map(\.id) == written.elements.map(\.id))
    let pops = store.log.filter { $0.hasPrefix("path.popFrom") }
    #expect(pops.count == (written.count - appended < count ? 1 : 0))
    #expect(store.log.count == pops.count + appended)
  }

  @Test func aBackButtonAfterTheStackWasReplacedBringsNothingBack() {
    // SwiftUI shows [#0, #1]; an effect replaced the stack with [#5]; the back button writes [#0].
    let shown = stack(2).path
    let current = withDependencies {
      $0.stackElementID = .incrementing(from: 5)
    } operation: {
      StackState([Screen.State(id: 5)])
    }
    var written = shown
    written.removeLast()
    let write: StackPathWrite<Screen.State, Screen.Action> = current.actions(
      writing: written, shown: shown)
    #expect(write.actions.isEmpty)
    #expect(write.ignored.isEmpty)
    // Read without what was shown, the same write would pop #5 and push #0 back.
    let blind: StackPathWrite<Screen.State, Screen.Action> = current.actions(writing: written)
    #expect(blind.actions == [.popFrom(id: 5), .push(id: 0, state: Screen.State(id: 0))])
  }

  @Test func aBackButtonAfterAPushPopsFromTheScreenItLeft() {
    // SwiftUI shows [#0, #1]; an effect pushed #2; the back button (from #1) writes [#0].
    let shown = stack(2).path
    let current = stack(3)
    var written = shown
    written.removeLast()
    let write: StackPathWrite<Screen.State, Screen.Action> = current.actions(
      writing: written, shown: shown)
    #expect(write.actions == [.popFrom(id: 1)])
  }

  @Test func aLinkAfterTheStackChangedPushesOnTheStackAsItIs() {
    let shown = stack(1).path
    let current = stack(2)
    var written = shown
    written.append(StackPath.Component(id: 9, element: Screen.State(id: 9)))
    let write: StackPathWrite<Screen.State, Screen.Action> = current.actions(
      writing: written, shown: shown)
    #expect(write.actions == [.push(id: 9, state: Screen.State(id: 9))])
  }
}
