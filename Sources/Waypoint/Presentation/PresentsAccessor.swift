import Atomics

/// Reads and writes the `@Presents` state a navigation operator owns, through its key path.
///
/// `\.$destination` names a computed property (the wrapper's projection), so each access through
/// the key path calls a getter and a setter through the runtime, and a write-back buffer. But the
/// projection of a stored `@Presents` property reads and writes its wrapper, which sits at a fixed
/// place in the parent's memory. On first use, the accessor finds that place: it writes a new box
/// through the key path into a copy of the parent's state, and looks for the one word where the
/// old box (or nothing) was and the new one now is. From then on it reads and
/// writes that word directly, as a `switch` over plain fields would. A key path that does not
/// behave like a stored field (a projection computed from other state, or state in a class) keeps
/// going through the key path.
@usableFromInline
package final class PresentsAccessor<Root, State>: @unchecked Sendable {
  @usableFromInline let keyPath: WritableKeyPath<Root, Presents<State>>
  /// Where the wrapper sits in the parent's memory, found on first use: 0 while unknown, then
  /// the offset plus one, or -1 when it must be reached through the key path.
  /// Unmanaged, so that reading it is a plain load rather than a call; destroyed in `deinit`.
  @usableFromInline let place = UnsafeAtomic<Int>.create(0)

  /// The presentation's place in the navigation tree.
  @usableFromInline let navigationPlace: NavigationPlace
  /// What the presented type contributes to identity.
  @usableFromInline let identityKind: IdentityKind
  /// Where the navigation operator that owns the accessor was written.
  @usableFromInline let location: SourceLocation

  @usableFromInline
  package init(
    _ keyPath: WritableKeyPath<Root, Presents<State>>,
    place: NavigationPlace? = nil,
    location: SourceLocation = SourceLocation()
  ) {
    self.keyPath = keyPath
    self.navigationPlace = place ?? NavigationPlace(keyPath)
    self.identityKind = IdentityKind(State.self)
    self.location = location
  }

  deinit {
    place.destroy()
  }

  /// Where the wrapper sits in `root`, found on first use; `nil` to go through the key path.
  @inlinable
  func offset(in root: inout Root) -> Int? {
    let place = self.place.load(ordering: .relaxed)
    if place > 0 { return place - 1 }
    if place < 0 { return nil }
    return learnPlace(in: &root)
  }

  /// The wrapper in `root`.
  @inlinable
  package func get(_ root: inout Root) -> Presents<State> {
    guard let offset = offset(in: &root) else { return root[keyPath: keyPath] }
    return withUnsafeMutableBytes(of: &root) { bytes in
      (bytes.baseAddress! + offset).assumingMemoryBound(to: Presents<State>.self).pointee
    }
  }

  /// Whether `root` presents something, found without copying the presented state.
  @inlinable
  package func isPresented(in root: inout Root) -> Bool {
    guard let offset = offset(in: &root) else { return root[keyPath: keyPath].storage != nil }
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
    guard let offset = offset(in: &root) else {
      root[keyPath: keyPath] = value
      return
    }
    withUnsafeMutableBytes(of: &root) { bytes in
      (bytes.baseAddress! + offset).assumingMemoryBound(to: Presents<State>.self).pointee = value
    }
  }

  /// Runs `body` on the presented state in place, without copying it; `nil` when nothing is
  /// presented.
  @inlinable
  package func modify<Result>(_ root: inout Root, _ body: (inout State) -> Result) -> Result? {
    if let offset = offset(in: &root) {
      return withUnsafeMutableBytes(of: &root) { bytes in
        let presents = (bytes.baseAddress! + offset).assumingMemoryBound(to: Presents<State>.self)
        guard presents.pointee.storage != nil else { return nil }
        // Through the wrapper, which copies a box that other copies of the state share.
        return body(&presents.pointee.wrappedValue!)
      }
    }
    return Presents.modify(&root, at: keyPath, body)
  }

  /// Finds where the wrapper sits in `root`.
  @usableFromInline
  func learnPlace(in root: inout Root) -> Int? {
    let offset = Self.findOffset(in: &root, keyPath: keyPath)
    // Every thread that gets here finds the same place, so the last store is as good as the first.
    place.store(offset.map { $0 + 1 } ?? -1, ordering: .relaxed)
    return offset
  }

  static func findOffset(
    in root: inout Root, keyPath: WritableKeyPath<Root, Presents<State>>
  ) -> Int? {
    let word = MemoryLayout<UInt>.size
    let structKind: UInt = 0x200
    // A path through a reference (a class, or a `nonmutating` setter) leads outside the parent's
    // memory, and probing it would write to state the copy shares.
    guard
      FastPaths.areEnabled,
      !(keyPath is ReferenceWritableKeyPath<Root, Presents<State>>),
      unsafeBitCast(Root.self, to: UnsafeRawPointer.self).load(as: UInt.self) == structKind,
      MemoryLayout<Presents<State>>.size == word,
      MemoryLayout<Root>.size >= word
    else { return nil }
    // The wrapper holds one reference to its box, or zero when nothing is presented.
    let current = root[keyPath: keyPath].storage
    let replacement = Presents<State>.Storage(current?.value)
    var probe = root
    probe[keyPath: keyPath] = Presents(storage: replacement)
    let old = current.map { UInt(bitPattern: Unmanaged.passUnretained($0).toOpaque()) } ?? 0
    let new = UInt(bitPattern: Unmanaged.passUnretained(replacement).toOpaque())
    var found: [Int] = []
    withUnsafeBytes(of: &root) { before in
      withUnsafeBytes(of: &probe) { after in
        for offset in stride(from: 0, through: before.count - word, by: word)
        where before.loadUnaligned(fromByteOffset: offset, as: UInt.self) == old
          && after.loadUnaligned(fromByteOffset: offset, as: UInt.self) == new
        {
          found.append(offset)
        }
      }
    }
    return found.count == 1 ? found[0] : nil
  }
}
