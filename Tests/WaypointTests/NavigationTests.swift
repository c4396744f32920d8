import Testing
import Waypoint

/// Two tabs, each with a stack, and a cover over both.
@ObservableState
struct TabbedState {
  enum Tab: String { case first, second }
  var tab = Tab.first
  var first = WalkHost.State()
  var second = WalkHost.State()
  @Presents(.fullScreenCover) var settings: WalkLeaf.State?
}

extension TabbedState: NavigationSelection {
  var selectedNavigationChild: String { tab.rawValue }
}

/// A stack of struct states, named by their type.
@ObservableState
struct LeafStackState {
  var path = StackState<WalkLeaf.State>()
}

/// Runs `operation` with stack IDs drawn from a generator that starts at 0.
func incrementing<T>(_ operation: () -> T) -> T {
  withDependencies {
    $0.stackElementID = .incrementing()
  } operation: {
    operation()
  }
}

@Suite struct NavigationTests {
  typealias Screen = Navigation.Screen

  @Test func theRootAloneIsOneEmptyLevel() {
    let navigation = Navigation(WalkHost.State())
    #expect(navigation.levels == [Navigation.Level(.push, [])])
    #expect(navigation.routes.isEmpty)
    #expect(navigation.top == nil)
    #expect(navigation.description == "root")
  }

  @Test func pushesAreLevelZeroNamedByCaseAndID() {
    let state = incrementing {
      var state = WalkHost.State()
      state.path = [.leaf(WalkLeaf.State()), .plain(WalkPlain.State()), .leaf(WalkLeaf.State())]
      return state
    }
    let navigation = Navigation(state)
    #expect(
      navigation.levels == [
        Navigation.Level(
          .push,
          [
            Screen("leaf", at: .element(0)), Screen("plain", at: .element(1)),
            Screen("leaf", at: .element(2)),
          ])
      ])
    #expect(navigation.routes.map(\.style) == [.push, .push, .push])
    #expect(navigation.top == Screen("leaf", at: .element(2)))
    #expect(navigation.description == "leaf #0, plain #1, leaf #2")
  }

  @Test func anElementOfAStructStateIsNamedByItsFeature() {
    let state = incrementing {
      LeafStackState(path: [WalkLeaf.State(), WalkLeaf.State()])
    }
    #expect(Navigation(state).description == "WalkLeaf #0, WalkLeaf #1")
  }

  @Test func aPresentationFromAnElementStartsALevelPlacedInIt() {
    let state = incrementing {
      var state = WalkHost.State()
      let leaf = WalkPath.State.leaf(WalkLeaf.State())
      state.path = [leaf, .host(WalkHost.State())]
      let presented = WalkHost.State(path: [leaf])
      state.path[id: 1] = .host(WalkHost.State(destination: .host(presented)))
      return state
    }
    let navigation = Navigation(state)
    #expect(
      navigation.levels == [
        Navigation.Level(
          .push, [Screen("leaf", at: .element(0)), Screen("host", at: .element(1))]),
        Navigation.Level(
          .sheet,
          [
            Screen("host", at: .presentation("destination", in: 1)),
            Screen("leaf", at: .element(2)),
          ]),
      ])
    #expect(
      navigation.routes.map(\.style) == [.push, .push, .sheet, .push])
    #expect(
      navigation.description == """
        leaf #0, host #1
        sheet: host (destination in #1), leaf #2
        """)
  }

  @Test func nestedPresentationsComeInOrderAndAnAlertCaseIsAnAlert() throws {
    var inner = WalkHost.State()
    inner.destination = .warning(AlertState(title: TextState("Careful")))
    var state = WalkHost.State()
    state.destination = .host(inner)
    let navigation = Navigation(state)
    #expect(
      navigation.levels == [
        Navigation.Level(.push, []),
        Navigation.Level(.sheet, [Screen("host", at: .presentation("destination", in: nil))]),
        Navigation.Level(
          .alert, [Screen("warning", at: .presentation("destination.destination", in: nil))]),
      ])
    #expect(navigation.routes.map(\.style) == [.sheet, .alert])
    try NavigationRoutes.validate(navigation.routes)
  }

  @Test func anOuterPresentationIsOverWhatIsInsideAndHidesAnAlertUnderIt() throws {
    var state = TabbedState()
    state.first.alert = AlertState(title: TextState("Saved"))
    state.settings = WalkLeaf.State()
    let navigation = Navigation(state)
    #expect(
      navigation.levels == [
        Navigation.Level(.push, []),
        Navigation.Level(
          .alert, [Screen("alert", at: .presentation("first.alert", in: nil))]),
        Navigation.Level(
          .fullScreenCover, [Screen("settings", at: .presentation("settings", in: nil))]),
      ])
    // The alert is hidden under the cover: the routes skip it, and so can be shown.
    #expect(navigation.routes.map(\.id.name) == ["settings"])
    #expect(navigation.routes.map(\.style) == [.fullScreenCover])
    try NavigationRoutes.validate(navigation.routes)
  }

  @Test func aSelectionShowsOnlyTheSelectedChild() {
    var state = incrementing {
      var state = TabbedState()
      state.first.path = [.leaf(WalkLeaf.State())]
      state.second.path = [.plain(WalkPlain.State()), .plain(WalkPlain.State())]
      state.second.destination = .leaf(WalkLeaf.State())
      return state
    }
    #expect(Navigation(state).description == "leaf #0")
    state.tab = .second
    #expect(
      Navigation(state).description == """
        plain #1, plain #2
        sheet: leaf (second.destination)
        """)
  }

  @Test func aPresentedCaseThatSelectsShowsOnlyItsSelectedChild() {
    let state = incrementing {
      var tabs = WalkTabs.State()
      tabs.a.path = [.leaf(WalkLeaf.State())]
      tabs.b.path = [.plain(WalkPlain.State())]
      tabs.tab = "b"
      return WalkHost.State(destination: .tabs(tabs))
    }
    #expect(
      Navigation(state).description == """
        root
        sheet: tabs (destination), plain #1
        """)
  }

  @Test func aStackOnItsOwnIsLevelZero() {
    let stack: StackState<WalkPath.State> = incrementing {
      [.leaf(WalkLeaf.State()), .warning(AlertState(title: TextState("Hm")))]
    }
    #expect(Navigation(stack).description == "leaf #0, warning #1")
  }

  @Test func levelsStartingWithAPresentationGetAnEmptyLevelZero() {
    let sheet = Navigation.Level(.sheet, [Screen("edit", at: .presentation("edit", in: nil))])
    #expect(Navigation(levels: [sheet]).levels == [Navigation.Level(.push, []), sheet])
    #expect(Navigation(levels: []).levels == [Navigation.Level(.push, [])])
    #expect(Navigation(levels: [sheet]).description == "root\nsheet: edit (edit)")
  }
}
