import CustomDump
import Foundation
import TestSupport
import Testing
import Waypoint
import WaypointRestoration
import WaypointTesting

/// Snapshots as the coder writes and reads them: versioned, under stable names, and read back
/// whole or in their longest valid part, never with a crash.
@Suite struct SnapshotCoderTests {
  let coder = SnapshotCoder<Navigation>(schema: 1)

  @Test func aSnapshotReadsBackWholeWithItsVersionAndDate() throws {
    let state = Navigation.sample()
    let savedAt = Date(timeIntervalSince1970: 1_795_000_000)
    let snapshot = try coder.encode(state, savedAt: savedAt)
    let restored = coder.decode(snapshot)
    expectNoDifference(restored.state, state)
    #expect(restored.report.isClean)
    #expect(restored.schema == 1)
    #expect(restored.savedAt == savedAt)
    let envelope = try json(snapshot)
    #expect(envelope["format"] == 1)
    #expect(envelope["schema"] == 1)
    #expect(envelope["savedAt"] == "2026-11-18T11:06:40Z")
  }

  @Test func destinationsAreWrittenUnderTheirCaseNamesNeverTypeNames() throws {
    let text = String(decoding: try coder.encode(Navigation.sample()), as: UTF8.self)
    #expect(text.contains(#""detail":{"#))
    #expect(text.contains(#""notes":{"#))
    for typeName in ["Screen", "Detail", "Editor", "Navigation", "$s", "WaypointRestorationTests"] {
      #expect(!text.contains(typeName), "\(typeName)")
    }
  }

  @Test func restoredStackElementsKeepTheirIDsAndTheGeneratorMovesPastThem() throws {
    var state = Navigation.sample(count: 3)
    withDependencies {
      $0.stackElementID = .incrementing(from: 40)
    } operation: {
      state.path.append(.notes("forty"))
    }
    let snapshot = try coder.encode(state)
    try withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      var restored = try #require(coder.decode(snapshot).state)
      #expect(restored.path.ids == [0, 1, 2, 40])
      restored.path.append(.notes("next"))
      #expect(restored.path.ids.last == 41)
    }
  }

  @Test func aThreeStepMigrationRunsEveryStepInOrder() throws {
    // Version 1 called the title "name"; version 2 renamed it; version 3 renamed the case
    // "note" to "notes"; version 4 wrapped the query in an object.
    let old: JSONValue = [
      "format": 1, "schema": 1, "savedAt": "2026-01-01T00:00:00Z",
      "state": [
        "name": "Old",
        "path": [["id": 3, "element": ["note": ["_0": "kept"]]]],
        "sheet": ["query": "q"],
      ],
    ]
    let steps = LockIsolated<[Int]>([])
    let migrating = SnapshotCoder<Navigation>(
      schema: 4,
      migrations: [
        SnapshotMigration(from: 3) { state in
          steps.withValue { $0.append(3) }
          let text = state["sheet"]?["query"]?["text"]
          state["sheet"]?["query"] = text
        },
        SnapshotMigration(from: 1) { state in
          steps.withValue { $0.append(1) }
          state.renameKey("name", to: "title")
        },
        SnapshotMigration(from: 2) { state in
          steps.withValue { $0.append(2) }
          state["path"]?.mapElements { $0["element"]?.renameKey("note", to: "notes") }
          let query = state["sheet"]?["query"] ?? ""
          state["sheet"]?["query"] = ["text": query]
        },
      ])
    let restored = migrating.decode(try data(old))
    #expect(restored.report.isClean, "\(restored.report)")
    #expect(steps.value == [1, 2, 3])
    #expect(restored.schema == 1)
    var expected = Navigation(title: "Old")
    expected.path = try JSONDecoder().decode(
      StackState<Screen>.self, from: Data(#"[{"id":3,"element":{"notes":{"_0":"kept"}}}]"#.utf8))
    expected.sheet = Sheet(query: "q")
    expectNoDifference(restored.state, expected)
  }

  @Test func aSnapshotFromANewerAppIsRejectedWithAClearReport() throws {
    var snapshot = try json(SnapshotCoder<Navigation>(schema: 7).encode(.sample()))
    let restored = coder.decode(try data(snapshot))
    #expect(restored.state == nil)
    #expect(restored.report.problems == [.futureSchema(found: 7, current: 1)])
    #expect(
      "\(restored.report)"
        == "the snapshot was saved by a newer version of the app (schema 7; this version reads up to 1)"
    )
    snapshot["format"] = 2
    #expect(
      coder.decode(try data(snapshot)).report.problems == [
        .futureFormat(found: 2, supported: 1)
      ])
  }

  @Test func aVersionWithoutAStepOrAStepThatThrowsRestoresNothingAndSaysWhich() throws {
    struct Unreadable: Error, CustomStringConvertible {
      var description: String { "no title to move" }
    }
    let old = try SnapshotCoder<Navigation>(schema: 1).encode(.sample())
    let gap = SnapshotCoder<Navigation>(
      schema: 3, migrations: [SnapshotMigration(from: 1) { _ in }])
    #expect(gap.decode(old).report.problems == [.missingMigration(from: 2, current: 3)])
    let failing = SnapshotCoder<Navigation>(
      schema: 2, migrations: [SnapshotMigration(from: 1) { _ in throw Unreadable() }])
    let restored = failing.decode(old)
    #expect(restored.state == nil)
    #expect(restored.report.problems == [.migrationFailed(from: 1, reason: "no title to move")])
  }

  @Test(arguments: [
    (Data(), RestorationReport.Problem.empty),
    (Data("not json".utf8), nil),
    (Data([0xFF, 0xFE, 0x00, 0x13]), nil),
    (Data(#"{"format":1,"schema":1,"state":{"title":"x","path":["#.utf8), nil),
    (Data("[1, 2, 3]".utf8), .notASnapshot("it is not an object")),
    (
      Data(#"{"format":"one","schema":1,"state":{}}"#.utf8),
      .notASnapshot("“format” has the wrong type")
    ),
    (Data(#"{"schema":1,"state":{}}"#.utf8), .notASnapshot("it lacks “format”")),
    (Data(#"{"format":1,"state":{}}"#.utf8), .notASnapshot("it lacks “schema”")),
    (Data(#"{"format":1,"schema":1}"#.utf8), .notASnapshot("it lacks “state”")),
    (
      Data(#"{"format":1,"schema":1,"state":{"path":[]}}"#.utf8),
      .stateUnreadable("it lacks “title”")
    ),
    (Data(#"{"format":1,"schema":1,"state":7}"#.utf8), nil),
  ])
  func unreadableDataRestoresNothingAndSaysWhy(
    data: Data, problem: RestorationReport.Problem?
  ) throws {
    let restored = coder.decode(data)
    #expect(restored.state == nil)
    let only = try #require(restored.report.problems.first)
    #expect(restored.report.problems.count == 1)
    if let problem {
      #expect(only == problem)
    } else {
      switch only {
      case .notJSON, .notASnapshot, .stateUnreadable: break
      default: Issue.record("unexpected problem \(only)")
      }
    }
  }

  @Test func aStackKeepsTheElementsBeforeTheFirstBadOne() throws {
    let state = Navigation.sample(count: 6)
    var snapshot = try json(coder.encode(state))
    // Element 3 has lost its "name" (a field renamed in a newer build, say).
    changeEntry(3, of: &snapshot) { $0["element"]?["detail"]?["_0"]?["name"] = nil }
    let restored = coder.decode(try data(snapshot))
    var expected = state
    expected.path.pop(from: 3)
    expectNoDifference(restored.state, expected)
    #expect(
      restored.report.problems == [
        .leftOut(
          .init(
            path: "state.path", kind: .stackElements(from: 3, count: 3),
            reason: "element 3 does not decode: it lacks “name” at “detail._0”"))
      ])
  }

  @Test func anUnknownDestinationNameEndsTheStackThere() throws {
    var snapshot = try json(coder.encode(Navigation.sample()))
    changeEntry(2, of: &snapshot) { $0["element"]?.renameKey("notes", to: "scribbles") }
    let restored = coder.decode(try data(snapshot))
    #expect(restored.state?.path.ids == [0, 1])
    guard case .leftOut(let loss) = restored.report.problems.first else {
      Issue.record("\(restored.report)")
      return
    }
    #expect(loss.kind == .stackElements(from: 2, count: 2))
  }

  @Test func duplicateStackIDsEndTheStackAtTheRepeat() throws {
    var snapshot = try json(coder.encode(Navigation.sample()))
    changeEntry(3, of: &snapshot) { $0["id"] = 1 }
    let restored = coder.decode(try data(snapshot))
    #expect(restored.state?.path.ids == [0, 1, 2])
    #expect(
      restored.report.problems == [
        .leftOut(
          .init(
            path: "state.path", kind: .stackElements(from: 3, count: 1),
            reason: "element 3 repeats the ID 1 of an element below it"))
      ])
  }

  @Test func aBadPresentationIsLeftOutWithEverythingBeneathItAndItsParentStays() throws {
    let state = Navigation.sample()
    var snapshot = try json(coder.encode(state))
    // The editor on element 1 lost its draft; the alert it presents goes with it.
    changeEntry(1, of: &snapshot) { $0["element"]?["detail"]?["_0"]?["editor"]?["draft"] = 42 }
    // And the root's sheet is not a sheet at all.
    snapshot["state"]?["sheet"] = "oops"
    let restored = coder.decode(try data(snapshot))
    var expected = state
    expected.path[id: 1, case: \.detail]?.editor = nil
    expected.sheet = nil
    expectNoDifference(restored.state, expected)
    #expect(
      restored.report.problems.map(\.description) == [
        "“state.path.elements.1.detail._0.editor”: left out the presentation and what it presents: "
          + "a value has the wrong type at “draft”: Expected to decode String but found number instead",
        "“state.sheet”: left out the presentation and what it presents: "
          + "a value has the wrong type: Expected to decode Dictionary<String, Any> but found a string instead",
      ])
  }

  @Test(arguments: [Int.max, Int.max - 1, (1 << 53) + 1])
  func idsTooLargeToCountPastAreRefusedAndTheStackStillGrows(id: Int) throws {
    var snapshot = try json(coder.encode(Navigation.sample(count: 2)))
    changeEntry(1, of: &snapshot) { $0["id"] = .int(id) }
    try withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      var state = try #require(coder.decode(try data(snapshot)).state)
      #expect(state.path.ids == [0])
      state.path.append(.notes("next"))
      state.path.append(contentsOf: [.notes("and"), .notes("more")])
      #expect(state.path.ids == [0, 1, 2, 3])
    }
    // The largest ID allowed restores, and the stack grows past it.
    changeEntry(1, of: &snapshot) { $0["id"] = .int(1 << 53) }
    try withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      var state = try #require(coder.decode(try data(snapshot)).state)
      state.path.append(contentsOf: [.notes("and"), .notes("more")])
      #expect(state.path.ids.last == StackElementID(integerLiteral: (1 << 53) + 2))
    }
  }

  @Test func tenThousandMutationsNeverCrashAndAlwaysRestoreAStateThatEncodesAgain() throws {
    let valid = try coder.encode(
      Navigation.sample(count: 5), savedAt: Date(timeIntervalSince1970: 0))
    let stack = try json(valid)["state"]!["path"]!
    let pairs = zip(stack["ids"]!.arrayValue!, stack["elements"]!.arrayValue!).map { ($0, $1) }
    var generator = SplitMix64(seed: 0x5AFE_0017)
    var outcomes: [String: Int] = [:]
    let runs = repetitionCount(10_000)
    for _ in 0..<runs {
      var bytes = [UInt8](valid)
      switch Int.random(in: 0..<5, using: &generator) {
      case 0:  // bit flips
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
          let index = Int.random(in: 0..<bytes.count, using: &generator)
          bytes[index] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &generator)
        }
      case 1:  // truncation
        bytes.removeLast(Int.random(in: 1...bytes.count, using: &generator))
      case 2:  // insertions
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
          let insert = Array("{}[],:\"0-9eE.tfn\\ ".utf8).randomElement(using: &generator)!
          bytes.insert(insert, at: Int.random(in: 0...bytes.count, using: &generator))
        }
      case 3:  // swapped elements, some with the same ID, some with an ID too many or too few
        var snapshot = try json(valid)
        var swapped = pairs.shuffled(using: &generator)
        if Bool.random(using: &generator) { swapped[0].0 = swapped[swapped.count - 1].0 }
        var ids = swapped.map(\.0)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: ids.removeLast()
        case 1: ids.append(99)
        default: break
        }
        snapshot["state"]?["path"] = ["ids": .array(ids), "elements": .array(swapped.map(\.1))]
        bytes = [UInt8](try data(snapshot))
      default:  // a removed or retyped field somewhere
        var text = String(decoding: bytes, as: UTF8.self)
        let fields = ["\"name\"", "\"item\"", "\"draft\"", "\"query\"", "\"title\"", "\"id\""]
        let field = fields.randomElement(using: &generator)!
        text = text.replacingOccurrences(
          of: field, with: Bool.random(using: &generator) ? "\"x\"" : "\"name\"")
        bytes = [UInt8](text.utf8)
      }
      let restored = coder.decode(Data(bytes))
      outcomes[
        restored.state == nil ? "nothing" : restored.report.isClean ? "whole" : "part", default: 0] +=
        1
      if let state = restored.state {
        // What was restored is a state like any other: it saves and restores whole again.
        let again = coder.decode(try coder.encode(state))
        #expect(again.report.isClean)
        #expect(again.state == state)
      } else {
        #expect(!restored.report.isClean)
      }
    }
    // The mutations reach every outcome (each is more than 1% of the runs).
    #expect(outcomes["nothing", default: 0] > runs / 100)
    #expect(outcomes["part", default: 0] > runs / 100)
    #expect(outcomes["whole", default: 0] > runs / 100)
  }
}
