import Foundation
import Testing
import Waypoint
import WaypointNodes

/// Checks that the Swift code of the SwiftUI article (WaypointSwiftUI's DocC catalog) is code
/// that compiles: each block is in the target the SwiftUI type check builds
/// (Examples/SwiftUISeedViews), or in this file, which runs the article's Linux examples and
/// checks what the article says they send.
@MainActor
@Suite struct SwiftUIArticleSnippets {
  @Test func everySwiftBlockIsCompiledByTheTypeCheckOrHere() throws {
    let blocks = try SwiftUIArticleText.blocks("swift")
    #expect(blocks.count == 27)
    let files = try SwiftUIArticleText.compiledFiles()
    #expect(files.count > 10)
    for block in blocks where !files.contains(where: { SwiftUIArticleText.contains($0, block) }) {
      Issue.record("Not in Examples/SwiftUISeedViews nor in this file:\n\(block)")
    }
  }

  // MARK: - The article's Linux examples

  typealias Shelf = SwiftUIArticleShelf

  func makeStore(screens: Int = 0) -> StoreOf<Shelf> {
    Store(initialState: Shelf.State(screens: screens)) {
      Shelf()
    } withDependencies: {
      $0.stackElementID = .incrementing(from: screens)
    }
  }

  @Test func backAndTheBackMenuSendOnePopFromEach() {
    let store = makeStore(screens: 3)
    let path = store.scope(state: \.path, action: \.path)  // #0, #1, #2
    path.write(path: StackPath(path.state.path.dropLast()))  // Back: sends .popFrom(id: #2)
    path.write(path: StackPath())  // the back menu's root: sends .popFrom(id: #0)
    #expect(store.log == ["path.popFrom(#2)", "path.popFrom(#0)"])
    #expect(store.path.isEmpty)
  }

  @Test func aNavigationLinksComponentIsPushedWithItsID() {
    let store = makeStore(screens: 1)
    let path = store.scope(state: \.path, action: \.path)
    // In an app, links and stores draw IDs from one live generator; here, the test's own.
    let link = withDependencies {
      $0.stackElementID = .incrementing(from: 1)
    } operation: {
      StackPath.Component(pushing: Shelf.Screen.State(name: "Detail"))
    }
    path.write(path: path.state.path + [link])  // sends .push(id: link.id, state: …)
    #expect(store.log == ["path.push(#1)"])
    #expect(store.path.ids.elements == [0, 1])
  }

  @Test func aSwipeDismissesAndALateWriteSendsNothing() {
    let store = makeStore()
    store.send(.addTapped)
    let sheet = store.presentation(state: \.addItem, action: \.addItem)  // read by the body
    sheet.write(nil)  // the sheet was swiped away: sends .addItem(.dismiss)
    #expect(store.log == ["addTapped", "addItem.dismiss"])
    #expect(store.addItem == nil)

    store.send(.addTapped)
    let shown = store.presentation(state: \.addItem, action: \.addItem)
    store.send(.saveTapped)  // the reducer sets addItem to nil
    shown.write(nil)  // SwiftUI's write that follows: sends nothing
    #expect(store.log.suffix(2) == ["addTapped", "saveTapped"])
  }

  @Test func anAlertsButtonSendsItsActionAndTheAlertDismissesItself() throws {
    let store = makeStore()
    store.send(.deleteTapped)
    let shown = store.presentation(state: \.alert, action: \.alert)  // read by the body
    let alert = try #require(shown.presented)
    alert.tap(alert.buttons[0])  // "Delete": sends .alert(.presented(.confirmDeletion))
    // The alert dismissed itself. SwiftUI then writes the binding:
    shown.write(nil)  // a stale write: sends nothing
    #expect(store.log == ["deleteTapped", "alert.confirmDeletion"])
    #expect(store.alert == nil)
    #expect(store.isDeleted)
  }

  @Test func aTabWriteSendsTheActionThatCarriesATabAndReselectingPops() {
    let store = makeStore(screens: 2)
    store.selectedTab = .settings  // a tap on Settings: sends .tabSelected(.settings)
    store.selectedTab = .inventory  // back to Inventory: sends .tabSelected(.inventory)
    store.selectedTab = .inventory  // Inventory again: its stack pops to the root
    #expect(
      store.log == [
        "tabSelected(settings)", "tabSelected(inventory)", "tabSelected(inventory)",
        "path.popFrom(#0)",
      ])
    #expect(store.path.isEmpty)
  }

  @Test func aSwipeAndTheBackMenuExecuteCommandsOnNodes() throws {
    let home = SwiftUIArticleNode()
    let stack = StackRootNavigationNode([home, SwiftUIArticleNode(), SwiftUIArticleNode()])
    let window = WindowNavigationNode(rootNode: stack)
    try home.execute(.present(.sheet(SwiftUIArticleNode()))).get()
    let presenter: any NavigationNode = stack.state.presentedNode == nil ? home : stack

    let sheet = presenter.presentation(SheetPresentedNavigationNode.self)  // read by the view
    sheet.write(isPresented: false)  // a swipe: executes .dismissJustFromPresented() on it
    try stack.writeStackPath([]).get()  // the back menu's root: executes .stackDropLast(2)

    #expect(presenter.state.presentedNode == nil)
    #expect(stack.state.stackNodes.count == 1)
    #expect(window.rootNode === stack)
  }

  @Test func anObservableStateIsRoutableWithAnEmptyExtensionAndShowsTheSelectedTab() throws {
    var state = AppFeature.State()
    state.inventory.addItem = Shelf.Screen.State(name: "New")
    state.movies.alert = AlertState(title: TextState("Out of sight"))
    #expect(state.navigationRoutes.map(\.style) == [.push, .push, .sheet])
    #expect(
      state.navigationRoutes.map(\.id.description) == [
        "Screen #0", "Screen #1", "addItem (inventory.addItem)",
      ])
    // Cut back to the first push: the sheet dismissed, the second push popped, the other tab
    // left as it is.
    let cut = state.keepingNavigationRoutes(1)
    #expect(cut.inventory.addItem == nil)
    #expect(cut.inventory.path.count == 1)
    #expect(cut.movies == state.movies)
    state.selectedTab = .movies
    #expect(state.navigationRoutes.map(\.style) == [.push, .alert])
  }

  @Test func thePlannerDismissesThenSetsTheStackThenPresents() throws {
    let plan = try TransitionPlanner.plan(
      from: [.push("item"), .push("details"), .sheet("edit"), .push("photo")],
      to: [.push("item"), .sheet("share")]
    )
    let changes = plan.steps.map(\.change)  // [.dismiss, .changeStack, .present]
    let routes = plan.steps.map(\.routes)
    // [[.push("item"), .push("details")], [.push("item")], [.push("item"), .sheet("share")]]
    #expect(changes == [.dismiss, .changeStack, .present])
    #expect(
      routes == [
        [.push("item"), .push("details")], [.push("item")], [.push("item"), .sheet("share")],
      ])
  }
}

/// The tabbed state of the article's transitions section: two tabs, each a shelf.
enum AppFeature {
  @ObservableState
  struct State: Equatable {
    enum Tab: String { case inventory, movies }
    var selectedTab = Tab.inventory
    var inventory = SwiftUIArticleShelf.State(screens: 2)
    var movies = SwiftUIArticleShelf.State(screens: 1)
  }
}

extension AppFeature.State: NavigationSelection {
  var selectedNavigationChild: String { selectedTab.rawValue }  // "inventory" or "movies"
}

extension AppFeature.State: NavigationRoutable {}

/// A feature with a stack, a sheet, an alert and tabs, whose log names each action it receives:
/// what the article's Linux examples send.
@Reducer
struct SwiftUIArticleShelf {
  @Reducer
  struct Screen {
    @ObservableState
    struct State: Equatable { var name: String }
    enum Action: Equatable { case tapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  enum Tab: Hashable, Sendable {
    case inventory
    case settings
  }

  @CasePathable
  enum Alert: Equatable { case confirmDeletion }

  @ObservableState
  struct State: Equatable {
    var path = StackState<Screen.State>()
    @Presents var addItem: Screen.State?
    @Presents var alert: AlertState<Alert>?
    var selectedTab = Tab.inventory
    var isDeleted = false
    var log: [String] = []

    init(screens: Int) {
      withDependencies {
        $0.stackElementID = .incrementing()
      } operation: {
        path.append(contentsOf: (0..<screens).map { Screen.State(name: "Screen \($0)") })
      }
    }
  }

  enum Action: Equatable {
    case path(StackAction<Screen.State, Screen.Action>)
    case addItem(PresentationAction<Screen.Action>)
    case alert(PresentationAction<Alert>)
    case tabSelected(Tab)
    case addTapped
    case saveTapped
    case deleteTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.log.append(Self.describe(action))
      switch action {
      case .addTapped:
        state.addItem = Screen.State(name: "New")
      case .saveTapped:
        state.addItem = nil
      case .deleteTapped:
        state.alert = AlertState {
          TextState("Delete?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
          ButtonState(role: .cancel) { TextState("Keep") }
        }
      case .alert(.presented(.confirmDeletion)):
        state.isDeleted = true
      case let .tabSelected(tab):
        state.selectedTab = tab
      case .path, .addItem, .alert:
        break
      }
      return .none
    }
    .forEach(\.path, action: \.path) { Screen() }
    .ifLet(\.$addItem, action: \.addItem) { Screen() }
    .ifLet(\.$alert, action: \.alert)
    .tabs(
      selection: \.selectedTab, select: \.tabSelected, [.stack(.inventory, \.path, action: \.path)])
  }

  static func describe(_ action: Action) -> String {
    switch action {
    case let .path(.popFrom(id)): "path.popFrom(\(id))"
    case let .path(.push(id, _)): "path.push(\(id))"
    case .path(.element): "path.element"
    case .addItem(.dismiss): "addItem.dismiss"
    case .addItem(.presented): "addItem.presented"
    case .alert(.dismiss): "alert.dismiss"
    case let .alert(.presented(alert)): "alert.\(alert)"
    case let .tabSelected(tab): "tabSelected(\(tab))"
    case .addTapped: "addTapped"
    case .saveTapped: "saveTapped"
    case .deleteTapped: "deleteTapped"
    }
  }
}

/// A node for the article's node example.
@NavigationNode
final class SwiftUIArticleNode {}

/// Reads the SwiftUI article and the files that compile its code.
enum SwiftUIArticleText {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static let article = root.appendingPathComponent(
    "Sources/WaypointSwiftUI/Documentation.docc/Articles/SwiftUIIntegration.md")

  /// The text of every Swift file of Examples/SwiftUISeedViews, and of this file.
  static func compiledFiles() throws -> [String] {
    let examples = root.appendingPathComponent("Examples/SwiftUISeedViews")
    let names = try FileManager.default.contentsOfDirectory(atPath: examples.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    let urls = names.map { examples.appendingPathComponent($0) } + [URL(fileURLWithPath: #filePath)]
    return try urls.map { try String(contentsOf: $0, encoding: .utf8) }
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

  private static func trimmedLines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }
}
