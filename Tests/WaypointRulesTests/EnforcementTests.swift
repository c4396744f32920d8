import Testing
import Waypoint
import WaypointRules
import WaypointTesting

@MainActor
@Suite struct EnforcementTests {
  func store(_ policy: RulePolicy, path: [Path.State] = []) -> StoreOf<ListFeature> {
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      Store(initialState: ListFeature.State(path: StackState(path))) {
        ListFeature(policy: policy)
      }
    }
  }

  @Test func aPushThatBreaksARuleIsRejectedAndTheStateIsAsBefore() {
    let store = store(.reject, path: [.detail(1), .edit])
    let before = store.state
    withKnownIssue {
      store.send(.retitleAndPush("Renamed", .edit))
    } matching: { issue in
      issue.description.hasSuffix(
        """
        A stack enforcing navigation rules at "WaypointRulesTests/Fixtures.swift:203" was \
        changed so that element #2 at position 2 “edit” breaks .allow(\\.edit, after: \\.detail): \
        it stands above “edit”.

        The change was rejected: the state is as it was before the action, and the action's \
        effects were dropped. Push only what the rules allow, or change the rules; \
        "StackRules.longestValidPrefix(of:)" keeps the valid part of a stack from outside (a \
        deep link, a snapshot).
        """)
    }
    #expect(store.state == before)
    store.send(.retitleAndPush("Renamed", .detail(2)))
    #expect(store.state.title == "Renamed")
    #expect(store.state.path.map(\.caseName) == ["detail", "edit", "detail"])
  }

  @Test func aRejectedChangeDropsItsEffects() {
    let store = store(.reject, path: [.detail(1), .edit])
    withKnownIssue {
      store.send(.pushAndRun(.edit))
    }
    #expect(store.state.title == "Items")
    store.send(.pushAndRun(.detail(2)))
    #expect(store.state.title == "Ran")
  }

  @Test func theReportPolicyKeepsTheChange() {
    let store = store(.report, path: [.detail(1)])
    withKnownIssue {
      store.send(.push(.settings))
      store.send(.push(.settings))
    } matching: { issue in
      issue.description.contains("The change was kept, as the policy asks.")
        && issue.description.contains("breaks .atMost(1, \\.settings)")
    }
    #expect(store.state.path.map(\.caseName) == ["detail", "settings", "settings"])
    // What was kept is not reported again when the stack changes above it.
    store.send(.popLast)
  }

  @Test func pushesThroughTheStackActionAreChecked() {
    let store = store(.reject, path: [.detail(1)])
    withKnownIssue {
      store.send(.path(.push(id: 7, state: .settings)))
      store.send(.path(.push(id: 8, state: .settings)))
    }
    #expect(store.state.path.ids.elements == [0, 7])
  }

  @Test func aWholeReplacementIsCheckedAndUndone() {
    let store = store(.reject, path: [.detail(1), .edit])
    let before = store.state
    withKnownIssue {
      store.send(.replace([.edit, .detail(3)]))
    } matching: { issue in
      issue.description.contains("breaks .start(with: \\.detail, \\.settings): it starts the stack")
    }
    #expect(store.state == before)
    store.send(.replace([.settings, .detail(3), .edit]))
    #expect(store.state.path.map(\.caseName) == ["settings", "detail", "edit"])
  }

  @Test func aChangeBelowTheTopIsCheckedAndUndone() {
    let store = store(.reject, path: [.detail(1), .edit, .detail(2), .edit])
    let before = store.state
    withKnownIssue {
      store.send(.set(position: 2, .settings))
    } matching: { issue in
      issue.description.contains("element #3 at position 3 “edit” breaks .allow(")
    }
    #expect(store.state == before)
    withKnownIssue {
      store.send(.insert(.edit, at: 1))
    }
    #expect(store.state == before)
    withKnownIssue {
      store.send(.popThenPush(count: 2, [.edit]))
    }
    #expect(store.state == before)
    store.send(.popThenPush(count: 2, [.settings]))
    #expect(store.state.path.map(\.caseName) == ["detail", "edit", "settings"])
  }

  @Test func aStackChangedInPlaceThenReplacedInOneActionIsUndone() {
    let store = store(.reject, path: [.detail(1)])
    let before = store.state
    withKnownIssue {
      store.send(.changeThenReplace([.edit]))
    } matching: { issue in
      issue.description.contains("The change was rejected: the state is as it was before")
    }
    #expect(store.state == before)
    #expect(store.state.path.ids.elements == [0])
    // The next push is checked from where it changes the stack, and kept.
    store.send(.push(.edit))
    #expect(store.state.path.map(\.caseName) == ["detail", "edit"])
  }

  @Test func aStackThatBreaksTheRulesWhenFirstSeenIsReportedOnce() {
    let store = store(.reject, path: [.edit])
    withKnownIssue {
      store.send(.push(.detail(1)))
    } matching: { issue in
      issue.description.contains("The stack broke the rules when they first saw it")
    }
    #expect(store.state.path.map(\.caseName) == ["edit", "detail"])
    store.send(.push(.edit))
  }

  @Test func aStackWhoseMemoWasLetGoIsCheckedAgainWithoutBeingReportedAgain() {
    let store = store(.reject, path: [.edit])
    withKnownIssue {
      store.send(.push(.detail(1)))
    } matching: { issue in
      issue.description.contains("The stack broke the rules when they first saw it")
    }
    // More stacks enforced by the same rules than the rules keep memos of: the first one's
    // memo is let go.
    let others = (0..<40).map { _ in self.store(.reject, path: [.detail(1)]) }
    for other in others { other.send(.push(.edit)) }
    // Its stack is checked whole again, and what it kept is not reported a second time.
    store.send(.push(.edit))
    #expect(store.state.path.map(\.caseName) == ["edit", "detail", "edit"])
    withKnownIssue {
      store.send(.push(.edit))
    } matching: { issue in
      issue.description.contains("The change was rejected")
    }
  }

  @Test func elementActionsRunAndKeepTheStackValid() {
    let store = store(.reject, path: [.detail(1), .edit])
    store.send(.path(.element(id: 1, action: .edit(.typed("Lamp")))))
    #expect(store.state.path[id: 1]?.edit?.draft == "Lamp")
  }

  @Test func aPresentationTheRulesDoNotAllowIsRejected() {
    let store = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      Store(initialState: DetailFeature.State(item: 1)) { DetailFeature() }
    }
    withKnownIssue {
      store.send(.present(.delete(EditFeature.State())))
    } matching: { issue in
      issue.description.contains(
        "was set to “delete”, which breaks [.allow(\\.edit)]: the feature may not present it.")
    }
    #expect(store.state.destination == nil)
    store.send(.present(.edit(EditFeature.State())))
    #expect(store.state.destination?.caseName == "edit")
    #expect(throws: RuleViolation.self) {
      try DetailFeature.destinationRules.validate(.delete(EditFeature.State()))
    }
  }

  @Test func aChangeFromOutsideTheEnforcingReducerIsCheckedAtTheNextActionAndKept() {
    let store = store(.reject, path: [.detail(1), .detail(2)])
    store.send(.push(.detail(3)))
    // A parent changing the stack: outside the reducer that enforces the rules.
    store.send(.outside(.settings))
    store.send(.outside(.settings))
    withKnownIssue {
      store.send(.ran)
    } matching: { issue in
      issue.description.contains(
        "The stack was changed outside the reducer that enforces its rules, and the change was "
          + "kept")
    }
    #expect(
      store.state.path.map(\.caseName) == ["detail", "detail", "detail", "settings", "settings"])
    // A push the rules refuse afterwards is undone back to the state with the outside changes.
    let before = store.state
    withKnownIssue {
      store.send(.popThenPush(count: 2, [.edit, .edit]))
    }
    #expect(store.state == before)
  }

  @Test func aChangeOfACopyBeforeTheStackChangesNothingAndABadPushIsUndone() {
    let store = store(.reject, path: [.detail(1)])
    let before = store.state
    withKnownIssue {
      store.send(.changeCopyThenPush([.edit, .edit]))
    } matching: { issue in
      issue.description.contains("The change was rejected")
    }
    #expect(store.state == before)
    store.send(.changeCopyThenPush([.edit]))
    #expect(store.state.path.map(\.caseName) == ["detail", "edit"])
  }

  @Test func manyPopsOneAtATimeThenABadPushAreUndoneWhole() {
    let elements = (0..<5).map { Path.State.detail($0) }
    let store = store(.reject, path: elements)
    store.send(.push(.detail(99)))
    let before = store.state
    withKnownIssue {
      store.send(.popEachThenPush(count: 4, [.edit, .edit]))
    }
    #expect(store.state == before)
  }

  @Test func twoRuleSetsOnOneStackAreReported() {
    let store = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      Store(initialState: ListFeature.State()) { TwiceEnforced() }
    }
    withKnownIssue {
      store.send(.push(.detail(1)))
    } matching: { issue in
      issue.description.contains("Two sets of navigation rules enforce the stack")
    }
  }

  @Test func aPresentationRuleNamingAPathThatIsNotACaseIsReported() {
    withKnownIssue {
      let identity: PartialCaseKeyPath<DetailFeature.Destination.State> = \.self
      _ = PresentationRules<DetailFeature.Destination.State>.Rule.allow(identity)
    } matching: { issue in
      issue.description.contains("which is not a case of \"DetailFeature.Destination.State\"")
    }
  }
}

/// A list whose stack two sets of rules enforce: a mistake that is reported.
struct TwiceEnforced: Reducer {
  typealias State = ListFeature.State
  typealias Action = ListFeature.Action

  var body: some Reducer<State, Action> {
    ListFeature(policy: .reject)
      .enforcing([.maxDepth(9)], on: \.path)
  }
}
