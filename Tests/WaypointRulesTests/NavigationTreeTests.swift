import Testing
import Waypoint
import WaypointRules

/// An app holding the list in a tab, and a sheet of settings over everything.
@ObservableState
struct AppState: Equatable {
  var list = ListFeature.State()
  var counter = 0
  @Presents var settings: SettingsFeature.State?
  /// A child state that is there or not, without a presentation: shown as the state it holds.
  var archive: ListFeature.State?
}

enum CoverNotice: Equatable { case ok }

/// A screen that only this file's destination holds.
@Reducer
struct CoverEditor {
  @ObservableState
  struct State: Equatable {}
  enum Action { case typed }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

/// What a cover's screen presents: an editor, or a notice as an alert.
@Reducer
enum CoverDestination {
  case edit(CoverEditor)
  case notice(AlertState<CoverNotice>)
}

/// A cover and an alert, each in its own style, and a destination whose case says its own.
@ObservableState
struct CoverState {
  @Presents(.fullScreenCover) var cover: EditFeature.State?
  @Presents var notice: AlertState<CoverNotice>?
  @Presents var destination: CoverDestination.State?
}

@Suite struct NavigationTreeTests {
  func sample() -> AppState {
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      var detail = DetailFeature.State(item: 2)
      detail.destination = .edit(EditFeature.State(draft: "Lamp"))
      var state = AppState()
      state.list.path = StackState([.detail(1), .edit, .detail(detail)])
      state.settings = SettingsFeature.State()
      return state
    }
  }

  @Test func theTreeShowsStacksElementsAndPresentationsNestedToAnyDepth() {
    #expect(
      NavigationTree(sample()).description == """
        AppState
          list
            path: stack of 3
              #0 detail
              #1 edit
              #2 detail
                destination: edit
          settings: SettingsFeature
        """)
  }

  @Test func emptyStacksShowAndAbsentPresentationsDoNot() {
    #expect(
      NavigationTree(AppState()).description == """
        AppState
          list
            path: stack of 0
        """)
    #expect(NavigationTree(EditFeature.State()).description == "EditFeature.State")
  }

  @Test func theTreeNamesItsScreensForTheGraph() throws {
    let tree = NavigationTree(sample())
    let list = try #require(tree.root.children.first)
    #expect(list.screen == .feature(ListFeature.State.self))
    let path = try #require(list.children.first)
    #expect(path.kind == .stack(count: 3))
    #expect(
      path.children.map(\.screen) == [
        .screen(\Path.State.Cases.detail), .screen(\Path.State.Cases.edit),
        .screen(\Path.State.Cases.detail),
      ])
    #expect(path.children.map(\.kind) == [.element(id: 0), .element(id: 1), .element(id: 2)])
    #expect(
      tree.steps.map { "\($0.from.name) → \($0.to.name)" } == [
        "AppState → ListFeature", "ListFeature → detail", "detail → edit", "edit → detail",
        "detail → edit", "AppState → SettingsFeature",
      ])
  }

  @Test func aPresentationKnowsItsStyle() throws {
    let tree = NavigationTree(sample())
    #expect(tree.root.children.map(\.style) == [nil, .sheet])
    let detail = try #require(tree.root.children.first?.children.first?.children.last)
    #expect(detail.children.map(\.style) == [.sheet])
    var covered = CoverState()
    covered.cover = EditFeature.State()
    covered.notice = AlertState(title: TextState("Saved"))
    covered.destination = .notice(AlertState(title: TextState("Done")))
    #expect(
      NavigationTree(covered).root.children.map(\.style) == [.fullScreenCover, .alert, .alert])
    covered.destination = .edit(CoverEditor.State())
    #expect(NavigationTree(covered).root.children.last?.style == .sheet)
  }

  @Test func aStackOnItsOwnIsATree() {
    let stack = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      StackState<Path.State>([.settings])
    }
    #expect(NavigationTree(stack).description == "stack of 1\n  #0 settings")
  }

  @Test func anOptionalChildStateShowsAsTheStateItHolds() {
    var state = AppState()
    state.archive = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      ListFeature.State(path: [.detail(5)])
    }
    #expect(
      NavigationTree(state).description == """
        AppState
          list
            path: stack of 0
          archive
            path: stack of 1
              #0 detail
        """)
  }
}
