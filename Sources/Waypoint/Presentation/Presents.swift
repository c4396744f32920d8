import CasePaths

/// A property wrapper for the state of a presented feature: a sheet, cover, popover, alert,
/// dialog or drill-down that is shown while the value is non-`nil`.
///
/// ```swift
/// struct State: Equatable {
///   var items: [Item] = []
///   @Presents var addItem: ItemFormFeature.State?
/// }
/// // Present:  state.addItem = ItemFormFeature.State()
/// // Dismiss:  state.addItem = nil
/// ```
///
/// The projected value, `$addItem`, is what navigation operators take:
/// `.ifLet(\.$addItem, action: \.addItem) { ItemFormFeature() }`.
///
/// The value lives in a copy-on-write box, so a deeply nested navigation tree stays small on the
/// stack no matter how large each level's state is.
@propertyWrapper
public struct Presents<State> {
  /// `nil` when nothing is presented, so an absent presentation costs no allocation. A box
  /// always holds a value (every way of emptying one drops it), so readers reach the value in
  /// the box without testing it, which would copy it.
  @usableFromInline var storage: Storage?

  /// Creates presentation state.
  ///
  /// - Parameter wrappedValue: The presented state, or `nil` when nothing is presented.
  @inlinable
  public init(wrappedValue: State?) {
    self.storage = wrappedValue.map(Storage.init)
  }

  /// Creates presentation state that is shown in `style`: what the navigation that
  /// `@ObservableState` describes says of it (see ``NavigationWalker``). Without a style, a
  /// presentation is a sheet, or an alert or a confirmation dialog for their states.
  ///
  /// ```swift
  /// @ObservableState
  /// struct State {
  ///   @Presents(.fullScreenCover) var settings: SettingsFeature.State?
  /// }
  /// ```
  ///
  /// The style is read from the attribute at compile time; the value does not keep it.
  ///
  /// - Parameters:
  ///   - wrappedValue: The presented state, or `nil` when nothing is presented.
  ///   - style: How the presentation is shown.
  @inlinable
  public init(wrappedValue: State? = nil, _ style: PresentationStyle) {
    self.init(wrappedValue: wrappedValue)
  }

  @usableFromInline
  init(storage: Storage?) {
    self.storage = storage
  }

  /// The presented state, or `nil` when nothing is presented.
  @inlinable
  public var wrappedValue: State? {
    get { storage?.value }
    set {
      guard let newValue else {
        storage = nil
        return
      }
      if storage != nil, isKnownUniquelyReferenced(&storage) {
        storage!.value = newValue
      } else {
        storage = Storage(newValue)
      }
    }
    _modify {
      // The clean-ups are deferred so that they also run when the access ends with an error:
      // a box never holds `nil` (see `storage`).
      guard storage != nil else {
        var value: State? = nil
        defer { storage = value.map(Storage.init) }
        yield &value
        return
      }
      if !isKnownUniquelyReferenced(&storage) {
        storage = Storage(storage!.value!)
      }
      defer {
        if storage!.value == nil {
          storage = nil
        }
      }
      yield &storage!.value
    }
  }

  /// The wrapper itself, for navigation operators and scoping: `\.$destination`.
  @inlinable
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
    _modify { yield &self }
  }

  /// Accesses one case of an enum destination.
  ///
  /// ```swift
  /// state.$destination[case: \.edit]?.item.name = "Renamed"
  /// ```
  ///
  /// Writing to a case that is not the current one does nothing.
  ///
  /// - Parameter path: A case key path to a case of the destination.
  public subscript<Case>(case path: CaseKeyPath<State, Case>) -> Case?
  where State: CasePathable {
    get { wrappedValue.flatMap { $0[case: path] } }
    set {
      guard wrappedValue.flatMap({ $0[case: path] }) != nil else { return }
      wrappedValue = newValue.map { path($0) }
    }
  }

  /// Runs `body` on the presented state in place, without copying it, even when the wrapper
  /// was reached through a key path (which reads and writes it whole).
  @inlinable
  package static func modify<Root, Result>(
    _ root: inout Root,
    at keyPath: WritableKeyPath<Root, Self>,
    _ body: (inout State) -> Result
  ) -> Result? {
    var presents = root[keyPath: keyPath]
    guard presents.storage != nil else { return nil }
    // Leave the root without a reference to the box, so the box is uniquely referenced here.
    root[keyPath: keyPath] = Presents(wrappedValue: nil)
    defer { root[keyPath: keyPath] = presents }
    return presents.modifyPresented(body)
  }

  /// Runs `body` on the presented state in place, first copying the box if another copy of the
  /// state shares it; `nil` when nothing is presented.
  ///
  /// What ``wrappedValue``'s `_modify` does, without its coroutine and without allowing `body`
  /// to end the presentation.
  @inlinable
  mutating func modifyPresented<Result>(_ body: (inout State) -> Result) -> Result? {
    guard storage != nil else { return nil }
    if !isKnownUniquelyReferenced(&storage) {
      storage = Storage(storage!.value)
    }
    return body(&storage!.value!)
  }

  /// Runs `body` on the presented state where it lies, without copying the box or a reference to
  /// it; `nil` when nothing is presented. `body` must only read: the box may be shared.
  @inlinable
  mutating func readPresented<Result>(_ body: (inout State) -> Result) -> Result? {
    guard storage != nil else { return nil }
    // Not `nil`: tested just above. Unwrapped without a check that `storage!` would repeat.
    return body(&storage.unsafelyUnwrapped.value!)
  }

  @usableFromInline
  // Unchecked: a box is written only while uniquely referenced (copy-on-write); a box that
  // copies of the state share is only read.
  final class Storage: @unchecked Sendable {
    /// Unchecked for exclusivity: the wrapper only modifies a box it holds uniquely, so no other
    /// access can overlap with it.
    @exclusivity(unchecked) @usableFromInline var value: State?
    @usableFromInline init(_ value: State?) { self.value = value }
  }
}

/// The former name of ``Presents``.
public typealias PresentationState<State> = Presents<State>

extension Presents: Equatable where State: Equatable {
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage === rhs.storage || lhs.wrappedValue == rhs.wrappedValue
  }
}

extension Presents: Hashable where State: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

extension Presents: Sendable where State: Sendable {}

extension Presents: Encodable where State: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(wrappedValue)
  }
}

extension Presents: Decodable where State: Decodable {
  /// Decodes the presented state, or `null` for nothing presented.
  ///
  /// With a ``NavigationRecovery`` in the decoder's `userInfo`, a presented state that does not
  /// decode, or that one of the recovery's ``PresentationCheck``s of its type turns down, is not
  /// an error: nothing is presented, and the recovery records it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self.init(wrappedValue: nil)
      return
    }
    let recovery = NavigationRecovery.current(in: decoder)
    let mark = recovery?.mark ?? 0
    do {
      let state = try container.decode(State.self)
      for case let check as any PresentationCheck<State> in recovery?.checks ?? [] {
        guard let reason = check.failure(presenting: state), let recovery else { continue }
        // What was left out inside it goes with it.
        recovery.discard(from: mark)
        recovery.record(
          NavigationRecovery.Loss(
            path: NavigationRecovery.describe(decoder.codingPath), kind: .presentation,
            reason: reason))
        self.init(wrappedValue: nil)
        return
      }
      self.init(wrappedValue: state)
    } catch {
      guard let recovery else { throw error }
      // What was left out inside it goes with it.
      recovery.discard(from: mark)
      recovery.record(
        NavigationRecovery.Loss(
          path: NavigationRecovery.describe(decoder.codingPath), kind: .presentation,
          reason: NavigationRecovery.describe(error, below: decoder.codingPath)))
      self.init(wrappedValue: nil)
    }
  }
}

extension KeyedDecodingContainer {
  /// Decodes presentation state, treating a missing key like `null`: nothing presented.
  ///
  /// Synthesized `Decodable` conformances call this for `@Presents` properties, so state saved
  /// before a presentation was added to a feature still decodes.
  public func decode<State: Decodable>(
    _ type: Presents<State>.Type,
    forKey key: Key
  ) throws -> Presents<State> {
    try decodeIfPresent(type, forKey: key) ?? Presents(wrappedValue: nil)
  }
}
