/// What the code currently running knows about how its feature was shown.
///
/// While a presented child's or a stack element's reducer runs, and inside every effect it
/// returns, this records how to dismiss it. `@Dependency(\.dismiss)` and
/// `@Dependency(\.isPresented)` read it.
///
/// Everything is held in one ``Frame``, `nil` at the root. It travels one way, as a parameter:
/// navigation operators hand each other a ``ReduceContext``. Code that is not handed it (a
/// `Reduce` closure, a reducer's own `reduce(into:action:)`, an effect) reads it from a
/// task-local, as dependencies are read:
///
/// - ``reduction``, set where an operator calls such code in a frame other than the one that
///   code would see already. Actions a view sends reach presented features in one frame
///   (``Frame/presented``), so a send sets it at most once, whatever the depth.
/// - ``task``, in effects: how to dismiss the feature that started the effect, inherited by the
///   effect's child tasks.
///
/// ``current`` reads ``reduction`` and then ``task``.
@usableFromInline
package enum NavigationContext {
  /// The navigation context of the running effect; `nil` outside any presentation, the default.
  @TaskLocal package static var task: Frame?

  /// The frame of the reduction running, for code that is not handed it (``Frame/root`` at the
  /// root), or the frame an effect set up to send an action; `nil` when neither set one.
  @TaskLocal package static var reduction: Frame?

  /// ``task``, for inlinable code: a task-local cannot be `@usableFromInline`.
  @usableFromInline
  static func taskFrame() -> Frame? { task }

  /// ``reduction``, for inlinable code.
  @usableFromInline
  static func reductionFrame() -> Frame? { reduction }

  /// The navigation context of the running code; `nil` outside any presentation.
  package static var current: Frame? { currentFrame() }

  /// ``current``, for inlinable code.
  @inlinable
  package static func currentFrame() -> Frame? {
    guard let frame = reductionFrame() else { return taskFrame() }
    return frame === Frame.root ? nil : frame
  }

  /// The frame an effect set up to send an action, with where the action came from; `nil` when
  /// there is none, or when the frame set is a reduction's (another store's, when a reducer
  /// sends to a second store).
  @inlinable
  package static func sendingFrame(in reduction: Frame?) -> Frame? {
    guard let frame = reduction, !frame.origin.isEmpty, !frame.isReduction else { return nil }
    return frame
  }

  /// Runs `body`, code that is not handed `context`, so that it sees `context` as current: as
  /// it is, when it sees it already, and through ``reduction`` otherwise. Operators make a
  /// child's context visible when they enter it (``entered(_:_:)``), so this rarely sets it.
  @inlinable
  package static func exposing<R>(_ context: ReduceContext, _ body: () -> R) -> R {
    if context.isFrameVisible { return body() }
    return expose(context.frame, body)
  }

  @usableFromInline
  static func expose<R>(_ frame: Frame?, _ body: () -> R) -> R {
    $reduction.withValue(frame ?? .root, operation: body)
  }

  /// Runs `body` (which starts the root's effects) without the navigation context of the task
  /// that sent the action, so that the root's effects never inherit a presented feature's
  /// dismissal, nor a frame set up to send an action.
  @usableFromInline
  package static func outsideFeatures<R>(_ body: () -> R) -> R {
    switch (task, reduction) {
    case (nil, nil): body()
    case (_, nil): $task.withValue(nil, operation: body)
    case (nil, _): $reduction.withValue(nil, operation: body)
    default: $task.withValue(nil) { $reduction.withValue(nil, operation: body) }
    }
  }

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
    /// Whether a root is reducing in this frame, so that its origin is that root's to read. A
    /// frame an effect sets up to send an action (by ``withOrigin(appending:_:)``) is not yet,
    /// and the first root that reads it takes it; another store sent to while a root reduces
    /// leaves the origin alone, for it speaks of the other store's presentations.
    @usableFromInline package let isReduction: Bool

    @usableFromInline
    package init(
      dismissal: Dismissal? = nil,
      isReducingPresentedFeature: Bool = false,
      origin: [NavigationID] = [],
      staleAction: StaleAction? = nil,
      isReduction: Bool = false
    ) {
      self.dismissal = dismissal
      self.isReducingPresentedFeature = isReducingPresentedFeature
      self.origin = origin
      self.staleAction = staleAction
      self.isReduction = isReduction
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
        staleAction: staleAction,
        isReduction: isReduction
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

    /// What ``NavigationContext/reduction`` holds while the root reduces: no frame, and not
    /// the task's either.
    @usableFromInline
    static let root = Frame(isReduction: true)
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
  // Unchecked: made in `RootCore.send`, and set and read within that synchronous reduction on
  // the store's actor. The frame that holds it is set in a task-local only for that reduction,
  // and the store starts effects outside it (`outsideFeatures`).
  package final class StaleAction: @unchecked Sendable {
    package var isStale = false
    package init() {}
  }

  /// How to dismiss the feature whose effect is running, if something presented it.
  ///
  /// Read from the task alone: only an effect can dismiss, and a dismissal is only ever set on
  /// an effect's task, never by a reduction.
  package static var dismiss: (@MainActor @Sendable () -> Void)? { task?.dismissal?.dismiss }

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
    let frame = task?.with(dismissal: .some(dismissal)) ?? Frame(dismissal: dismissal)
    return await $task.withValue(frame, operation: body)
  }

  /// Runs `body` (an effect sending an action) with `component` added to the action's origin.
  package static func withOrigin<R>(appending component: NavigationID, _ body: () -> R) -> R {
    let frame = current.map { $0.with(origin: $0.origin + [component]) }
    return $reduction.withValue(frame ?? Frame(origin: [component]), operation: body)
  }

  /// Runs a presented feature's reducer (a presentation's or a stack element's), given the
  /// context its operator runs in and the operator's own component of the origin, which the
  /// child does not see.
  ///
  /// `body` is given the context it runs in, to pass on to the child.
  @inlinable
  package static func reducingPresentedFeature<R>(
    in context: ReduceContext, consuming component: NavigationID?, _ body: (ReduceContext) -> R
  ) -> R {
    if component == nil, context.frame?.isReducingPresentedFeature == true {
      return body(context)
    }
    return entered(entering(context, consuming: component != nil), body)
  }

  /// Runs `body`, a child's reducer, in `context`, which is made visible first to code not
  /// handed it when that code would see another frame: once for the child and everything below
  /// it, rather than at each closure.
  @inlinable
  package static func entered<R>(_ context: ReduceContext, _ body: (ReduceContext) -> R) -> R {
    if context.isFrameVisible { return body(context) }
    return expose(context.frame) { body(context.exposed) }
  }

  @usableFromInline
  static func entering(_ context: ReduceContext, consuming: Bool) -> ReduceContext {
    guard let frame = context.frame else { return context.with(frame: .presented) }
    return context.with(
      frame: (consuming ? frame.consumingOrigin() : frame).with(isReducingPresentedFeature: true))
  }

  /// Drops the action being reduced in `frame`: it comes from a presentation that has since
  /// ended.
  @usableFromInline
  package static func dropStale<Action>(
    cancelling component: NavigationID, in frame: Frame?
  ) -> Effect<Action> {
    frame?.staleAction?.isStale = true
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

  /// Runs `body` (the child's reducer) in `context` less the operator's own component of the
  /// origin, when it has one.
  @inlinable
  package static func consumingOrigin<R>(
    _ component: NavigationID?, in context: ReduceContext, _ body: (ReduceContext) -> R
  ) -> R {
    guard component != nil, let frame = context.frame else { return body(context) }
    return entered(consumingOrigin(of: frame, in: context), body)
  }

  @usableFromInline
  static func consumingOrigin(of frame: Frame, in context: ReduceContext) -> ReduceContext {
    context.with(frame: frame.consumingOrigin())
  }
}
