import Testing
import Waypoint

@Suite struct StackStateTests {
  // MARK: Building

  @Test func newStackIsEmpty() {
    let stack = StackState<String>()
    #expect(stack.isEmpty)
    #expect(stack.count == 0)
    #expect(stack.ids.isEmpty)
  }

  @Test func appendPushesOnTopWithNewIDs() {
    withFreshIDs {
      var stack = StackState<String>()
      stack.append("a")
      stack.append("b")
      stack.append("c")
      #expect(Array(stack) == ["a", "b", "c"])
      #expect(Array(stack.ids) == [0, 1, 2])
      #expect(stack.last == "c")
    }
  }

  @Test func appendContentsOfPushesElementsBottomFirst() {
    withFreshIDs {
      var stack: StackState = ["a"]
      stack.append(contentsOf: ["b", "c"])
      #expect(Array(stack) == ["a", "b", "c"])
      #expect(Array(stack.ids) == [0, 1, 2])
    }
  }

  @Test func appendContentsOfEmptySequenceChangesNothing() {
    withFreshIDs {
      var stack: StackState = ["a"]
      stack.append(contentsOf: [String]())
      #expect(Array(stack) == ["a"])
      stack.append("b")
      #expect(Array(stack.ids) == [0, 1])
    }
  }

  @Test func initFromSequenceGivesEachElementANewID() {
    withFreshIDs {
      let stack = StackState(["a", "b"])
      #expect(Array(stack) == ["a", "b"])
      #expect(Array(stack.ids) == [0, 1])
    }
  }

  @Test func arrayLiteralGivesEachElementANewID() {
    withFreshIDs {
      let stack: StackState<String> = ["a", "b", "c"]
      #expect(Array(stack) == ["a", "b", "c"])
      #expect(Array(stack.ids) == [0, 1, 2])
    }
  }

  @Test func insertPlacesElementAtPositionWithANewID() {
    withFreshIDs {
      var stack: StackState = ["a", "b"]
      stack.insert("x", at: 1)
      #expect(Array(stack) == ["a", "x", "b"])
      #expect(Array(stack.ids) == [0, 2, 1])
      #expect(stack[id: 2] == "x")
    }
  }

  @Test func insertAtStartAndEnd() {
    withFreshIDs {
      var stack: StackState = ["a"]
      stack.insert("first", at: stack.startIndex)
      stack.insert("last", at: stack.endIndex)
      #expect(Array(stack) == ["first", "a", "last"])
      #expect(Array(stack.ids) == [1, 0, 2])
    }
  }

  // MARK: Popping

  @Test func popFromRemovesElementAndEverythingAbove() {
    withFreshIDs {
      var stack: StackState = ["a", "b", "c", "d"]
      stack.pop(from: 1)
      #expect(Array(stack) == ["a"])
      #expect(Array(stack.ids) == [0])
    }
  }

  @Test func popFromTopRemovesOnlyTheTop() {
    withFreshIDs {
      var stack: StackState = ["a", "b", "c"]
      stack.pop(from: 2)
      #expect(Array(stack) == ["a", "b"])
    }
  }

  @Test func popFromBottomEmptiesTheStack() {
    withFreshIDs {
      var stack: StackState = ["a", "b", "c"]
      stack.pop(from: 0)
      #expect(stack.isEmpty)
    }
  }

  @Test func popFromMissingIDChangesNothing() {
    withFreshIDs {
      var stack: StackState = ["a", "b", "c"]
      stack.pop(from: 1)
      let before = stack
      stack.pop(from: 1)
      stack.pop(from: 42)
      #expect(stack == before)
      #expect(Array(stack) == ["a"])
    }
  }

  @Test func popToRemovesEverythingAboveElement() {
    withFreshIDs {
      var stack: StackState = ["a", "b", "c", "d"]
      stack.pop(to: 1)
      #expect(Array(stack) == ["a", "b"])
      #expect(Array(stack.ids) == [0, 1])
    }
  }

  @Test func popToTopChangesNothing() {
    withFreshIDs {
      var stack: StackState = ["a", "b", "c"]
      let before = stack
      stack.pop(to: 2)
      #expect(stack == before)
    }
  }

  @Test func popToMissingIDChangesNothing() {
    withFreshIDs {
      var stack: StackState = ["a", "b", "c"]
      let before = stack
      stack.pop(to: 7)
      #expect(stack == before)
    }
  }

  @Test func popLastRemovesAndReturnsTheTop() {
    withFreshIDs {
      var stack: StackState = ["a", "b"]
      #expect(stack.popLast() == "b")
      #expect(Array(stack) == ["a"])
      #expect(Array(stack.ids) == [0])
      #expect(stack.popLast() == "a")
      #expect(stack.isEmpty)
    }
  }

  @Test func popLastOnEmptyStackReturnsNil() {
    var stack = StackState<String>()
    #expect(stack.popLast() == nil)
    #expect(stack.isEmpty)
  }

  @Test func removeAllEmptiesTheStack() {
    withFreshIDs {
      var stack: StackState = ["a", "b", "c"]
      stack.removeAll()
      #expect(stack.isEmpty)
      #expect(stack.ids.isEmpty)

      var kept: StackState = ["d", "e"]
      kept.removeAll(keepingCapacity: true)
      #expect(kept.isEmpty)
    }
  }

  // MARK: subscript(id:)

  @Test func subscriptIDReadsTheElement() {
    withFreshIDs {
      let stack: StackState = ["a", "b"]
      #expect(stack[id: 0] == "a")
      #expect(stack[id: 1] == "b")
    }
  }

  @Test func subscriptIDReadsNilForMissingID() {
    withFreshIDs {
      var stack: StackState = ["a", "b"]
      stack.popLast()
      #expect(stack[id: 1] == nil)
      #expect(stack[id: 99] == nil)
    }
  }

  @Test func subscriptIDModifiesInPlaceKeepingPositionAndID() {
    withFreshIDs {
      var stack: StackState = [DetailState(title: "A"), DetailState(title: "B")]
      stack[id: 0]?.title = "Renamed"
      #expect(stack.map(\.title) == ["Renamed", "B"])
      #expect(Array(stack.ids) == [0, 1])
    }
  }

  @Test func subscriptIDAssigningAValueReplacesTheElementKeepingItsID() {
    withFreshIDs {
      var stack: StackState = ["a", "b", "c"]
      stack[id: 1] = "B"
      #expect(Array(stack) == ["a", "B", "c"])
      #expect(Array(stack.ids) == [0, 1, 2])
    }
  }

  @Test func subscriptIDSetToNilRemovesOnlyThatElement() {
    withFreshIDs {
      var stack: StackState = ["a", "b", "c"]
      stack[id: 1] = nil
      #expect(Array(stack) == ["a", "c"])
      #expect(Array(stack.ids) == [0, 2])
    }
  }

  @Test func subscriptIDSetToNilAtMissingIDChangesNothing() {
    withFreshIDs {
      var stack: StackState = ["a", "b"]
      let before = stack
      stack[id: 5] = nil
      #expect(stack == before)
    }
  }

  @Test func subscriptIDModifyingMissingIDThroughOptionalChainingChangesNothing() {
    withFreshIDs {
      var stack: StackState = [DetailState(title: "A")]
      let before = stack
      stack[id: 3]?.title = "Renamed"
      #expect(stack == before)
    }
  }

  @Test func subscriptIDWritingAValueAtMissingIDReportsIssueAndChangesNothing() {
    withFreshIDs {
      var stack: StackState = ["a", "b"]
      let before = stack
      withKnownIssue {
        stack[id: 7] = "x"
      } matching: {
        $0.description.contains("Tried to write an element to the stack at missing ID #7.")
          && $0.description.contains("Use \"append\" to push a new element")
      }
      #expect(stack == before)
    }
  }

  @Test func subscriptIDInOutAccessRemovesWhenSetToNil() {
    withFreshIDs {
      var stack: StackState = ["a", "b", "c"]
      dismiss(&stack[id: 1])
      #expect(Array(stack) == ["a", "c"])
      #expect(Array(stack.ids) == [0, 2])
    }
  }

  @Test func subscriptIDInOutAccessAtMissingIDReportsIssueWhenGivenAValue() {
    withFreshIDs {
      var stack: StackState = ["a"]
      let before = stack
      dismiss(&stack[id: 4])
      #expect(stack == before)
      withKnownIssue {
        present("x", in: &stack[id: 4])
      } matching: {
        $0.description.contains("Tried to write an element to the stack at missing ID #4.")
      }
      #expect(stack == before)
    }
  }

  // MARK: subscript(id:case:)

  @Test func subscriptIDCaseReadsTheMatchingCase() {
    withFreshIDs {
      let stack: StackState<Screen> = [.list(ListState()), .detail(DetailState(title: "A"))]
      #expect(stack[id: 1, case: \.detail] == DetailState(title: "A"))
      #expect(stack[id: 0, case: \.list] == ListState())
    }
  }

  @Test func subscriptIDCaseReadsNilForAnotherCaseOrMissingID() {
    withFreshIDs {
      let stack: StackState<Screen> = [.list(ListState()), .detail(DetailState(title: "A"))]
      #expect(stack[id: 0, case: \.detail] == nil)
      #expect(stack[id: 1, case: \.list] == nil)
      #expect(stack[id: 9, case: \.detail] == nil)
    }
  }

  @Test func subscriptIDCaseModifiesTheMatchingCaseInPlace() {
    withFreshIDs {
      var stack: StackState<Screen> = [.list(ListState()), .detail(DetailState(title: "A"))]
      stack[id: 1, case: \.detail]?.title = "Renamed"
      #expect(Array(stack) == [.list(ListState()), .detail(DetailState(title: "Renamed"))])
      #expect(Array(stack.ids) == [0, 1])
    }
  }

  @Test func subscriptIDCaseSetToNilRemovesTheElement() {
    withFreshIDs {
      var stack: StackState<Screen> = [.list(ListState()), .detail(DetailState(title: "A"))]
      stack[id: 0, case: \.list] = nil
      #expect(Array(stack) == [.detail(DetailState(title: "A"))])
      #expect(Array(stack.ids) == [1])
    }
  }

  @Test func subscriptIDCaseModifyingAnotherCaseDoesNothing() {
    withFreshIDs {
      var stack: StackState<Screen> = [.list(ListState(query: "q"))]
      let before = stack
      stack[id: 0, case: \.detail]?.title = "Renamed"
      #expect(stack == before)
    }
  }

  @Test func subscriptIDCaseWritingAnotherCaseReportsIssueAndChangesNothing() {
    withFreshIDs {
      var stack: StackState<Screen> = [.list(ListState(query: "q"))]
      let before = stack
      withKnownIssue {
        stack[id: 0, case: \.detail] = DetailState(title: "Wrong")
      } matching: {
        $0.description.contains(
          "Tried to modify the element #0 of the stack through a case key path that does not match it: the element is case \"list\"."
        )
      }
      #expect(stack == before)
    }
  }

  @Test func subscriptIDCaseWritingAtMissingIDReportsIssueAndChangesNothing() {
    withFreshIDs {
      var stack: StackState<Screen> = [.list(ListState())]
      let before = stack
      withKnownIssue {
        stack[id: 3, case: \.detail] = DetailState(title: "Orphan")
      } matching: {
        $0.description.contains("Tried to write an element to the stack at missing ID #3.")
      }
      #expect(stack == before)
    }
  }

  // MARK: ids

  @Test func idsListsTheIDsBottomFirst() {
    withFreshIDs {
      var stack: StackState = ["a", "b", "c", "d"]
      stack[id: 1] = nil
      stack.insert("e", at: 0)
      #expect(Array(stack.ids) == [4, 0, 2, 3])
      #expect(stack.ids.count == stack.count)
    }
  }

  // MARK: Equatable and Hashable

  @Test func stacksWithTheSameElementsAndIDsAreEqual() {
    withFreshIDs {
      let stack: StackState = ["a", "b"]
      var copy = stack
      #expect(copy == stack)
      copy[id: 1] = "b"
      #expect(copy == stack)
      copy[id: 1] = "B"
      #expect(copy != stack)
    }
  }

  @Test func equalityComparesIDsAsWellAsElements() {
    withFreshIDs {
      let first: StackState = ["a", "b"]
      let second: StackState = ["a", "b"]
      #expect(Array(first) == Array(second))
      #expect(first != second)
    }
  }

  @Test func equalityComparesOrder() {
    withFreshIDs {
      let stack: StackState = ["a", "b"]
      var shorter = stack
      shorter.popLast()
      #expect(shorter != stack)
    }
  }

  @Test func equalStacksHaveEqualHashes() {
    withFreshIDs {
      let stack: StackState = ["a", "b"]
      let copy = stack
      var other = stack
      other[id: 0] = "z"
      #expect(stack.hashValue == copy.hashValue)
      #expect(Set([stack, copy, other]).count == 2)
    }
  }

  // MARK: Collection protocols

  @Test func randomAccessCollectionIndexesByPosition() {
    withFreshIDs {
      let stack: StackState = ["a", "b", "c"]
      #expect(stack.startIndex == 0)
      #expect(stack.endIndex == 3)
      #expect(stack.index(after: 0) == 1)
      #expect(stack.index(before: 3) == 2)
      #expect(stack.index(stack.startIndex, offsetBy: 2) == 2)
      #expect(stack.distance(from: 0, to: 3) == 3)
      #expect(stack[1] == "b")
      #expect(stack.first == "a")
      #expect(stack.last == "c")
      #expect(Array(stack.reversed()) == ["c", "b", "a"])
      #expect(Array(stack[1...]) == ["b", "c"])
      #expect(stack.firstIndex(of: "c") == 2)
    }
  }

  @Test func assigningByPositionKeepsTheID() {
    withFreshIDs {
      var stack: StackState = ["a", "b", "c"]
      stack[1] = "B"
      #expect(Array(stack) == ["a", "B", "c"])
      #expect(Array(stack.ids) == [0, 1, 2])
      #expect(stack[id: 1] == "B")
    }
  }

  @Test func modifyingByPositionKeepsTheID() {
    withFreshIDs {
      var stack: StackState = [DetailState(title: "A"), DetailState(title: "B")]
      stack[1].title += "!"
      #expect(stack[id: 1] == DetailState(title: "B!"))
      #expect(Array(stack.ids) == [0, 1])
    }
  }

  @Test func replaceSubrangeGivesNewElementsNewIDs() {
    withFreshIDs {
      var stack: StackState = ["a", "b", "c", "d"]
      stack.replaceSubrange(1..<3, with: ["x", "y", "z"])
      #expect(Array(stack) == ["a", "x", "y", "z", "d"])
      #expect(Array(stack.ids) == [0, 4, 5, 6, 3])
    }
  }

  @Test func replaceSubrangeWithNothingRemovesTheRange() {
    withFreshIDs {
      var stack: StackState = ["a", "b", "c"]
      stack.replaceSubrange(0..<2, with: [String]())
      #expect(Array(stack) == ["c"])
      #expect(Array(stack.ids) == [2])
    }
  }

  @Test func rangeReplaceableRemovalsKeepTheRemainingIDs() {
    withFreshIDs {
      var stack: StackState = ["a", "b", "c", "d", "e"]
      #expect(stack.remove(at: 1) == "b")
      #expect(stack.removeFirst() == "a")
      #expect(stack.removeLast() == "e")
      #expect(Array(stack) == ["c", "d"])
      #expect(Array(stack.ids) == [2, 3])
    }
  }

  @Test func rangeReplaceableAppendOperatorGivesNewIDs() {
    withFreshIDs {
      var stack: StackState = ["a"]
      stack += ["b", "c"]
      #expect(Array(stack) == ["a", "b", "c"])
      #expect(Array(stack.ids) == [0, 1, 2])
    }
  }

  @Test func removeAllWhereKeepsTheIDsOfTheRemainingElements() {
    withFreshIDs {
      var stack: StackState = ["a", "b", "c", "d"]
      stack.removeAll { $0 == "b" }
      #expect(Array(stack) == ["a", "c", "d"])
      #expect(stack[id: 2] == "c")
      #expect(stack[id: 3] == "d")
      #expect(Array(stack.ids) == [0, 2, 3])
    }
  }

  @Test func reorderingKeepsEachElementsID() {
    withFreshIDs {
      var stack: StackState = ["c", "a", "b"]
      stack.swapAt(0, 2)
      #expect(Array(stack) == ["b", "a", "c"])
      #expect(Array(stack.ids) == [2, 1, 0])
      stack.sort()
      #expect(Array(stack) == ["a", "b", "c"])
      #expect(Array(stack.ids) == [1, 2, 0])
      stack.reverse()
      #expect(Array(stack.ids) == [0, 2, 1])
      let kept = stack.filter { $0 != "b" }
      #expect(Array(kept) == ["c", "a"])
      #expect(Array(kept.ids) == [0, 1])
    }
  }
}

private func dismiss<Value>(_ value: inout Value?) {
  value = nil
}

private func present<Value>(_ newValue: Value, in value: inout Value?) {
  value = newValue
}
