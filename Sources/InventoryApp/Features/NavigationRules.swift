import Waypoint
import WaypointRules

extension InventoryFeature {
  /// The most screens the items' stack holds.
  package static let maxDepth = 25

  /// The rules of the items' stack: details of related items, at most ``maxDepth`` deep.
  package static let pathRules: StackRules<Path.State> = [
    .start(with: \.detail),
    .maxDepth(maxDepth),
  ]
}

extension InventoryFeature {
  /// What a person can reach by hand on the items' stack, beyond its rules, and so what a link
  /// opens: each detail after the first shows an item related to the one below, and only the
  /// top detail presents something. A restored stack keeps its part below the first detail
  /// that breaks this.
  package static let reachableDetails = ReachableDetails()

  /// The check of ``reachableDetails``.
  package struct ReachableDetails: StackCheck {
    /// The first detail of `stack` that stands over a detail presenting something, or that
    /// shows an item the detail below does not list as related.
    ///
    /// - Parameter stack: The items' stack.
    /// - Returns: The detail's position and the reason, or `nil`.
    package func firstFailure(
      in stack: StackState<Path.State>
    ) -> (position: Int, reason: String)? {
      var below: ItemDetailFeature.State?
      for (position, element) in stack.enumerated() {
        guard case .detail(let detail) = element else { continue }
        if let below {
          guard below.destination == nil else {
            return (position, "a detail that presents something is the top screen")
          }
          guard below.related.contains(where: { $0.id == detail.item.id }) else {
            return (position, "item \(detail.item.id) is not related to item \(below.item.id)")
          }
        }
        below = detail
      }
      return nil
    }
  }
}

extension ItemDetailFeature {
  /// What a detail may present: the edit sheet and the delete dialog.
  package static let destinationRules: PresentationRules<Destination.State> = [
    .allow(\.edit, \.confirmDelete)
  ]
}

extension MoviesFeature {
  /// The most screens the movies stack holds.
  package static let maxDepth = 12

  /// The rules of the recursive movies stack: movie → cast → person → filmography → movie …,
  /// each screen only over the one that leads to it, and at most ``maxDepth`` screens.
  package static let pathRules: StackRules<Path.State> = [
    .start(with: \.movie),
    .allow(\.cast, after: \.movie),
    .allow(\.person, after: \.cast),
    .allow(\.filmography, after: \.person),
    .allow(\.movie, after: \.filmography),
    .maxDepth(maxDepth),
  ]
}

extension StackRules {
  /// Pushes `screen` when the rules allow it; otherwise leaves the stack as it is and says why
  /// not, in the app's words, for the status line.
  ///
  /// ```swift
  /// MoviesFeature.pathRules.push(
  ///   screen, onto: &state.path, named: "the Movies stack", maxDepth: MoviesFeature.maxDepth)
  /// // nil, or "the Movies stack holds at most 12 screens"
  /// ```
  ///
  /// - Parameters:
  ///   - screen: The screen to push.
  ///   - path: The stack.
  ///   - stack: The stack, as a sentence names it.
  ///   - maxDepth: The depth of the stack's `.maxDepth` rule.
  /// - Returns: `nil` when the screen was pushed; why not otherwise.
  func push(
    _ screen: Element, onto path: inout StackState<Element>, named stack: String, maxDepth: Int
  ) -> String? {
    guard let violation = violation(pushing: screen, onto: path) else {
      path.append(screen)
      return nil
    }
    guard violation.rule == StackRule<Element>.maxDepth(maxDepth).description else {
      // The screens offer only the pushes the order allows: a person never sees this.
      return "“\(violation.caseName)” does not go over this screen"
    }
    return "\(stack) holds at most \(maxDepth) screens"
  }
}

extension AppFeature {
  /// The app's navigation graph: its tabs, stacks and presentations, drawn from its state's type,
  /// with the ways between screens that the rules allow.
  ///
  /// ```swift
  /// print(AppFeature.navigationGraph.dot(highlighting: store.state))
  /// ```
  package static let navigationGraph = NavigationGraph(
    State.self, title: "Inventory",
    rules: [
      InventoryFeature.pathRules, MoviesFeature.pathRules, ItemDetailFeature.destinationRules,
    ])
}
