import CustomDump
import Testing
import Waypoint

@Suite struct StackElementIDTests {
  // MARK: Generator

  @Test func freshGeneratorStartsAtZero() {
    let generator = StackElementIDGenerator.incrementing()
    #expect(generator.next() == 0)
    #expect(generator.next() == 1)
    #expect(generator.next() == 2)
  }

  @Test func generatorStartsWhereItIsTold() {
    let generator = StackElementIDGenerator.incrementing(from: 40)
    #expect(generator.next().rawValue == 40)
  }

  @Test func peekDoesNotAdvanceTheGenerator() {
    let generator = StackElementIDGenerator.incrementing()
    #expect(generator.peek() == 0)
    #expect(generator.peek() == 0)
    #expect(generator.next() == 0)
    #expect(generator.peek() == 1)
  }

  @Test func skippingMovesTheGeneratorPastAnIDAndNeverBack() {
    let generator = StackElementIDGenerator.incrementing()
    generator.skip(past: StackElementID(rawValue: 41))
    #expect(generator.next().rawValue == 42)
    // An ID below the counter leaves it where it is.
    generator.skip(past: StackElementID(rawValue: 3))
    #expect(generator.next().rawValue == 43)
    #expect(generator.next(count: 3) == 44..<47)
    #expect(generator.peek().rawValue == 47)
  }

  @Test func threadsDrawingAtOnceNeverGetTheSameID() async {
    let generator = StackElementIDGenerator.incrementing()
    let drawn = await withTaskGroup(of: [Int].self) { group in
      for worker in 0..<8 {
        group.addTask {
          var ids: [Int] = []
          for step in 0..<2_000 {
            if (worker + step).isMultiple(of: 7) {
              generator.skip(past: StackElementID(rawValue: generator.peek().rawValue))
            }
            ids.append(generator.next().rawValue)
          }
          return ids
        }
      }
      var all: [Int] = []
      for await ids in group { all += ids }
      return all
    }
    #expect(drawn.count == 16_000)
    #expect(Set(drawn).count == drawn.count)
  }

  @Test func copyContinuesWithoutSharingTheCounter() {
    let generator = StackElementIDGenerator.incrementing()
    _ = generator.next()
    let copy = generator.copy()
    #expect(copy.next() == 1)
    #expect(copy.next() == 2)
    #expect(generator.next() == 1)
  }

  @Test func eachTestStartsWithItsOwnGeneratorAtZero() {
    // No override: the dependency's test value, which is fresh for every test.
    var stack = StackState<String>()
    stack.append("a")
    stack.append("b")
    #expect(Array(stack.ids) == [0, 1])
  }

  @Test func stackDrawsIDsFromTheDependency() {
    withDependencies {
      $0.stackElementID = .incrementing(from: 100)
    } operation: {
      var stack = StackState<String>()
      stack.append("a")
      stack.append(contentsOf: ["b"])
      stack.insert("c", at: 0)
      #expect(Array(stack.ids) == [102, 100, 101])
    }
  }

  @Test func stackAdvancesTheDependencysGenerator() {
    let generator = StackElementIDGenerator.incrementing()
    withDependencies {
      $0.stackElementID = generator
    } operation: {
      var stack = StackState<String>()
      stack.append("a")
      stack.append("b")
    }
    #expect(generator.peek() == 2)
  }

  @Test func stacksSharingAGeneratorNeverShareIDs() {
    withFreshIDs {
      var first: StackState = ["a"]
      var second: StackState = ["b"]
      first.append("c")
      second.append("d")
      #expect(Array(first.ids) == [0, 2])
      #expect(Array(second.ids) == [1, 3])
    }
  }

  // MARK: Stability

  @Test func idIsStableForTheElementsLife() {
    withFreshIDs {
      var stack: StackState = [DetailState(title: "A"), DetailState(title: "B")]
      let id = stack.ids[1]
      stack[id: id]?.title = "B!"
      stack.insert(DetailState(title: "Z"), at: 0)
      stack.append(DetailState(title: "C"))
      stack[id: 0] = nil
      stack.popLast()
      stack[stack.index(before: stack.endIndex)].title = "B!!"
      #expect(stack.ids.last == id)
      #expect(stack[id: id] == DetailState(title: "B!!"))
    }
  }

  @Test func idsAreNeverReusedAfterPopFrom() {
    withFreshIDs {
      var stack: StackState = ["a", "b", "c"]
      stack.pop(from: 2)
      stack.append("d")
      #expect(Array(stack.ids) == [0, 1, 3])
    }
  }

  @Test func idsAreNeverReusedAfterPopLastOrRemoveAll() {
    withFreshIDs {
      var stack: StackState = ["a", "b"]
      stack.popLast()
      stack.append("c")
      #expect(stack.ids.last == 2)
      stack.removeAll()
      stack.append("d")
      #expect(Array(stack.ids) == [3])
    }
  }

  @Test func idsAreNeverReusedAfterRemovalBySubscript() {
    withFreshIDs {
      var stack: StackState = ["a", "b", "c"]
      stack[id: 2] = nil
      stack[id: 1] = nil
      stack.append("d")
      #expect(Array(stack.ids) == [0, 3])
    }
  }

  // MARK: Literals

  @Test func integerLiteralInATestIsTheRawValue() {
    let id: StackElementID = 5
    #expect(id.rawValue == 5)
  }

  @Test func integerLiteralOutsideTestsReportsAnIssue() {
    withKnownIssue {
      withDependencies {
        $0.context = .live
      } operation: {
        let id: StackElementID = 3
        #expect(id.rawValue == 3)
      }
    } matching: {
      $0.description.contains(
        "A \"StackElementID\" was created from the integer literal 3 outside of a test."
      )
        && $0.description.contains("read IDs from the stack (\"state.path.ids\")")
    }
  }

  @Test func integerLiteralInPreviewsReportsAnIssue() {
    withKnownIssue {
      withDependencies {
        $0.context = .preview
      } operation: {
        let _: StackElementID = 8
      }
    } matching: {
      $0.description.contains("integer literal 8 outside of a test")
    }
  }

  // MARK: Values

  @Test func idsCompareByRawValue() {
    let low: StackElementID = 2
    let high: StackElementID = 10
    #expect(low < high)
    #expect(!(high < low))
    #expect([high, low].sorted() == [low, high])
    #expect(low != high)
  }

  @Test func idsDescribeThemselvesWithAHash() {
    let id: StackElementID = 12
    #expect(id.description == "#12")
    #expect(id.debugDescription == "#12")
    #expect(String(customDumping: id) == "#12")
  }

  @Test func idEncodesAsABareInteger() throws {
    let id: StackElementID = 7
    #expect(try encodeJSON(id) == "7")
    #expect(try decodeJSON(StackElementID.self, from: "42") == 42)
    #expect(try roundTrip(id) == id)
  }
}
