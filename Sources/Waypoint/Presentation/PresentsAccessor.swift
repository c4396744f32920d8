import Foundation

/// Reads and writes the `@Presents` state a navigation operator owns, through its key path.
///
/// `\.$destination` names a computed property (the wrapper's projection), so each access through
/// the key path calls a getter and a setter through the runtime, and a write-back buffer. But the
/// projection of a stored `@Presents` property reads and writes its wrapper, which sits at a fixed
/// place in the parent's memory. The first time a presentation is shown, the accessor finds that
/// place: it writes a new box through the key path into a copy of the parent's state, and looks
/// for the one word where the old box was and the new one now is. From then on it reads and
/// writes that word directly, as a `switch` over plain fields would. A key path that does not
/// behave like a stored field (a projection computed from other state, or state in a class) keeps
/// going through the key path.
@usableFromInline
package final class PresentsAccessor<Root, State>: @unchecked Sendable {
  @usableFromInline let keyPath: WritableKeyPath<Root, Presents<State>>
  @usableFromInline let lock = NSLock()
  /// Where the wrapper sits in the parent's memory: unknown until a presentation is first seen,
  /// then an offset, or `nil` when it must be reached through the key path.
  @usableFromInline var place: Place = .unknown

  @usableFromInline
  enum Place {
    case unknown
    case offset(Int)
    case keyPath
  }

  @usableFromInline
  package init(_ keyPath: WritableKeyPath<Root, Presents<State>>) {
    self.keyPath = keyPath
  }

  @inlinable
  var offset: Int? {
    lock.lock()
    defer { lock.unlock() }
    if case let .offset(offset) = place { return offset }
    return nil
  }

  /// The wrapper in `root`.
  @inlinable
  package func get(_ root: inout Root) -> Presents<State> {
    guard let offset else { return root[keyPath: keyPath] }
    return withUnsafeMutableBytes(of: &root) { bytes in
      (bytes.baseAddress! + offset).assumingMemoryBound(to: Presents<State>.self).pointee
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

  /// Runs `body` on the presented state in place, without copying it; `nil` when nothing is
  /// presented.
  @inlinable
  package func modify<Result>(_ root: inout Root, _ body: (inout State) -> Result) -> Result? {
    if let offset {
      return withUnsafeMutableBytes(of: &root) { bytes in
        let presents = (bytes.baseAddress! + offset).assumingMemoryBound(to: Presents<State>.self)
        guard presents.pointee.storage != nil else { return nil }
        // Through the wrapper, which copies a box that other copies of the state share.
        return body(&presents.pointee.wrappedValue!)
      }
    }
    let result = Presents.modify(&root, at: keyPath, body)
    if result != nil { learnPlace(in: &root) }
    return result
  }

  /// Finds where the wrapper sits in `root`, which holds a presentation.
  @usableFromInline
  func learnPlace(in root: inout Root) {
    lock.lock()
    let isUnknown = if case .unknown = place { true } else { false }
    lock.unlock()
    guard isUnknown else { return }
    let learned = Self.findOffset(in: &root, keyPath: keyPath).map(Place.offset) ?? .keyPath
    lock.lock()
    place = learned
    lock.unlock()
  }

  static func findOffset(
    in root: inout Root, keyPath: WritableKeyPath<Root, Presents<State>>
  ) -> Int? {
    let word = MemoryLayout<UInt>.size
    let structKind: UInt = 0x200
    guard
      unsafeBitCast(Root.self, to: UnsafeRawPointer.self).load(as: UInt.self) == structKind,
      MemoryLayout<Presents<State>>.size == word,
      MemoryLayout<Root>.size >= word,
      let current = root[keyPath: keyPath].storage,
      let value = current.value
    else { return nil }
    let replacement = Presents.Storage(value)
    var probe = root
    probe[keyPath: keyPath] = Presents(storage: replacement)
    let old = UInt(bitPattern: Unmanaged.passUnretained(current).toOpaque())
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
