/// How a store shows a change of navigation: at once, or one step at a time that SwiftUI can
/// animate, for a change that spans several presentation levels.
///
/// ```swift
/// // A deep link that dismisses a sheet, pops two screens and presents another sheet:
/// await store.send(.openURL(url), transition: .stepwise())
/// // shows: the sheet dismissed → the stack popped → the new sheet, 0.6 s apart
/// ```
@MainActor
public struct NavigationTransition {
  enum Kind {
    case immediate
    case stepwise(
      pause: Duration, clock: any Clock<Duration>, animate: @MainActor (() -> Void) -> Void)
  }

  let kind: Kind

  /// The change shows at once, as ``Store/send(_:)`` shows it.
  public static let immediate = NavigationTransition(kind: .immediate)

  /// The change shows as the steps ``TransitionPlanner`` plans: dismissals first, one
  /// presentation level per step, a stack's pops and pushes in one step.
  ///
  /// - Parameters:
  ///   - pause: How long each step shows before the next: about as long as SwiftUI's animation
  ///     of it.
  ///   - clock: The clock that measures the pause.
  ///   - animate: Wraps each step's change of state: `{ change in withAnimation { change() } }`
  ///     in SwiftUI. By default, the change is made as it is.
  /// - Returns: A stepwise transition.
  public static func stepwise(
    pause: Duration = .milliseconds(600),
    clock: any Clock<Duration> = ContinuousClock(),
    animate: @escaping @MainActor (_ change: () -> Void) -> Void = { $0() }
  ) -> NavigationTransition {
    NavigationTransition(kind: .stepwise(pause: pause, clock: clock, animate: animate))
  }
}
