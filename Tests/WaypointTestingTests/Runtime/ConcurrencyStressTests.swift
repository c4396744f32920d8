import Clocks
import Testing
import Waypoint
import WaypointNodes

/// Sends into stores and nodes from many tasks at once, while effects on the cooperative pool
/// send back into presentations and stack elements that come and go. They run in every lane;
/// in `.ci/run`'s ThreadSanitizer lane a data race fails them.
@MainActor
@Suite struct ConcurrencyStressTests {
  nonisolated static let workers = 8
  nonisolated static let rounds = 40

  @Test func effectsOnManyTasksSendIntoScreensThatComeAndGo() async throws {
    let store = Store(initialState: Screen.State(id: 0)) {
      Screen()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
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
    await store.send(.checkPresentedInEffect).finish()
    store.send(.clearSheet)

    // Every push was popped, by its own task or by a pop below it.
    #expect(store.path.isEmpty)
    #expect(store.sheet == nil)
    #expect(store.isPresented == false)
    #expect(tasks.count >= Self.workers * Self.rounds * 2)
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
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<Self.workers {
        group.addTask {
          for round in 0..<Self.rounds {
            await MainActor.run {
              _ = stack.execute(.stackAppend(StressNode()))
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
    // Every ID drawn is distinct: the counter was not raced.
    let ids = stack.state.stackNodes.ids
    #expect(Set(ids).count == ids.count)
  }
}

/// A plain node for the stress test's stack.
@NavigationNode
final class StressNode {}
