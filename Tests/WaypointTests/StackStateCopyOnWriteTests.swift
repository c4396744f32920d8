import Testing

@testable import Waypoint

/// Modifying one element of a stack in place must not copy it or any other element, whatever the
/// depth of the stack.
@Suite struct StackStateCopyOnWriteTests {
  static let depth = 1_000

  private func makeStack(counter: CopyCounter) -> StackState<ProbedState> {
    StackState(
      (0..<Self.depth).map { ProbedState(name: "\($0)", probe: CopyProbe(counter: counter)) }
    )
  }

  @Test func modifyingAnElementByIDMakesNoCopy() {
    withFreshIDs {
      let counter = CopyCounter()
      var stack = makeStack(counter: counter)
      for id in [stack.ids[0], stack.ids[Self.depth / 2], stack.ids[Self.depth - 1]] {
        stack[id: id]?.probe.bump()
        stack[id: id]?.probe.bump()
      }
      #expect(counter.copies == 0)
      #expect(stack[id: 0]?.probe.value == 2)
      #expect(stack[id: 500]?.probe.value == 2)
      #expect(stack[id: 999]?.probe.value == 2)
      #expect(stack[id: 1]?.probe.value == 0)
    }
  }

  @Test func modifyingEveryElementByIDMakesNoCopy() {
    withFreshIDs {
      let counter = CopyCounter()
      var stack = makeStack(counter: counter)
      for id in stack.ids {
        stack[id: id]?.probe.bump()
      }
      #expect(counter.copies == 0)
      #expect(stack.allSatisfy { $0.probe.value == 1 })
    }
  }

  @Test func modifyingAnElementByPositionMakesNoCopy() {
    withFreshIDs {
      let counter = CopyCounter()
      var stack = makeStack(counter: counter)
      stack[Self.depth - 1].probe.bump()
      stack[0].probe.bump()
      #expect(counter.copies == 0)
      #expect(stack.last?.probe.value == 1)
    }
  }

  @Test func modifyingACopiedStackCopiesOnlyTheModifiedElement() {
    withFreshIDs {
      let counter = CopyCounter()
      let original = makeStack(counter: counter)
      var copy = original
      copy[id: 10]?.probe.bump()
      #expect(counter.copies == 1)
      #expect(copy[id: 10]?.probe.value == 1)
      #expect(original[id: 10]?.probe.value == 0)

      copy[id: 10]?.probe.bump()
      #expect(counter.copies == 1)
      #expect(original[id: 10]?.probe.value == 0)
    }
  }

  @Test func theOperatorsFindAnElementAndModifyItInPlaceWithoutCopies() {
    withFreshIDs {
      let counter = CopyCounter()
      var stack = makeStack(counter: counter)
      let top = stack.ids[Self.depth - 1]
      let middle = stack.ids[Self.depth / 2]
      // The top is found by its ID alone; any other element through the hash table.
      #expect(stack.index(id: top) == Self.depth - 1)
      #expect(stack.index(id: middle) == Self.depth / 2)
      #expect(stack.index(id: stack.ids[0]) == 0)
      #expect(stack.index(id: StackElementID(rawValue: 1_000_000)) == nil)

      stack.modifyElement(at: Self.depth - 1) { $0.probe.bump() }
      stack.modifyElement(at: Self.depth / 2) { $0.probe.bump() }
      #expect(counter.copies == 0)
      #expect(stack[id: top]?.probe.value == 1)
      #expect(stack[id: middle]?.probe.value == 1)
      #expect(stack[id: stack.ids[0]]?.probe.value == 0)
    }
  }

  @Test func modifyingAnElementInPlaceLeavesACopyOfTheStackAsItWas() {
    withFreshIDs {
      let counter = CopyCounter()
      var stack = makeStack(counter: counter)
      let saved = stack
      let top = stack.ids[Self.depth - 1]
      stack.modifyElement(at: Self.depth - 1) { $0.name = "changed" }
      #expect(stack[id: top]?.name == "changed")
      #expect(saved[id: top]?.name == "\(Self.depth - 1)")
    }
  }
}
