import Foundation
import InventoryApp
import TestSupport
import Testing
import Waypoint
import WaypointTesting

/// Feeds `StateFile.load()` seeded random corruptions of a real saved state: values replaced,
/// keys removed, bytes flipped, files cut short. Every outcome must be a state the app can show,
/// whole, in part or from the start, with the file kept in quarantine when it was not restored
/// whole; never a crash.
@MainActor
@Suite struct StateFileFuzzTests {
  static let rounds = 200

  func savedState() throws -> Data {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("fuzz-source-\(UUID()).json").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try StateFile(path: path).save(StateRepairTests().busyState())
    return try Data(contentsOf: URL(fileURLWithPath: path))
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func corruptFilesRestoreWhatIsValidAndAreKept(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let original = try savedState()
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("fuzz-\(seed)-\(UUID()).json").path
    defer {
      try? FileManager.default.removeItem(atPath: path)
      try? FileManager.default.removeItem(atPath: path + ".quarantine")
    }
    var outcomes = (kept: 0, repaired: 0, sound: 0)
    for round in 0..<Self.rounds {
      let data = try mutate(original, using: &random)
      try data.write(to: URL(fileURLWithPath: path))
      guard let restored = try StateFile(path: path).load() else {
        Issue.record("round \(round): an existing file loaded as missing")
        continue
      }
      if let notice = restored.notice {
        outcomes.kept += 1
        // The file was moved, byte for byte, to the place the notice names.
        let kept = try #require(
          notice.firstRange(of: "moved to “").map { notice[$0.upperBound...] })
        let keptPath = String(kept.prefix { $0 != "”" })
        #expect(try Data(contentsOf: URL(fileURLWithPath: keptPath)) == data, "round \(round)")
        #expect(!FileManager.default.fileExists(atPath: path))
      } else if restored.repairs.isEmpty {
        outcomes.sound += 1
      } else {
        outcomes.repaired += 1
      }
      expectShowable(restored.state, round: round)
    }
    // The corruptions reach all three outcomes, so the checks above were exercised.
    #expect(outcomes.kept > 0 && outcomes.repaired > 0 && outcomes.sound > 0, "\(outcomes)")
  }

  /// A repaired state needs no further repair, and every screen of it draws.
  func expectShowable(_ state: AppFeature.State, round: Int) {
    var again = state
    #expect(again.repair() == [], "round \(round): repair is not complete")
    for tab in AppFeature.Tab.allCases {
      var shown = state
      shown.selectedTab = tab
      let lines = Renderer(width: 80, height: 24).render(
        screens: AppScreens.screens(for: shown), selectedTab: tab, interaction: Interaction(),
        status: nil)
      #expect(lines.count == 24)
    }
  }

  func mutate(_ data: Data, using random: inout SplitMix64) throws -> Data {
    switch Int.random(in: 0..<10, using: &random) {
    case 0:
      return data.prefix(Int.random(in: 0..<data.count, using: &random))
    case 1:
      var bytes = [UInt8](data)
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(
          in: 0...255, using: &random)
      }
      return Data(bytes)
    default:
      var json = try JSONSerialization.jsonObject(with: data)
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        json = mutateValue(json, using: &random)
      }
      return try JSONSerialization.data(withJSONObject: json, options: .fragmentsAllowed)
    }
  }

  /// Replaces or removes one value somewhere in a JSON tree.
  func mutateValue(_ value: Any, using random: inout SplitMix64) -> Any {
    if var object = value as? [String: Any], !object.isEmpty {
      let key = object.keys.sorted()[Int.random(in: 0..<object.count, using: &random)]
      if Int.random(in: 0..<8, using: &random) == 0 {
        object[key] = nil
      } else {
        object[key] = mutateValue(object[key]!, using: &random)
      }
      return object
    }
    if var array = value as? [Any], !array.isEmpty {
      let index = Int.random(in: 0..<array.count, using: &random)
      if Int.random(in: 0..<8, using: &random) == 0 {
        array.remove(at: index)
      } else {
        array[index] = mutateValue(array[index], using: &random)
      }
      return array
    }
    let replacements: [Any] = [
      0, -1, -250, 1, 2, 7, 99, 3601, Int.max, "", "x", "gadget", NSNull(), true, [Any](),
      [String: Any](),
    ]
    return replacements[Int.random(in: 0..<replacements.count, using: &random)]
  }
}
