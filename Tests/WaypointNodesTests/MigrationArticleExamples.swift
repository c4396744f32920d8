// The code of the article "Migrating from SwiftUINavigation", verbatim: if this file stops
// compiling, the article is wrong. The article's own tests are in the suite at the end;
// MigrationArticleTests.swift checks what the article says of the code.

import Foundation
import Testing
import WaypointNodes

// MARK: - The reading flow, migrated

@NavigationNode
final class MigrationShelfNavigationNode {
  func open(_ id: Int) {
    execute(.stackAppend(MigrationBookNavigationNode(id: id)))
  }
}

@NavigationNode
final class MigrationBookNavigationNode {
  let id: Int
  private(set) var review: String?

  init(id: Int) {
    self.id = id
  }

  func writeReview() {
    let editor = MigrationReviewNavigationNode(bookID: id).onMessageReceived { [weak self] in
      if let saved = $0 as? MigrationReviewSaved { self?.review = saved.text }
    }
    execute(.present(.sheet(.stacked(editor))))
  }

  func openInStore() {
    execute(.openURL(URL(string: "https://books.example/\(id)")!))
  }

  func confirmRemoval() {
    let dialog = ConfirmationDialogState<Bool>(
      title: TextState("Remove this book from the shelf?"),
      buttons: [
        ButtonState(role: .destructive, action: true) { TextState("Remove") },
        ButtonState(role: .cancel) { TextState("Keep") },
      ])
    execute(
      .present(
        .confirmationDialog(dialog, sourceID: "removeButton") { [weak self] remove in
          if remove { self?.execute(.hide()) }
        }
      )
    )
  }
}

@NavigationNode
final class MigrationReviewNavigationNode {
  let bookID: Int

  init(bookID: Int) {
    self.bookID = bookID
  }

  func save(_ text: String) {
    sendMessage(MigrationReviewSaved(text: text))
    execute(.dismissJustFromPresented())
  }
}

struct MigrationReviewSaved: NavigationMessage {
  let text: String
}

// MARK: - The window, its deep links and a custom presentation

enum MigrationLink: NavigationDeepLink {
  case book(Int)
}

@NavigationNode
final class MigrationScannerNavigationNode {}

struct MigrationScannerPresentedNode: PresentedNavigationNode {
  let node: any NavigationNode = MigrationScannerNavigationNode()
  static var presentationStyle: PresentationStyle { .fullScreenCover }
  static var presentationKind: String { "scanner" }
}

@MainActor
let migrationLinks = DeepLinkHandler { link, _ in
  guard case .book(let id)? = link as? MigrationLink else { return nil }
  return .stackAppend(MigrationBookNavigationNode(id: id))
}

@MainActor
func makeMigrationWindow() -> WindowNavigationNode {
  WindowNavigationNode(
    rootNode: .stacked(MigrationShelfNavigationNode()),
    deepLinkHandler: migrationLinks
  )
  .registerCustomPresentableNavigationNodes([MigrationScannerPresentedNode.self])
  .navigationEnvironmentTriggerHandler(MigrationTriggerHandler())
}

struct MigrationAskForReviewTrigger: NavigationEnvironmentTrigger {}

final class MigrationTriggerHandler: DefaultNavigationEnvironmentTriggerHandler {
  private(set) var reviewsAsked = 0

  override func refusal(
    for trigger: any NavigationEnvironmentTrigger, from node: any NavigationNode
  ) -> String? {
    trigger is MigrationAskForReviewTrigger ? nil : super.refusal(for: trigger, from: node)
  }

  override func handleTrigger(
    _ trigger: any NavigationEnvironmentTrigger, from node: any NavigationNode
  ) {
    if trigger is MigrationAskForReviewTrigger {
      reviewsAsked += 1  // In SwiftUI: the environment's `requestReview()`.
    } else {
      super.handleTrigger(trigger, from: node)
    }
  }
}

// MARK: - A custom command

/// Opens the review sheet of a book, unless a review is being written already.
struct MigrationOpenReviewCommand: NavigationCommand {
  let bookID: Int

  func refusal(on node: any NavigationNode) -> NavigationCommandRefusal? {
    if node.highestPresentedNode?.children.first is MigrationReviewNavigationNode {
      return .notApplicable("a review is being written already")
    }
    return present.refusal(on: node)
  }

  func execute(on node: any NavigationNode) {
    present.execute(on: node)
  }

  private var present: PresentNavigationCommand {
    .present(.sheet(.stacked(MigrationReviewNavigationNode(bookID: bookID))))
  }
}

// MARK: - Command structs, built directly

@MainActor
func migrationCommandStructs(
  book: MigrationBookNavigationNode, shelf: MigrationShelfNavigationNode
) -> [any NavigationCommand] {
  [
    StackAppendNavigationCommand(book),
    StackDropLastNavigationCommand(3),
    StackSetRootNavigationCommand(shelf, clear: true),
    PresentNavigationCommand(.sheet(.stacked(book))),
    TabsSelectItemNavigationCommand("settings"),
    DefaultHandleDeepLinkNavigationCommand(MigrationLink.book(42)),
  ]
}

// MARK: - What Waypoint adds

/// At most three books stand in one stack.
struct MigrationAtMostThreeBooks: StackCheck {
  func firstFailure(
    in stack: StackState<StackNavigationNode>
  ) -> (position: Int, reason: String)? {
    let books = stack.enumerated().filter {
      $0.element.destination is MigrationBookNavigationNode
    }
    return books.count > 3 ? (books[3].offset, "at most 3 books stand in one stack") : nil
  }
}

enum MigrationScreen: Codable, Equatable {
  case shelf
  case book(Int)
}

extension MigrationScreen {
  @MainActor init?(_ node: any NavigationNode) {
    switch node {
    case is MigrationShelfNavigationNode: self = .shelf
    case let book as MigrationBookNavigationNode: self = .book(book.id)
    default: return nil
    }
  }

  @MainActor var node: any NavigationNode {
    switch self {
    case .shelf: MigrationShelfNavigationNode()
    case .book(let id): MigrationBookNavigationNode(id: id)
    }
  }
}

// MARK: - The article's tests

@MainActor
@Suite struct MigrationArticleExamples {
  @MainActor
  @Test func aReviewReachesItsBookAndTheSheetCloses() throws {
    let shelf = MigrationShelfNavigationNode()
    let window = WindowNavigationNode(rootNode: .stacked(shelf))
    shelf.open(42)
    let book = try #require(window.topNode as? MigrationBookNavigationNode)

    book.writeReview()
    let review = try #require(window.topNode as? MigrationReviewNavigationNode)
    review.save("Slow start, great ending.")

    #expect(book.review == "Slow start, great ending.")
    #expect(review.hasLeftGraph)
    #expect(window.topNode === book)
  }

  @MainActor
  @Test func aDropOfMoreThanTheStackHoldsIsRefused() {
    let shelf = MigrationShelfNavigationNode()
    let window = WindowNavigationNode(rootNode: .stacked(shelf))
    shelf.open(42)
    let before = window.debugGraph()

    let error = #expect(throws: NavigationCommandError.self) {
      try shelf.execute(.stackDropLast(2)).get()
    }
    #expect(
      error?.refusal == .notApplicable("the stack holds 1 node above its root, fewer than 2"))
    #expect(window.debugGraph() == before)
  }

  @Test func aFourthBookBreaksTheCheck() throws {
    let shelf = MigrationShelfNavigationNode()
    let window = WindowNavigationNode(
      rootNode: .stacked(shelf, checks: [MigrationAtMostThreeBooks()]))
    for id in 1...3 { shelf.open(id) }

    #expect((window.topNode as? MigrationBookNavigationNode)?.id == 3)
    #expect(
      shelf.refusal(of: .stackAppend(MigrationBookNavigationNode(id: 4)))
        == .notApplicable(
          "the stack would break a check at position 4: at most 3 books stand in one stack"))
  }

  @MainActor
  @Test func theShelfIsSavedAndMadeAgain() throws {
    let shelf = MigrationShelfNavigationNode()
    let window = WindowNavigationNode(rootNode: .stacked(shelf))
    shelf.open(42)
    let snapshot = try #require(window.rootNode.snapshot { MigrationScreen($0) })
    let data = try JSONEncoder().encode(snapshot)

    // At the next launch:
    let saved = try JSONDecoder().decode(NavigationNodeSnapshot<MigrationScreen>.self, from: data)
    let restored = try #require(saved.restore { $0.node }.node)
    let relaunched = WindowNavigationNode(rootNode: restored)
    #expect((relaunched.topNode as? MigrationBookNavigationNode)?.id == 42)
  }
}
