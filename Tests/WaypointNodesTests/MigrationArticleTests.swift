import Foundation
import Testing
import WaypointNodes
import WaypointNodesTesting

/// Checks what the article "Migrating from SwiftUINavigation" says: that its Swift code is the
/// code MigrationArticleExamples.swift compiles, that its tables map every concept and command of
/// the library's README, and that each difference it names is how WaypointNodes behaves.
@MainActor
@Suite struct MigrationArticleTests {
  // MARK: - The article's text and code

  @Test func everySwiftBlockIsCompiledInTheExamples() throws {
    let blocks = try MigrationArticleText.blocks("swift")
    #expect(blocks.count == 7)
    let examples = try MigrationArticleText.examples()
    for block in blocks where !MigrationArticleText.contains(examples, block) {
      Issue.record("Not compiled by MigrationArticleExamples.swift:\n\(block)")
    }
  }

  @Test func theOnlyPlainBlockIsTheLibrarysCodeBeforeTheMigration() throws {
    let plain = try MigrationArticleText.blocks("")
    try #require(plain.count == 1)
    #expect(plain[0].hasPrefix("import SwiftUI\nimport SwiftUINavigation\n"))
    #expect(plain[0].contains("SFSafariNavigationNode"))
  }

  @Test func theCommandTableMapsEveryCommandOfTheLibrarysREADME() throws {
    let rows = try MigrationArticleText.tableRows()
    // The README's name for each command, and the struct that executes it here.
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
      ("`sendEnvironmentTrigger(", "SendEnvironmentTriggerNavigationCommand"),
    ]
    for (name, type) in commands {
      #expect(
        rows.contains { $0.hasPrefix("| \(name)") && $0.contains("| ``\(type)``") },
        "no row maps \(name) to \(type)")
    }
  }

  @Test func theConceptTablesNameEveryConceptOfTheLibrarysREADME() throws {
    let rows = try MigrationArticleText.tableRows().joined(separator: "\n")
    let concepts = [
      "`NavigationWindow(rootNode:)`", "`@NavigationNode`", "`@StackRootNavigationNode`",
      "`@TabsRootNavigationNode`", "`@SwitchedNavigationNode`", "`NavigationNodeState`",
      "`StackRootNavigationNodeState`", "`TabsRootNavigationNodeState`", "`DefaultTabNode`",
      "`tabBarToolbarBehavior:`", "`.sheet(_:)`", "`.fullScreenCover(_:)`", "`.alert(_:)`",
      "`.confirmationDialog(_:sourceID:)`", "`presentingNavigationSource(id:)`",
      "`registerCustomPresentableNavigationNodes(_:)`", "`navigationEnvironmentTriggerHandler(_:)`",
      "`NavigationNodeResolvedView`", "`@EnvironmentNavigationNode`",
      "`@EnvironmentNavigationNodeState`", "`parent`", "`childrenPublishers`",
      "`NavigationMessage`",
      "`RemovalNavigationMessage`", "`onMessageReceived(_:)`", "`addMessageListener(_:)`",
      "`sendMessage(_:)`", "`NavigationDeepLink`", "`NavigationDeepLinkHandler`",
      "`NavigationEnvironmentTrigger`", "`DefaultNavigationEnvironmentTriggerHandler`",
      "`NavigationConfig.shared.isDebugPrintEnabled`", "`printDebugGraph()`",
      "`SFSafariNavigationNode`",
    ]
    for concept in concepts {
      #expect(rows.contains(concept), "no table names \(concept)")
    }
  }

  /// "The same four, and no other node macro."
  @Test func theModuleDeclaresTheFourNodeMacrosAndNoOther() throws {
    let sources = MigrationArticleText.root.appendingPathComponent("Sources/WaypointNodes")
    let files = try #require(FileManager.default.enumerator(atPath: sources.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    var macros: [String] = []
    for file in files {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      macros += text.matches(of: /public macro (\w+)\(/).map { String($0.output.1) }
    }
    #expect(
      macros.sorted() == [
        "NavigationNode", "StackRootNavigationNode", "SwitchedNavigationNode",
        "TabsRootNavigationNode",
      ])
    let article = try MigrationArticleText.article()
    for macro in macros { #expect(article.contains("``\(macro)()``")) }
  }

  // MARK: - Commands

  @Test func theRefusalReadsAsTheArticleQuotesIt() throws {
    let shelf = MigrationShelfNavigationNode()
    let window = WindowNavigationNode(rootNode: .stacked(shelf))
    shelf.open(42)
    let error = try #require(
      { () -> NavigationCommandError? in
        if case .failure(let error) = shelf.execute(.stackDropLast(2)) { return error }
        return nil
      }())
    #expect(
      error.description
        == "stackDropLast cannot execute on \(shelf.debugName): the stack holds 1 node above its root, fewer than 2"
    )
    #expect(!error.refusal.isMisuse)
    let article = try MigrationArticleText.prose()
    #expect(article.contains("`stackDropLast cannot execute on MigrationShelfNavigationNode#"))
    #expect(article.contains(": the stack holds 1 node above its root, fewer than 2`"))
    #expect(window.topNode is MigrationBookNavigationNode)
  }

  @Test func aFourthBookIsRefusedWithTheQuotedReason() throws {
    let shelf = MigrationShelfNavigationNode()
    let window = WindowNavigationNode(
      rootNode: .stacked(shelf, checks: [MigrationAtMostThreeBooks()]))
    for id in 1...3 { shelf.open(id) }
    let refusal = try #require(shelf.refusal(of: .stackAppend(MigrationBookNavigationNode(id: 4))))
    #expect(try MigrationArticleText.prose().contains("`\(refusal.reason)`"))
    #expect((window.topNode as? MigrationBookNavigationNode)?.id == 3)
  }

  @Test func theStructsTakeTheirMainArgumentUnlabeled() throws {
    let commands = migrationCommandStructs(
      book: MigrationBookNavigationNode(id: 1), shelf: MigrationShelfNavigationNode())
    #expect(
      commands.map(\.name) == [
        "stackAppend", "stackDropLast", "stackSetRoot", "present", "tabsSelectItem",
        "handleDeepLink",
      ])
    let article = try MigrationArticleText.prose()
    for shown in [
      "`StackAppendNavigationCommand(book)`", "`StackDropLastNavigationCommand(3)`",
      "`StackSetRootNavigationCommand(shelf, clear: true)`",
      "`PresentNavigationCommand(.sheet(.stacked(book)))`",
      "`TabsSelectItemNavigationCommand(\"settings\")`",
    ] {
      #expect(article.contains(shown), "\(shown)")
    }
  }

  @Test func aDropToRootOfARootAloneIsRefused() throws {
    let shelf = MigrationShelfNavigationNode()
    let window = WindowNavigationNode(rootNode: .stacked(shelf))
    #expect(
      shelf.refusal(of: .stackDropToRoot()) == .notApplicable("the stack holds only its root"))
    #expect(window.topNode === shelf)
  }

  @Test func appendingThenPresentingOnTheAppendedNodeIsTwoCommands() throws {
    let shelf = MigrationShelfNavigationNode()
    let window = WindowNavigationNode(rootNode: .stacked(shelf))
    let book = MigrationBookNavigationNode(id: 7)
    // Before it is in the graph, the book cannot present.
    #expect(shelf.refusal(of: .present(.sheet(MigrationScannerNavigationNode()), on: book)) != nil)
    try shelf.execute(.stackAppend(book)).get()
    try shelf.execute(.present(.sheet(MigrationScannerNavigationNode()), on: book)).get()
    #expect(book.presentedNode?.node is MigrationScannerNavigationNode)
    #expect(window.topNode is MigrationScannerNavigationNode)
  }

  @Test func hidePopsTheExecutingNodeWithTheNodesAboveIt() throws {
    let shelf = MigrationShelfNavigationNode()
    let stack = StackRootNavigationNode(shelf)
    let window = WindowNavigationNode(rootNode: stack)
    shelf.open(1)
    shelf.open(2)
    let first = stack.state.stackNodes[1].destination
    try first.execute(.hide()).get()
    #expect(stack.state.stackNodes.count == 1)

    // At the root of a presented stack, it dismisses the presentation.
    shelf.open(3)
    let book = try #require(window.topNode as? MigrationBookNavigationNode)
    book.writeReview()
    let review = try #require(window.topNode as? MigrationReviewNavigationNode)
    try review.execute(.hide()).get()
    #expect(window.highestPresentedNode == nil)
    #expect(window.topNode === book)
  }

  @Test func aPresentationWithASourceIsPresentedByTheExecutingNode() throws {
    let shelf = MigrationShelfNavigationNode()
    let window = WindowNavigationNode(rootNode: .stacked(shelf))
    shelf.open(42)
    let book = try #require(window.topNode as? MigrationBookNavigationNode)
    book.confirmRemoval()
    #expect(book.presentedNode?.sourceID == "removeButton")
    // No view registered the source: the book's own view presents the dialog.
    #expect(book.presentation(ConfirmationDialogPresentedNavigationNode.self).isPresented)

    // "Remove": the dialog is dismissed, then its action reaches the book, which hides.
    let dialog = try #require(book.presentedNode?.node as? ConfirmationDialogNavigationNode)
    try dialog.tap(0).get()
    #expect(book.hasLeftGraph)
    #expect(window.topNode === shelf)
  }

  @Test func tabsSelectItemFindsTheTabsRootAcrossPresentations() throws {
    let tabs = MainTabsNavigationNode(initialTab: .home)
    let window = WindowNavigationNode(rootNode: tabs)
    try tabs.execute(.present(.sheet(MigrationScannerNavigationNode()))).get()
    let sheet = try #require(window.highestPresentedNode)
    try sheet.execute(.tabsSelectItem(MainTabsNavigationNode.Tab.settings)).get()
    #expect(tabs.state.selectedTabNodeID == AnyHashable(MainTabsNavigationNode.Tab.settings))
  }

  @Test func aSwitchedNodeShowsNothingUntilItsFirstSwitch() throws {
    let state = SwitchedNavigationNodeState()
    #expect(state.switchedNode == nil)
  }

  // MARK: - Animation

  @Test func animatedIsCarriedToPerformChangeAndSomeCommandsTakeNone() throws {
    let shelf = MigrationShelfNavigationNode()
    let window = WindowNavigationNode(rootNode: .stacked(shelf))
    var changes: [Bool] = []
    NavigationConfig.shared.performChange = { animated, change in
      changes.append(animated)
      change()
    }
    defer { NavigationConfig.shared.performChange = nil }
    try shelf.execute(.stackAppend(MigrationBookNavigationNode(id: 1), animated: false)).get()
    try shelf.execute(.stackDropLast()).get()
    #expect(changes == [false, true])
    #expect(window.topNode === shelf)

    let withoutAnimatedArgument: [any NavigationCommand] = [
      TabsSelectItemNavigationCommand("settings"),
      SwitchNavigationCommand(MigrationScannerNavigationNode()),
      DefaultHandleDeepLinkNavigationCommand(MigrationLink.book(1)),
      OpenWindowNavigationCommand(id: "main"), DismissWindowNavigationCommand(id: "main"),
      OpenURLNavigationCommand(URL(string: "https://books.example")!),
    ]
    #expect(withoutAnimatedArgument.allSatisfy { $0.animated })
  }

  // MARK: - Deep links, windows and triggers

  @Test func theHandlerReturnsTheCommandAndALinkItDoesNotKnowIsRefused() throws {
    let window = makeMigrationWindow()
    try window.rootNode.execute(.handleDeepLink(MigrationLink.book(42))).get()
    #expect((window.topNode as? MigrationBookNavigationNode)?.id == 42)

    let before = window.debugGraph()
    let refusal = try #require(window.rootNode.refusal(of: .handleDeepLink(MigrationOtherLink())))
    #expect(refusal.reason.hasPrefix("the deep-link handler does not handle"))
    #expect(window.debugGraph() == before)
  }

  @Test func theWindowNodeCarriesTheCustomKindAndTheTriggerHandler() throws {
    let window = makeMigrationWindow()
    let shelf = window.topNode
    try shelf.execute(.present(MigrationScannerPresentedNode())).get()
    #expect(window.topNode is MigrationScannerNavigationNode)

    let handler = try #require(
      window.state.environmentTriggerHandler as? MigrationTriggerHandler)
    try shelf.sendEnvironmentTrigger(MigrationAskForReviewTrigger()).get()
    #expect(handler.reviewsAsked == 1)

    // A default handler without `openURL` refuses URLs; one it does not know, too.
    #expect(
      shelf.refusal(of: .openURL(URL(string: "https://books.example/42")!))
        == .notApplicable("the window's trigger handler has no way to open a URL"))
    let plain = MigrationShelfNavigationNode()
    let plainWindow = WindowNavigationNode(rootNode: .stacked(plain))
    if case .success = plain.sendEnvironmentTrigger(MigrationAskForReviewTrigger()) {
      Issue.record("the default handler took a trigger it does not know")
    }
    #expect(plainWindow.topNode === plain)
  }

  @Test func anUnregisteredCustomKindIsRefusedAsAMisuse() throws {
    let shelf = MigrationShelfNavigationNode()
    let window = WindowNavigationNode(rootNode: .stacked(shelf))
    let error = misuse { shelf.execute(.present(MigrationScannerPresentedNode())) }
    #expect(error?.refusal.reason.contains("is not registered on the window") == true)
    #expect(window.highestPresentedNode == nil)
  }

  @Test func theStorePageOpensThroughTheWindowsTriggerHandler() throws {
    let triggers = RecordingNavigationEnvironmentTriggerHandler()
    let shelf = MigrationShelfNavigationNode()
    let window = WindowNavigationNode(
      rootNode: .stacked(shelf), environmentTriggerHandler: triggers)
    shelf.open(42)
    let book = try #require(window.topNode as? MigrationBookNavigationNode)
    book.openInStore()
    #expect(
      triggers.triggers.compactMap { $0 as? OpenURLNavigationEnvironmentTrigger }
        == [OpenURLNavigationEnvironmentTrigger(url: URL(string: "https://books.example/42")!)])
  }

  // MARK: - Custom commands

  @Test func theCustomCommandSaysWhyASecondReviewIsRefused() throws {
    let shelf = MigrationShelfNavigationNode()
    let window = WindowNavigationNode(rootNode: .stacked(shelf))
    shelf.open(42)
    try shelf.execute(MigrationOpenReviewCommand(bookID: 42)).get()
    #expect(window.topNode is MigrationReviewNavigationNode)
    #expect(
      shelf.refusal(of: MigrationOpenReviewCommand(bookID: 42))
        == .notApplicable("a review is being written already"))
  }

  // MARK: - The graph's rules

  @Test func aNodeExecutesOnlyInAWindowsGraphAndWhileItsWindowIsKept() throws {
    let shelf = MigrationShelfNavigationNode()
    #expect(
      shelf.refusal(of: .stackDropLast())
        == .notApplicable("\(shelf.debugName) is not in a window's graph"))
    do {
      let window = WindowNavigationNode(rootNode: .stacked(shelf))
      #expect(shelf.canExecute(.stackAppend(MigrationBookNavigationNode(id: 1))))
      withExtendedLifetime(window) {}
    }
    // The window, and the stack it held, are gone.
    #expect(!shelf.canExecute(.stackAppend(MigrationBookNavigationNode(id: 1))))
  }

  @Test func aNodeThatLeftTheGraphCannotComeBack() throws {
    let shelf = MigrationShelfNavigationNode()
    let window = WindowNavigationNode(rootNode: .stacked(shelf))
    let book = MigrationBookNavigationNode(id: 1)
    try shelf.execute(.stackAppend(book)).get()
    try shelf.execute(.stackDropLast()).get()
    let error = misuse { shelf.execute(.stackAppend(book)) }
    #expect(
      error?.refusal.reason
        == "\(book.debugName) has left the navigation graph and cannot return to it")
    #expect(window.topNode === shelf)
  }

  @Test func theLogListsRefusedCommandsAndTheTrackerFindsNoLeak() {
    var lines: [String] = []
    let tracker = NavigationLeakTracker()
    NavigationConfig.shared.debugPrint = { lines.append($0) }
    NavigationConfig.shared.isDebugPrintEnabled = true
    NavigationConfig.shared.leakTracker = tracker
    defer {
      NavigationConfig.shared.isDebugPrintEnabled = false
      NavigationConfig.shared.debugPrint = { print($0) }
      NavigationConfig.shared.leakTracker = nil
    }
    let shelf = MigrationShelfNavigationNode()
    let window = WindowNavigationNode(rootNode: .stacked(shelf))
    shelf.open(1)
    shelf.execute(.stackDropLast())
    shelf.execute(.stackDropLast())
    #expect(
      lines.contains(
        ". [\(shelf.debugName)]: Refused stackDropLast: the stack holds only its root"))
    #expect(
      lines.contains {
        $0.hasPrefix(". [MigrationBookNavigationNode#") && $0.hasSuffix("]: Finished")
      })
    #expect(tracker.watchedCount == 1)
    #expect(tracker.leakedNodes.isEmpty)
    #expect(window.topNode === shelf)
  }

  // MARK: - Views in the class

  @Test func aBodyInsideAnIfBlockIsNotSeenAndAnExtensionsBodyIs() {
    let inIf: any NavigationNode = MigrationBodyInIfNavigationNode()
    let inExtension: any NavigationNode = MigrationBodyInExtensionNavigationNode()
    let inClass: any NavigationNode = MigrationBodyInClassNavigationNode()
    #expect(inIf.makeNavigationBody() == nil)
    #expect(inExtension.makeNavigationBody() as? String == "from the extension")
    #expect(inClass.makeNavigationBody() as? String == "from the class")
  }
}

// MARK: - Nodes for the checks

struct MigrationOtherLink: NavigationDeepLink {}

@NavigationNode
final class MigrationBodyInClassNavigationNode {
  var body: String { "from the class" }
}

@NavigationNode
final class MigrationBodyInIfNavigationNode {
  #if canImport(Foundation)
    var body: String { "from the #if block" }
  #endif
}

@NavigationNode
final class MigrationBodyInExtensionNavigationNode {}

extension MigrationBodyInExtensionNavigationNode {
  func makeNavigationBody() -> Any? { "from the extension" }
}

// MARK: - Reading the article

/// Reads the article and the file that compiles its code.
enum MigrationArticleText {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  static let root = folder.deletingLastPathComponent().deletingLastPathComponent()

  static func article() throws -> String {
    try String(
      contentsOf: root.appendingPathComponent(
        "Sources/WaypointNodes/Documentation.docc/Articles/MigratingFromSwiftUINavigation.md"),
      encoding: .utf8)
  }

  /// The article with its lines joined by spaces, as a reader reads a wrapped sentence.
  static func prose() throws -> String {
    try article().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .joined(separator: " ")
  }

  static func examples() throws -> String {
    try String(
      contentsOf: folder.appendingPathComponent("MigrationArticleExamples.swift"),
      encoding: .utf8)
  }

  /// The rows of the article's tables.
  static func tableRows() throws -> [String] {
    try article().split(separator: "\n").map(String.init).filter { $0.hasPrefix("| ") }
  }

  /// The contents of the code blocks of a language (`""` for blocks without one), each ending
  /// in a newline, without the indentation of a block inside a list item.
  static func blocks(_ language: String) throws -> [String] {
    var blocks: [String] = []
    // The block being read: its language, its fence's indentation and its lines.
    var open: (language: String, indentation: Int, lines: [String])?
    for line in try article().split(separator: "\n", omittingEmptySubsequences: false) {
      let indentation = line.prefix { $0 == " " }.count
      let trimmed = line.dropFirst(indentation)
      if let block = open {
        if trimmed == "```" {
          if block.language == language {
            blocks.append(block.lines.joined(separator: "\n") + "\n")
          }
          open = nil
        } else {
          open?.lines.append(String(line.dropFirst(min(indentation, block.indentation))))
        }
      } else if trimmed.hasPrefix("```") {
        open = (String(trimmed.dropFirst(3)), indentation, [])
      }
    }
    return blocks
  }

  /// Whether `file` holds the lines of `block` one after another, whatever their indentation.
  static func contains(_ file: String, _ block: String) -> Bool {
    CoordinatorArticleText.contains(file, block)
  }
}
