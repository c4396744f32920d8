import Testing
import Waypoint
import WaypointNodes

/// Sends into stores and nodes from many tasks at once, while effects on the cooperative pool
/// send back into presentations and stack elements that come and go. They run in every lane; in
/// `.ci/run`'s ThreadSanitizer lane a data race ends the test run with the sanitizer's report.
@MainActor
@Suite struct ConcurrencyStressTests {
  nonisolated static let workers = 8
  nonisolated static let rounds = 40

  @Test func effectsOnManyTasksSendIntoScreensThatComeAndGo() async throws {
    let store = Store(initialState: Screen.State(id: 0)) { Screen() }
    let tasks = await withTaskGroup(of: [StoreTask].self) { group in
      for worker in 0..<Self.workers {
        group.addTask {
          var tasks: [StoreTask] = []
          for round in 0..<Self.rounds {
            tasks += await Self.churn(store, id: 1 + worker * Self.rounds + round)
          }
          return tasks
        }
      }
      var all: [StoreTask] = []
      for await batch in group { all += batch }
      return all
    }
    for task in tasks { await task.finish() }
    // Every push was popped, by its own task or by a pop below it.
    #expect(store.path.isEmpty)
    // The root's own effect still sends back into it.
    await store.send(.checkPresentedInEffect).finish()
    #expect(store.isPresented == false)
  }

  /// Pushes a screen, starts an effect in it and in the sheet, and pops it again: each step a hop
  /// to the main actor that other tasks' steps interleave with. A step for a screen that another
  /// task's pop or sheet took away already is not sent: that would be a misuse.
  nonisolated static func churn(_ store: Store<Screen.State, Screen.Action>, id: Int) async
    -> [StoreTask]
  {
    var tasks: [StoreTask] = [await store.send(.push(id: id))]
    await Task.yield()
    let steps: [@MainActor () -> StoreTask?] = [
      {
        store.path.ids.last { store.path[id: $0]?.id == id }.map {
          store.send(.path(.element(id: $0, action: .checkPresentedInEffect)))
        }
      },
      { store.send(id.isMultiple(of: 2) ? .presentSheet(id: id) : .clearSheet) },
      { store.sheet == nil ? nil : store.send(.sheet(.presented(.checkPresentedInEffect))) },
      {
        store.path.ids.last { store.path[id: $0]?.id == id }.map {
          store.send(.path(.popFrom(id: $0)))
        }
      },
    ]
    for step in steps {
      if let task = await MainActor.run(body: step) { tasks.append(task) }
      await Task.yield()
    }
    return tasks
  }

  @Test func commandsFromManyTasksPushAndPopNodesOfOneStack() async throws {
    let stack = StackRootNavigationNode(StressNode())
    let window = WindowNavigationNode(rootNode: stack)
    let drawn = DrawnIDs()
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<Self.workers {
        group.addTask {
          for round in 0..<Self.rounds {
            await MainActor.run {
              _ = stack.execute(.stackAppend(StressNode()))
              drawn.ids.append(stack.state.stackNodes.ids.last!)
              if window.highestPresentedNode != nil {
                _ = stack.execute(.dismiss())
              } else if round.isMultiple(of: 3) {
                _ = stack.execute(.present(.sheet(StressNode())))
              }
            }
            await Task.yield()
            await MainActor.run { _ = stack.execute(.stackDropLast()) }
          }
        }
      }
    }
    #expect(stack.state.stackNodes.count == 1)
    for node in window.subtree {
      for child in node.children { #expect(child.parent === node) }
    }
    // Every append drew an ID of its own.
    #expect(drawn.ids.count == Self.workers * Self.rounds)
    #expect(Set(drawn.ids).count == drawn.ids.count)
  }
}

/// The IDs the stress test's appends drew.
@MainActor
final class DrawnIDs {
  var ids: [StackElementID] = []
}

/// A plain node for the stress test's stack.
@NavigationNode
final class StressNode {}
