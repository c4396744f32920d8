/// How strictly a ``TestStore`` checks a test.
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
