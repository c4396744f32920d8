import Foundation
import Testing
import Waypoint
import WaypointRestoration

/// A snapshot that is valid JSON, but holds a number its value's type cannot hold, says which
/// value and why, rather than that the snapshot is not JSON.
@Suite struct SnapshotCoderNumberTests {
  /// A state with numbers of several types, and a fraction that is valid where it is.
  struct Counts: Codable, Equatable {
    var average = 0.5
    var count = 1
    var levels: [UInt8] = [1, 2]
  }

  let coder = SnapshotCoder<Counts>(schema: 1)

  /// A snapshot of `Counts()` with `value` written in place of the value at `key`, as text.
  func snapshot(_ key: String, _ value: String, schema: Int = 1) throws -> Data {
    let counts = try JSONEncoder().encode(Counts())
    var state = try #require(JSONSerialization.jsonObject(with: counts) as? [String: Any])
    state[key] = "NUMBER"
    let text = String(
      decoding: try JSONSerialization.data(withJSONObject: state, options: .sortedKeys),
      as: UTF8.self
    ).replacingOccurrences(of: #""NUMBER""#, with: value)
    return Data(
      #"{"format":1,"schema":\#(schema),"savedAt":"2026-11-24T16:00:00Z","state":\#(text)}"#.utf8)
  }

  @Test(arguments: [
    ("count", "1e30", "the number at “count” is 1e+30, out of range for the value there"),
    (
      "count", "99999999999999999999",
      "the number at “count” is 1e+20, out of range for the value there"
    ),
    ("count", "-1e30", "the number at “count” is -1e+30, out of range for the value there"),
    ("count", "2.5", "the number at “count” is 2.5, not a whole number as the value there must be"),
    ("levels", "[1, 300]", "the number at “levels.1” is 300, out of range for the value there"),
  ])
  func aNumberItsValueCannotHoldIsNamedWithItsPlace(key: String, value: String, reason: String)
    throws
  {
    let restored = coder.decode(try snapshot(key, value))
    #expect(restored.state == nil)
    #expect(restored.report.problems == [.stateUnreadable(reason)])
    #expect(!"\(restored.report)".contains("not valid JSON"))
  }

  @Test func aNumberOutOfRangeInTheEnvelopeIsNamed() {
    let data = Data(#"{"format":1,"schema":1e30,"state":{}}"#.utf8)
    #expect(
      coder.decode(data).report.problems == [
        .notASnapshot("“schema” is 1e+30, out of range for the value there")
      ])
  }

  @Test func aNumberOutOfRangeAfterAMigrationIsNamed() throws {
    let migrating = SnapshotCoder<Counts>(
      schema: 2, migrations: [SnapshotMigration(from: 1) { _ in }])
    #expect(
      migrating.decode(try snapshot("count", "1e30")).report.problems == [
        .stateUnreadable("the number at “count” is 1e+30, out of range for the value there")
      ])
  }

  @Test func bytesThatAreNotJSONAreStillSaidToBeNotJSON() {
    let problems = coder.decode(Data(#"{"format":1,"schema":1,"state":{"count":1"#.utf8))
      .report.problems
    #expect(problems.count == 1)
    #expect("\(problems[0])".hasPrefix("the snapshot is not valid JSON"))
  }
}
