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

    pathStore.write(path: written)

    #expect(store.path.ids.elements == written.ids)
    #expect(store.path.map(\.id) == written.elements.map(\.id))
    let pops = store.log.filter { $0.hasPrefix("path.popFrom") }
    #expect(pops.count == (written.count - appended < count ? 1 : 0))
    #expect(store.log.count == pops.count + appended)
  }
}
