import TestSupport
import Testing
import Waypoint
import WaypointTesting

/// A screen in a stack: which screen it is, and state it gathered while shown.
private struct ShownScreen: Equatable {
  var name: String
  var edits = 0
}

@Suite struct StackStateReplacingTests {
  @Test func theSharedBottomIsKeptWithItsIDsAndStateAndTheRestIsNew() {
    withFreshIDs {
      var stack = StackState([
        ShownScreen(name: "list"), ShownScreen(name: "detail 42", edits: 3),
        ShownScreen(name: "edit 42"),
      ])
      let kept = stack.replace(
        with: [
          ShownScreen(name: "list"), ShownScreen(name: "detail 42"), ShownScreen(name: "notes 42"),
        ]
      ) { $0.name == $1.name }
      #expect(kept == 2)
      #expect(Array(stack.ids) == [0, 1, 3])
      #expect(stack.map(\.name) == ["list", "detail 42", "notes 42"])
      // A kept screen keeps what it gathered; the link's state for it is not used.
      #expect(stack[id: 1]?.edits == 3)
    }
  }

  @Test func nothingInCommonReplacesEveryElement() {
    withFreshIDs {
      var stack = StackState([ShownScreen(name: "a"), ShownScreen(name: "b")])
      let kept = stack.replace(with: [ShownScreen(name: "c")]) { $0.name == $1.name }
      #expect(kept == 0)
      #expect(Array(stack.ids) == [2])
      #expect(stack.map(\.name) == ["c"])
    }
  }

  @Test func aShorterStackThatMatchesPopsTheRestAndAnEmptyOneClearsIt() {
    withFreshIDs {
      var stack = StackState([
        ShownScreen(name: "a"), ShownScreen(name: "b"), ShownScreen(name: "c"),
      ])
      stack.replace(with: [ShownScreen(name: "a")]) { $0.name == $1.name }
      #expect(Array(stack.ids) == [0])
      stack.replace(with: []) { $0.name == $1.name }
      #expect(stack.isEmpty)
      stack.replace(with: [ShownScreen(name: "d"), ShownScreen(name: "e")]) { $0.name == $1.name }
      #expect(Array(stack.ids) == [3, 4])
      #expect(stack[id: 4]?.name == "e")
    }
  }

  @Test func replacingMatchesAModelOverRandomStacks() {
    withFreshIDs {
      var generator = SplitMix64(seed: 0x5EED_2E91)
      var stack = StackState<ShownScreen>()
      for _ in 0..<1_000 {
        let names = ["a", "b", "c"]
        let new = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
          ShownScreen(name: names.randomElement(using: &generator)!)
        }
        let before = Array(zip(stack.ids, stack))
        let shared = zip(before, new).prefix { $0.0.1.name == $0.1.name }.count
        let kept = stack.replace(with: new) { $0.name == $1.name }
        #expect(kept == shared)
        #expect(stack.count == new.count)
        #expect(stack.map(\.name) == new.map(\.name))
        #expect(Array(stack.ids.prefix(kept)) == before.prefix(kept).map(\.0))
        let fresh = stack.ids.dropFirst(kept)
        #expect(fresh.allSatisfy { id in !before.contains { $0.0 == id } })
        #expect(Set(stack.ids).count == stack.count)
        // Every element is found by its ID, whatever the stack's order.
        #expect(stack.ids.allSatisfy { stack[id: $0] != nil })
        // Now and then the stack is reordered, so that its IDs no longer ascend.
        if stack.count > 1, Bool.random(using: &generator) { stack.swapAt(0, stack.count - 1) }
        // Random edits, so that a kept element's own state can be told from the link's.
        if let id = stack.ids.randomElement(using: &generator) { stack[id: id]?.edits += 1 }
      }
    }
  }
}
