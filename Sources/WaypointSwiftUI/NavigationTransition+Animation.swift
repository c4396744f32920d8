#if canImport(SwiftUI)
  import SwiftUI
  import Waypoint

  extension NavigationTransition {
    /// Shows a change of navigation one animated step at a time: each step of the plan in
    /// `withAnimation`, `pause` apart.
    ///
    /// ```swift
    /// .onOpenURL { url in
    ///   Task { await store.send(.openURL(url), transition: .animated()) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - animation: The animation of each step.
    ///   - pause: How long each step shows before the next.
    /// - Returns: A stepwise transition that animates its steps.
    public static func animated(
      _ animation: Animation = .default, pause: Duration = .milliseconds(600)
    ) -> NavigationTransition {
      .stepwise(pause: pause) { change in
        withAnimation(animation) { change() }
      }
    }
  }
#endif
