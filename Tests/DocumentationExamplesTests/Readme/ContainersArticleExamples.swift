// The code of the TabsSplitViewsAndWindows article, verbatim, and the tests that run it.

import Clocks
import Foundation
import Testing
import WaypointRestoration
import WaypointTesting

// MARK: - Tabs

@Reducer
struct StoryScreen {
  @ObservableState
  struct State: Codable, Equatable {
    var headline: String
    var updates = 0
  }
  enum Action: Equatable {
    case onAppear
    case updated
  }
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onAppear:
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(30))
            await send(.updated)
          }
        }
      case .updated:
        state.updates += 1
        return .none
      }
    }
  }
}

@Reducer
struct StoriesTab {
  @ObservableState
  struct State: Codable, Equatable {
    var path = StackState<StoryScreen.State>()
  }
  enum Action: Equatable {
    case storyTapped(String)
    case linkOpened([String])
    case path(StackAction<StoryScreen.State, StoryScreen.Action>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .storyTapped(headline):
        state.path.append(StoryScreen.State(headline: headline))
        return .none
      case let .linkOpened(headlines):
        state.path = StackState(headlines.map { StoryScreen.State(headline: $0) })
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) { StoryScreen() }
  }
}

@Reducer
struct ReaderApp {
  @ObservableState
  struct State: Codable, Equatable {
    var selectedTab: Tab = .headlines
    var headlines = StoriesTab.State()
    var saved = StoriesTab.State()
  }

  enum Tab: String, Codable, Hashable, Sendable {
    case headlines
    case saved
  }

  enum Action: Equatable {
    case tabSelected(Tab)
    case headlines(StoriesTab.Action)
    case saved(StoriesTab.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .tabSelected(tab):
        state.selectedTab = tab
        return .none
      case .headlines(.linkOpened):
        state.selectedTab = .headlines
        return .none
      case .saved(.linkOpened):
        state.selectedTab = .saved
        return .none
      case .headlines, .saved:
        return .none
      }
    }
    .scope(state: \.headlines, action: \.headlines) {
      StoriesTab()
    }
    .scope(state: \.saved, action: \.saved) {
      StoriesTab()
    }
    .tabs(
      selection: \.selectedTab, select: \.tabSelected,
      [
        .stack(.headlines, \.headlines.path, action: \.headlines.path),
        .stack(.saved, \.saved.path, action: \.saved.path, popsToRootOnReselect: false),
      ])
  }
}

@MainActor
@Suite struct ContainersArticleTabs {
  func store(clock: TestClock<Duration>) -> TestStore<ReaderApp.State, ReaderApp.Action> {
    TestStore(initialState: ReaderApp.State()) {
      ReaderApp()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func reselectingATabPopsItsStackAndEndsThePoppedScreensEffects() async {
    let clock = TestClock()
    let store = store(clock: clock)
    await store.send(\.headlines.storyTapped, "Eclipse") {
      $0.headlines.path.append(StoryScreen.State(headline: "Eclipse"))
    }
    await store.send(\.headlines.storyTapped, "Comet") {
      $0.headlines.path.append(StoryScreen.State(headline: "Comet"))
    }
    await store.send(\.headlines.path[id: 1].onAppear)
    await clock.advance(by: .seconds(30))
    await store.receive(\.headlines.path[id: 1].updated) {
      $0.headlines.path[id: 1]?.updates = 1
    }
    // Headlines is selected: selecting it again pops both stories, and Comet's updates end.
    await store.send(.tabSelected(.headlines)) {
      $0.headlines.path.removeAll()
    }
    await clock.advance(by: .seconds(300))
  }

  @Test func aTabThatDoesNotPopKeepsItsStack() async {
    let clock = TestClock()
    let store = store(clock: clock)
    await store.send(\.headlines.storyTapped, "Eclipse") {
      $0.headlines.path.append(StoryScreen.State(headline: "Eclipse"))
    }
    await store.send(.tabSelected(.saved)) {
      $0.selectedTab = .saved
    }
    await store.send(\.saved.storyTapped, "Longread") {
      $0.saved.path.append(StoryScreen.State(headline: "Longread"))
    }
    // Saved does not pop when it is selected again.
    await store.send(.tabSelected(.saved))
    // Selecting another tab pops nothing either.
    await store.send(.tabSelected(.headlines)) {
      $0.selectedTab = .headlines
    }
    #expect(store.state.headlines.path.map(\.headline) == ["Eclipse"])
    #expect(store.state.saved.path.map(\.headline) == ["Longread"])
  }

  @Test func anUnselectedTabKeepsRunning() async {
    let clock = TestClock()
    let store = store(clock: clock)
    await store.send(\.headlines.storyTapped, "Eclipse") {
      $0.headlines.path.append(StoryScreen.State(headline: "Eclipse"))
    }
    await store.send(\.headlines.path[id: 0].onAppear)
    await store.send(.tabSelected(.saved)) {
      $0.selectedTab = .saved
    }
    await clock.advance(by: .seconds(60))
    await store.receive(\.headlines.path[id: 0].updated) {
      $0.headlines.path[id: 0]?.updates = 1
    }
    await store.receive(\.headlines.path[id: 0].updated) {
      $0.headlines.path[id: 0]?.updates = 2
    }
    await store.send(.tabSelected(.headlines)) {
      $0.selectedTab = .headlines
    }
    await store.send(.tabSelected(.headlines)) {
      $0.headlines.path.removeAll()
    }
  }

  @Test func aDeepLinkSelectsItsTabAndReplacesThatTabsStackOnly() async {
    let clock = TestClock()
    let store = store(clock: clock)
    await store.send(\.headlines.storyTapped, "Eclipse") {
      $0.headlines.path.append(StoryScreen.State(headline: "Eclipse"))
    }
    await store.send(\.headlines.path[id: 0].onAppear)
    await store.send(.tabSelected(.saved)) {
      $0.selectedTab = .saved
    }
    await store.send(\.saved.storyTapped, "Longread") {
      $0.saved.path.append(StoryScreen.State(headline: "Longread"))
    }
    await store.send(\.saved.path[id: 1].onAppear)
    await store.send(.tabSelected(.headlines)) {
      $0.selectedTab = .headlines
    }
    // A link to two saved stories: one action, one change.
    await store.send(\.saved.linkOpened, ["Comet", "Aurora"]) {
      $0.selectedTab = .saved
      $0.saved.path = [
        StoryScreen.State(headline: "Comet"), StoryScreen.State(headline: "Aurora"),
      ]
    }
    #expect(store.state.saved.path.ids == [2, 3])
    // Eclipse, in Headlines, still updates; Longread's updates ended with it.
    await clock.advance(by: .seconds(30))
    await store.receive(\.headlines.path[id: 0].updated) {
      $0.headlines.path[id: 0]?.updates = 1
    }
    await store.send(.tabSelected(.headlines)) {
      $0.selectedTab = .headlines
    }
    await store.send(.tabSelected(.headlines)) {
      $0.headlines.path.removeAll()
    }
  }
}

// MARK: - Split views

enum Course: String, Codable, Hashable, CaseIterable {
  case starter, main, dessert
}

struct Dish: Identifiable, Codable, Hashable {
  var id: Int
  var name: String
  var course: Course
}

let applePie = Dish(id: 1, name: "Apple pie", course: .dessert)
let crumble = Dish(id: 2, name: "Crumble", course: .dessert)

@Reducer
struct DishScreen {
  @ObservableState
  struct State: Equatable {
    var dish: Dish
    var minutesCooking = 0
  }
  enum Action: Equatable {
    case timerStarted
    case minutePassed
    case relatedDishTapped(Dish)
  }
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .timerStarted:
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(60))
            await send(.minutePassed)
          }
        }
      case .minutePassed:
        state.minutesCooking += 1
        return .none
      case .relatedDishTapped:
        return .none  // the kitchen pushes it
      }
    }
  }
}

@Reducer
struct Kitchen {
  @ObservableState
  struct State: Equatable {
    var split = TwoColumnSplitViewState<Course, DishScreen.State>()
  }
  enum Action: Equatable {
    case courseSelected(Course?)
    case dishTapped(Dish)
    case detail(StackAction<DishScreen.State, DishScreen.Action>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .courseSelected(course):
        state.split.selectSidebar(course)
        return .none
      case let .dishTapped(dish):
        state.split.detail.append(DishScreen.State(dish: dish))
        return .none
      case let .detail(.element(id: _, action: .relatedDishTapped(dish))):
        state.split.detail.append(DishScreen.State(dish: dish))
        return .none
      case .detail:
        return .none
      }
    }
    .forEach(\.split.detail, action: \.detail) { DishScreen() }
  }
}

@Suite struct ContainersArticleSplitViews {
  @Test func theThreeRecipes() {
    var path = StackState<Int>()
    path.append(1)  // the root's button
    path.append(path.last! + 1)  // the pushed screen's button: [1, 2]
    #expect(Array(path) == [1, 2])

    var columns = SplitViewState<Course, Dish.ID, Never>()
    columns.selectSidebar(.dessert)
    columns.selectContent(applePie.id)  // the detail column shows the apple pie
    columns.selectSidebar(.main)  // another course: no dish is selected
    #expect(columns.isValid)
    #expect(columns.sidebarSelection == .main)
    #expect(columns.contentSelection == nil)

    var split = TwoColumnSplitViewState<Course, Dish>()
    split.selectSidebar(.dessert)
    split.detail.append(applePie)  // the desserts' grid pushes a dish
    split.detail.append(crumble)  // the apple pie pushes a related dish
    #expect(split.isValid)
    #expect(Array(split.detail) == [applePie, crumble])
    split.selectSidebar(.main)
    #expect(split.detail.isEmpty)
  }

  @Test func narrowingAndWideningKeepThePlace() {
    var split = TwoColumnSplitViewState<Course, Dish>(preferredCompactColumn: .detail)
    split.selectSidebar(.dessert)
    split.detail.append(applePie)
    split.detail.append(crumble)

    let compact = split.collapsed()
    #expect(Array(compact.path) == [.sidebar(.dessert), .detail(applePie), .detail(crumble)])
    #expect(Array(compact.path.ids.suffix(2)) == Array(split.detail.ids))
    #expect(compact.preferredCompactColumn == .detail)
    #expect(TwoColumnSplitViewState(expanding: compact) == split)
    #expect(split.collapsed() == compact)
  }

  @Test func threeColumnsCollapseToTheSidebarsThenTheContentsSelection() {
    var split = SplitViewState<Course, Dish.ID, Dish>(columnVisibility: .doubleColumn)
    split.selectSidebar(.dessert)
    split.selectContent(applePie.id)
    split.detail.append(crumble)
    let compact = split.collapsed()
    #expect(Array(compact.path) == [.sidebar(.dessert), .content(applePie.id), .detail(crumble)])
    #expect(compact.columnVisibility == .doubleColumn)
    #expect(SplitViewState(expanding: compact) == split)
    split.selectContent(nil)
    #expect(split.detail.isEmpty)
    #expect(Array(split.collapsed().path) == [.sidebar(.dessert)])
  }

  @MainActor
  @Test func anotherCourseClearsTheDetailAndEndsItsTimers() async {
    let clock = TestClock()
    let store = TestStore(initialState: Kitchen.State()) {
      Kitchen()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.courseSelected(.dessert)) {
      $0.split.selectSidebar(.dessert)
    }
    // The sidebar's selection took #0, for the compact stack: the first dish is #1.
    await store.send(.dishTapped(applePie)) {
      $0.split.detail.append(DishScreen.State(dish: applePie))
    }
    await store.send(\.detail[id: 1].relatedDishTapped, crumble) {
      $0.split.detail.append(DishScreen.State(dish: crumble))
    }
    await store.send(\.detail[id: 2].timerStarted)
    await clock.advance(by: .seconds(60))
    await store.receive(\.detail[id: 2].minutePassed) {
      $0.split.detail[id: 2]?.minutesCooking = 1
    }
    #expect(store.state.split.collapsed().path.ids == [0, 1, 2])
    // Another course: the crumble and its timer are gone.
    await store.send(.courseSelected(.main)) {
      $0.split.selectSidebar(.main)
    }
    #expect(store.state.split.detail.isEmpty)
    await clock.advance(by: .seconds(600))
  }
}

// MARK: - Windows

@Reducer
struct ReaderWindows {
  @ObservableState
  struct State: Equatable {
    var windows = WindowsState<ReaderApp.State>()
  }
  enum Action: Equatable {
    case openWindow(WindowID)
    case closeWindow(WindowID)
    case window(IdentifiedAction<WindowID, ReaderApp.Action>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .openWindow(id):
        state.windows.open(id, root: ReaderApp.State())
        return .none
      case let .closeWindow(id):
        state.windows.close(id)
        return .none
      case .window:
        return .none
      }
    }
    .windows(\.windows, action: \.window) { ReaderApp() }
  }
}

/// A window's snapshots, in a file of its own.
func windowSnapshots(of id: WindowID, in folder: URL) -> SnapshotStore<ReaderApp.State> {
  SnapshotStore(storage: FileSnapshotStorage(url: folder.appending(path: "\(id).json")))
}

func saveWindows(_ windows: WindowsState<ReaderApp.State>, in folder: URL) throws {
  for window in windows.windows {
    try windowSnapshots(of: window.id, in: folder).save(window.root)
  }
}

func restoreWindows(_ ids: [WindowID], from folder: URL) -> WindowsState<ReaderApp.State> {
  var windows = WindowsState<ReaderApp.State>()
  for id in ids {
    let restoration = windowSnapshots(of: id, in: folder).restore(root: ReaderApp.State())
    windows.open(id, root: restoration.state)
  }
  return windows
}

@Suite struct ContainersArticleWindows {
  @MainActor
  @Test func closingAWindowEndsItsEffectsOnly() async {
    let clock = TestClock()
    let store = TestStore(initialState: ReaderWindows.State()) {
      ReaderWindows()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.openWindow("first")) {
      $0.windows.open("first", root: ReaderApp.State())
    }
    await store.send(.openWindow("second")) {
      $0.windows.open("second", root: ReaderApp.State())
    }
    // A window that is open stays as it is.
    await store.send(.openWindow("first"))
    await store.send(\.window[id: "first"].headlines.storyTapped, "Eclipse") {
      $0.windows["first"]?.headlines.path.append(StoryScreen.State(headline: "Eclipse"))
    }
    await store.send(\.window[id: "second"].headlines.storyTapped, "Comet") {
      $0.windows["second"]?.headlines.path.append(StoryScreen.State(headline: "Comet"))
    }
    await store.send(\.window[id: "first"].headlines.path[id: 0].onAppear)
    await store.send(\.window[id: "second"].headlines.path[id: 1].onAppear)
    await clock.advance(by: .seconds(30))
    await store.receive(\.window[id: "first"].headlines.path[id: 0].updated) {
      $0.windows["first"]?.headlines.path[id: 0]?.updates = 1
    }
    await store.receive(\.window[id: "second"].headlines.path[id: 1].updated) {
      $0.windows["second"]?.headlines.path[id: 1]?.updates = 1
    }
    await store.send(.closeWindow("first")) {
      $0.windows.close("first")
    }
    #expect(store.state.windows.ids == ["second"])
    // Only the second window's story still updates.
    await clock.advance(by: .seconds(30))
    await store.receive(\.window[id: "second"].headlines.path[id: 1].updated) {
      $0.windows["second"]?.headlines.path[id: 1]?.updates = 2
    }
    await store.send(.closeWindow("second")) {
      $0.windows.close("second")
    }
    await clock.advance(by: .seconds(300))
  }

  @Test func eachWindowIsSavedAndRestoredOnItsOwn() throws {
    let files = FileManager.default
    let folder = files.temporaryDirectory.appending(path: "ContainersArticle-\(UUID())")
    try files.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? files.removeItem(at: folder) }

    var first = ReaderApp.State()
    first.selectedTab = .saved
    first.saved.path.append(StoryScreen.State(headline: "Longread"))
    var second = ReaderApp.State()
    second.headlines.path.append(StoryScreen.State(headline: "Eclipse"))
    var windows = WindowsState<ReaderApp.State>()
    windows.open("first", root: first)
    windows.open("second", root: second)
    try saveWindows(windows, in: folder)
    #expect(restoreWindows(["first", "second"], from: folder) == windows)

    // The second window's snapshot is cut short: that window starts over, the first does not.
    try Data(#"{"format": 1, "sch"#.utf8).write(to: folder.appending(path: "second.json"))
    let restored = restoreWindows(["first", "second"], from: folder)
    #expect(restored.ids == ["first", "second"])
    #expect(restored["first"] == first)
    #expect(restored["second"] == ReaderApp.State())
    let quarantine = folder.appending(path: "second.json.quarantine")
    #expect(try files.contentsOfDirectory(atPath: quarantine.path).count == 2)
  }
}
