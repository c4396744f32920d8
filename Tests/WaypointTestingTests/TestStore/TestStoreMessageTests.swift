import Foundation
import Testing
import Waypoint
import WaypointTesting

/// The exact text of the test store's most common failures, so a change to them is deliberate.
@MainActor
@Suite struct TestStoreMessageTests {
  @Test func stateMismatchMessage() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await withKnownIssue {
      await store.send(.increment) { $0.count = 2 }
    } matching: {
      // CustomDump aligns unchanged diff lines with figure spaces.
      $0.comments.map { $0.rawValue.replacingOccurrences(of: "\u{2007}", with: " ") } == [
        """
        A state change does not match expectation: …

            Counter.State(
          −   count: 2,
          +   count: 1,
              name: "counter"
            )

        (Expected: −, Actual: +)
        """
      ]
    }
  }

  @Test func noChangeMessage() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await withKnownIssue {
      await store.send(.noop) { $0.count = 0 }
    } matching: {
      $0.comments.map(\.rawValue) == [
        """
        Expected state to change, but no change occurred.

        The trailing closure made no observable modifications to the state. If no change to the \
        state is expected, omit the trailing closure.
        """
      ]
    }
  }

  @Test func runningEffectAtEndMessage() async {
    await withKnownIssue {
      let store = TestStore(initialState: Counter.State()) {
        Counter()
      } withDependencies: {
        $0.continuousClock = ContinuousClock()
      }
      await store.send(.startForever)
    } matching: {
      $0.comments.map(\.rawValue) == [
        """
        1 effect is still running at the end of the test. Started by:

          • Counter.Action.startForever

        Every effect must finish before the test ends. Wait with "await store.finish()", cancel \
        long-living effects by sending the action that cancels them (or dismiss the feature that \
        owns them), or call "await store.skipInFlightEffects()".
        """
      ]
    }
  }
}
