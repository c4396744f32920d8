import Foundation
import Testing

/// Checks that the Swift code shown in the README and the DocC articles is the code that this
/// folder compiles and runs, so that no example can drift from what builds.
@Suite struct DocumentationSnippets {
  @Test func readmeExamplesAreWholeFilesCompiledHere() throws {
    let blocks = try Snippets.swiftBlocks(in: "README.md").filter { !Snippets.isManifest($0) }
    let files = [
      // The features and their test are the client package's (Examples/GettingStarted).
      Snippets.client + "Sources/MyApp/ReadmeFeatures.swift",
      Snippets.client + "Tests/MyAppTests/ReadmeTestStoreExample.swift", "ReadmeDeepLinks.swift",
      "ReadmeRestoration.swift", "ReadmeRules.swift", "ReadmeContainers.swift",
      "ReadmeNodes.swift",
      // The SwiftUI example compiles in the SwiftUI type check (.ci/typecheck-swiftui).
      "../../../Examples/ReadmeSwiftUI/InventoryView.swift",
    ]
    try #require(blocks.count == files.count)
    for (block, file) in zip(blocks, files) {
      let body = Snippets.droppingHeaderComment(try Snippets.compiled(file))
      #expect(body == block, "A README example differs from \(file), which compiles it.")
    }
  }

  @Test func gettingStartedCodeIsCompiledHere() throws {
    let blocks = try Snippets.swiftBlocks(in: Snippets.waypointArticles + "GettingStarted.md")
    let code = blocks.filter { !Snippets.isManifest($0) }
    #expect(code.count == 7)
    // The client package compiles them as an app does (`bash .ci/client`).
    let files = [
      Snippets.client + "Sources/MyApp/GettingStartedFeatures.swift",
      Snippets.client + "Tests/MyAppTests/GettingStartedTests.swift",
    ]
    try Snippets.expect(code, compiledIn: files)
    for file in files {
      let code = try Snippets.compiled(file)
      let shown = blocks.filter { Snippets.contains(code, $0) }
      #expect(
        Snippets.imports(in: code) == shown.flatMap { Snippets.imports(in: $0) },
        "\(file) must import what the article shows, and nothing else."
      )
    }
  }

  @Test func stackArticleCodeIsCompiledHere() throws {
    let blocks = try Snippets.swiftBlocks(
      in: Snippets.waypointArticles + "StackBasedNavigation.md")
    #expect(blocks.count == 3)
    try Snippets.expect(blocks, compiledIn: ["StackBasedNavigationExamples.swift"])
  }

  @Test func containersArticleCodeIsCompiledHere() throws {
    let blocks = try Snippets.swiftBlocks(
      in: Snippets.waypointArticles + "TabsSplitViewsAndWindows.md")
    #expect(blocks.count == 10)
    try Snippets.expect(blocks, compiledIn: ["ContainersArticleExamples.swift"])
  }

  @Test func treeArticleCodeIsCompiledHere() throws {
    let blocks = try Snippets.swiftBlocks(in: Snippets.waypointArticles + "TreeBasedNavigation.md")
    #expect(blocks.count == 2)
    try Snippets.expect(blocks, compiledIn: ["TreeBasedNavigationExamples.swift"])
  }

  @Test func macrosArticleCodeIsCompiledHere() throws {
    let blocks = try Snippets.swiftBlocks(in: Snippets.waypointArticles + "Macros.md")
    #expect(blocks.count == 3)
    try Snippets.expect(blocks, compiledIn: ["MacrosArticleExamples.swift"])
  }

  @Test func waypointTestingArticleCodeIsCompiledHere() throws {
    let blocks = try Snippets.swiftBlocks(
      in: "Sources/WaypointTesting/Documentation.docc/WaypointTesting.md")
    #expect(blocks.count == 2)
    try Snippets.expect(
      blocks,
      compiledIn: ["StackBasedNavigationExamples.swift", "WaypointTestingArticleExamples.swift"]
    )
  }

  @Test func deepLinksArticleCodeIsCompiledHere() throws {
    let blocks = try Snippets.swiftBlocks(
      in: "Sources/WaypointRouting/Documentation.docc/Articles/DeepLinks.md")
    #expect(blocks.count == 6)
    try Snippets.expect(blocks, compiledIn: ["DeepLinksArticleExamples.swift"])
  }

  @Test func restorationArticleCodeIsCompiledHere() throws {
    let blocks = try Snippets.swiftBlocks(
      in: "Sources/WaypointRestoration/Documentation.docc/Articles/RestoringNavigation.md")
    #expect(blocks.count == 2)
    try Snippets.expect(blocks, compiledIn: ["RestorationArticleExamples.swift"])
  }

  /// Every ```swift block of every DocC page — articles, module pages, extension pages — is held,
  /// line for line, by a Swift file that a target of this package compiles (a test target, or an
  /// example target of the SwiftUI type check). The tests above and each article's own tests
  /// check which file, and that what the code claims happens.
  @Test func everyDocumentationCodeBlockIsCompiledSomewhere() throws {
    let pages = Snippets.files(under: "Sources", in: ".docc", ending: ".md")
    try #require(pages.count >= 20, "Found \(pages.count) DocC pages.")
    // Only files compiled as an app compiles them count: those of test targets without
    // `package` access, and the examples (the client package and the SwiftUI type check's
    // targets, which have none either). Files that hold code in string literals (macro tests)
    // or declare API (the SwiftUI stand-in) are not among them.
    let clientTargets = try Snippets.targetsWithoutPackageAccess()
    try #require(clientTargets.contains("DocumentationExamplesTests"))
    let files =
      (Snippets.files(under: "Tests", ending: ".swift")
      + Snippets.files(under: "Examples", ending: ".swift"))
      .filter {
        $0.hasPrefix("Examples/") || clientTargets.contains($0.split(separator: "/")[1].description)
      }
    let code = try files.map { Snippets.trimmedLines(try Snippets.read($0)) }
    var checked = 0
    for page in pages {
      for block in try Snippets.swiftBlocks(in: page) where !Snippets.isManifest(block) {
        checked += 1
        #expect(
          code.contains { Snippets.contains(lines: $0, block) },
          "\(page): a Swift block that no compiled file holds:\n\(block)")
      }
    }
    #expect(checked >= 80, "Checked \(checked) blocks.")
  }

  /// The documentation's examples are compiled as an app compiles them: the targets that hold
  /// them have no `package` access, and none of their files imports a Waypoint module with
  /// `@testable`, which an app cannot rely on either.
  @Test func examplesUseOnlyWhatAnAppCanReach() throws {
    let manifest = try Snippets.read("Package.swift")
    // InventorySwiftUI is the demo's own SwiftUI face: it reads the demo's `package` code.
    for target in ["ReadmeSwiftUI", "SwiftUISeedViews"] {
      let declaration = try #require(
        manifest.components(separatedBy: "name: \"\(target)\"").dropFirst().first)
      #expect(
        declaration.prefix(while: { $0 != ")" }).contains("packageAccess: false"),
        "\(target) compiles examples: it must not have package access.")
    }
    let clientTargets = try Snippets.targetsWithoutPackageAccess()
    let files =
      (Snippets.files(under: "Tests", ending: ".swift")
      + Snippets.files(under: "Examples", ending: ".swift"))
      .filter {
        $0.hasPrefix("Examples/") || clientTargets.contains($0.split(separator: "/")[1].description)
      }
    #expect(files.count > 100)
    for file in files {
      for line in Snippets.trimmedLines(try Snippets.read(file))
      where line.hasPrefix("@testable import Waypoint") {
        Issue.record("\(file): \(line) reaches what an app cannot.")
      }
    }
  }

  /// The Performance article shows the README's benchmark table: paste a new run into both.
  @Test func performanceArticleShowsTheReadmesBenchmarkTable() throws {
    func table(in path: String) throws -> [String] {
      try Snippets.read(path).split(separator: "\n").map(String.init)
        .drop { !$0.hasPrefix("| shape") }.prefix { $0.hasPrefix("|") }
    }
    let readme = try table(in: "README.md")
    #expect(readme.count > 30)
    #expect(try table(in: Snippets.waypointArticles + "Performance.md") == readme)
  }

  /// The README links to files of the package that exist, and to every DocC article.
  @Test func readmeLinksToEveryArticleAndToNothingMissing() throws {
    let readme = try Snippets.read("README.md")
    let links = Set(Snippets.matches(of: #"\]\(([^()#:\s]+)\)"#, in: readme))
    #expect(links.count > 15)
    for link in links.sorted() {
      #expect(
        FileManager.default.fileExists(atPath: Snippets.root.appendingPathComponent(link).path),
        "README links to \(link), which does not exist.")
    }
    for article in Snippets.files(under: "Sources", in: "Articles", ending: ".md") {
      #expect(links.contains(article), "README does not link to \(article).")
    }
  }

  @Test func installationNamesThisPackagesProductsAndOneURL() throws {
    let manifest = try Snippets.read("Package.swift")
    var urls: Set<String> = []
    for document in ["README.md", Snippets.waypointArticles + "GettingStarted.md"] {
      let blocks = try Snippets.swiftBlocks(in: document).filter(Snippets.isManifest)
      #expect(blocks.count == 2, "\(document) shows the package line and the target lines.")
      for block in blocks {
        for product in Snippets.matches(of: #"\.product\(name: "(\w+)""#, in: block) {
          #expect(manifest.contains(#".library(name: "\#(product)""#), "\(document): \(product)")
        }
        urls.formUnion(Snippets.matches(of: #"\.package\(url: "([^"]+)""#, in: block))
      }
    }
    #expect(urls.count == 1, "The installation URLs differ: \(urls.sorted())")
  }

  @Test func readmeRequirementsMatchTheManifest() throws {
    let manifest = try Snippets.read("Package.swift")
    let readme = try Snippets.read("README.md")
    let tools = try #require(
      Snippets.matches(of: #"swift-tools-version: *([0-9.]+)"#, in: manifest).first)
    #expect(readme.contains("Swift \(tools) or later"))
    let platforms = Snippets.matches(of: #"\.(\w+)\(\.v(\d+)\)"#, in: manifest, groups: 2)
    #expect(platforms.count == 4)
    for platform in platforms {
      #expect(readme.contains(platform.joined(separator: " ")), "README: \(platform)")
    }
  }
}

/// Reads the package's documents and this folder's Swift files, and finds code in them.
enum Snippets {
  static let waypointArticles = "Sources/Waypoint/Documentation.docc/Articles/"

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  /// The client package, from this folder: an app's package that depends on Waypoint.
  static let client = "../../../Examples/GettingStarted/"

  static let root = folder.deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// A file of the package, by its path from the package's root.
  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The paths, from the package's root, of the files under `folder` whose names end in `suffix`,
  /// and, with `within`, only those inside a folder whose name ends in it.
  static func files(under folder: String, in within: String? = nil, ending suffix: String)
    -> [String]
  {
    let start = root.appendingPathComponent(folder)
    guard let walk = FileManager.default.enumerator(atPath: start.path) else { return [] }
    var paths: [String] = []
    while let path = walk.nextObject() as? String {
      // Hidden folders (a package's `.build`) hold no file of this package.
      if path.split(separator: "/").last?.hasPrefix(".") == true {
        walk.skipDescendants()
        continue
      }
      paths.append(path)
    }
    return
      paths
      .filter { path in
        path.hasSuffix(suffix)
          && (within.map { within in
            path.split(separator: "/").dropLast().contains { $0.hasSuffix(within) }
          } ?? true)
      }
      .map { folder + "/" + $0 }
      .sorted()
  }

  /// The names of the manifest's targets that are declared with `packageAccess: false`.
  static func targetsWithoutPackageAccess() throws -> Set<String> {
    let manifest = try read("Package.swift")
    var names: Set<String> = []
    for declaration in manifest.components(separatedBy: ".testTarget(").dropFirst() {
      let body = declaration.components(separatedBy: "\n    ),").first ?? ""
      guard body.contains("packageAccess: false"),
        let name = matches(of: #"name: "(\w+)""#, in: body).first
      else { continue }
      names.insert(name)
    }
    return names
  }

  /// A Swift file of this folder.
  static func compiled(_ name: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }

  /// The contents of every ```swift block of a Markdown document, each ending in a newline.
  static func swiftBlocks(in path: String) throws -> [String] {
    try read(path).components(separatedBy: "```swift\n").dropFirst()
      .map { $0.components(separatedBy: "```").first ?? "" }
  }

  /// Whether a block is part of a package manifest, which a test target cannot compile.
  static func isManifest(_ block: String) -> Bool {
    block.contains(".package(url:") || block.contains(".product(name:")
  }

  /// A file without the comment lines it starts with and the blank lines after them.
  static func droppingHeaderComment(_ file: String) -> String {
    var lines = file.split(separator: "\n", omittingEmptySubsequences: false)[...]
    while let first = lines.first, first.hasPrefix("//") || first.isEmpty {
      lines = lines.dropFirst()
    }
    return lines.joined(separator: "\n")
  }

  /// Whether `file` holds the lines of `block` one after another, whatever their indentation.
  static func contains(_ file: String, _ block: String) -> Bool {
    contains(lines: trimmedLines(file), block)
  }

  /// Whether a file's trimmed lines hold the lines of `block` one after another.
  static func contains(lines fileLines: [String], _ block: String) -> Bool {
    var blockLines = trimmedLines(block)[...]
    while blockLines.last == "" { blockLines = blockLines.dropLast() }
    guard !blockLines.isEmpty, blockLines.count <= fileLines.count else { return false }
    return (0...(fileLines.count - blockLines.count)).contains {
      fileLines[$0..<($0 + blockLines.count)].elementsEqual(blockLines)
    }
  }

  /// Expects each block to be held, line after line, by one of the files.
  static func expect(
    _ blocks: [String], compiledIn files: [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let contents = try files.map(compiled)
    for block in blocks where !contents.contains(where: { contains($0, block) }) {
      Issue.record(
        "Not compiled by \(files.joined(separator: " or ")):\n\(block)",
        sourceLocation: sourceLocation)
    }
  }

  /// The `import` and `@testable import` lines of Swift code, in order.
  static func imports(in code: String) -> [String] {
    trimmedLines(code).filter { $0.hasPrefix("import ") || $0.hasPrefix("@testable import ") }
  }

  /// The first capture group of every match of a pattern.
  static func matches(of pattern: String, in text: String) -> [String] {
    matches(of: pattern, in: text, groups: 1).map { $0[0] }
  }

  /// The first `groups` capture groups of every match of a pattern.
  static func matches(of pattern: String, in text: String, groups: Int) -> [[String]] {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: range).map { match in
      (1...groups).map { group in
        Range(match.range(at: group), in: text).map { String(text[$0]) } ?? ""
      }
    }
  }

  static func trimmedLines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }
}
