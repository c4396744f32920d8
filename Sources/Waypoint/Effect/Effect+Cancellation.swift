import ConcurrencyExtras

extension Effect {
  /// Makes this effect cancellable with an identifier.
  ///
  /// Identifiers are scoped to the feature that returns the effect: a presented child or a stack
  /// element can use the same identifier as its parent or its siblings without interfering.
  ///
  /// ```swift
  /// return .run { send in
  ///   for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
  /// }
  /// .cancellable(id: CancelID.timer, cancelInFlight: true)
  /// ```
  ///
  /// - Parameters:
  ///   - id: The identifier.
  ///   - cancelInFlight: Whether to cancel running effects with the same identifier first.
  /// - Returns: A cancellable effect.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    switch operation {
    case .none:
      return cancelInFlight ? .cancel(id: id) : .none
    default:
      return Self(
        operation: .cancellable(
          CancelKey(id: AnyHashableSendable(id)),
          cancelInFlight: cancelInFlight,
          self
        )
      )
    }
  }

  /// An effect that cancels the running effects with an identifier.
  ///
  /// Only effects of the same feature (and the same presentation or stack element of it) are
  /// cancelled; a child cannot cancel its parent's or a sibling's effects.
  ///
  /// - Parameter id: The identifier given to ``cancellable(id:cancelInFlight:)``.
  /// - Returns: An effect.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operation: .cancel(CancelKey(id: AnyHashableSendable(id))))
  }
}

/// Identifies a group of cancellable effects: a user's identifier, or a presentation's, at a place
/// in the navigation tree.
@usableFromInline
package struct CancelKey: Hashable, Sendable {
  /// The identifier the effect was given; `nil` for the key under which every effect of a
  /// presentation or stack element runs, which needs no boxed identifier.
  package var id: AnyHashableSendable?
  /// Where in the navigation tree the effect was created, outermost first.
  package var path: [NavigationID] = []

  package init(id: AnyHashableSendable, path: [NavigationID] = []) {
    self.id = id
    self.path = path
  }

  private init(presentationAt path: [NavigationID]) {
    self.id = nil
    self.path = path
  }

  /// The key under which every effect of the presentation or stack element at the end of
  /// `path` runs.
  package static func presentation(_ path: [NavigationID]) -> Self {
    Self(presentationAt: path)
  }

  package func scoped(to component: NavigationID) -> Self {
    var copy = self
    copy.path.insert(component, at: 0)
    return copy
  }
}
