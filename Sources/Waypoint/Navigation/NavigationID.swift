import Atomics
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

  /// A cheap mix of the parts of this ID, for ``CancelKey``'s hash; equal IDs mix equally.
  var mixedHash: UInt64 {
    var hash = UInt64(truncatingIfNeeded: place.hash)
    hash = (hash &* 31) ^ UInt64(truncatingIfNeeded: Int(bitPattern: identity.type))
    hash = (hash &* 31) ^ (identity.tag.map { UInt64($0) } ?? .max)
    hash = (hash &* 31) ^ UInt64(truncatingIfNeeded: identity.element)
    hash = (hash &* 31) ^ UInt64(truncatingIfNeeded: identity.id?.hash ?? 0)
    return hash
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
  /// A stack element's raw ID, kept inline so that the identity of an element is made, copied
  /// and compared without a box; `0` for any other identity.
  @usableFromInline package var element: Int = 0

  @usableFromInline
  init(type: ObjectIdentifier, tag: UInt32?, id: IdentityValue?) {
    self.type = type
    self.tag = tag
    self.id = id
  }

  /// The identity of `value`, read where it is stored, with what can be known from its type
  /// worked out beforehand.
  @inlinable
  package init<Value>(ofInPlace value: inout Value, kind: IdentityKind) {
    guard kind.isPlain else {
      self.init(reflectingInPlace: &value, kind: kind)
      return
    }
    self.init(plain: Value.self)
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
    guard lhs.type == rhs.type, lhs.element == rhs.element, lhs.tag == rhs.tag else {
      return false
    }
    switch (lhs.id, rhs.id) {
    case (nil, nil): return true
    case let (lhs?, rhs?): return lhs == rhs
    default: return false
    }
  }

  @usableFromInline
  init<Value>(reflecting value: Value, kind: IdentityKind) {
    var value = value
    self.init(reflectingInPlace: &value, kind: kind)
  }

  @inlinable
  init<Value>(reflectingInPlace value: inout Value, kind: IdentityKind) {
    self.type = ObjectIdentifier(Value.self)
    if kind.isEnum {
      let tag = kind.tag(of: &value)
      self.tag = tag
      // Projecting the payload looks its type up by name: only done for a case whose payload
      // may have an `id`.
      self.id = kind.caseMayBeIdentifiable(tag) ? kind.payloadIdentifier(of: value) : nil
    } else {
      self.tag = nil
      self.id = kind.isIdentifiable ? kind.identifier(of: value) : nil
    }
  }

  /// The identity of an element of an identified collection.
  @usableFromInline
  package init<ID: Hashable & Sendable>(elementID id: ID) {
    self.type = ObjectIdentifier(ID.self)
    self.tag = nil
    self.id = IdentityValue(AnyHashable(id))
  }

  /// The identity of an element of a stack: its ID is kept as an integer, so that making,
  /// hashing and comparing it allocates nothing and touches no existential.
  @inlinable
  package init(elementID id: StackElementID) {
    self.type = ObjectIdentifier(StackElementID.self)
    self.tag = nil
    self.id = nil
    self.element = id.rawValue
  }

  /// The identity of a part of state reached through `Scope`.
  @usableFromInline
  package init(scopeOf type: Any.Type) {
    self.type = ObjectIdentifier(type)
    self.tag = nil
    self.id = nil
  }
}

/// The `id` part of a ``PresentationIdentity``, boxed once so that identities copy cheaply, with
/// its hash worked out once. A stack element's ID is not boxed: see
/// ``PresentationIdentity/element``.
@usableFromInline
package final class IdentityValue: Hashable, @unchecked Sendable {
  let value: AnyHashable
  let hash: Int

  init(_ value: AnyHashable) {
    self.value = value
    self.hash = value.hashValue
  }

  @usableFromInline
  package static func == (lhs: IdentityValue, rhs: IdentityValue) -> Bool {
    if lhs === rhs { return true }
    return lhs.hash == rhs.hash && lhs.value == rhs.value
  }

  @usableFromInline
  package func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }
}

/// What a presented type contributes to identity, worked out once per navigation operator so that
/// each action does not repeat the runtime's type checks.
@usableFromInline
package final class IdentityKind: @unchecked Sendable {
  let enumMetadata: EnumMetadata?
  /// Whether the type is an enum, whose case is part of the identity.
  @usableFromInline let isEnum: Bool
  @usableFromInline let isIdentifiable: Bool
  /// Neither an enum nor `Identifiable`: every value has the same identity.
  @usableFromInline let isPlain: Bool
  /// Whether a value of the type can be an alert or dialog, which closes after any button.
  @usableFromInline package let mayBeEphemeral: Bool
  /// Whether the type is an alert's or dialog's state.
  @usableFromInline let isEphemeralType: Bool
  /// For an enum, what each case's payload is, learned once per case, so that a case whose
  /// payload cannot have an `id` is never projected, and an alert is told without reflection.
  let cases = CaseFacts()
  /// For an enum, its tag witness, read where the value is stored; `nil` with the layout
  /// shortcuts off (``FastPaths``), when the tag is read from a copy through case paths.
  @usableFromInline let enumLayout: EnumLayout?

  @usableFromInline
  package init<Value>(_ type: Value.Type) {
    self.enumMetadata = EnumMetadata(type)
    self.isEnum = enumMetadata != nil
    self.enumLayout = enumMetadata != nil && FastPaths.areEnabled ? EnumLayout(type) : nil
    self.isIdentifiable = type is any Identifiable.Type
    self.isPlain = enumMetadata == nil && !isIdentifiable
    self.isEphemeralType = type is any EphemeralState.Type
    self.mayBeEphemeral = isEphemeralType || enumMetadata != nil
  }

  /// The tag of the enum case `value` holds, read in place when the layout shortcut is on.
  @inlinable
  func tag<Value>(of value: inout Value) -> UInt32 {
    guard let enumLayout else { return tagThroughCasePaths(of: value) }
    return withUnsafePointer(to: &value) {
      enumLayout.getTag(UnsafeRawPointer($0), enumLayout.metadata)
    }
  }

  /// The tag of the enum case `value` holds, read from a copy.
  @usableFromInline
  func tagThroughCasePaths<Value>(of value: Value) -> UInt32 {
    enumMetadata?.tag(of: value) ?? 0
  }

  /// Whether the payload of case `tag` may be `Identifiable`.
  @usableFromInline
  func caseMayBeIdentifiable(_ tag: UInt32) -> Bool {
    guard let enumMetadata else { return isIdentifiable }
    return cases.mayBeIdentifiable(tag: tag, of: enumMetadata)
  }

  /// Whether case `tag` holds an alert's or dialog's state; `nil` when the tag is too large to
  /// be learned.
  @usableFromInline
  func caseIsEphemeral(_ tag: UInt32) -> Bool? {
    guard let enumMetadata else { return nil }
    return cases.isEphemeral(tag: tag, of: enumMetadata)
  }

  /// The `id` of the payload of the case `value` holds, if it has one.
  @usableFromInline
  func payloadIdentifier<Value>(of value: Value) -> IdentityValue? {
    EnumMetadata.project(value).flatMap(Waypoint.identifier(of:))
  }

  /// The `id` of `value`, an `Identifiable` value.
  @usableFromInline
  func identifier<Value>(of value: Value) -> IdentityValue? {
    Waypoint.identifier(of: value)
  }

  /// The identity of `value`, and whether it is an alert's or dialog's state (or an enum case
  /// holding one), with the enum's tag read once for both.
  @inlinable
  package func identityAndEphemerality<Value>(
    of value: inout Value
  ) -> (identity: PresentationIdentity, isEphemeral: Bool) {
    let identity = PresentationIdentity(ofInPlace: &value, kind: self)
    guard mayBeEphemeral else { return (identity, false) }
    if isEphemeralType { return (identity, true) }
    guard let tag = identity.tag else { return (identity, isEphemeral(value)) }
    return (identity, caseIsEphemeral(tag) ?? isEphemeral(value))
  }

  /// Whether `value` is an alert's or dialog's state, or an enum case holding one.
  @usableFromInline
  package func isEphemeral<Value>(_ value: Value) -> Bool {
    if isEphemeralType { return true }
    guard let enumMetadata else { return false }
    return cases.isEphemeral(tag: enumMetadata.tag(of: value), of: enumMetadata)
      ?? Waypoint.isEphemeral(value)
  }
}

/// What each case of an enum holds, learned the first time a value of the case is seen (so only
/// for tags that exist), from the case's payload type, and published with atomics: whether the
/// payload may be `Identifiable`, and whether it is an alert's or dialog's state.
final class CaseFacts: @unchecked Sendable {
  /// The cases learned so far, one bit per tag.
  private let known = ManagedAtomic<UInt64>(0)
  /// Of those, the ones whose payload may be `Identifiable`.
  private let identifiable = ManagedAtomic<UInt64>(0)
  /// Of those, the ones whose payload is ``EphemeralState``.
  private let ephemeral = ManagedAtomic<UInt64>(0)

  /// Whether case `tag`'s payload may be `Identifiable`; always true past the 64th case.
  func mayBeIdentifiable(tag: UInt32, of metadata: EnumMetadata) -> Bool {
    guard tag < 64 else { return true }
    return learn(tag: tag, of: metadata) & identifiable.load(ordering: .relaxed) != 0
  }

  /// Whether case `tag`'s payload is an alert's or dialog's state; `nil` past the 64th case.
  func isEphemeral(tag: UInt32, of metadata: EnumMetadata) -> Bool? {
    guard tag < 64 else { return nil }
    return learn(tag: tag, of: metadata) & ephemeral.load(ordering: .relaxed) != 0
  }

  /// The bit of case `tag`, once its facts are published.
  private func learn(tag: UInt32, of metadata: EnumMetadata) -> UInt64 {
    let bit: UInt64 = 1 << tag
    if known.load(ordering: .acquiring) & bit != 0 { return bit }
    let payload = metadata.associatedValueType(forTag: tag)
    let name = String(describing: payload)
    // A labelled payload is a tuple, which projecting unwraps: look at it the long way.
    if payload is any Identifiable.Type || (name.hasPrefix("(") && name != "()") {
      _ = identifiable.loadThenBitwiseOr(with: bit, ordering: .relaxed)
    }
    if payload is any EphemeralState.Type {
      _ = ephemeral.loadThenBitwiseOr(with: bit, ordering: .relaxed)
    }
    _ = known.loadThenBitwiseOr(with: bit, ordering: .releasing)
    return bit
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
