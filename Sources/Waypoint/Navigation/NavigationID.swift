@_spi(Reflection) import CasePaths
import ConcurrencyExtras

/// Identifies one presentation or stack element at a place in the navigation tree.
///
/// A presentation's identity is its place (the key path to its state), the enum case it holds and,
/// where the state is `Identifiable`, its `id`. When any of them changes, it is a new presentation.
package struct NavigationID: Hashable, Sendable {
  package var place: AnyHashableSendable
  package var identity: PresentationIdentity

  package init(place: AnyHashableSendable, identity: PresentationIdentity) {
    self.place = place
    self.identity = identity
  }
}

/// The identity of a presented value: its type, its enum case, and its `id` where it has one.
package struct PresentationIdentity: Hashable, Sendable {
  package var type: ObjectIdentifier
  package var tag: UInt32?
  package var id: UncheckedSendable<AnyHashable>?

  /// The identity of `value`.
  package init<Value>(of value: Value) {
    self.type = ObjectIdentifier(Value.self)
    if let metadata = EnumMetadata(Value.self) {
      self.tag = metadata.tag(of: value)
      self.id = EnumMetadata.project(value).flatMap(identifier(of:))
    } else {
      self.tag = nil
      self.id = identifier(of: value)
    }
  }

  /// The identity of a stack element.
  package init(element id: StackElementID) {
    self.type = ObjectIdentifier(StackElementID.self)
    self.tag = nil
    self.id = UncheckedSendable(AnyHashable(id))
  }
}

private func identifier(of value: Any) -> UncheckedSendable<AnyHashable>? {
  guard let identifiable = value as? any Identifiable else { return nil }
  return stableIdentifier(of: identifiable)
}

private func stableIdentifier<Value: Identifiable>(of value: Value) -> UncheckedSendable<AnyHashable> {
  UncheckedSendable(AnyHashable(value.id))
}

/// Wraps a key path so it can be hashed across concurrency domains.
package struct PlaceKey: Hashable, @unchecked Sendable {
  let keyPath: AnyKeyPath
  package init(_ keyPath: AnyKeyPath) { self.keyPath = keyPath }
}
