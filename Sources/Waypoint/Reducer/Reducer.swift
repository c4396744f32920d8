/// A feature's logic: how its state changes for each action, and what effects follow.
///
/// Implement either ``reduce(into:action:)`` or ``body``:
///
/// ```swift
/// struct Counter: Reducer {
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementButtonTapped }
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       switch action {
///       case .incrementButtonTapped:
///         state.count += 1
///         return .none
///       }
///     }
///   }
/// }
/// ```
///
/// > Important: Effects run concurrently with the app, so a reducer whose effects use `self` (to
/// > reach its `@Dependency` properties, say) must be `Sendable`. Swift infers that for internal
/// > structs whose properties are all sendable; a `public` reducer must declare it:
/// > `public struct Feature: Reducer, Sendable`.
public protocol Reducer<State, Action> {
  /// The feature's state.
  associatedtype State

  /// The feature's actions.
  associatedtype Action

  /// The type of ``body``; `Never` for reducers that implement ``reduce(into:action:)``.
  associatedtype Body

  /// Changes `state` for `action` and returns the effects to run.
  ///
  /// - Parameters:
  ///   - state: The current state, changed in place.
  ///   - action: The action to handle.
  /// - Returns: The effects to run.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducer composed of other reducers.
  ///
  /// A store builds `body` once, when it is created, and a presented or pushed child's `body`
  /// when an action first reaches it; it runs what was built from then on. Each is built under
  /// the dependencies it runs with: the store's, with every ``dependency(_:_:)`` above it applied.
  /// So a body that branches on a dependency takes the branch those dependencies choose:
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   if isAnalyticsEnabled {  // @Dependency(\.isAnalyticsEnabled)
  ///     Analytics()
  ///   }
  ///   Core()
  /// }
  /// ```
  ///
  /// > Important: Unlike a body evaluated for every action, a built body does not see a
  /// > dependency changed later (such as `TestStore.dependencies` set between two steps). Read a
  /// > dependency that changes in `reduce(into:action:)` or in an effect instead.
  @ReducerBuilder<State, Action>
  var body: Body { get }

  /// This reducer's work as one function, with ``body`` evaluated once rather than per action.
  ///
  /// Stores and navigation operators call this when they first run a reducer, and keep what it
  /// returns. It is how operators hand each other the navigation context they run in: the only
  /// way in besides ``reduce(into:action:)``. Waypoint implements it for every reducer; its
  /// result can be neither made nor run outside Waypoint, so do not implement it yourself.
  func _resolved() -> _Resolution<State, Action>
}

/// A reducer's work as one function that is also told the navigation context it runs in, made by
/// ``Reducer/_resolved()``.
///
/// An implementation detail of Waypoint's operators: it has no public members.
public struct _Resolution<State, Action> {
  @usableFromInline let run: (inout State, Action, ReduceContext) -> Effect<Action>

  @inlinable
  init(_ run: @escaping (inout State, Action, ReduceContext) -> Effect<Action>) {
    self.run = run
  }
}

/// The navigation context a reducer runs in, handed from operator to operator.
///
/// Navigation operators need to know whether they run inside a presented feature, and where an
/// effect's action came from. An operator passes what it knows to the reducers it calls, so no
/// level of a deep tree looks it up. Code that is not handed the context reads it from a
/// task-local (``NavigationContext/current``), which an operator sets before calling such code
/// when what that code would see is not this context's frame.
@usableFromInline
package struct ReduceContext: Sendable {
  /// The frame the reducer runs in.
  @usableFromInline let frame: NavigationContext.Frame?
  /// Which frame code not handed this context sees (``NavigationContext/current`` here), told
  /// by identity alone, so that copying a context retains no more than its own frame. The frame
  /// named is alive while the context is: it is this context's own, or one bound in a
  /// task-local for the whole of the reduction that the context is handed through.
  @usableFromInline let visible: ObjectIdentifier?
  /// The running store's stack element ID generator; `nil` outside a store's send.
  @usableFromInline let generator: StackElementIDGenerator?

  @inlinable
  init(
    frame: NavigationContext.Frame?, visible: NavigationContext.Frame?,
    generator: StackElementIDGenerator? = nil
  ) {
    self.init(frame: frame, visible: visible.map(ObjectIdentifier.init), generator: generator)
  }

  @inlinable
  init(
    frame: NavigationContext.Frame?, visible: ObjectIdentifier?,
    generator: StackElementIDGenerator?
  ) {
    self.frame = frame
    self.visible = visible
    self.generator = generator
  }

  /// Whether code not handed this context sees its frame already.
  @inlinable
  var isFrameVisible: Bool {
    frame.map(ObjectIdentifier.init) == visible
  }

  /// The context in effect, for a reducer run without one: what the task-locals say.
  @inlinable
  static var current: Self {
    let frame = NavigationContext.currentFrame()
    return Self(frame: frame, visible: frame)
  }

  /// This context in another frame, for a child.
  @inlinable
  func with(frame: NavigationContext.Frame?) -> Self {
    Self(frame: frame, visible: visible, generator: generator)
  }

  /// This context with another generator: `nil` for the one of the dependencies in force.
  @inlinable
  func with(generator: StackElementIDGenerator?) -> Self {
    Self(frame: frame, visible: visible, generator: generator)
  }

  /// This context once made visible to code not handed it.
  @inlinable
  var exposed: Self {
    Self(frame: frame, visible: frame.map(ObjectIdentifier.init), generator: generator)
  }

  /// The stack element ID generator in effect: the store's, or the dependency's.
  @inlinable
  var idGenerator: StackElementIDGenerator {
    generator ?? StackElementIDGenerator.current
  }
}

extension Reducer where Body == Never {
  /// A reducer that implements ``reduce(into:action:)`` has no body.
  public var body: Body {
    fatalError(
      """
      "\(Self.self)" has no body: it implements "reduce(into:action:)" instead. Do not call \
      "body" on it directly.
      """
    )
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs ``body``.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}

/// A reducer over another reducer's domain: `var body: some ReducerOf<Self>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer {
  /// Runs ``reduce(into:action:)`` from a box, where it sees the context it is run in.
  @inlinable
  public func _resolved() -> _Resolution<State, Action> {
    let box = ReducerBox(self)
    return _Resolution { state, action, context in
      NavigationContext.exposing(context) { box.reducer.reduce(into: &state, action: action) }
    }
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Evaluates ``body`` once and runs what it resolves to.
  @inlinable
  public func _resolved() -> _Resolution<State, Action> {
    body._resolved()
  }
}
