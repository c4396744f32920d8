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
///
/// Its hash is worked out once, when it is made, since the runtime looks a key up several times
/// over an effect's life.
@usableFromInline
package struct CancelKey: Hashable, Sendable {
  /// The identifier the effect was given; `nil` for the key under which every effect of a
  /// presentation or stack element runs, which needs no boxed identifier.
  package private(set) var id: AnyHashableSendable?
  /// Where in the navigation tree the effect was created, outermost first.
  package private(set) var path: [NavigationID]
  private var hash: Int

  package init(id: AnyHashableSendable, path: [NavigationID] = []) {
    self.id = id
    self.path = path
    self.hash = Self.hash(id: id, path: path)
  }

  private init(presentationAt path: [NavigationID]) {
    self.id = nil
    self.path = path
    self.hash = Self.hash(id: nil, path: path)
  }

  private static func hash(id: AnyHashableSendable?, path: [NavigationID]) -> Int {
    var hasher = Hasher()
    hasher.combine(id)
    hasher.combine(path)
    return hasher.finalize()
  }

  /// The key under which every effect of the presentation or stack element at the end of
  /// `path` runs.
  package static func presentation(_ path: [NavigationID]) -> Self {
    Self(presentationAt: path)
  }

  package func scoped(to component: NavigationID) -> Self {
    var copy = self
    copy.path.insert(component, at: 0)
    copy.hash = Self.hash(id: id, path: copy.path)
    return copy
  }

  @usableFromInline
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.hash == rhs.hash && lhs.id == rhs.id && lhs.path == rhs.path
  }

  @usableFromInline
  package func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }
}
