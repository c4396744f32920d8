/// Reads and writes the `@Presents` state a navigation operator owns, through its key path.
///
/// When the key path names a stored property (`MemoryLayout.offset(of:)` reports its offset),
/// or the state's ``PresentsStorageLayout`` maps the projection it names to its stored wrapper,
/// the wrapper is read and written at that offset, as a `switch` over plain fields would. Any
/// other computed path, a `@Presents` projection (`\.$destination`) of a state without that map
/// among them, goes through the key path, since nothing proves where its getter reads or what
/// its setter writes.
@usableFromInline
package final class PresentsAccessor<Root, State>: @unchecked Sendable {
  @usableFromInline let keyPath: WritableKeyPath<Root, Presents<State>>
  /// Where the wrapper sits in the parent's memory, when the key path is a stored property's or
  /// the state maps it to one; `nil` to go through the key path.
  @usableFromInline package let offset: Int?

  /// The presentation's place in the navigation tree.
  @usableFromInline let navigationPlace: NavigationPlace
  /// What the presented type contributes to identity.
  @usableFromInline let identityKind: IdentityKind
  /// The identity kind's facts that every send reads, kept here so that the common path does
  /// not reach into the identity kind.
  @usableFromInline let isPlainIdentity: Bool
  @usableFromInline let mayBeEphemeral: Bool
  /// Whether the owning operator lends the presented feature its action where it lies in the
  /// parent's action, rather than copying it out (see `PresentationReducer.reduceLending`). A fact
  /// about actions, kept here with the operator's other cold data so that the operator stays small
  /// enough to be passed in registers.
  @usableFromInline let lendsPresentedActions: Bool
  /// Where the navigation operator that owns the accessor was written.
  @usableFromInline let location: SourceLocation

  @usableFromInline
  package init(
    _ keyPath: WritableKeyPath<Root, Presents<State>>,
    place: NavigationPlace? = nil,
    location: SourceLocation = SourceLocation(),
    lendsPresentedActions: Bool = false
  ) {
    self.keyPath = keyPath
    self.offset = FastPaths.areEnabled ? Self.offset(of: keyPath) : nil
    self.navigationPlace = place ?? NavigationPlace(keyPath)
    let identityKind = IdentityKind(State.self)
    self.identityKind = identityKind
    self.isPlainIdentity = identityKind.isPlain
    self.mayBeEphemeral = identityKind.mayBeEphemeral
    self.lendsPresentedActions = lendsPresentedActions
    self.location = location
  }

  /// The offset of a stored wrapper, which is one word: the reference to its box, or 0. Either
  /// the key path is a stored property's, or the state's ``PresentsStorageLayout`` maps the
  /// projection it names to the stored wrapper.
  static func offset(of keyPath: WritableKeyPath<Root, Presents<State>>) -> Int? {
    guard MemoryLayout<Presents<State>>.size == MemoryLayout<UInt>.size else { return nil }
    if let offset = MemoryLayout<Root>.offset(of: keyPath) { return offset }
    guard let layout = Root.self as? any PresentsStorageLayout.Type else { return nil }
    return layout.storageOffset(for: keyPath, of: State.self)
  }

  /// The wrapper in `root`.
  @inlinable
  package func get(_ root: inout Root) -> Presents<State> {
    guard let offset else { return root[keyPath: keyPath] }
    return withUnsafeMutableBytes(of: &root) { bytes in
      (bytes.baseAddress! + offset).assumingMemoryBound(to: Presents<State>.self).pointee
    }
  }

  /// Whether `root` presents something, found without copying the presented state.
  @inlinable
  package func isPresented(in root: inout Root) -> Bool {
    guard let offset else { return root[keyPath: keyPath].storage != nil }
    return isPresented(in: &root, at: offset)
  }

  /// Whether `root` presents something, given where the wrapper sits.
  @inlinable
  package func isPresented(in root: inout Root, at offset: Int) -> Bool {
    // The wrapper is one word: the reference to its box, or 0 when nothing is presented.
    withUnsafeBytes(of: &root) { $0.load(fromByteOffset: offset, as: UInt.self) != 0 }
  }

  /// Replaces the wrapper in `root`.
  @inlinable
  package func set(_ root: inout Root, to value: Presents<State>) {
    guard let offset else {
      root[keyPath: keyPath] = value
      return
    }
    withUnsafeMutableBytes(of: &root) { bytes in
      (bytes.baseAddress! + offset).assumingMemoryBound(to: Presents<State>.self).pointee = value
    }
  }

  /// Runs `body` on the presented state where it is stored, without copying it and without
  /// making the box unique; `nil` when nothing is presented. `body` must only read.
  @inlinable
  package func read<Result>(_ root: inout Root, _ body: (inout State) -> Result) -> Result? {
    // One reference to the box is all that is copied; the state is reached inside it. A box
    // always holds a value (``Presents`` drops an emptied box), so its value is not tested,
    // which would copy it.
    guard let storage = get(&root).storage else { return nil }
    return body(&storage.value!)
  }

  /// Runs `body` on the presented state in place, without copying it; `nil` when nothing is
  /// presented.
  @inlinable
  package func modify<Result>(_ root: inout Root, _ body: (inout State) -> Result) -> Result? {
    if let offset {
      return withUnsafeMutableBytes(of: &root) { bytes in
        let presents = (bytes.baseAddress! + offset).assumingMemoryBound(to: Presents<State>.self)
        // Copies a box that other copies of the state share, and calls `body` directly: the
        // wrapper's `_modify` accessor is a coroutine, whose frame is allocated on each call.
        return presents.pointee.modifyPresented(body)
      }
    }
    return Presents.modify(&root, at: keyPath, body)
  }
}
