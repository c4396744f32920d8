import Atomics
import Observation

/// State whose stored properties are observed one by one: what `@ObservableState` makes of a
/// struct or an enum.
///
/// A view, or any code in `withObservationTracking`, that reads `store.count` is told when
/// `count` changes, and not when another property does. A store also tells its observers when
/// its state is replaced by another value, even one of the same shape (a sheet dismissed and
/// presented again), by comparing `_$id`.
///
/// Apply the `@ObservableState` macro rather than conforming by hand: it writes the
/// requirements. A value keeps its identity through copies and changes; one made anew has
/// another, even when it is equal:
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   var value = 0
/// }
///
/// var state = State()
/// let copy = state
/// state.value = 3
/// state._$id == copy._$id     // true: the same value, changed
/// State()._$id == copy._$id   // false: another value, though equal to `copy`
/// ```
public protocol ObservableState: Observable {
  /// The identity of this value: kept by copies and mutations, new for a value made anew.
  var _$id: ObservableStateID { get }

  /// A digest of the identities of the presentations (`@Presents` properties) this value holds,
  /// which `@ObservableState` cannot observe one by one: a store compares it after each change.
  var _$presentationsDigest: UInt64 { get }

  /// Shows `walker` the navigation this value holds: for a struct, each stored `var` whose
  /// type mentions `State`, in declaration order; for an enum, the case it is.
  ///
  /// `@ObservableState` writes it; the walker is told what it is shown by the compiler's choice
  /// among its overloads, by each property's type, with no reflection at run time.
  ///
  /// - Parameter walker: The walker.
  func _$walkNavigation(_ walker: inout some NavigationWalker)

  /// Hands `editor` the navigation this value holds, in place, as ``_$walkNavigation(_:)``
  /// shows it: what lets a generic operation pop a stack or dismiss a presentation it found.
  ///
  /// `@ObservableState` writes it, beside ``_$walkNavigation(_:)``.
  ///
  /// - Parameter editor: The editor.
  mutating func _$editNavigation(_ editor: inout some NavigationEditor)

  /// Shows `walker` the navigation a value of this type can hold, with no value: the stacks,
  /// presentations and child states ``_$walkNavigation(_:)`` shows, and every case of an enum.
  ///
  /// `@ObservableState` writes it, beside ``_$walkNavigation(_:)``.
  ///
  /// - Parameter walker: The walker.
  static func _$walkNavigationType(_ walker: inout some NavigationTypeWalker)
}

extension ObservableState {
  /// No presentations.
  public var _$presentationsDigest: UInt64 { 0 }
}

/// The identity of an ``ObservableState`` value.
public struct ObservableStateID: Hashable, Sendable {
  @usableFromInline let number: UInt64

  @usableFromInline
  init(number: UInt64) {
    self.number = number
  }

  /// A new identity, unlike any other.
  public init() {
    self.number = ObservableStateID.counter.wrappingIncrementThenLoad(ordering: .relaxed)
  }

  private static let counter = ManagedAtomic<UInt64>(0)

  /// This identity, told apart by the case `tag` of an enum that holds it.
  ///
  /// - Parameter tag: The case's index.
  /// - Returns: The identity of the enum's value.
  public func _$tag(_ tag: Int) -> Self {
    Self(number: Self.mix(number, UInt64(bitPattern: Int64(tag)) &+ 1))
  }

  /// The identity of a case that holds nothing, told apart by its index `tag`.
  ///
  /// - Parameter tag: The case's index.
  /// - Returns: The identity of the enum's value.
  public static func _$case(_ tag: Int) -> Self {
    // From a number the counter of new identities never reaches: `mix` is linear in its first
    // argument's bits, so from `0` the case at index 0 would be the state numbered 3 at index 1.
    Self(number: .max)._$tag(tag)
  }

  /// The identity of `value`: its own if it is ``ObservableState``, a new one otherwise.
  ///
  /// - Parameter value: A value held by an observable enum.
  /// - Returns: Its identity.
  public static func _$id<T>(for value: T) -> Self {
    (value as? any ObservableState)?._$id ?? Self()
  }

  /// The identity of `value`.
  ///
  /// - Parameter value: A value held by an observable enum.
  /// - Returns: Its identity.
  public static func _$id(for value: some ObservableState) -> Self {
    value._$id
  }

  /// Adds a presentation to a digest of presentations: its identity when it is
  /// ``ObservableState``, its type when it is not (an alert's state), and nothing when it is
  /// absent.
  ///
  /// - Parameters:
  ///   - digest: The digest so far.
  ///   - presented: The presented state, or `nil`.
  public static func _$digest<T>(_ digest: inout UInt64, _ presented: T?) {
    let part: UInt64
    switch presented {
    case nil:
      part = 0
    case let value? as (any ObservableState)?:
      part = value._$id.number
    case .some:
      part = UInt64(UInt(bitPattern: ObjectIdentifier(T.self).hashValue))
    }
    digest = mix(digest, part)
  }

  @usableFromInline
  static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
    (a ^ b) &* 0x9E37_79B9_7F4A_7C15 &+ 0x632B_E59B_D9B4_E019
  }
}

/// What a store compares to know whether its state was replaced, or a presentation in it was.
@usableFromInline
struct ObservableStateIdentity: Equatable {
  @usableFromInline let id: ObservableStateID
  @usableFromInline let presentations: UInt64

  @usableFromInline
  init(_ state: some ObservableState) {
    self.id = state._$id
    self.presentations = state._$presentationsDigest
  }

  /// A function that reads the identity of a `State`, or `nil` when `State` is not observable.
  @usableFromInline
  static func reader<State>(for type: State.Type) -> ((State) -> Self)? {
    guard let observable = type as? any ObservableState.Type else { return nil }
    return reader(observable, as: type)
  }

  private static func reader<Observed: ObservableState, State>(
    _ observed: Observed.Type, as type: State.Type
  ) -> (State) -> Self {
    // `State` is `Observed`: the value is read as what it is.
    { state in
      withUnsafePointer(to: state) {
        Self($0.withMemoryRebound(to: Observed.self, capacity: 1) { $0.pointee })
      }
    }
  }
}

/// The observation of an ``ObservableState`` value's properties, kept in the value by
/// `@ObservableState`. Copies of the value share it, so that a reducer's change to its copy of
/// the state reaches the observers of the store's.
///
/// The value holds one reference, to an object made with it; the `ObservationRegistrar` that
/// observers register with is made in that object when something first reads an observed
/// property through its getter (a view, or a reducer: a read cannot tell whether an observer is
/// tracking it). So the state's layout is known where it is compiled (the registrar's is not:
/// it belongs to a library that may change it), and a change to a value that nothing has read
/// yet tells no one, since no one can have registered.
public struct ObservationStateRegistrar: Sendable {
  /// The identity of the value that holds this registrar.
  public let id = ObservableStateID()
  /// The registrar observers register with, made the first time one is asked for.
  @usableFromInline let made = ManagedAtomicLazyReference<RegistrarHolder>()

  /// Creates a registrar, and with it a new identity.
  public init() {}

  /// Whether something has read an observed property of the value (or of a copy) through its
  /// getter, which may have registered an observer: until then, a change has no one to tell,
  /// and the accessors `@ObservableState` writes change the property directly.
  ///
  /// A read that races with a change may miss it, as it would with a registrar made up front:
  /// a change is told to those registered when it starts.
  @inlinable
  public var isObserved: Bool { made.load() != nil }

  /// The registrar, made now if it was not: for an observer about to read.
  @inlinable
  var registrar: RegistrarHolder {
    if let holder = made.load() { return holder }
    return made.storeIfNilThenLoad(RegistrarHolder())
  }

  /// Records that `keyPath` of `subject` was read.
  @inlinable
  public func access<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.access(subject, keyPath: keyPath)
  }

  /// Sets `storage` to `newValue` and tells the observers of `keyPath`, unless the new value is
  /// the same observable state as the old one (then its own properties tell what changed).
  @inlinable
  public func mutate<Subject: Observable, Member, Value>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ storage: inout Value,
    _ newValue: Value, _ isIdentityEqual: (Value, Value) -> Bool
  ) {
    guard let holder = made.load(), !isIdentityEqual(storage, newValue) else {
      storage = newValue
      return
    }
    holder.withMutation(of: subject, keyPath: keyPath) { storage = newValue }
  }

  /// Tells the observers of `keyPath` that it is about to change in place.
  @inlinable
  public func willModify<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    made.load()?.willSet(subject, keyPath: keyPath)
  }

  /// Tells the observers of `keyPath` that it changed in place.
  @inlinable
  public func didModify<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    made.load()?.didSet(subject, keyPath: keyPath)
  }
}

/// An `ObservationRegistrar`, which is a value, held by reference so that it can be made once.
///
/// Its functions are not inlined: the registrar's layout is its library's to change, so a copy
/// of it inlined into an accessor would be allocated, on every change, observed or not.
@usableFromInline
final class RegistrarHolder: Sendable {
  let registrar = ObservationRegistrar()

  @usableFromInline
  init() {}

  @usableFromInline
  func access<Subject: Observable, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
    registrar.access(subject, keyPath: keyPath)
  }

  @usableFromInline
  func willSet<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.willSet(subject, keyPath: keyPath)
  }

  @usableFromInline
  func didSet<Subject: Observable, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
    registrar.didSet(subject, keyPath: keyPath)
  }

  @usableFromInline
  func withMutation<Subject: Observable, Member, T>(
    of subject: Subject, keyPath: KeyPath<Subject, Member>, _ mutation: () throws -> T
  ) rethrows -> T {
    try registrar.withMutation(of: subject, keyPath: keyPath, mutation)
  }
}

extension ObservationStateRegistrar: Equatable, Hashable, Codable {
  /// Registrars never make two states differ.
  public static func == (_: Self, _: Self) -> Bool { true }

  /// Registrars add nothing to a state's hash.
  public func hash(into hasher: inout Hasher) {}

  /// A new registrar: a decoded state is a new value.
  public init(from decoder: any Decoder) throws { self.init() }

  /// Nothing: a registrar is not part of a state's data.
  public func encode(to encoder: any Encoder) throws {}
}

/// Whether two values are the same observable state, so that setting one to the other need not
/// be told: never, for a value that is not observable state.
///
/// An implementation detail of `@ObservableState`, public only because the setters it writes in
/// an app's module call it: do not call it yourself.
@inlinable
public func _$isIdentityEqual<T>(_ lhs: T, _ rhs: T) -> Bool { false }

/// Whether two observable states are the same value, by identity.
@inlinable
public func _$isIdentityEqual<T: ObservableState>(_ lhs: T, _ rhs: T) -> Bool {
  lhs._$id == rhs._$id
}

/// Whether two optional observable states are both absent or the same value.
@inlinable
public func _$isIdentityEqual<T: ObservableState>(_ lhs: T?, _ rhs: T?) -> Bool {
  switch (lhs, rhs) {
  case (nil, nil): true
  case let (lhs?, rhs?): lhs._$id == rhs._$id
  default: false
  }
}
