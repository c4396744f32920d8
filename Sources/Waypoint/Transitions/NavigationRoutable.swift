/// A state whose navigation reads as routes and can be cut back to its first routes.
///
/// ```swift
/// struct AppState: NavigationRoutable {
///   var path: [String] = []
///   var sheet: String?
///
///   var navigationRoutes: [NavigationRoute<String>] {
///     path.map { .push($0) } + (sheet.map { [.sheet($0)] } ?? [])
///   }
///
///   func keepingNavigationRoutes(_ count: Int) -> Self {
///     var state = self
///     state.path = Array(path.prefix(count))
///     if count <= path.count { state.sheet = nil }
///     return state
///   }
/// }
/// ```
public protocol NavigationRoutable {
  /// What identifies a route of this state.
  associatedtype RouteID: Hashable

  /// The routes shown, bottom first: the root's stack pushes, then each presented level (its
  /// presentation, then its pushes).
  var navigationRoutes: [NavigationRoute<RouteID>] { get }

  /// This state showing only its first `count` routes (what is above them dismissed or popped).
  ///
  /// - Parameter count: How many of the first routes to keep, from `0` to
  ///   `navigationRoutes.count`.
  /// - Returns: The state, with `navigationRoutes` equal to the first `count` routes of this
  ///   state's.
  func keepingNavigationRoutes(_ count: Int) -> Self
}

extension TransitionPlanner {
  /// The states to show one after another to go from `start` to `target`, each a change SwiftUI
  /// can animate in one transaction.
  ///
  /// Each state but the last is `start.keepingNavigationRoutes(n)` or
  /// `target.keepingNavigationRoutes(n)`, for the steps of
  /// ``plan(from:to:)``; the last is always `target` itself, so that changes to its content land
  /// too.
  ///
  /// ```swift
  /// // start: path ["a", "b"], sheet "c"; target: path ["a"], sheet "d"
  /// let states = try TransitionPlanner.states(from: start, to: target)
  /// states.map(\.navigationRoutes)
  /// // [[.push("a"), .push("b")], [.push("a")], [.push("a"), .sheet("d")]]
  /// ```
  ///
  /// - Parameters:
  ///   - start: The state shown now.
  ///   - target: The state to show.
  /// - Returns: The states, ending with `target`; just `[target]` when the routes are equal.
  /// - Throws: ``TransitionPlanError`` when the routes of either state are invalid.
  public static func states<State: NavigationRoutable>(
    from start: State,
    to target: State
  ) throws(TransitionPlanError) -> [State] {
    let plan = try plan(from: start.navigationRoutes, to: target.navigationRoutes)
    let intermediate = plan.steps.dropLast().map { step in
      switch step.source {
      case .current: start.keepingNavigationRoutes(step.routeCount)
      case .target: target.keepingNavigationRoutes(step.routeCount)
      }
    }
    return intermediate + [target]
  }
}
