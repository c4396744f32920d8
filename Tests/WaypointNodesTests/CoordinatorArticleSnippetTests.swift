import Foundation
import Testing
import WaypointNodes

/// Checks that the Swift code The coordinator layer article shows is the code that
/// CoordinatorArticleExamples.swift compiles and runs, and that what the article quotes of that
/// code's output is what it prints.
@MainActor
@Suite(.serialized) struct CoordinatorArticleSnippets {
  @Test func everySwiftBlockIsCompiledInTheExamples() throws {
    let blocks = try CoordinatorArticleText.blocks("swift")
    #expect(blocks.count == 20)
    let examples = try CoordinatorArticleText.examples()
    for block in blocks where !CoordinatorArticleText.contains(examples, block) {
      Issue.record("Not compiled by CoordinatorArticleExamples.swift:\n\(block)")
    }
  }

  @Test func theQuotedGraphsAreTheOnesTheExamplesPrint() throws {
    let quoted = try CoordinatorArticleText.blocks("text")
    #expect(quoted.count == 3)
    try #require(quoted.count >= 2)
    #expect(signInAndOpenASighting().debugGraph(includingIDs: false) + "\n" == quoted[0])
    #expect(try presentInBothTabs().debugGraph(includingIDs: false) + "\n" == quoted[1])
  }

  @Test func theQuotedLogIsTheOneTheDebuggingExampleWrites() throws {
    let quoted = try #require(try CoordinatorArticleText.blocks("text").last)
    var lines: [String] = []
    NavigationConfig.shared.debugPrint = { lines.append($0) }
    defer { NavigationConfig.shared.debugPrint = { print($0) } }
    removedNodesAreLoggedAndReleased()
    #expect(!NavigationConfig.shared.isDebugPrintEnabled)
    #expect(
      CoordinatorArticleText.rankingIDs(lines.joined(separator: "\n") + "\n")
        == CoordinatorArticleText.rankingIDs(quoted))
  }

  @Test func theTableMapsEveryCommandOfSeed004sListToItsStruct() throws {
    let article = try String(contentsOf: CoordinatorArticleText.article, encoding: .utf8)
    // Seed 004's name for each command, and the struct that executes it.
    let commands = [
      ("`.stackAppend(", "StackAppendNavigationCommand"),
      ("`.stackDropLast(", "StackDropLastNavigationCommand"),
      ("`.stackDropToRoot(", "StackDropToRootNavigationCommand"),
      ("`.stackSetRoot(", "StackSetRootNavigationCommand"),
      ("`.stackMap ", "StackMapNavigationCommand"),
      ("`.present(", "PresentNavigationCommand"),
      ("`PresentOnGivenNodeNavigationCommand`", "PresentOnGivenNodeNavigationCommand"),
      ("`.dismiss(", "DismissNavigationCommand"),
      ("`DismissJustFromPresentedNavigationCommand`", "DismissJustFromPresentedNavigationCommand"),
      ("`.hide(", "ResolvedHideNavigationCommand"),
      ("`.tabsSelectItem(", "TabsSelectItemNavigationCommand"),
      ("`.switchNode(", "SwitchNavigationCommand"),
      ("`.openWindow(", "OpenWindowNavigationCommand"),
      ("`.dismissWindow(", "DismissWindowNavigationCommand"),
      ("`.handleDeepLink(", "DefaultHandleDeepLinkNavigationCommand"),
      ("`.openURL(", "OpenURLNavigationCommand"),
    ]
    let rows = article.split(separator: "\n").filter { $0.hasPrefix("| `") }
    for (seedName, type) in commands {
      #expect(
        rows.contains { $0.hasPrefix("| \(seedName)") && $0.contains("| ``\(type)``") },
        "no row maps \(seedName) to \(type)")
    }
  }
}

/// Reads The coordinator layer article and the file that compiles its code.
enum CoordinatorArticleText {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  static let article = folder.deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(
      "Sources/WaypointNodes/Documentation.docc/Articles/TheCoordinatorLayer.md")

  /// The Swift file that compiles the article's code.
  static func examples() throws -> String {
    try String(
      contentsOf: folder.appendingPathComponent("CoordinatorArticleExamples.swift"),
      encoding: .utf8)
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

  /// A log with each node ID, `#12`, replaced by its rank among the log's IDs, `#1` for the
  /// lowest: the IDs differ from run to run, but not which node is which, nor the order the
  /// nodes were made in.
  static func rankingIDs(_ log: String) -> String {
    let pattern = /#([0-9]+)/
    let ids = Set(log.matches(of: pattern).compactMap { Int($0.output.1) }).sorted()
    return log.replacing(pattern) { match in
      "#\((ids.firstIndex(of: Int(match.output.1) ?? 0) ?? 0) + 1)"
    }
  }

  private static func trimmedLines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }
}
