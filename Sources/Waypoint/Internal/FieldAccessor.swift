/// Reads and writes a part of a feature's state through a key path, directly in memory when the
/// path leads to a stored property.
///
/// Applying a key path goes through the runtime on every access. A path made only of stored
/// properties of structs (`\.path`, `\.detail.rows`) names a fixed offset in the parent's memory,
/// which `MemoryLayout.offset(of:)` reports; the accessor then reads and writes there, as code
/// that names the property does. Other paths (computed properties, subscripts, classes) keep
/// going through the key path.
@usableFromInline
// Unchecked: every property is a constant; the key path, which the standard library does not
// mark `Sendable`, is an immutable object.
package struct FieldAccessor<Root, Value>: @unchecked Sendable {
  @usableFromInline let keyPath: WritableKeyPath<Root, Value>
  /// Where the value is stored, when the key path is a stored property's.
  @usableFromInline package let offset: Int?
  /// Where the value can be read: the offset, or, for an observed property of a state that maps
  /// it to its storage (``PresentsStorageLayout``), its storage's offset.
  @usableFromInline package let readOffset: Int?

  @usableFromInline
  package init(_ keyPath: WritableKeyPath<Root, Value>) {
    self.keyPath = keyPath
    let offset = MemoryLayout<Root>.offset(of: keyPath)
    self.offset = offset
    if let offset {
      self.readOffset = offset
    } else if let layout = Root.self as? any PresentsStorageLayout.Type {
      // The map is trusted, as for `@Presents`.
      self.readOffset = layout.readOffset(for: keyPath, as: Value.self)
    } else {
      self.readOffset = nil
    }
  }

  /// Reads the value in place. An observed property is read at its storage, without telling
  /// observers: a reducer's read is not a view's.
  @inlinable
  package func read<Result>(_ root: inout Root, _ body: (Value) -> Result) -> Result {
    guard let offset = readOffset else { return body(root[keyPath: keyPath]) }
    return withUnsafeMutableBytes(of: &root) { bytes in
      body((bytes.baseAddress! + offset).assumingMemoryBound(to: Value.self).pointee)
    }
  }

  /// Changes the value in place.
  @inlinable
  package func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result {
    guard let offset else { return body(&root[keyPath: keyPath]) }
    return withUnsafeMutableBytes(of: &root) { bytes in
      body(&(bytes.baseAddress! + offset).assumingMemoryBound(to: Value.self).pointee)
    }
  }
}

/// Whether two values have the same bits: then they are the same value, holding the same
/// references. Different bits say nothing.
@inlinable
func isIdentical<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
  withUnsafeBytes(of: lhs) { lhs in
    withUnsafeBytes(of: rhs) { rhs in
      let word = MemoryLayout<UInt>.size
      guard lhs.count % word == 0 else { return lhs.elementsEqual(rhs) }
      for offset in stride(from: 0, to: lhs.count, by: word)
      where lhs.load(fromByteOffset: offset, as: UInt.self)
        != rhs.load(fromByteOffset: offset, as: UInt.self)
      {
        return false
      }
      return true
    }
  }
}
