/// What the code currently running knows about how its feature was shown.
///
/// While a presented child's or a stack element's reducer runs, and inside every effect it
/// returns, this records how to dismiss it. `@Dependency(\.dismiss)` and
/// `@Dependency(\.isPresented)` read it.
package enum NavigationContext {
  /// How to dismiss the feature whose effect is running, if something presented it.
  @TaskLocal package static var dismiss: (@MainActor @Sendable () -> Void)?

  /// Whether the reducer running now belongs to a presented feature or stack element.
  @TaskLocal package static var isReducingPresentedFeature = false

  /// Runs `body` as a presented feature's reducer.
  @inline(__always)
  package static func reducingPresentedFeature<R>(_ body: () -> R) -> R {
    if isReducingPresentedFeature { return body() }
    return $isReducingPresentedFeature.withValue(true, operation: body)
  }
}
