/// The lists of routes to show one after another to go from one navigation to another, each a
/// change SwiftUI can animate in one transaction.
///
/// ```swift
/// let plan = try TransitionPlanner.plan(
///   from: [.push("a"), .push("b"), .push("c"), .sheet("d")],
///   to: [.push("a"), .sheet("e")]
/// )
/// plan.steps.map(\.change)  // [.dismiss, .changeStack, .present]
/// plan.steps.map(\.routes)
/// // [[.push("a"), .push("b"), .push("c")], [.push("a")], [.push("a"), .sheet("e")]]
/// ```
public struct TransitionPlan<ID: Hashable>: Equatable {
  /// One list of routes to show, and how it differs from the one before.
  public struct Step: Equatable {
    /// How a step changes the routes shown before it.
    public enum Change: Hashable, Sendable {
      /// Dismisses the top level: its presentation and the pushes on it.
      case dismiss
      /// Pops and pushes on the stack of the top level, all at once.
      case changeStack
      /// Presents one level: its presentation and the pushes on it.
      case present
    }

    /// The list whose first routes a step shows.
    public enum Source: Hashable, Sendable {
      /// The routes shown at the start.
      case current
      /// The routes to show at the end.
      case target
    }

    /// How this step changes the routes shown before it.
    public var change: Change
    /// The list this step shows the first ``routeCount`` routes of.
    public var source: Source
    /// How many of the first routes of ``source`` this step shows.
    public var routeCount: Int
    /// The routes this step shows: the first ``routeCount`` routes of ``source``.
    public var routes: [NavigationRoute<ID>]
  }

  /// The steps, in order; the last shows the target routes. Empty when the routes are equal.
  public var steps: [Step]
}

extension TransitionPlan: Sendable where ID: Sendable {}
extension TransitionPlan.Step: Sendable where ID: Sendable {}
