import Testing
import Waypoint

extension WalkHost.State: NavigationRoutable {}
extension TabbedState: NavigationRoutable {}

@Suite struct NavigationRoutesTests {
  func lines(_ routes: [NavigationRoute<Navigation.Screen>]) -> [String] {
    routes.map { "\($0.style.rawValue)(\($0.id))" }
  }

  /// Two pushes, a sheet from the second holding a push of its own and an alert over it.
  func deep() -> WalkHost.State {
    incrementing {
      var state = WalkHost.State()
      state.path = [.leaf(WalkLeaf.State()), .host(WalkHost.State())]
      var presented = WalkHost.State(path: [.leaf(WalkLeaf.State())])
      presented.alert = AlertState(title: TextState("Saved"))
      state.path[id: 1] = .host(WalkHost.State(destination: .host(presented)))
      return state
    }
  }

  @Test func theRoutesAreTheDerivedNavigations() {
    let state = deep()
    #expect(state.navigationRoutes == Navigation(state).routes)
    #expect(
      lines(state.navigationRoutes) == [
        "push(leaf #0)", "push(host #1)", "sheet(host (destination in #1))", "push(leaf #2)",
        "alert(alert (destination.alert in #1))",
      ])
  }

  @Test func keepingEveryCountShowsExactlyThatManyFirstRoutes() {
    let state = deep()
    let routes = state.navigationRoutes
    for count in 0...routes.count {
      #expect(
        state.keepingNavigationRoutes(count).navigationRoutes == Array(routes.prefix(count)),
        "keeping \(count)")
    }
  }

  @Test func keepingCutsTheStateItselfNotJustItsRoutes() throws {
    let state = deep()
    let kept = state.keepingNavigationRoutes(3)
    // The sheet stays, its own push and its alert go.
    guard case .host(let second) = kept.path[id: 1], case .host(let presented) = second.destination
    else {
      Issue.record("The sheet from #1 was dismissed")
      return
    }
    #expect(presented.path.isEmpty)
    #expect(presented.alert == nil)
    #expect(kept.keepingNavigationRoutes(1).path.count == 1)
    #expect(kept.keepingNavigationRoutes(0).path.isEmpty)
  }

  @Test func keepingAllOrMoreChangesNothing() {
    let state = deep()
    let count = state.navigationRoutes.count
    #expect(state.keepingNavigationRoutes(count)._$id == state._$id)
    #expect(state.keepingNavigationRoutes(count + 3).navigationRoutes == state.navigationRoutes)
    #expect(state.keepingNavigationRoutes(-1).navigationRoutes.isEmpty)
  }

  @Test func aHiddenAlertIsDismissedWithWhatHidesIt() {
    var state = TabbedState()
    state.first.alert = AlertState(title: TextState("Saved"))
    state.settings = WalkLeaf.State()
    #expect(state.navigationRoutes.map(\.style) == [.fullScreenCover])
    let cut = state.keepingNavigationRoutes(0)
    #expect(cut.settings == nil)
    #expect(cut.first.alert == nil)
    #expect(cut.navigationRoutes.isEmpty)
  }

  @Test func theTabNotShownIsLeftAsItIs() {
    let state = incrementing {
      var state = TabbedState()
      state.first.path = [.leaf(WalkLeaf.State()), .leaf(WalkLeaf.State())]
      state.second.path = [.plain(WalkPlain.State())]
      state.second.dialog = ConfirmationDialogState(title: TextState("Sure?"))
      return state
    }
    let cut = state.keepingNavigationRoutes(1)
    #expect(cut.first.path.count == 1)
    #expect(cut.second.path.count == 1)
    #expect(cut.second.dialog != nil)
  }

  @Test func thePlannerStepsThroughDerivedRoutes() throws {
    let start = deep()
    var target = start
    target.path.removeLast()
    target.destination = .leaf(WalkLeaf.State())
    let states = try TransitionPlanner.states(from: start, to: target)
    #expect(
      states.map { lines($0.navigationRoutes) } == [
        ["push(leaf #0)", "push(host #1)", "sheet(host (destination in #1))", "push(leaf #2)"],
        ["push(leaf #0)", "push(host #1)"],
        ["push(leaf #0)"],
        ["push(leaf #0)", "sheet(leaf (destination))"],
      ])
    #expect(states.last?._$id == target._$id)
  }
}

/// Cases whose values have labels, or are more than one: the edit puts each back as it was.
@ObservableState
enum LabelledScreens {
  case host(screen: WalkHost.State)
  case unlabelled(_ screen: WalkHost.State)
  case pair(WalkHost.State, Int)
}

@ObservableState
struct LabelledHost: NavigationRoutable {
  @Presents var destination: LabelledScreens?
}

@Suite struct NavigationEditTests {
  @Test func aLabelledCaseIsEditedInPlace() {
    var host = WalkHost.State()
    host.alert = AlertState(title: TextState("Hi"))
    for destination in [LabelledScreens.host(screen: host), .unlabelled(host)] {
      let state = LabelledHost(destination: destination)
      #expect(state.navigationRoutes.map(\.style) == [.sheet, .alert])
      let cut = state.keepingNavigationRoutes(1)
      #expect(cut.navigationRoutes.map(\.style) == [.sheet])
      switch cut.destination {
      case .host(let screen), .unlabelled(let screen): #expect(screen.alert == nil)
      default: Issue.record("The case changed: \(String(describing: cut.destination))")
      }
    }
  }

  @Test func aCaseOfTwoValuesIsLeftAsItIs() {
    var host = WalkHost.State()
    host.alert = AlertState(title: TextState("Hi"))
    let state = LabelledHost(destination: .pair(host, 7))
    #expect(state.keepingNavigationRoutes(0).destination == nil)
    guard case .pair(let kept, 7)? = state.keepingNavigationRoutes(1).destination else {
      Issue.record("The pair was changed")
      return
    }
    #expect(kept.alert != nil)
  }
}

/// A stack beside windows of its own.
@ObservableState
struct WindowedState: NavigationRoutable {
  var path = StackState<WalkPath.State>()
  var windows = WindowsState<WalkHost.State>()
}

@Suite struct NavigationReviewTests {
  @Test func aPushedScreenComesBeforeWhatItPushes() {
    let state = incrementing {
      var tabs = WalkTabs.State()
      tabs.a.path = [.leaf(WalkLeaf.State())]
      tabs.b.path = [.plain(WalkPlain.State())]
      tabs.tab = "b"
      var state = WalkHost.State()
      state.path = [.tabs(tabs)]
      return state
    }
    // A screen pushed on a stack is not asked for a selection: both tabs show, after it.
    #expect(Navigation(state).description == "tabs #2, leaf #0, plain #1")
    let routes = state.navigationRoutes
    for count in 0...routes.count {
      #expect(state.keepingNavigationRoutes(count).navigationRoutes == Array(routes.prefix(count)))
    }
    guard case .tabs(let kept)? = state.keepingNavigationRoutes(2).path.first else {
      Issue.record("The pushed tabs were popped")
      return
    }
    #expect(kept.a.path.count == 1)
    #expect(kept.b.path.isEmpty)
  }

  @Test func windowsAreNavigationsOfTheirOwnAndAreNotCut() {
    var state = incrementing {
      var state = WindowedState()
      state.path = [.leaf(WalkLeaf.State()), .leaf(WalkLeaf.State())]
      return state
    }
    var root = WalkHost.State()
    root.alert = AlertState(title: TextState("In a window"))
    _ = state.windows.open("second", root: root)
    #expect(Navigation(state).description == "leaf #0, leaf #1")
    let cut = state.keepingNavigationRoutes(1)
    #expect(cut.path.count == 1)
    #expect(cut.windows.windows.first?.root.alert != nil)
  }
}
