import Foundation
import Testing
import WaypointRouting

@testable import WaypointFuzzTargets

/// Every input of the fuzz targets' corpora (`Fuzzing/Corpus/TARGET`), the seeds and the inputs
/// that once crashed or broke a check, run through its target: each gives a value or the typed
/// error its API promises, and each corpus reaches both.
@MainActor
@Suite struct FuzzCorpusTests {
  static let corpus = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Corpus")

  @Test(arguments: FuzzTarget.allCases)
  func everyInputOfTheCorpusPassesItsTarget(_ target: FuzzTarget) throws {
    let folder = Self.corpus.appendingPathComponent(target.rawValue)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    var outcomes: [FuzzOutcome: Int] = [:]
    for file in files {
      let data = try Data(contentsOf: folder.appendingPathComponent(file))
      do {
        outcomes[try target.run(data), default: 0] += 1
      } catch {
        Issue.record("\(target.rawValue)/\(file): \(error)")
      }
    }
    #expect(outcomes[.accepted, default: 0] > 0, "no input of \(target.rawValue) is accepted")
    #expect(outcomes[.refused, default: 0] > 0, "no input of \(target.rawValue) is refused")
  }

  /// The checks can fail: results that break them are findings.
  @Test func resultsThatBreakTheChecksAreFindings() throws {
    let link = "library://movie/1/person/2"
    let elements = RulesLinkTarget.screens(["movie", "1", "person", "2"])
    #expect(elements.count == 2)
    #expect(throws: FuzzFinding.self) {
      try RulesLinkTarget.checkPushes(elements, failure: nil)
    }
    #expect(throws: FuzzFinding.self) {
      try RulesLinkTarget.checkStrict(link, elements, failure: nil)
    }
    let error = LinkError(link: "library://other", reason: .malformed)
    #expect(throws: FuzzFinding.self) {
      try RouterTarget.checkError(error, link: link)
    }
  }
}
