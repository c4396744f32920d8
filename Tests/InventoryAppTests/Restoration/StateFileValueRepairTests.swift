import Foundation
import InventoryApp
import Testing
import Waypoint

/// A state file with one bad value keeps everything else: the item or field at fault is
/// repaired or removed, each with a sentence saying so, and the rest of the inventory and the
/// navigation are restored as they were saved.
@Suite struct StateFileValueRepairTests {
  /// A saved state with a detail of Widget open and the Movies tab shown, with the same stack
  /// IDs each time.
  func savedState() -> AppFeature.State {
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      var state = AppFeature.State(selectedTab: .movies)
      state.inventory.path.append(.detail(state.inventory.detail(for: Item.samples[0])))
      state.movies.path.append(
        .movie(MovieFeature.State(movie: MovieCatalog.standard.movies[0])))
      return state
    }
  }

  /// Writes ``savedState()`` to a new file, changed by `edit` (the JSON under `state`), and then
  /// by replacing each key of `text` in the file's text with its value.
  func file(
    text: [String: String] = [:], _ edit: (inout [String: Any]) throws -> Void = { _ in }
  ) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("repair-\(UUID()).json").path
    try StateFile(path: path).save(savedState())
    var json = try #require(
      JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        as? [String: Any])
    var state = try #require(json["state"] as? [String: Any])
    try edit(&state)
    json["state"] = state
    var contents = String(
      decoding: try JSONSerialization.data(withJSONObject: json, options: .sortedKeys),
      as: UTF8.self)
    for (placeholder, value) in text {
      contents = contents.replacingOccurrences(of: placeholder, with: value)
    }
    try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  func remove(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
    try? FileManager.default.removeItem(atPath: path + ".quarantine")
  }

  /// Changes the item at `index` of the inventory.
  func editItem(
    _ index: Int, in state: inout [String: Any], _ change: (inout [String: Any]) -> Void
  ) throws {
    var inventory = try #require(state["inventory"] as? [String: Any])
    var items = try #require(inventory["items"] as? [[String: Any]])
    change(&items[index])
    inventory["items"] = items
    state["inventory"] = inventory
  }

  /// Loads a file that must restore whole after its repairs, and checks that nothing was moved.
  func loadRepaired(_ path: String) throws -> StateFile.Restored {
    let restored = try #require(try StateFile(path: path).load())
    #expect(restored.notice == nil, "\(restored.notice ?? "")")
    #expect(FileManager.default.fileExists(atPath: path))
    #expect(!FileManager.default.fileExists(atPath: path + ".quarantine"))
    return restored
  }

  @Test func anItemOfAKindTheAppDoesNotHaveKeepsItsOtherValuesAndTheRestIsRestored() throws {
    let path = try file { try editItem(3, in: &$0) { $0["kind"] = "spaceship" } }
    defer { remove(path) }
    let restored = try loadRepaired(path)
    #expect(
      restored.repairs == [
        "inventory.items: Hammer (item 4) has kind “spaceship”, which is not one of gadget, "
          + "tool, fastener; using gadget"
      ])
    var expected = savedState()
    expected.inventory.items[id: 4]?.kind = .gadget
    #expect(restored.state == expected)
  }

  @Test func aKindWrittenInAnotherCaseIsTheKindItNames() throws {
    let path = try file { try editItem(3, in: &$0) { $0["kind"] = "Tool" } }
    defer { remove(path) }
    let restored = try loadRepaired(path)
    #expect(restored.repairs == ["inventory.items: Hammer (item 4) has kind “Tool”; using tool"])
    #expect(restored.state == savedState())
  }

  @Test(arguments: [
    ("\"twelve\"", 0, "has quantity “twelve”, which is not a number; using 0"),
    ("\"12\"", 12, "has quantity “12”, a number written as text; using 12"),
    ("null", 0, "has quantity null, which is not a number; using 0"),
    ("2.5", 2, "has quantity 2.5, not a whole number; using 2"),
    ("1e30", 1_000_000, "has quantity 1e+30, a number out of range; using 1000000"),
    ("99999999999999999999", 1_000_000, "has quantity 1e+20, a number out of range; using 1000000"),
    ("-1e30", 0, "has quantity -1e+30, a number out of range; using 0"),
  ])
  func aQuantityThatIsNotAWholeNumberIsRepairedAndSaysWhatItWas(
    written: String, quantity: Int, repair: String
  ) throws {
    let path = try file(text: ["\"QUANTITY\"": written]) {
      try editItem(0, in: &$0) { $0["quantity"] = "QUANTITY" }
    }
    defer { remove(path) }
    let restored = try loadRepaired(path)
    #expect(restored.repairs == ["inventory.items: Widget (item 1) \(repair)"])
    var expected = savedState()
    expected.inventory.items[id: 1]?.quantity = quantity
    #expect(restored.state.inventory.items == expected.inventory.items)
    // The detail of Widget shows the repaired item.
    #expect(restored.state.inventory.path.first?.detail?.item.quantity == quantity)
  }

  @Test func aMissingQuantityBecomesZero() throws {
    let path = try file { try editItem(1, in: &$0) { $0["quantity"] = nil } }
    defer { remove(path) }
    let restored = try loadRepaired(path)
    #expect(restored.repairs == ["inventory.items: Gizmo (item 2) has no quantity; using 0"])
    #expect(restored.state.inventory.items[id: 2]?.quantity == 0)
  }

  @Test func aRefreshIntervalTooLargeForItsTypeIsNamedAndReplaced() throws {
    let path = try file(text: ["\"SECONDS\"": "1e30"]) {
      $0["preferences"] = ["refreshSeconds": "SECONDS"]
    }
    defer { remove(path) }
    let restored = try loadRepaired(path)
    #expect(
      restored.repairs == [
        "preferences.refreshSeconds is 1e+30, but must be 1 to 3600 seconds; using 2"
      ])
    #expect(restored.state == savedState())
  }

  @Test(arguments: [
    ("\"spaceship\"", "selectedTab is “spaceship”, which is not a tab (inventory, movies)"),
    ("3", "selectedTab is 3, which is not a tab (inventory, movies)"),
  ])
  func aTabTheAppDoesNotHaveShowsTheFirstTabAndKeepsTheRest(written: String, repair: String)
    throws
  {
    let path = try file(text: ["\"TAB\"": written]) { $0["selectedTab"] = "TAB" }
    defer { remove(path) }
    let restored = try loadRepaired(path)
    #expect(restored.repairs == ["\(repair); showing inventory"])
    var expected = savedState()
    expected.selectedTab = .inventory
    #expect(restored.state == expected)
  }

  @Test func aDuplicatedItemIsRemovedAndTheFirstIsKept() throws {
    let path = try file {
      var inventory = try #require($0["inventory"] as? [String: Any])
      var items = try #require(inventory["items"] as? [[String: Any]])
      items.insert(["id": 2, "name": "Gizmo copy", "kind": "tool", "quantity": 9], at: 4)
      inventory["items"] = items
      $0["inventory"] = inventory
    }
    defer { remove(path) }
    let restored = try loadRepaired(path)
    #expect(
      restored.repairs == [
        "inventory.items: Gizmo copy (item 2) repeats the id of Gizmo above it; removing it"
      ])
    #expect(restored.state == savedState())
  }

  @Test(arguments: [
    ("\"abc\"", "inventory.items: Hammer has id “abc”, which is not a number; removing it"),
    ("1e30", "inventory.items: Hammer has id 1e+30, outside 1 to 1000000; removing it"),
    ("null", "inventory.items: Hammer has id null, which is not a number; removing it"),
  ])
  func anItemWithoutAUsableIDIsRemovedAndTheOthersKept(written: String, repair: String) throws {
    let path = try file(text: ["\"ID\"": written]) {
      try editItem(3, in: &$0) { $0["id"] = "ID" }
    }
    defer { remove(path) }
    let restored = try loadRepaired(path)
    #expect(restored.repairs == [repair])
    var expected = savedState()
    expected.inventory.items.remove(id: 4)
    #expect(restored.state == expected)
  }

  @Test func anIDWrittenAsTextIsRead() throws {
    let path = try file { try editItem(3, in: &$0) { $0["id"] = "4" } }
    defer { remove(path) }
    let restored = try loadRepaired(path)
    #expect(
      restored.repairs == [
        "inventory.items: Hammer has id “4”, a number written as text; using 4"
      ])
    #expect(restored.state == savedState())
  }

  @Test func anEntryThatIsNotAnItemIsRemoved() throws {
    let path = try file {
      var inventory = try #require($0["inventory"] as? [String: Any])
      var items = try #require(inventory["items"] as? [Any])
      items.insert("Sprocket", at: 2)
      inventory["items"] = items
      $0["inventory"] = inventory
    }
    defer { remove(path) }
    let restored = try loadRepaired(path)
    #expect(restored.repairs == ["inventory.items.2 is “Sprocket”, not an item; removing it"])
    #expect(restored.state == savedState())
  }

  @Test func aBlankOrMissingNameBecomesUntitled() throws {
    let path = try file {
      try editItem(1, in: &$0) { $0["name"] = "  " }
      try editItem(2, in: &$0) { $0["name"] = nil }
      try editItem(4, in: &$0) { $0["name"] = "" }
    }
    defer { remove(path) }
    let restored = try loadRepaired(path)
    #expect(
      restored.repairs == [
        "inventory.items: item 3 has no name; naming it “Untitled”",
        "inventory.items: item 2 has a blank name (“  ”); naming it “Untitled”",
        "inventory.items: item 5 has an empty name; naming it “Untitled”",
      ])
    #expect(
      restored.state.inventory.items.map(\.name) == [
        "Widget", "Untitled", "Untitled", "Hammer", "Untitled", "Bolt", "Nut",
      ])
  }

  @Test func everyBadValueIsRepairedAtOnceAndTheRepairedStateNeedsNoMore() throws {
    let path = try file(text: ["\"QUANTITY\"": "99999999999999999999"]) {
      $0["selectedTab"] = "spaceship"
      try editItem(0, in: &$0) { $0["quantity"] = "QUANTITY" }
      try editItem(1, in: &$0) { $0["quantity"] = "twelve" }
      try editItem(2, in: &$0) { $0["name"] = "" }
      try editItem(3, in: &$0) { $0["kind"] = "spaceship" }
      try editItem(5, in: &$0) { $0["id"] = 1 }
    }
    defer { remove(path) }
    let restored = try loadRepaired(path)
    #expect(restored.repairs.count == 6, "\(restored.repairs)")
    #expect(
      restored.state.inventory.items.map(\.name) == [
        "Widget", "Gizmo", "Untitled", "Hammer", "Wrench", "Nut",
      ])
    #expect(restored.state.inventory.path.first?.detail?.item.name == "Widget")
    #expect(restored.state.movies.path.count == 1)
    // Saved again, the state reads back as it is.
    try StateFile(path: path).save(restored.state)
    #expect(
      try StateFile(path: path).load()
        == StateFile.Restored(state: restored.state, repairs: []))
  }

  @Test func controlCharactersFromTheFileAreEscapedInRepairs() throws {
    let path = try file {
      try editItem(0, in: &$0) {
        $0["name"] = "Wid\u{1B}[2Jget"
        $0["kind"] = "\u{1B}]0;owned\u{07}"
        $0["quantity"] = "\u{9B}31m"
      }
    }
    defer { remove(path) }
    let restored = try loadRepaired(path)
    #expect(
      restored.repairs == [
        #"inventory.items: Wid\u{1B}[2Jget (item 1) has kind “\u{1B}]0;owned\u{7}”, which is not one of gadget, tool, fastener; using gadget"#,
        #"inventory.items: Wid\u{1B}[2Jget (item 1) has quantity “\u{9B}31m”, which is not a number; using 0"#,
      ])
    for repair in restored.repairs {
      #expect(!repair.unicodeScalars.contains { $0.properties.generalCategory == .control })
    }
  }

  @Test func aMovieYearOutOfRangeIsTheInitialOneAndEverythingElseIsKept() throws {
    let path = try file(text: ["\"YEAR\"": "1e30"]) {
      var movies = try #require($0["movies"] as? [String: Any])
      var list = try #require(movies["movies"] as? [[String: Any]])
      list[0]["year"] = "YEAR"
      movies["movies"] = list
      $0["movies"] = movies
    }
    defer { remove(path) }
    let restored = try loadRepaired(path)
    #expect(
      restored.repairs == ["movies.movies.0.year is 1e+30, a number out of range; using 1998"])
    #expect(restored.state == savedState())
  }

  /// Changes the detail at the bottom of the inventory's stack.
  func editDetail(
    in state: inout [String: Any], _ change: (inout [String: Any]) -> Void
  ) throws {
    var inventory = try #require(state["inventory"] as? [String: Any])
    var path = try #require(inventory["path"] as? [String: Any])
    var elements = try #require(path["elements"] as? [[String: Any]])
    var screen = try #require(elements[0]["detail"] as? [String: Any])
    var detail = try #require(screen["_0"] as? [String: Any])
    change(&detail)
    screen["_0"] = detail
    elements[0]["detail"] = screen
    path["elements"] = elements
    inventory["path"] = path
    state["inventory"] = inventory
  }

  @Test(
    arguments: [
      (
        "refreshSeconds", "1e30", 2,
        "inventory.path.0.refreshSeconds is 1e+30, but must be 1 to 3600 seconds; using 2"
      ),
      (
        "refreshSeconds", "5.5", 5,
        "inventory.path.0.refreshSeconds is 5.5, not a whole number; using 5"
      ),
      (
        "stockLevel", "1e30", nil,
        "inventory.path.0.stockLevel is 1e+30, a number out of range; reading it again"
      ),
      ("stockLevel", "2.5", 2, "inventory.path.0.stockLevel is 2.5, not a whole number; using 2"),
      (
        "refreshCount", "1e30", 0,
        "inventory.path.0 has refreshCount 1e+30, a number out of range; using 0"
      ),
      (
        "refreshCount", "3.5", 3,
        "inventory.path.0 has refreshCount 3.5, not a whole number; using 3"
      ),
    ] as [(String, String, Int?, String)])
  func aNumberOfADetailThatIsNotAWholeNumberIsRepairedAndTheDetailKept(
    key: String, written: String, value: Int?, repair: String
  ) throws {
    let path = try file(text: ["\"NUMBER\"": written]) {
      try editDetail(in: &$0) { $0[key] = "NUMBER" }
    }
    defer { remove(path) }
    let restored = try loadRepaired(path)
    #expect(restored.repairs == [repair])
    var expected = savedState()
    let id = try #require(expected.inventory.path.ids.first)
    switch key {
    case "refreshSeconds": expected.inventory.path[id: id, case: \.detail]?.refreshSeconds = value!
    case "stockLevel": expected.inventory.path[id: id, case: \.detail]?.stockLevel = value
    default: expected.inventory.path[id: id, case: \.detail]?.refreshCount = value!
    }
    #expect(restored.state == expected)
  }

  @Test func aDetailWithoutItsIntervalOrCountGetsTheOnesItStartsWith() throws {
    let path = try file {
      try editDetail(in: &$0) {
        $0["refreshSeconds"] = nil
        $0["refreshCount"] = nil
      }
    }
    defer { remove(path) }
    let restored = try loadRepaired(path)
    #expect(
      restored.repairs == [
        "inventory.path.0.refreshSeconds is missing; using 2",
        "inventory.path.0 has no refreshCount; using 0",
      ])
    #expect(restored.state == savedState())
  }

  @Test func aQuantityInAFormThatIsNotAWholeNumberIsRepairedAndTheSheetKept() throws {
    let path = try file(text: ["\"ADDED\"": "1e30", "\"EDITED\"": "2.5"]) {
      try editDetail(in: &$0) {
        $0["destination"] = [
          "edit": [
            "_0": ["item": ["id": 1, "name": "Widget", "kind": "gadget", "quantity": "EDITED"]]
          ]
        ]
      }
      var inventory = try #require($0["inventory"] as? [String: Any])
      inventory["addItem"] = [
        "item": ["id": 8, "name": "Sprocket", "kind": "tool", "quantity": "ADDED"]
      ]
      $0["inventory"] = inventory
    }
    defer { remove(path) }
    let restored = try loadRepaired(path)
    #expect(
      restored.repairs == [
        "inventory.path.0.destination has quantity 2.5, not a whole number; using 2",
        "inventory.addItem has quantity 1e+30, a number out of range; using 1000000",
        // Both sheets were repaired; the list's then closes, since the detail presents one.
        "inventory.addItem is open while a detail presents something; closing the sheet",
      ])
    var expected = savedState()
    var widget = Item.samples[0]
    widget.quantity = 2
    let id = try #require(expected.inventory.path.ids.first)
    expected.inventory.path[id: id, case: \.detail]?.destination = .edit(
      ItemFormFeature.State(item: widget))
    #expect(restored.state == expected)
  }

  @Test func aStackIDThatIsNotAWholeNumberLeavesOutItsScreenAndSaysWhich() throws {
    let path = try file(text: ["\"IDS\"": "[1e30]"]) {
      var inventory = try #require($0["inventory"] as? [String: Any])
      var stack = try #require(inventory["path"] as? [String: Any])
      stack["ids"] = "IDS"
      inventory["path"] = stack
      $0["inventory"] = inventory
    }
    defer { remove(path) }
    let restored = try #require(try StateFile(path: path).load())
    let notice = try #require(restored.notice)
    // The stack's own recovery leaves the screen out, and the notice names the stack, the
    // element, its ID and the number; the rest is kept.
    #expect(
      notice.contains(
        "could not be restored whole: “state.inventory.path”: left out stack element 0: ID 0 "))
    #expect(notice.contains("1e30"), "\(notice)")
    #expect(!notice.contains("numberIsNotRepresentable"), "\(notice)")
    #expect(notice.hasSuffix("starting from the part of it that is valid."))
    #expect(restored.repairs.isEmpty)
    var expected = savedState()
    expected.inventory.path = StackState()
    #expect(restored.state == expected)
  }
}
