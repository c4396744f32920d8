@_spi(Reflection) import CasePaths
import ConcurrencyExtras

/// Identifies one presentation or stack element at a place in the navigation tree.
///
/// A presentation's identity is its place (the key path to its state), the enum case it holds and,
/// where the state is `Identifiable`, its `id`. When any of them changes, it is a new presentation.
@usableFromInline
package struct NavigationID: Hashable, Sendable {
  @usableFromInline package var place: NavigationPlace
  @usableFromInline package var identity: PresentationIdentity

  @inlinable
  package init(place: NavigationPlace, identity: PresentationIdentity) {
    self.place = place
    self.identity = identity
  }
}

/// The identity of a presented value: its type, its enum case, and its `id` where it has one.
///
/// Plain data but for the `id`, which is boxed: building, copying and comparing the identity of a
/// value without an `id` (the usual feature state) touches no existential.
@usableFromInline
package struct PresentationIdentity: Hashable, Sendable {
  @usableFromInline package var type: ObjectIdentifier
  @usableFromInline package var tag: UInt32?
  @usableFromInline package var id: IdentityValue?

  @usableFromInline
  init(type: ObjectIdentifier, tag: UInt32?, id: IdentityValue?) {
    self.type = type
    self.tag = tag
    self.id = id
  }

  /// The identity of `value`, with what can be known from its type worked out beforehand.
  @inlinable
  package init<Value>(of value: Value, kind: IdentityKind) {
    guard kind.isPlain else {
      self.init(reflecting: value, kind: kind)
      return
    }
    self.init(plain: Value.self)
  }

  /// The identity of any value of a type that is neither an enum nor `Identifiable`: all
  /// presentations of the type are the same one.
  @inlinable
  package init<Value>(plain type: Value.Type) {
    self.init(type: ObjectIdentifier(type), tag: nil, id: nil)
  }

  @inlinable
  package static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.type == rhs.type, lhs.tag == rhs.tag else { return false }
    switch (lhs.id, rhs.id) {
    case (nil, nil): return true
    case let (lhs?, rhs?): return lhs == rhs
    default: return false
    }
  }

  @usableFromInline
  init<Value>(reflecting value: Value, kind: IdentityKind) {
    self.type = ObjectIdentifier(Value.self)
    if let metadata = kind.enumMetadata {
      self.tag = metadata.tag(of: value)
      self.id = EnumMetadata.project(value).flatMap(identifier(of:))
    } else {
      self.tag = nil
      self.id = kind.isIdentifiable ? identifier(of: value) : nil
    }
  }

  /// The identity of an element of an identified collection.
  @usableFromInline
  package init<ID: Hashable & Sendable>(elementID id: ID) {
    self.type = ObjectIdentifier(ID.self)
    self.tag = nil
    self.id = IdentityValue(AnyHashable(id))
  }

  /// The identity of a part of state reached through `Scope`.
  @usableFromInline
  package init(scopeOf type: Any.Type) {
    self.type = ObjectIdentifier(type)
    self.tag = nil
    self.id = nil
  }
}

/// The `id` part of a ``PresentationIdentity``, boxed once so that identities copy cheaply.
@usableFromInline
package final class IdentityValue: Hashable, @unchecked Sendable {
  let value: AnyHashable

  init(_ value: AnyHashable) {
    self.value = value
  }

  @usableFromInline
  package static func == (lhs: IdentityValue, rhs: IdentityValue) -> Bool {
    lhs === rhs || lhs.value == rhs.value
  }

  @usableFromInline
  package func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }
}

/// What a presented type contributes to identity, worked out once per navigation operator so that
/// each action does not repeat the runtime's type checks.
@usableFromInline
package struct IdentityKind: @unchecked Sendable {
  let enumMetadata: EnumMetadata?
  let isIdentifiable: Bool
  /// Neither an enum nor `Identifiable`: every value has the same identity.
  @usableFromInline let isPlain: Bool
  /// Whether a value of the type can be an alert or dialog, which closes after any button.
  @usableFromInline package let mayBeEphemeral: Bool

  @usableFromInline
  package init<Value>(_ type: Value.Type) {
    self.enumMetadata = EnumMetadata(type)
    self.isIdentifiable = type is any Identifiable.Type
    self.isPlain = enumMetadata == nil && !isIdentifiable
    self.mayBeEphemeral = type is any EphemeralState.Type || enumMetadata != nil
  }
}

private func identifier(of value: Any) -> IdentityValue? {
  guard let identifiable = value as? any Identifiable else { return nil }
  return stableIdentifier(of: identifiable)
}

private func stableIdentifier<Value: Identifiable>(of value: Value) -> IdentityValue {
  IdentityValue(AnyHashable(value.id))
}

/// A place in the navigation tree: the key path to a navigation operator's state.
///
/// A reference, made once per operator, so that the navigation IDs built from it copy and compare
/// cheaply; places made from equal key paths are equal.
@usableFromInline
package final class NavigationPlace: Hashable, @unchecked Sendable {
  let keyPath: AnyKeyPath
  let hash: Int

  @usableFromInline
  package init(_ keyPath: AnyKeyPath) {
    self.keyPath = keyPath
    self.hash = keyPath.hashValue
  }

  @usableFromInline
  package static func == (lhs: NavigationPlace, rhs: NavigationPlace) -> Bool {
    lhs === rhs || lhs.keyPath == rhs.keyPath
  }

  @usableFromInline
  package func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }
}
