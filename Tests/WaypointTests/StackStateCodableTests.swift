import Foundation
import Testing
import Waypoint

@Suite struct StackStateCodableTests {
  @Test func encodesAsItsIDsAndItsElementsBottomFirst() throws {
    try withFreshIDs { () throws in
      var stack: StackState = ["a", "b", "c"]
      stack[id: 1] = nil
      #expect(try encodeJSON(stack) == #"{"elements":["a","c"],"ids":[0,2]}"#)
      #expect(try decodeJSON(StackState<String>.self, from: encodeJSON(stack)) == stack)
    }
  }

  @Test func theEarlierLayoutOfOneEntryAnElementStillDecodes() throws {
    try withFreshIDs { () throws in
      let stack = try decodeJSON(
        StackState<String>.self, from: #"[{"element":"a","id":0},{"element":"c","id":2}]"#)
      #expect(stack.ids == [0, 2])
      #expect(Array(stack) == ["a", "c"])
    }
  }

  @Test(arguments: [
    (
      #"{"ids":[1,4,1],"elements":["a","b","c"]}"#,
      "Element 2 repeats the ID 1 of an element below it.", [2]
    ),
    (#"{"ids":[1,4],"elements":["a","b","c"]}"#, "The stack has 2 IDs for 3 elements.", []),
    (#"{"ids":[1,4,5],"elements":["a","b"]}"#, "The stack has 3 IDs for 2 elements.", []),
    (
      #"{"ids":[9223372036854775807],"elements":["a"]}"#,
      "Element 0 has the ID 9223372036854775807, above 9007199254740992, the largest an ID may be.",
      [0]
    ),
  ])
  func aCorruptStackIsDataCorrupted(json: String, message: String, index: [Int]) throws {
    let generator = StackElementIDGenerator.incrementing()
    withDependencies {
      $0.stackElementID = generator
    } operation: {
      let error = #expect(throws: DecodingError.self) {
        try decodeJSON(StackState<String>.self, from: json)
      }
      guard case .dataCorrupted(let context)? = error else {
        Issue.record("Expected dataCorrupted, got \(String(describing: error))")
        return
      }
      #expect(context.debugDescription == message)
      #expect(context.codingPath.compactMap(\.intValue) == index)
    }
    #expect(generator.peek() == 0)
  }

  @Test func roundTripKeepsElementsOrderAndIDs() throws {
    try withFreshIDs { () throws in
      var stack: StackState = ["a", "b", "c", "d"]
      stack[id: 1] = nil
      stack.insert("e", at: 0)
      let decoded = try roundTrip(stack)
      #expect(decoded == stack)
      #expect(Array(decoded.ids) == [4, 0, 2, 3])
      #expect(Array(decoded) == ["e", "a", "c", "d"])
    }
  }

  @Test func roundTripOfEmptyStack() throws {
    try withFreshIDs { () throws in
      let stack = StackState<Int>()
      #expect(try encodeJSON(stack) == #"{"elements":[],"ids":[]}"#)
      #expect(try roundTrip(stack) == stack)
    }
  }

  @Test func roundTripKeepsEnumElements() throws {
    try withFreshIDs { () throws in
      let stack: StackState<Screen> = [
        .list(ListState(query: "bolts")),
        .detail(DetailState(title: "Hex bolt")),
        .detail(DetailState(title: "Washer")),
      ]
      let decoded = try roundTrip(stack)
      #expect(decoded == stack)
      #expect(decoded[id: 1, case: \.detail]?.title == "Hex bolt")
    }
  }

  @Test func decodingKeepsTheIDsOfThePayload() throws {
    try withFreshIDs { () throws in
      let stack = try decodeJSON(
        StackState<String>.self,
        from: #"[{"id":5,"element":"a"},{"id":2,"element":"b"}]"#
      )
      #expect(Array(stack.ids) == [5, 2])
      #expect(stack[id: 5] == "a")
      #expect(stack[id: 2] == "b")
    }
  }

  @Test func duplicateIDsThrowDataCorrupted() throws {
    let json = #"[{"id":1,"element":"a"},{"id":4,"element":"b"},{"id":1,"element":"c"}]"#
    let generator = StackElementIDGenerator.incrementing()
    try withDependencies {
      $0.stackElementID = generator
    } operation: {
      var decoded: StackState<String>?
      let error = #expect(throws: DecodingError.self) {
        decoded = try decodeJSON(StackState<String>.self, from: json)
      }
      guard case .dataCorrupted(let context) = try #require(error) else {
        Issue.record("Expected dataCorrupted, got \(String(describing: error))")
        return
      }
      #expect(context.debugDescription == "Element 2 repeats the ID 1 of an element below it.")
      // The path names the duplicate (the third entry), not an index past the end.
      #expect(context.codingPath.map(\.intValue) == [2])
      #expect(decoded == nil)
    }
    // Nothing of the rejected payload leaks out: the generator was not advanced by its IDs.
    #expect(generator.peek() == 0)
  }

  @Test func malformedEntriesThrow() {
    withFreshIDs {
      #expect(throws: DecodingError.self) {
        try decodeJSON(StackState<String>.self, from: #"[{"element":"a"}]"#)
      }
      #expect(throws: DecodingError.self) {
        try decodeJSON(StackState<String>.self, from: #"[{"id":"zero","element":"a"}]"#)
      }
      #expect(throws: DecodingError.self) {
        try decodeJSON(StackState<String>.self, from: #"{"0":"a"}"#)
      }
    }
  }

  @Test func decodingAdvancesTheGeneratorPastTheLargestID() throws {
    try withFreshIDs { () throws in
      var stack = try decodeJSON(
        StackState<String>.self,
        from: #"[{"id":3,"element":"a"},{"id":9,"element":"b"},{"id":4,"element":"c"}]"#
      )
      stack.append("d")
      stack.insert("e", at: 0)
      #expect(Array(stack.ids) == [11, 3, 9, 4, 10])
    }
  }

  @Test func decodingNeverMovesTheGeneratorBackwards() throws {
    try withFreshIDs(from: 50) { () throws in
      var stack = try decodeJSON(StackState<String>.self, from: #"[{"id":3,"element":"a"}]"#)
      stack.append("b")
      #expect(Array(stack.ids) == [3, 50])
    }
  }

  @Test func appendsAfterARoundTripNeverCollideWithTheDecodedIDs() throws {
    let saved = try withFreshIDs {
      var stack: StackState = ["a", "b", "c"]
      stack.append("d")
      return try JSONEncoder().encode(stack)
    }
    // A new launch: the generator starts again at 0.
    try withFreshIDs { () throws in
      var restored = try JSONDecoder().decode(StackState<String>.self, from: saved)
      restored.append(contentsOf: ["e", "f", "g", "h", "i"])
      #expect(Set(restored.ids).count == restored.count)
      #expect(Array(restored.ids) == [0, 1, 2, 3, 4, 5, 6, 7, 8])
    }
  }
}
