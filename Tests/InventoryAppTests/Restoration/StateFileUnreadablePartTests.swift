import Foundation
import InventoryApp
import Testing
import Waypoint

/// A part of a state file that cannot be read at all (preferences that are not an object, a list
/// of items that is not a list, a movie's year out of range) starts from the initial state's value
/// for that part only, with one repair naming it; everything else is restored as it was saved.
@Suite struct StateFileUnreadablePartTests {
  let setup = StateFileValueRepairTests()

  /// Writes the saved state with `edit` applied to the JSON under `state`, and loads it.
  func load(
    text: [String: String] = [:], _ edit: (inout [String: Any]) throws -> Void
  ) throws -> StateFile.Restored {
    let path = try setup.file(text: text, edit)
    defer { setup.remove(path) }
    return try setup.loadRepaired(path)
  }

  /// Changes the object at `key` of the state.
  func edit(
    _ key: String, in state: inout [String: Any], _ change: (inout [String: Any]) -> Void
  ) throws {
    var part = try #require(state[key] as? [String: Any])
    change(&part)
    state[key] = part
  }

  /// Writes the saved state with its value at `key` (of the object at `part`, when given) set to
  /// the JSON text `written`, or removed when it is `nil`, and loads it.
  func load(
    _ written: String?, at key: String, in part: String? = nil
  ) throws -> StateFile.Restored {
    try load(text: ["\"VALUE\"": written ?? ""]) { state in
      let value: String? = written == nil ? nil : "VALUE"
      if let part {
        try edit(part, in: &state) { $0[key] = value }
      } else {
        state[key] = value
      }
    }
  }

  @Test(
    arguments: [
      ("\"x\"", "preferences is “x”, which cannot be read; using the initial preferences"),
      (nil, "preferences is missing; using the initial preferences"),
    ] as [(String?, String)])
  func preferencesThatCannotBeReadAreTheInitialOnes(written: String?, repair: String) throws {
    let restored = try load(written, at: "preferences")
    #expect(restored.repairs == [repair])
    #expect(restored.state == setup.savedState())
  }

  @Test(
    arguments: [
      (
        #"{"Widget": 1}"#,
        "inventory.items is an object, which cannot be read; using the initial items"
      ),
      (nil, "inventory.items is missing; using the initial items"),
    ] as [(String?, String)])
  func itemsThatAreNotAListAreTheInitialItemsAndTheDetailIsKept(written: String?, repair: String)
    throws
  {
    let restored = try load(written, at: "items", in: "inventory")
    #expect(restored.repairs == [repair])
    #expect(restored.state == setup.savedState())
  }

  @Test func moviesThatAreNotAListAreTheInitialMoviesAndTheStackIsKept() throws {
    let restored = try load("\"x\"", at: "movies", in: "movies")
    #expect(
      restored.repairs == ["movies.movies is “x”, which cannot be read; using the initial movies"])
    #expect(restored.state == setup.savedState())
  }

  @Test func anInventoryThatIsNotAnObjectIsTheInitialOneAndTheMoviesAreKept() throws {
    let restored = try load { $0["inventory"] = 12 }
    #expect(
      restored.repairs == ["inventory is 12, which cannot be read; using the initial inventory"])
    var expected = setup.savedState()
    expected.inventory = InventoryFeature.State()
    #expect(restored.state == expected)
    #expect(restored.state.movies.path.count == 1)
  }

  @Test func aStackThatIsNotAStackIsEmptyAndTheItemsAreKept() throws {
    let restored = try load {
      try edit("inventory", in: &$0) {
        $0["path"] = "x"
        $0["refreshSeconds"] = 5
      }
    }
    #expect(
      restored.repairs == ["inventory.path is “x”, which cannot be read; using the initial path"])
    var expected = setup.savedState()
    expected.inventory.path = StackState()
    expected.inventory.refreshSeconds = 5
    #expect(restored.state == expected)
  }

  @Test func aMovieNotAmongTheInitialOnesThatCannotBeReadIsRemoved() throws {
    let restored = try load(text: ["\"YEAR\"": "1e30"]) {
      try edit("movies", in: &$0) {
        var movies = $0["movies"] as? [Any] ?? []
        movies.insert("Lost Reel", at: 1)
        movies.append(["id": 99, "title": "Lost Reel", "year": "YEAR", "cast": [Int]()])
        $0["movies"] = movies
      }
    }
    #expect(
      restored.repairs == [
        "movies.movies.1 is “Lost Reel”, which cannot be read; removing it",
        "movies.movies.6 cannot be read (year is 1e+30, a number out of range); removing it",
      ])
    #expect(restored.state == setup.savedState())
  }

  @Test func aBadStackElementLeavesOutTheScreenButNotItsTab() throws {
    let path = try setup.file {
      try edit("inventory", in: &$0) {
        $0["path"] = ["ids": [0], "elements": [["detail": ["_0": "x"]]]]
      }
    }
    defer { setup.remove(path) }
    let restored = try #require(try StateFile(path: path).load())
    // The stack keeps what is below the element, and the notice names it; the items, the other
    // tab and the preferences are kept, and nothing is said to start from its initial value.
    #expect(restored.repairs.isEmpty)
    let notice = try #require(restored.notice)
    #expect(notice.contains("“state.inventory.path”: left out stack element 0"), "\(notice)")
    #expect(notice.hasSuffix("starting from the part of it that is valid."))
    var expected = setup.savedState()
    expected.inventory.path = StackState()
    #expect(restored.state == expected)
  }

  @Test func aStateWithNoPartThatCanBeReadIsNotRepairedButMovedAside() throws {
    let path = try setup.file {
      $0["inventory"] = nil
      $0["movies"] = "x"
      $0["preferences"] = []
    }
    defer { setup.remove(path) }
    let restored = try #require(try StateFile(path: path).load())
    #expect(restored.repairs.isEmpty)
    let notice = try #require(restored.notice)
    #expect(notice.hasSuffix("starting from the initial state."), "\(notice)")
    #expect(restored.state == AppFeature.State())
  }
}
