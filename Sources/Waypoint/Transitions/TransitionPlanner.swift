/// Why a transition cannot be planned: which list of routes is invalid, and how.
///
/// ```swift
/// try TransitionPlanner.plan(from: [], to: [.alert("a"), .push("b")])
/// // throws .invalidTarget(.routeAfterEndOfLevel(index: 1, style: .alert))
/// ```
public enum TransitionPlanError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The routes shown at the start are invalid.
  case invalidStart(NavigationRouteError)
  /// The routes to show at the end are invalid.
  case invalidTarget(NavigationRouteError)

  /// Which list is invalid, what is wrong, where, and how to fix it.
  public var description: String {
    switch self {
    case .invalidStart(let error): "The start routes are invalid. \(error)"
    case .invalidTarget(let error): "The target routes are invalid. \(error)"
    }
  }
}

/// Plans how SwiftUI goes from the routes shown to the routes wanted, one animatable change at a
/// time.
///
/// SwiftUI cannot change several presentation levels in one transaction. The planner makes
/// steps it can: dismissals first, the topmost level first, one level per step; then at most one
/// step that sets the stack of the deepest level both lists share (a `NavigationStack` takes its
/// whole path at once); then presentations, one level per step, each with the pushes on it.
///
/// Going from a sheet over three pushed screens to a sheet over the first of them takes three
/// steps:
///
/// ```swift
/// let plan = try TransitionPlanner.plan(
///   from: [.push("list"), .push("item"), .push("photo"), .sheet("edit")],
///   to: [.push("list"), .sheet("share")]
/// )
/// plan.steps.map(\.change)      // [.dismiss, .changeStack, .present]
/// plan.steps.map(\.routeCount)  // [3, 1, 2]
/// ```
///
/// A store sending an action with a transition shows the states ``states(from:to:)`` makes of
/// these steps; call the planner yourself to test what a change will look like.
public enum TransitionPlanner {
  /// The steps from the routes `start` to the routes `target`.
  ///
  /// ```swift
  /// let plan = try TransitionPlanner.plan(
  ///   from: [.sheet("a"), .sheet("b")],
  ///   to: [.push("c")]
  /// )
  /// plan.steps.map(\.change)  // [.dismiss, .dismiss, .changeStack]
  /// plan.steps.map(\.routes)  // [[.sheet("a")], [], [.push("c")]]
  /// ```
  ///
  /// - Parameters:
  ///   - start: The routes shown now, bottom first.
  ///   - target: The routes to show, bottom first.
  /// - Returns: The plan; it has no steps when the lists are equal.
  /// - Throws: ``TransitionPlanError`` when either list is invalid.
  public static func plan<ID>(
    from start: [NavigationRoute<ID>],
    to target: [NavigationRoute<ID>]
  ) throws(TransitionPlanError) -> TransitionPlan<ID> {
    do { try NavigationRoutes.validate(start) } catch { throw .invalidStart(error) }
    do { try NavigationRoutes.validate(target) } catch { throw .invalidTarget(error) }

    var steps: [TransitionPlan<ID>.Step] = []
    func addStep(
      _ change: TransitionPlan<ID>.Step.Change, _ source: TransitionPlan<ID>.Step.Source,
      count: Int
    ) {
      let routes = source == .current ? start.prefix(count) : target.prefix(count)
      steps.append(
        .init(change: change, source: source, routeCount: count, routes: Array(routes))
      )
    }

    // 1. The routes both lists start with, compared by ID and style.
    let shared = zip(start, target).prefix(while: { $0 == $1 }).count

    // 2. Dismiss every level presented past the shared routes, the topmost first: each step
    // cuts the list just before its last presentation.
    var count = start.count
    while let presentation = start[shared..<count].lastIndex(where: \.style.isPresentation) {
      count = presentation
      addStep(.dismiss, .current, count: count)
    }

    // 3. What is left past the shared routes are pushes on the deepest shared level. Set that
    // level's stack to the target's pushes on it, up to the target's next presentation, in one
    // step. The lists differ at their first route past the shared ones, so the stack is already
    // right only when neither list has routes there.
    let stackEnd =
      target[shared...].firstIndex(where: \.style.isPresentation) ?? target.count
    if count != shared || stackEnd != shared {
      count = stackEnd
      addStep(.changeStack, .target, count: count)
    }

    // 4. Present the target's remaining levels, one per step: the presentation at `count`
    // with the pushes on it, up to the next presentation.
    while count < target.count {
      count =
        target[(count + 1)...].firstIndex(where: \.style.isPresentation) ?? target.count
      addStep(.present, .target, count: count)
    }

    // 5. Equal lists made no step above: nothing to dismiss, the stack right, nothing to present.
    return TransitionPlan(steps: steps)
  }
}
