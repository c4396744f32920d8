import Foundation
import TestSupport
import Testing
import Waypoint
import WaypointRestoration
import WaypointRules
import WaypointTesting

/// A saved state with the rules' stack, and sections that each hold another.
struct Saved: Codable, Equatable {
  var path = StackState<Path.State>()
  var drafts: [String] = []
  var sections: [Section] = []

  struct Section: Codable, Equatable {
    var path = StackState<Path.State>()
  }
}

@Suite struct RestoringWithRulesTests {
  func snapshot(_ elements: [Path.State]) throws -> Data {
    let state = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      Saved(path: StackState(elements), drafts: ["a"])
    }
    return try SnapshotCoder<Saved>().encode(state)
  }

  @Test func aRestoredStackThatBreaksTheRulesKeepsItsLongestValidPrefix() throws {
    let data = try snapshot([.detail(1), .edit, .edit, .detail(2)])
    let restored = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      SnapshotCoder<Saved>(checks: [pathRules]).decode(data)
    }
    let state = try #require(restored.state)
    #expect(state.path.map(\.caseName) == ["detail", "edit"])
    #expect(state.path.ids.elements == [0, 1])
    #expect(state.drafts == ["a"])
    #expect(
      restored.report.problems.map(\.description) == [
        "“state.path”: left out stack elements 2 to 3: “edit” breaks "
          + ".allow(\\.edit, after: \\.detail): it stands above “edit”"
      ])
    // Without the rules, the same snapshot restores whole.
    let unchecked = SnapshotCoder<Saved>().decode(data)
    #expect(unchecked.state?.path.count == 4)
    #expect(unchecked.report.problems.isEmpty)
  }

  @Test func aRestoredPresentationTheRulesForbidPresentsNothingAndIsReported() throws {
    var deleting = DetailFeature.State(item: 1)
    deleting.destination = .delete(EditFeature.State(draft: "gone"))
    var editing = DetailFeature.State(item: 2)
    editing.destination = .edit(EditFeature.State(draft: "kept"))
    let data = try snapshot([.detail(deleting), .detail(editing)])
    let coder = SnapshotCoder<Saved>(checks: [pathRules, DetailFeature.destinationRules])
    let restored = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      coder.decode(data)
    }
    let state = try #require(restored.state)
    #expect(state.path.count == 2)
    #expect(state.path.first?.detail?.destination == nil)
    #expect(state.path.last?.detail?.destination == .edit(EditFeature.State(draft: "kept")))
    #expect(
      restored.report.problems == [
        .leftOut(
          NavigationLoss(
            path: "state.path.elements.0.detail._0.destination", kind: .presentation,
            reason: "“delete” breaks [.allow(\\.edit)]: the feature may not present it"))
      ])
    // Without the presentation rules, the same snapshot restores whole.
    #expect(SnapshotCoder<Saved>(checks: [pathRules]).decode(data).report.isClean)
  }

  @Test(arguments: 1...100 as ClosedRange<UInt64>)
  func aRestoredStackIsAlwaysTheLongestValidPrefixOfTheSavedOne(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let elements = (0..<Int.random(in: 0...9, using: &random)).map { _ in
      Path.State.sample(case: Int.random(in: 0..<3, using: &random))
    }
    let restored = SnapshotCoder<Saved>(checks: [pathRules]).decode(try snapshot(elements))
    let path = try #require(restored.state?.path)
    let valid =
      elements.count
      - (pathRules.firstViolation(in: elements).map { elements.count - $0.position } ?? 0)
    #expect(Array(path) == Array(elements.prefix(valid)))
    #expect(restored.report.problems.count == (valid < elements.count ? 1 : 0))
  }

  @Test func nestedStacksAreCheckedAndWhatWasLeftOutInsideACutElementIsNotReported() throws {
    var state = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      Saved(sections: [Saved.Section(path: [.detail(1), .edit, .edit])])
    }
    var detail = DetailFeature.State(item: 2)
    detail.destination = .edit(EditFeature.State(draft: "x"))
    state.sections[0].path.append(.detail(detail))
    var json =
      try JSONSerialization.jsonObject(with: SnapshotCoder<Saved>().encode(state))
      as! [String: Any]
    // The presentation of the last element, which the rules cut anyway, no longer decodes.
    var saved = json["state"] as! [String: Any]
    var sections = saved["sections"] as! [[String: Any]]
    var path = sections[0]["path"] as! [String: Any]
    var elements = path["elements"] as! [[String: Any]]
    var last = elements[3]["detail"] as! [String: Any]
    last["_0"] = ["item": 2, "destination": ["bogus": [:]]]
    elements[3]["detail"] = last
    path["elements"] = elements
    sections[0]["path"] = path
    saved["sections"] = sections
    json["state"] = saved
    let data = try JSONSerialization.data(withJSONObject: json)
    let restored = SnapshotCoder<Saved>(checks: [pathRules]).decode(data)
    #expect(restored.state?.sections.first?.path.map(\.caseName) == ["detail", "edit"])
    #expect(
      restored.report.problems.map(\.description) == [
        "“state.sections.0.path”: left out stack elements 2 to 3: “edit” breaks "
          + ".allow(\\.edit, after: \\.detail): it stands above “edit”"
      ])
  }
}
