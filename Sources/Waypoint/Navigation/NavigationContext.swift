#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What the code currently running knows about how its feature was shown.
///
/// While a presented child's or a stack element's reducer runs, and inside every effect it
/// returns, this records how to dismiss it. `@Dependency(\.dismiss)` and
/// `@Dependency(\.isPresented)` read it.
///
/// Everything is held in one ``Frame``, `nil` at the root, kept in one of two places:
///
/// - While reducers run, which is synchronous, in a slot of the running thread that the root
///   and each operator set for the calls they make and restore after. Setting it is a store, not
///   a task-local push: entering a presented feature costs next to nothing.
/// - In effects, which are asynchronous, in a task-local (``task``): how to dismiss the feature
///   that started the effect, inherited by the effect's child tasks.
///
/// ``current`` reads the thread's slot while a reduction is running on the thread, and the
/// task-local otherwise.
@usableFromInline
package enum NavigationContext {
  /// The navigation context of the running effect; `nil` outside any presentation, the default.
  @TaskLocal package static var task: Frame?

  /// ``task``, for inlinable code: a task-local cannot be `@usableFromInline`.
  @usableFromInline
  static func taskFrame() -> Frame? { task }

  /// The navigation context of the running code; `nil` outside any presentation.
  package static var current: Frame? { currentFrame() }

  /// ``current``, for inlinable code.
  @inlinable
  package static func currentFrame() -> Frame? {
    let contents = ThreadFrame.contents
    return contents == nil ? taskFrame() : ThreadFrame.frame(in: contents)
  }

  /// The frame of the reduction running on this thread, without looking at the task: where an
  /// effect's action came from is only ever set here, by ``withOrigin(appending:_:)``.
  @inlinable
  package static func reducingFrame() -> Frame? {
    ThreadFrame.frame(in: ThreadFrame.contents)
  }

  /// The frame an effect set up to send an action, with where the action came from, given the
  /// thread's slot; `nil` when there is none, or when the frame in the slot is a reduction's
  /// (another store's, when a reducer sends to a second store).
  @inlinable @inline(__always)
  package static func sendingFrame(in slot: ThreadFrame.Contents) -> Frame? {
    guard let frame = ThreadFrame.frame(in: slot), !frame.origin.isEmpty, !frame.isReduction
    else {
      return nil
    }
    return frame
  }

  /// Runs `body`, synchronous reducer work, in `frame` on this thread; `nil` is the root.
  ///
  /// The slot does not retain `frame`: it is kept alive here until `body` returns, which is as
  /// long as the slot points to it. What the slot held before is put back, so that calls nest.
  ///
  /// The slot belongs to the thread: a reducer must not run the main run loop (a modal panel,
  /// `RunLoop.run`), or the jobs that run meanwhile see its frame as theirs. `dismiss` is safe
  /// from that, since it reads the task's frame alone.
  @inlinable
  package static func reducing<R>(in frame: Frame?, _ body: () -> R) -> R {
    reducing(in: frame, cell: ThreadFrame.cell(), body)
  }

  /// ``reducing(in:_:)``, given the thread's cell, found by the caller.
  @inlinable
  package static func reducing<R>(
    in frame: Frame?, cell: UnsafeMutablePointer<ThreadFrame.Contents>, _ body: () -> R
  ) -> R {
    let saved = cell.pointee
    cell.pointee =
      frame.map { Unmanaged.passUnretained($0).toOpaque() } ?? ThreadFrame.rootMarker
    defer {
      cell.pointee = saved
      extendLifetime(frame)
    }
    return body()
  }

  /// Runs `body` (which starts the root's effects) without the navigation context of the task
  /// that sent the action, so that the root's effects never inherit a presented feature's
  /// dismissal.
  @usableFromInline
  package static func outsideFeatures<R>(_ body: () -> R) -> R {
    guard task != nil else { return body() }
    return $task.withValue(nil, operation: body)
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
  // Unchecked: made, set and read on the main actor, within one synchronous reduction of
  // `RootCore.send`; the frames that hold it are never put in a task-local.
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
    return reducing(in: frame ?? Frame(origin: [component]), body)
  }

  /// Runs a presented feature's reducer (a presentation's or a stack element's), given the frame
  /// its operator read and the operator's own component of the origin, which the child does not
  /// see.
  ///
  /// `body` is given the context it runs in, to pass on to the child.
  @inlinable
  package static func reducingPresentedFeature<R>(
    in context: ReduceContext, consuming component: NavigationID?, _ body: (ReduceContext) -> R
  ) -> R {
    if component == nil, context.frame?.isReducingPresentedFeature == true {
      return body(context)
    }
    return entering(context.frame, consuming: component != nil, body)
  }

  @usableFromInline
  static func entering<R>(
    _ frame: Frame?, consuming: Bool, _ body: (ReduceContext) -> R
  ) -> R {
    let entered: Frame
    if let frame {
      entered = (consuming ? frame.consumingOrigin() : frame).with(isReducingPresentedFeature: true)
    } else {
      entered = .presented
    }
    return reducing(in: entered) { body(ReduceContext(frame: entered)) }
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

  /// Runs `body` (the child's reducer) in `context` less the operator's own component of the
  /// origin, when it has one.
  @inlinable
  package static func consumingOrigin<R>(
    _ component: NavigationID?, in context: ReduceContext, _ body: (ReduceContext) -> R
  ) -> R {
    guard component != nil, let frame = context.frame else { return body(context) }
    return consumingOrigin(of: frame, body)
  }

  @usableFromInline
  static func consumingOrigin<R>(of frame: Frame, _ body: (ReduceContext) -> R) -> R {
    let consumed = frame.consumingOrigin()
    return reducing(in: consumed) { body(ReduceContext(frame: consumed)) }
  }
}

/// The slot of the running thread that holds the frame of the reduction running on it.
///
/// Each thread that runs a reduction gets a cell of its own, found through a POSIX thread-specific
/// value: one `pthread_getspecific` call finds it, and the frame is then read and written in the
/// cell with plain loads and stores, so that a reduction that sets its frame and puts the old
/// one back costs one call. That is far cheaper than pushing a task-local, and needs no module of
/// its own. The cell is freed when its thread ends.
@usableFromInline
package enum ThreadFrame {
  /// What the slot holds: empty, ``rootMarker``, or an unretained frame.
  @usableFromInline package typealias Contents = UnsafeMutableRawPointer?

  /// The key of the cells, made once per process.
  @usableFromInline
  static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, freeCell)
    precondition(status == 0, "Waypoint could not create its thread-specific navigation slot.")
    return key
  }()

  /// What the slot holds for the root, which has no frame; an empty slot means no reduction is
  /// running on the thread.
  @inlinable static var rootMarker: Contents {
    UnsafeMutableRawPointer(bitPattern: MemoryLayout<NavigationContext.Frame>.alignment)
  }

  /// The frame that slot contents stand for: none for an empty slot or the root.
  @inlinable
  static func frame(in contents: Contents) -> NavigationContext.Frame? {
    guard let contents, contents != rootMarker else { return nil }
    return Unmanaged<NavigationContext.Frame>.fromOpaque(contents).takeUnretainedValue()
  }

  /// The slot's contents on the running thread; empty on a thread that never ran a reduction.
  @inlinable package static var contents: Contents {
    pthread_getspecific(key)?.assumingMemoryBound(to: Contents.self).pointee
  }

  /// The running thread's cell, made on first use.
  @inlinable
  package static func cell() -> UnsafeMutablePointer<Contents> {
    if let cell = pthread_getspecific(key) {
      return cell.assumingMemoryBound(to: Contents.self)
    }
    return makeCell()
  }

  /// The second word of the running thread's cell: the ID generator of the store whose pass
  /// runs on the thread, unretained, or empty.
  @inlinable
  static var generatorSlot: Contents {
    guard let cell = pthread_getspecific(key) else { return nil }
    return (cell.assumingMemoryBound(to: Contents.self) + 1).pointee
  }

  @usableFromInline
  static func makeCell() -> UnsafeMutablePointer<Contents> {
    // Two words: the frame, then the generator slot.
    let cell = UnsafeMutablePointer<Contents>.allocate(capacity: 2)
    cell.initialize(repeating: nil, count: 2)
    let status = pthread_setspecific(key, cell)
    precondition(status == 0, "Waypoint could not set its thread-specific navigation slot.")
    return cell
  }
}

#if canImport(Darwin)
  private func freeCell(_ cell: UnsafeMutableRawPointer) {
    cell.assumingMemoryBound(to: ThreadFrame.Contents.self).deallocate()
  }
#else
  private func freeCell(_ cell: UnsafeMutableRawPointer?) {
    cell?.assumingMemoryBound(to: ThreadFrame.Contents.self).deallocate()
  }
#endif
