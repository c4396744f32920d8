/// What the code currently running knows about how its feature was shown.
///
/// While a presented child's or a stack element's reducer runs, and inside every effect it
/// returns, this records how to dismiss it. `@Dependency(\.dismiss)` and
/// `@Dependency(\.isPresented)` read it.
@usableFromInline
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
  @inlinable
  package static func reducingPresentedFeature<R>(_ body: () -> R) -> R {
    if isInPresentedFeature() { return body() }
    return enteringPresentedFeature(body)
  }

  @usableFromInline
  static func isInPresentedFeature() -> Bool {
    isReducingPresentedFeature
  }

  @usableFromInline
  static func enteringPresentedFeature<R>(_ body: () -> R) -> R {
    $isReducingPresentedFeature.withValue(true, operation: body)
  }
}

extension NavigationContext {
  /// Where the action being reduced came from: the presentations and scopes whose effect sent it,
  /// innermost first. Empty for actions sent by a view or a test.
  @TaskLocal package static var origin: [NavigationID] = []

  /// The origin of the action about to be sent.
  @usableFromInline
  package static func currentOrigin() -> [NavigationID] {
    origin
  }

  /// Set while the root reduces an action sent by a lifted effect; an operator that drops the
  /// action because its presentation is gone marks it, so the action is not reported as reduced.
  @TaskLocal package static var staleAction: StaleAction?

  /// Marks the action being reduced as sent by a screen that is gone.
  package final class StaleAction: @unchecked Sendable {
    package var isStale = false
    package init() {}
  }

  /// Drops the action being reduced: it comes from a presentation that has since ended.
  @usableFromInline
  package static func dropStale<Action>(cancelling component: NavigationID) -> Effect<Action> {
    staleAction?.isStale = true
    return .cancelPresentation(component)
  }

  /// The component of the current action's origin that belongs to the operator at `place`.
  @usableFromInline
  package static func originComponent(at place: AnyHashableSendable) -> NavigationID? {
    guard let last = origin.last, last.place == place else { return nil }
    return last
  }

  /// Runs `body` (the child's reducer) with the operator's own component removed from the origin.
  @inlinable
  package static func consumingOrigin<R>(_ component: NavigationID?, _ body: () -> R) -> R {
    guard component != nil else { return body() }
    return consumingOrigin(body)
  }

  @usableFromInline
  static func consumingOrigin<R>(_ body: () -> R) -> R {
    $origin.withValue(origin.dropLast(), operation: body)
  }
}
