/// What the code currently running knows about how its feature was shown.
///
/// While a presented child's or a stack element's reducer runs, and inside every effect it
/// returns, this records how to dismiss it. `@Dependency(\.dismiss)` and
/// `@Dependency(\.isPresented)` read it.
package enum NavigationContext {
  /// How to dismiss the feature whose effect is running, if something presented it.
  package static var dismiss: (@MainActor @Sendable () -> Void)? { dismissal?.dismiss }

  /// The task-local behind ``dismiss``.
  ///
  /// The closure is wrapped in a struct on purpose: with optimization on, Swift 6.3 miscompiles
  /// `TaskLocal.withValue` over a function-typed value (the value's type metadata is lost and the
  /// task crashes in `swift_task_localValuePush`), so a task-local must not hold a bare closure.
  @TaskLocal package static var dismissal: Dismissal?

  /// How to dismiss a feature.
  package struct Dismissal: Sendable {
    package let dismiss: @MainActor @Sendable () -> Void

    package init(_ dismiss: @escaping @MainActor @Sendable () -> Void) {
      self.dismiss = dismiss
    }
  }

  /// Whether the reducer running now belongs to a presented feature or stack element.
  @TaskLocal package static var isReducingPresentedFeature = false

  /// Runs `body` as a presented feature's reducer.
  @inline(__always)
  package static func reducingPresentedFeature<R>(_ body: () -> R) -> R {
    if isReducingPresentedFeature { return body() }
    return $isReducingPresentedFeature.withValue(true, operation: body)
  }
}
