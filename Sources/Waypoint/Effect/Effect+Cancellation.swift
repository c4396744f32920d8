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
  /// The components of ``path`` before ``innermost``, outermost first.
  private var outer: [NavigationID]
  /// The last component of ``path``, kept inline so that the key of a presentation or stack
  /// element at the root is made without an array; `nil` when the path is empty.
  private var innermost: NavigationID?
  private var hash: Int

  package init(id: AnyHashableSendable, path: [NavigationID] = []) {
    self.init(id: id, outer: Array(path.dropLast()), innermost: path.last)
  }

  private init(id: AnyHashableSendable?, outer: [NavigationID], innermost: NavigationID?) {
    self.id = id
    self.outer = outer
    self.innermost = innermost
    self.hash = 0
    self.hash = mix()
  }

  /// Where in the navigation tree the effect was created, outermost first.
  package var path: [NavigationID] {
    guard let innermost else { return outer }
    return outer + [innermost]
  }

  /// A cheap mix of the parts' own hashes (places and boxed identifiers carry theirs), not a
  /// full `Hasher` pass: the dictionaries the key goes into hash this value again, and equal keys
  /// are still compared in full.
  private func mix() -> Int {
    var hash = UInt64(truncatingIfNeeded: id?.hashValue ?? 0)
    for component in outer {
      hash = (hash &* 1_099_511_628_211) ^ component.mixedHash
    }
    if let innermost {
      hash = (hash &* 1_099_511_628_211) ^ innermost.mixedHash
    }
    return Int(truncatingIfNeeded: hash)
  }

  /// The key under which every effect of the presentation or stack element `component` runs,
  /// inside the features `outer` (outermost first).
  package static func presentation(_ component: NavigationID, in outer: [NavigationID] = [])
    -> Self
  {
    Self(id: nil, outer: outer, innermost: component)
  }

  /// This key, lifted into the feature whose child is `component`.
  package func scoped(to component: NavigationID) -> Self {
    var copy = self
    if copy.innermost == nil {
      copy.innermost = component
    } else {
      copy.outer.insert(component, at: 0)
    }
    copy.hash = copy.mix()
    return copy
  }

  @usableFromInline
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.hash == rhs.hash && lhs.innermost == rhs.innermost && lhs.id == rhs.id
      && lhs.outer == rhs.outer
  }

  @usableFromInline
  package func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }
}
