import Testing
import Waypoint
import WaypointRules

/// A store whose stacks enforce rules is released with everything it holds, as any store is, and
/// so are rules written in a feature's body, which each store builds anew. What the rules compile
/// and keep is not public: `.ci/run`'s leak check (LeakSanitizer, over this target) fails if it
/// is left behind, as it was while a memo of what the rules last checked held them back.
@MainActor
@Suite struct EnforcementReleaseTests {
  final class Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  /// A list that enforces the rules it is given.
  struct Enforcing: Reducer {
    let rules: StackRules<Path.State>

    var body: some Reducer<ListFeature.State, ListFeature.Action> {
      Reduce { state, action in
        if case .push(let element) = action { state.path.append(element) }
        return .none
      }
      .enforcing(rules, on: \.path)
    }
  }

  @Test func rulesAStoreEnforcedAreReleasedWithIt() {
    let store = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      let rules: StackRules<Path.State> = [.start(with: \.detail), .maxDepth(3)]
      let store = Store(initialState: ListFeature.State()) { Enforcing(rules: rules) }
      store.send(.push(.detail(1)))
      store.send(.push(.detail(2)))
      store.send(.push(.detail(3)))
      withKnownIssue {
        store.send(.push(.detail(4)))
      }
      #expect(store.path.count == 3)
      return Weak(store)
    }
    #expect(store.object == nil)
  }

  @Test func aStoreThatEnforcesRulesIsReleased() {
    let weak = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      let store = Store(initialState: ListFeature.State()) { ListFeature(policy: .reject) }
      store.send(.push(.detail(1)))
      return Weak(store)
    }
    #expect(weak.object == nil)
  }

  @Test func aStoreWhoseStackTwoRuleSetsEnforceIsReleased() {
    let weak = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      let store = Store(initialState: ListFeature.State()) { TwiceEnforced() }
      withKnownIssue {
        store.send(.push(.detail(1)))
      }
      return Weak(store)
    }
    #expect(weak.object == nil)
  }

  @Test func aStoreOfWindowsWhoseRootsEnforceRulesIsReleased() {
    var state = InlineRulesWindows.State()
    state.windows.open("a", root: InlineRulesList.State())
    let weak = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      let store = Store(initialState: state) { InlineRulesWindows() }
      store.send(.window(.element(id: "a", action: .push(.detail(1)))))
      return Weak(store)
    }
    #expect(weak.object == nil)
  }
}
