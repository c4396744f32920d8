import Foundation
import Testing
import Waypoint
import WaypointRules

/// Checks that the Swift code the Navigation rules article shows is the code that
/// RulesArticleExamples.swift compiles and runs, and that what the article quotes of that code's
/// output is what it gives.
@MainActor
@Suite struct RulesArticleSnippets {
  @Test func everySwiftBlockIsCompiledInTheExamples() throws {
    let blocks = try RulesArticleText.blocks("swift")
    #expect(blocks.count == 11)
    let examples = try RulesArticleText.examples()
    for block in blocks where !RulesArticleText.contains(examples, block) {
      Issue.record("Not compiled by RulesArticleExamples.swift:\n\(block)")
    }
  }

  @Test func theQuotedReportIsTheOneTheStoreGives() throws {
    let quoted = try #require(try RulesArticleText.blocks("text").first)
    let expected = RulesArticleText.withoutPlace(quoted.trimmingCharacters(in: .newlines))
    let store = RulesArticle.storeWithAnEditOnTop()
    withKnownIssue {
      store.send(.editTapped)
    } matching: { issue in
      RulesArticleText.withoutPlace(issue.description).hasSuffix(expected)
    }
  }

  @Test func theQuotedTreeOfANavigationIsWhatItPrints() {
    let inventory = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      printTheInventoryTree()
    }
    #expect(
      printTheInventoryNavigationTree(inventory).description == """
        root
          stack of 2
            #0 detail
            #1 detail
              sheet: share (sheet in #1)
        """)
  }

  @Test func theQuotedMermaidIsTheGraphsOutput() throws {
    let quoted = try #require(try RulesArticleText.blocks("mermaid").first)
    let inventory = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      printTheInventoryTree()
    }
    #expect(inventoryGraph().mermaid(highlighting: inventory) == quoted)
  }
}

/// Reads the Navigation rules article and the file that compiles its code.
enum RulesArticleText {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  static let article = folder.deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/WaypointRules/Documentation.docc/Articles/NavigationRules.md")

  /// The Swift file that compiles the article's code.
  static func examples() throws -> String {
    try String(
      contentsOf: folder.appendingPathComponent("RulesArticleExamples.swift"), encoding: .utf8)
  }

  /// The contents of every code block of a language in the article, each ending in a newline.
  static func blocks(_ language: String) throws -> [String] {
    try String(contentsOf: article, encoding: .utf8)
      .components(separatedBy: "```\(language)\n").dropFirst()
      .map { $0.components(separatedBy: "```").first ?? "" }
  }

  /// Whether `file` holds the lines of `block` one after another, whatever their indentation.
  static func contains(_ file: String, _ block: String) -> Bool {
    let fileLines = trimmedLines(file)
    var blockLines = trimmedLines(block)[...]
    while blockLines.last == "" { blockLines = blockLines.dropLast() }
    guard !blockLines.isEmpty, blockLines.count <= fileLines.count else { return false }
    return (0...(fileLines.count - blockLines.count)).contains {
      fileLines[$0..<($0 + blockLines.count)].elementsEqual(blockLines)
    }
  }

  /// A report without the place of the `enforcing` call it names, which the article makes up.
  static func withoutPlace(_ report: String) -> String {
    let marker = "navigation rules at \""
    guard let start = report.range(of: marker),
      let end = report[start.upperBound...].firstIndex(of: "\"")
    else { return report }
    return report.replacingCharacters(in: start.upperBound..<end, with: "")
  }

  private static func trimmedLines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }
}
