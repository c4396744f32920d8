/// How strictly a ``TestStore`` checks a test.
///
/// Set it on the store, ``TestStore/exhaustivity``. Off, a test asserts only the part of a flow
/// it cares about, and what it asserts is still checked:
///
/// ```swift
/// let store = TestStore(initialState: Counter.State()) { Counter() }
/// store.exhaustivity = .off
/// await store.send(.increment)  // the change to `count` goes unasserted
/// await store.send(.incrementTwiceNow)
/// await store.receive(.incremented) { $0.count = 2 }  // checked: a wrong count fails
/// await store.send(.startForever)  // an effect still running at the end is no failure
/// ```
///
/// `.off(showSkippedAssertions: true)` passes the same tests, and lists each assertion it skipped
/// in the test report as a known issue.
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, received action and running effect must be asserted.
  case on

  /// Only what the test asserts is checked; everything else is skipped.
  ///
  /// With `showSkippedAssertions`, each skipped assertion is recorded as a known issue, so the
  /// test report shows what was not checked.
  case off(showSkippedAssertions: Bool)

  /// Only what the test asserts is checked; skipped assertions are not shown.
  public static let off = Self.off(showSkippedAssertions: false)
}
