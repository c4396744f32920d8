/// What the code currently running knows about how its feature was shown.
///
/// While a presented child's or a stack element's reducer runs, and inside every effect it
/// returns, this records how to dismiss it. `@Dependency(\.dismiss)` and
/// `@Dependency(\.isPresented)` read it.
///
/// Everything is held in one task-local ``Frame``, `nil` at the root, so that a reducer learns
/// all it needs with a single task-local read, and an action sent by a view (the common case)
/// needs none beyond the store's own.
@usableFromInline
package enum NavigationContext {
  /// The navigation context of the running code; `nil` outside any presentation, the default.
  @TaskLocal package static var current: Frame?

  /// ``current``, for inlinable code.
  @usableFromInline
  package static func currentFrame() -> Frame? { current }

  /// One navigation context. Immutable: a change pushes a new frame.
  @usableFromInline
  package final class Frame: Sendable {
    /// How to dismiss the feature whose effect is running, if something presented it.
    @usableFromInline package let dismissal: Dismissal?
    /// Whether the reducer running now belongs to a presented feature or stack element.
    @usableFromInline package let isReducingPresentedFeature: Bool
    /// Where the action being reduced came from: the presentations and scopes whose effect sent
    /// it, innermost first. Empty for actions sent by a view or a test.
    @usableFromInline package let origin: [NavigationID]
    /// Set while the root reduces an action sent by a lifted effect; an operator that drops the
    /// action because its presentation is gone marks it, so the action is not reported as reduced.
    @usableFromInline package let staleAction: StaleAction?

    @usableFromInline
    package init(
      dismissal: Dismissal? = nil,
      isReducingPresentedFeature: Bool = false,
      origin: [NavigationID] = [],
      staleAction: StaleAction? = nil
    ) {
      self.dismissal = dismissal
      self.isReducingPresentedFeature = isReducingPresentedFeature
      self.origin = origin
      self.staleAction = staleAction
    }

    /// This frame with some of its parts replaced.
    package func with(
      dismissal: Dismissal?? = nil,
      isReducingPresentedFeature: Bool? = nil,
      origin: [NavigationID]? = nil
    ) -> Frame {
      Frame(
        dismissal: dismissal ?? self.dismissal,
        isReducingPresentedFeature: isReducingPresentedFeature ?? self.isReducingPresentedFeature,
        origin: origin ?? self.origin,
        staleAction: staleAction
      )
    }

    /// This frame without the last component of its origin: the one the operator running now
    /// consumed.
    func consumingOrigin() -> Frame {
      with(origin: Array(origin.dropLast()))
    }

    /// The frame of a presented feature's reducer reached from the root by a view's action: by
    /// far the most common, and shared so that entering it allocates nothing.
    @usableFromInline
    static let presented = Frame(isReducingPresentedFeature: true)
  }

  /// How to dismiss a feature.
  ///
  /// The closure is wrapped in a struct on purpose: with optimization on, Swift 6.3 miscompiles
  /// `TaskLocal.withValue` over a function-typed value (the value's type metadata is lost and the
  /// task crashes in `swift_task_localValuePush`), so a task-local must not hold a bare closure.
  @usableFromInline
  package struct Dismissal: Sendable {
    package let dismiss: @MainActor @Sendable () -> Void

    package init(_ dismiss: @escaping @MainActor @Sendable () -> Void) {
      self.dismiss = dismiss
    }
  }

  /// Marks the action being reduced as sent by a screen that is gone.
  @usableFromInline
  package final class StaleAction: @unchecked Sendable {
    package var isStale = false
    package init() {}
  }

  /// How to dismiss the feature whose effect is running, if something presented it.
  package static var dismiss: (@MainActor @Sendable () -> Void)? { current?.dismissal?.dismiss }

  /// Whether the reducer running now belongs to a presented feature or stack element.
  package static var isReducingPresentedFeature: Bool {
    current?.isReducingPresentedFeature ?? false
  }

  /// Where the action being reduced came from. Empty for actions sent by a view or a test.
  package static var origin: [NavigationID] { current?.origin ?? [] }

  /// Runs `body` (an effect's work) knowing how to dismiss the feature that returned it.
  package static func withDismissal<R>(
    _ dismissal: Dismissal, _ body: () async -> R
  ) async -> R {
    let frame = current?.with(dismissal: .some(dismissal)) ?? Frame(dismissal: dismissal)
    return await $current.withValue(frame, operation: body)
  }

  /// Runs `body` (an effect sending an action) with `component` added to the action's origin.
  package static func withOrigin<R>(appending component: NavigationID, _ body: () -> R) -> R {
    let frame = current.map { $0.with(origin: $0.origin + [component]) }
    return $current.withValue(frame ?? Frame(origin: [component]), operation: body)
  }

  /// Runs a presented feature's reducer (a presentation's or a stack element's), given the frame
  /// its operator read and the operator's own component of the origin, which the child does not
  /// see.
  @inlinable
  package static func reducingPresentedFeature<R>(
    in frame: Frame?, consuming component: NavigationID?, _ body: () -> R
  ) -> R {
    if component == nil, let frame, frame.isReducingPresentedFeature { return body() }
    return entering(frame, consuming: component != nil, body)
  }

  @usableFromInline
  static func entering<R>(_ frame: Frame?, consuming: Bool, _ body: () -> R) -> R {
    let entered: Frame
    if let frame {
      entered = (consuming ? frame.consumingOrigin() : frame).with(isReducingPresentedFeature: true)
    } else {
      entered = .presented
    }
    return $current.withValue(entered, operation: body)
  }

  /// Drops the action being reduced: it comes from a presentation that has since ended.
  @usableFromInline
  package static func dropStale<Action>(cancelling component: NavigationID) -> Effect<Action> {
    current?.staleAction?.isStale = true
    return .cancelPresentation(component)
  }

  /// The component of the current action's origin that belongs to the operator at `place`.
  @inlinable
  package static func originComponent(
    at place: NavigationPlace, in frame: Frame?
  ) -> NavigationID? {
    guard let last = frame?.origin.last, last.place == place else { return nil }
    return last
  }

  /// The component of the current action's origin that belongs to the operator at `place`.
  @inlinable
  package static func originComponent(at place: NavigationPlace) -> NavigationID? {
    originComponent(at: place, in: currentFrame())
  }

  /// Runs `body` (the child's reducer) with the operator's own component removed from the origin.
  @inlinable
  package static func consumingOrigin<R>(_ component: NavigationID?, _ body: () -> R) -> R {
    guard component != nil else { return body() }
    return consumingOrigin(body)
  }

  @usableFromInline
  static func consumingOrigin<R>(_ body: () -> R) -> R {
    guard let frame = current else { return body() }
    return $current.withValue(frame.consumingOrigin(), operation: body)
  }
}
