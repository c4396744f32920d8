import Testing
import Waypoint

private typealias PlannerRoute = NavigationRoute<String>

/// A screen state with content besides its routes, to check that `states(from:to:)` keeps it.
private struct PlannerScreen: NavigationRoutable, Equatable {
  var routes: [PlannerRoute]
  var content: String

  var navigationRoutes: [PlannerRoute] { routes }

  func keepingNavigationRoutes(_ count: Int) -> Self {
    Self(routes: Array(routes.prefix(count)), content: content)
  }
}

@Suite struct PlannerExampleTests {
  @Test func dismissingASheetPoppingTwoAndPresentingASheetTakesThreeSteps() throws {
    let plan = try TransitionPlanner.plan(
      from: [.push("list"), .push("item"), .push("photo"), .sheet("edit")],
      to: [.push("list"), .sheet("share")]
    )
    #expect(plan.steps.map(\.change) == [.dismiss, .changeStack, .present])
    #expect(plan.steps.map(\.source) == [.current, .target, .target])
    #expect(plan.steps.map(\.routeCount) == [3, 1, 2])
    #expect(
      plan.steps.map(\.routes) == [
        [.push("list"), .push("item"), .push("photo")],
        [.push("list")],
        [.push("list"), .sheet("share")],
      ]
    )
  }

  @Test func nestedSheetsAreDismissedTopFirstOnePerStep() throws {
    let plan = try TransitionPlanner.plan(
      from: [.sheet("a"), .push("b"), .sheet("c"), .fullScreenCover("d")],
      to: []
    )
    #expect(plan.steps.map(\.change) == [.dismiss, .dismiss, .dismiss])
    #expect(
      plan.steps.map(\.routes) == [
        [.sheet("a"), .push("b"), .sheet("c")],
        [.sheet("a"), .push("b")],
        [],
      ]
    )
  }

  @Test func pushesOntoAPresentedSheetsStackAreOneStep() throws {
    let plan = try TransitionPlanner.plan(
      from: [.push("a"), .sheet("b")],
      to: [.push("a"), .sheet("b"), .push("c"), .push("d")]
    )
    #expect(plan.steps.map(\.change) == [.changeStack])
    #expect(plan.steps.map(\.routeCount) == [4])
  }

  @Test func aSheetPresentedWithAFilledStackIsOneStep() throws {
    let plan = try TransitionPlanner.plan(
      from: [.push("a")],
      to: [.push("a"), .sheet("b"), .push("c"), .push("d")]
    )
    #expect(plan.steps.map(\.change) == [.present])
    #expect(plan.steps.map(\.routes) == [[.push("a"), .sheet("b"), .push("c"), .push("d")]])
  }

  @Test func anAlertOverASheetIsPresentedInOneStep() throws {
    let plan = try TransitionPlanner.plan(
      from: [.sheet("a"), .push("b")],
      to: [.sheet("a"), .push("b"), .alert("c")]
    )
    #expect(plan.steps.map(\.change) == [.present])
    #expect(plan.steps.map(\.routeCount) == [3])
  }

  @Test func replacingTheTopSheetDismissesItThenPresentsTheOther() throws {
    let plan = try TransitionPlanner.plan(
      from: [.push("a"), .sheet("b")],
      to: [.push("a"), .sheet("c")]
    )
    #expect(plan.steps.map(\.change) == [.dismiss, .present])
    #expect(plan.steps.map(\.routes) == [[.push("a")], [.push("a"), .sheet("c")]])
  }

  @Test func theSameIDWithAnotherStyleIsAnotherRoute() throws {
    let restyled = try TransitionPlanner.plan(from: [.sheet("a")], to: [.fullScreenCover("a")])
    #expect(restyled.steps.map(\.change) == [.dismiss, .present])

    let pushedThenPresented = try TransitionPlanner.plan(from: [.push("a")], to: [.sheet("a")])
    #expect(pushedThenPresented.steps.map(\.change) == [.changeStack, .present])
    #expect(pushedThenPresented.steps.map(\.routes) == [[], [.sheet("a")]])
  }

  @Test func purePopsAreOneStep() throws {
    let plan = try TransitionPlanner.plan(
      from: [.sheet("a"), .push("b"), .push("c"), .push("d")],
      to: [.sheet("a")]
    )
    #expect(plan.steps.map(\.change) == [.changeStack])
    #expect(plan.steps.map(\.routes) == [[.sheet("a")]])
  }

  @Test func purePushesAreOneStep() throws {
    let plan = try TransitionPlanner.plan(
      from: [.push("a")],
      to: [.push("a"), .push("b"), .push("c")]
    )
    #expect(plan.steps.map(\.change) == [.changeStack])
    #expect(plan.steps.map(\.routeCount) == [3])
  }

  @Test func equalListsGiveNoSteps() throws {
    let routes: [PlannerRoute] = [.push("a"), .sheet("b"), .push("c"), .alert("d")]
    #expect(try TransitionPlanner.plan(from: routes, to: routes).steps.isEmpty)
    #expect(try TransitionPlanner.plan(from: [PlannerRoute](), to: []).steps.isEmpty)
  }

  @Test func backToTheRootFromADeepStateDismissesEachLevelThenPops() throws {
    let plan = try TransitionPlanner.plan(
      from: [.push("a"), .push("b"), .sheet("c"), .push("d"), .popover("e"), .alert("f")],
      to: []
    )
    #expect(plan.steps.map(\.change) == [.dismiss, .dismiss, .dismiss, .changeStack])
    #expect(plan.steps.map(\.routeCount) == [5, 4, 2, 0])
    #expect(plan.steps.last?.routes == [])
  }
}

@Suite struct PlannerInvalidRoutesTests {
  @Test func anAlertFollowedByAPushIsRejected() {
    let expected = TransitionPlanError.invalidTarget(
      .routeAfterEndOfLevel(index: 1, style: .alert)
    )
    #expect(throws: expected) {
      try TransitionPlanner.plan(from: [], to: [.alert("a"), .push("b")])
    }
    #expect(
      expected.description == """
        The target routes are invalid. The route at index 1 follows the alert at index 0, which \
        ends its level: nothing can be pushed on it or presented over it. Show the alert last, \
        or remove the routes after it.
        """
    )
  }

  @Test func aDialogFollowedByASheetIsRejected() {
    let expected = TransitionPlanError.invalidStart(
      .routeAfterEndOfLevel(index: 2, style: .confirmationDialog)
    )
    #expect(throws: expected) {
      try TransitionPlanner.plan(
        from: [.push("a"), .confirmationDialog("b"), .sheet("c")],
        to: [.push("a")]
      )
    }
    #expect(
      expected.description == """
        The start routes are invalid. The route at index 2 follows the confirmation dialog at \
        index 1, which ends its level: nothing can be pushed on it or presented over it. Show \
        the confirmation dialog last, or remove the routes after it.
        """
    )
  }

  @Test func aDuplicateIDInTheStartIsRejected() {
    let expected = TransitionPlanError.invalidStart(.duplicateID(index: 2, firstIndex: 0))
    #expect(throws: expected) {
      try TransitionPlanner.plan(from: [.push("a"), .sheet("b"), .push("a")], to: [])
    }
    #expect(
      expected.description == """
        The start routes are invalid. The route at index 2 has the same ID as the route at \
        index 0. Give each route in the list its own ID.
        """
    )
  }

  @Test func aDuplicateIDInTheTargetIsRejected() {
    let expected = TransitionPlanError.invalidTarget(.duplicateID(index: 1, firstIndex: 0))
    #expect(throws: expected) {
      try TransitionPlanner.plan(from: [.push("a")], to: [.push("b"), .sheet("b")])
    }
    #expect(
      expected.description == """
        The target routes are invalid. The route at index 1 has the same ID as the route at \
        index 0. Give each route in the list its own ID.
        """
    )
  }

  @Test func theStartIsCheckedBeforeTheTarget() {
    #expect(throws: TransitionPlanError.invalidStart(.duplicateID(index: 1, firstIndex: 0))) {
      try TransitionPlanner.plan(from: [.push("a"), .push("a")], to: [.alert("b"), .push("c")])
    }
  }

  @Test func validationAcceptsListsThatEndWithAnAlertOrADialog() throws {
    try NavigationRoutes.validate([PlannerRoute]())
    try NavigationRoutes.validate([.push("a"), .sheet("b"), .push("c"), .alert("d")])
    try NavigationRoutes.validate([.popover("a"), .confirmationDialog("b")])
  }

  @Test func statesThrowTheSameErrors() {
    let valid = PlannerScreen(routes: [.push("a")], content: "valid")
    let alertThenPush = PlannerScreen(routes: [.alert("a"), .push("b")], content: "bad")
    let duplicate = PlannerScreen(routes: [.sheet("a"), .push("a")], content: "bad")
    let afterAlert = TransitionPlanError.invalidTarget(
      .routeAfterEndOfLevel(index: 1, style: .alert)
    )
    #expect(throws: afterAlert) {
      try TransitionPlanner.states(from: valid, to: alertThenPush)
    }
    #expect(throws: TransitionPlanError.invalidStart(.duplicateID(index: 1, firstIndex: 0))) {
      try TransitionPlanner.states(from: duplicate, to: valid)
    }
  }
}

@Suite struct PlannerStatesTests {
  @Test func equalRoutesGiveTheTargetAloneWithItsContent() throws {
    let start = PlannerScreen(routes: [.push("a"), .sheet("b")], content: "old")
    let target = PlannerScreen(routes: [.push("a"), .sheet("b")], content: "new")
    #expect(try TransitionPlanner.states(from: start, to: target) == [target])
  }

  @Test func intermediateStatesAreTheStartsOrTheTargetsFirstRoutes() throws {
    let start = PlannerScreen(
      routes: [.push("a"), .push("b"), .push("c"), .sheet("d")],
      content: "start"
    )
    let target = PlannerScreen(routes: [.push("a"), .sheet("e")], content: "target")
    let states = try TransitionPlanner.states(from: start, to: target)
    #expect(
      states == [
        start.keepingNavigationRoutes(3),
        target.keepingNavigationRoutes(1),
        target,
      ]
    )
    #expect(states.map(\.content) == ["start", "target", "target"])
  }

  @Test func theLastStateIsTheTargetEvenForOneStep() throws {
    let start = PlannerScreen(routes: [.push("a")], content: "start")
    let target = PlannerScreen(routes: [.push("a"), .push("b")], content: "target")
    #expect(try TransitionPlanner.states(from: start, to: target) == [target])
  }
}
