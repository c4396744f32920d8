import Atomics
import CasePaths
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
  ///
  /// In place, so that the value is handed to its conformance's functions as it lies, not
  /// copied to be passed.
  @inlinable
  package init<Value>(ofInPlace value: inout Value, kind: IdentityKind<Value>) {
    guard kind.isPlain else {
      self = kind.identity(ofInPlace: &value)
      return
    }
    self.init(plain: Value.self)
  }

  /// The identity of `value`, with what can be known from its type worked out beforehand.
  @inlinable
  package init<Value>(of value: Value, kind: IdentityKind<Value>) {
    guard kind.isPlain else {
      var value = value
      self = kind.identity(ofInPlace: &value)
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
// Unchecked: both properties are constants; the boxed ID, which `AnyHashable` does not mark
// `Sendable`, is only hashed and compared.
package final class IdentityValue: Hashable, @unchecked Sendable {
  let value: AnyHashable
  let hash: Int

  @usableFromInline
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
///
/// - An enum that is ``NavigationCases`` (the `State` that `@Reducer` writes for an enum of
///   features): its ``NavigationCases/caseIndex`` and ``NavigationCases/caseID``, `switch`es
///   written at compile time; its case alone when no case can hold an `id`
///   (``NavigationCases/hasIdentifiedCases``).
/// - Another enum: its case's name and its value's `id`, read through `Mirror`.
/// - An `Identifiable` type: its `id`.
/// - Any other type: nothing; every value of the type is the same presentation.
///
/// Whether a type that is neither ``NavigationCases``, `CasePathable` nor `Identifiable` is an
/// enum is only known from a value: `Mirror` tells it from the first one, and the answer is kept.
@usableFromInline
// Unchecked: every property is a constant or an atomic, and the functions capture nothing but
// type metadata.
package final class IdentityKind<Value>: @unchecked Sendable {
  /// Whether the type is known to be an enum, whose case is part of the identity.
  let isKnownEnum: Bool
  /// Whether the type is known to be neither an enum nor `Identifiable`.
  let isKnownPlain: Bool
  /// For a type that is not known to be an enum, plain or `Identifiable`: ``Learned/unknown``
  /// until a value has been seen, then ``Learned/plain`` or ``Learned/enumeration``.
  let learned = ManagedAtomic<UInt8>(Learned.unknown)
  /// What every send asks, as bits: ``Facts/plain``, ``Facts/mayBeEphemeral`` and
  /// ``Facts/caseOnly``; set when the kind is made, and again once ``learned`` is. Unmanaged, so that reading it is a plain load
  /// rather than a call; destroyed in `deinit`.
  @usableFromInline let facts: UnsafeAtomic<UInt8>
  /// Whether the type is an alert's or dialog's state.
  @usableFromInline let isEphemeralType: Bool
  /// For a ``NavigationCases`` enum: its case's position, its state's `id` and whether it
  /// holds an alert.
  @usableFromInline let readCase: CaseReader<Value>?
  /// For a ``NavigationCases`` enum whose conformance the operator's caller could name: the
  /// same, as functions made where the type is known, which read the value where it lies.
  @usableFromInline let caseFunctions: CaseFunctions<Value>?
  /// ``CaseFunctions/index`` of ``caseFunctions``, kept apart so that reading a case does not
  /// copy the other functions.
  @usableFromInline let caseIndexFunction: ((Value) -> Int)?
  /// For an `Identifiable` type: its `id`.
  @usableFromInline let readID: IdentifierReader<Value>?

  @usableFromInline
  package init(_ type: Value.Type, cases: CaseFunctions<Value>? = nil) {
    self.caseFunctions = cases
    self.caseIndexFunction = cases?.index
    // Functions made where the conformance is known make the class that reaches it unneeded.
    let readCase =
      cases != nil
      ? nil : (type as? any NavigationCases.Type).map { caseReader(of: $0, as: Value.self) }
    self.readCase = readCase
    self.readID = (type as? any Identifiable.Type).map { identifierReader(of: $0, as: Value.self) }
    let isKnownEnum = cases != nil || readCase != nil || type is any CasePathable.Type
    self.isKnownEnum = isKnownEnum
    let isEphemeralType = type is any EphemeralState.Type
    self.isEphemeralType = isEphemeralType
    // Alert and dialog state is a struct; so is `Identifiable` state, as far as identity goes.
    let isKnownPlain = !isKnownEnum && readID == nil && isEphemeralType
    self.isKnownPlain = isKnownPlain
    // What a `NavigationCases` enum says of all its cases.
    let caseTraits =
      cases.map { ($0.hasIdentifiedCases, $0.hasEphemeralCases) }
      ?? readCase.map { ($0.hasIdentifiedCases, $0.hasEphemeralCases) }
    // An enum none of whose cases has an `id` is identified by its case alone.
    let isCaseOnly = caseTraits.map { !$0.0 } ?? false
    // Until a value shows a struct, a type that may be an enum may hold an alert.
    let mayBeEphemeral = isEphemeralType || (caseTraits.map { $0.1 } ?? !isKnownPlain)
    self.facts = UnsafeAtomic.create(
      (isKnownPlain ? Facts.plain : 0) | (mayBeEphemeral ? Facts.mayBeEphemeral : 0)
        | (isCaseOnly ? Facts.caseOnly : 0))
  }

  deinit {
    facts.destroy()
  }

  /// Neither an enum nor `Identifiable`: every value has the same identity. `false` while that
  /// is not known yet.
  @inlinable
  var isPlain: Bool { facts.load(ordering: .relaxed) & Facts.plain != 0 }

  /// A ``NavigationCases`` enum none of whose cases holds an `id`: a value's identity is its
  /// case alone, ``caseIndex(ofInPlace:)``.
  @inlinable
  var isCaseOnly: Bool { facts.load(ordering: .relaxed) & Facts.caseOnly != 0 }

  /// The position of `value`'s case, for a ``NavigationCases`` enum; `0` for any other type.
  @inlinable
  func caseIndex(ofInPlace value: inout Value) -> Int {
    // Called through the optional, not bound to a copy, which would retain its context.
    if let index = caseIndexFunction?(value) { return index }
    if let readCase { return readCase.caseIndex(of: value) }
    return 0
  }

  /// The identity of a value of a ``NavigationCases`` enum whose case is at `index`, when no
  /// case holds an `id` (``isCaseOnly``).
  @inlinable
  func identity(caseIndex index: Int) -> PresentationIdentity {
    PresentationIdentity(
      type: ObjectIdentifier(Value.self), tag: UInt32(truncatingIfNeeded: index), id: nil)
  }

  /// Whether a value of the type can be an alert or dialog, which closes after any button.
  @inlinable
  package var mayBeEphemeral: Bool {
    facts.load(ordering: .relaxed) & Facts.mayBeEphemeral != 0
  }

  /// Whether `value`'s type is an enum, learned from `value` the first time.
  func isEnum(_ value: Value) -> Bool {
    if isKnownEnum { return true }
    if isKnownPlain { return false }
    switch learned.load(ordering: .relaxed) {
    case Learned.plain: return false
    case Learned.enumeration: return true
    default:
      let isEnum = Mirror(reflecting: value).displayStyle == .enum
      learned.store(isEnum ? Learned.enumeration : Learned.plain, ordering: .relaxed)
      if !isEnum {
        // Every thread that gets here learns the same, so the last store is as good as the first.
        facts.store(
          (readID == nil ? Facts.plain : 0) | (isEphemeralType ? Facts.mayBeEphemeral : 0)
            | (facts.load(ordering: .relaxed) & Facts.caseOnly),
          ordering: .relaxed)
      }
      return isEnum
    }
  }

  /// The identity of `value`, a value of a type that is not plain.
  @inlinable
  func identity(ofInPlace value: inout Value) -> PresentationIdentity {
    let type = ObjectIdentifier(Value.self)
    if isCaseOnly { return identity(caseIndex: caseIndex(ofInPlace: &value)) }
    if let caseFunctions {
      return PresentationIdentity(
        type: type, tag: UInt32(truncatingIfNeeded: caseFunctions.index(value)),
        id: caseFunctions.id(value).map(IdentityValue.init))
    }
    if let readCase {
      return PresentationIdentity(
        type: type, tag: UInt32(truncatingIfNeeded: readCase.caseIndex(of: value)),
        id: readCase.caseID(of: value).map(IdentityValue.init))
    }
    return otherIdentity(of: value)
  }

  /// The identity of `value`, whose type is not ``NavigationCases``: an enum's case, read
  /// through `Mirror`, then an `Identifiable` value's `id`.
  @usableFromInline
  func otherIdentity(of value: Value) -> PresentationIdentity {
    let type = ObjectIdentifier(Value.self)
    if isEnum(value) {
      return PresentationIdentity(
        type: type, tag: 0, id: IdentityValue(AnyHashable(ReflectedCase(of: value))))
    }
    if let readID {
      return PresentationIdentity(type: type, tag: nil, id: IdentityValue(readID.id(of: value)))
    }
    return PresentationIdentity(type: type, tag: nil, id: nil)
  }

  /// The identity of `value`, and whether it is an alert's or dialog's state (or an enum case
  /// holding one).
  @inlinable
  package func identityAndEphemerality(
    of value: inout Value
  ) -> (identity: PresentationIdentity, isEphemeral: Bool) {
    let identity = PresentationIdentity(ofInPlace: &value, kind: self)
    guard mayBeEphemeral else { return (identity, false) }
    return (identity, isEphemeral(inPlace: &value))
  }

  /// Whether `value` is an alert's or dialog's state, or an enum case holding one.
  @inlinable
  package func isEphemeral(_ value: Value) -> Bool {
    var value = value
    return isEphemeral(inPlace: &value)
  }

  /// Whether `value` is an alert's or dialog's state, or an enum case holding one, read where it
  /// lies.
  @inlinable
  package func isEphemeral(inPlace value: inout Value) -> Bool {
    if isEphemeralType { return true }
    if let caseFunctions {
      return caseFunctions.hasEphemeralCases && caseFunctions.isEphemeral(value)
    }
    if let readCase { return readCase.hasEphemeralCases && readCase.caseIsEphemeral(of: value) }
    return isReflectedEphemeral(value)
  }

  /// Whether `value`, of a type that is not ``NavigationCases``, is an enum case holding an
  /// alert's or dialog's state.
  @usableFromInline
  func isReflectedEphemeral(_ value: Value) -> Bool {
    guard isEnum(value) else { return false }
    return Waypoint.isEphemeral(value)
  }
}

/// What ``IdentityKind`` learned of its type from a value.
enum Learned {
  static let unknown: UInt8 = 0
  static let plain: UInt8 = 1
  static let enumeration: UInt8 = 2
}

/// What every send asks of an ``IdentityKind``, as bits.
@usableFromInline
enum Facts {
  /// Every value of the type has the same identity.
  @inlinable static var plain: UInt8 { 1 }
  /// A value of the type may be an alert or dialog.
  @inlinable static var mayBeEphemeral: UInt8 { 2 }
  /// The type is a ``NavigationCases`` enum whose values are identified by their case alone.
  @inlinable static var caseOnly: UInt8 { 4 }
}

/// The case of an enum read through `Mirror`: its name and its value's `id`, or, for a case
/// without a value, the value itself when it is `Hashable` (a custom `description` may name two
/// cases alike).
private struct ReflectedCase: Hashable {
  let name: String
  let id: AnyHashable?

  init(of value: Any) {
    guard let child = Mirror(reflecting: value).children.first else {
      self.name = ""
      self.id =
        (value as? any Hashable).map { AnyHashable($0) }
        ?? AnyHashable(String(describing: value))
      return
    }
    self.name = child.label ?? ""
    self.id = payloadIdentifier(of: child.value)
  }
}

/// A ``NavigationCases`` enum's requirements as functions, made by an operator whose caller
/// knows the conformance.
@usableFromInline
package struct CaseFunctions<Value> {
  @usableFromInline let index: (Value) -> Int
  @usableFromInline let id: (Value) -> AnyHashable?
  @usableFromInline let isEphemeral: (Value) -> Bool
  /// ``NavigationCases/hasIdentifiedCases``.
  @usableFromInline let hasIdentifiedCases: Bool
  /// ``NavigationCases/hasEphemeralCases``.
  @usableFromInline let hasEphemeralCases: Bool

  /// The functions of `Value`'s conformance.
  @inlinable
  package init() where Value: NavigationCases {
    self.index = { $0.caseIndex }
    self.id = { $0.caseID }
    self.isEphemeral = { $0.caseIsEphemeral }
    self.hasIdentifiedCases = Value.hasIdentifiedCases
    self.hasEphemeralCases = Value.hasEphemeralCases
  }
}

/// Reads a ``NavigationCases`` enum's case, for an ``IdentityKind`` that cannot name the
/// conformance: a class whose subclass can, so that a call is a virtual call with the value
/// passed as it lies, not a function converted between generic and concrete types.
// Unchecked: the class and its subclass store nothing.
@usableFromInline
class CaseReader<Value>: @unchecked Sendable {
  @usableFromInline func caseIndex(of value: Value) -> Int { 0 }
  @usableFromInline func caseID(of value: Value) -> AnyHashable? { nil }
  @usableFromInline func caseIsEphemeral(of value: Value) -> Bool { false }
  @usableFromInline var hasIdentifiedCases: Bool { true }
  @usableFromInline var hasEphemeralCases: Bool { true }
}

// Unchecked: stores nothing.
final class NavigationCasesReader<Cases: NavigationCases>: CaseReader<Cases>, @unchecked Sendable {
  override func caseIndex(of value: Cases) -> Int { value.caseIndex }
  override func caseID(of value: Cases) -> AnyHashable? { value.caseID }
  override func caseIsEphemeral(of value: Cases) -> Bool { value.caseIsEphemeral }
  override var hasIdentifiedCases: Bool { Cases.hasIdentifiedCases }
  override var hasEphemeralCases: Bool { Cases.hasEphemeralCases }
}

/// Reads an `Identifiable` type's `id`, for an ``IdentityKind`` that cannot name the
/// conformance (see ``CaseReader``).
// Unchecked: the class and its subclass store nothing.
@usableFromInline
class IdentifierReader<Value>: @unchecked Sendable {
  @usableFromInline func id(of value: Value) -> AnyHashable { AnyHashable(0) }
}

// Unchecked: stores nothing.
final class IdentifiableReader<Element: Identifiable>: IdentifierReader<Element>,
  @unchecked Sendable
{
  override func id(of value: Element) -> AnyHashable { AnyHashable(value.id) }
}

/// The case reader of `Value`, which is `Cases`.
private func caseReader<Cases: NavigationCases, Value>(
  of _: Cases.Type, as _: Value.Type
) -> CaseReader<Value> {
  NavigationCasesReader<Cases>() as CaseReader<Cases> as! CaseReader<Value>
}

/// The `id` reader of `Value`, which is `Element`.
private func identifierReader<Element: Identifiable, Value>(
  of _: Element.Type, as _: Value.Type
) -> IdentifierReader<Value> {
  IdentifiableReader<Element>() as IdentifierReader<Element> as! IdentifierReader<Value>
}

/// A place in the navigation tree: the key path to a navigation operator's state.
///
/// A reference, made once per operator, so that the navigation IDs built from it copy and compare
/// cheaply; places made from equal key paths are equal.
@usableFromInline
// Unchecked: both properties are constants; the key path, which the standard library does not
// mark `Sendable`, is an immutable object.
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
