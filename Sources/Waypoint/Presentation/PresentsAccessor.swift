/// Reads and writes the `@Presents` state a navigation operator owns, through its key path.
///
/// When the key path names a stored property (`MemoryLayout.offset(of:)` reports its offset),
/// or the state's ``PresentsStorageLayout`` maps the projection it names to its stored wrapper,
/// the wrapper is read and written at that offset, as a `switch` over plain fields would. Any
/// other computed path, a `@Presents` projection (`\.$destination`) of a state without that map
/// among them, goes through the key path, since nothing proves where its getter reads or what
/// its setter writes.
@usableFromInline
// Unchecked: every property is a constant; the key path, which the standard library does not
// mark `Sendable`, is an immutable object.
package final class PresentsAccessor<Root, State>: @unchecked Sendable {
  @usableFromInline let keyPath: WritableKeyPath<Root, Presents<State>>
  /// Where the wrapper sits in the parent's memory, when the key path is a stored property's or
  /// the state maps it to one; `nil` to go through the key path.
  @usableFromInline package let offset: Int?

  /// The presentation's place in the navigation tree.
  @usableFromInline let navigationPlace: NavigationPlace
  /// What the presented type contributes to identity.
  @usableFromInline let identityKind: IdentityKind<State>
  /// Whether every presented value has the same identity: the presented type is neither an enum
  /// nor `Identifiable` (`false` until that is known).
  @inlinable var isPlainIdentity: Bool { identityKind.isPlain }
  /// Whether a presented value can be an alert or dialog.
  @inlinable var mayBeEphemeral: Bool { identityKind.mayBeEphemeral }
  /// Where the navigation operator that owns the accessor was written.
  @usableFromInline let location: SourceLocation

  @usableFromInline
  package init(
    _ keyPath: WritableKeyPath<Root, Presents<State>>,
    place: NavigationPlace? = nil,
    location: SourceLocation = SourceLocation(),
    cases: CaseFunctions<State>? = nil
  ) {
    self.keyPath = keyPath
    self.offset = Self.offset(of: keyPath)
    self.navigationPlace = place ?? NavigationPlace(keyPath)
    let identityKind = IdentityKind(State.self, cases: cases)
    self.identityKind = identityKind
    self.location = location
  }

  /// The offset of a stored wrapper, as `MemoryLayout.offset(of:)` reports it: either the key
  /// path is a stored property's, or the state's ``PresentsStorageLayout`` maps the projection it
  /// names to the stored wrapper.
  static func offset(of keyPath: WritableKeyPath<Root, Presents<State>>) -> Int? {
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
    // `offset` is the stored wrapper's, from `MemoryLayout.offset(of:)`: that memory holds a
    // `Presents<State>`, read as one.
    withUnsafeMutableBytes(of: &root) { bytes in
      (bytes.baseAddress! + offset).assumingMemoryBound(to: Presents<State>.self).pointee
        .storage != nil
    }
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
    if let offset { return read(&root, at: offset, body) }
    // One reference to the box is all that is copied; the state is reached inside it. A box
    // always holds a value (``Presents`` drops an emptied box), so its value is not tested,
    // which would copy it.
    guard let storage = get(&root).storage else { return nil }
    return body(&storage.value!)
  }

  /// Runs `body` on the presented state where it is stored, given where the wrapper sits, without
  /// copying the state or a reference to its box; `nil` when nothing is presented. `body` must
  /// only read.
  @inlinable
  package func read<Result>(
    _ root: inout Root, at offset: Int, _ body: (inout State) -> Result
  ) -> Result? {
    // `offset` is the stored wrapper's, from `MemoryLayout.offset(of:)`: that memory holds a
    // `Presents<State>`, read in place.
    withUnsafeMutableBytes(of: &root) { bytes in
      (bytes.baseAddress! + offset).assumingMemoryBound(to: Presents<State>.self).pointee
        .readPresented(body)
    }
  }

  /// Runs `body` on the presented state in place, without copying it; `nil` when nothing is
  /// presented.
  @inlinable
  package func modify<Result>(_ root: inout Root, _ body: (inout State) -> Result) -> Result? {
    if let offset { return modify(&root, at: offset, body) }
    return Presents.modify(&root, at: keyPath, body)
  }

  /// Runs `body` on the presented state in place, given where the wrapper sits; `nil` when
  /// nothing is presented.
  @inlinable
  package func modify<Result>(
    _ root: inout Root, at offset: Int, _ body: (inout State) -> Result
  ) -> Result? {
    // `offset` is the stored wrapper's, from `MemoryLayout.offset(of:)`: that memory holds a
    // `Presents<State>`, changed as one.
    withUnsafeMutableBytes(of: &root) { bytes in
      let presents = (bytes.baseAddress! + offset).assumingMemoryBound(to: Presents<State>.self)
      // Copies a box that other copies of the state share, and calls `body` directly: the
      // wrapper's `_modify` accessor is a coroutine, whose frame is allocated on each call.
      return presents.pointee.modifyPresented(body)
    }
  }
}
