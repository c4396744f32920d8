import Atomics
@_spi(Reflection) import CasePaths

/// Extracts a child's action from its parent's action through a case key path, and turns down
/// the actions of other cases cheaply.
///
/// A full extraction through a case key path boxes the action and resolves the path anew on every
/// call. When the path is proven to be exactly one case of the enum (`\.child`, not
/// `\.destination.edit`, and not a hand-written path that may extract from several cases or
/// transform the payload), extraction succeeds for the actions of that case and no other. Then an
/// action of any other case is turned down by comparing enum tags alone, and a matching action's
/// payload, when it is the child's action stored inline, is read straight out of the enum's
/// memory, the way a `switch` binds it, without going through the path.
///
/// The proof is the enum's own case path reflection (`CasePathReflectable`, which `@CasePathable`
/// generates): the case key path it reflects for a matching action must be the extractor's path
/// itself. Without that proof every action goes through the path, which is always correct. The
/// reflection is trusted: a hand-written `CasePathReflectable` conformance must reflect each
/// value to the one case path that extracts from it alone, as the macro's does.
@usableFromInline
package final class CaseExtractor<Root, Value>: @unchecked Sendable {
  @usableFromInline let casePath: AnyCasePath<Root, Value>
  @usableFromInline let layout: EnumLayout?
  /// What is known up front, when the sample proved the path to be one case: the matching case's
  /// tag, and whether its payload is `Value` itself. An unproven sample is kept in
  /// ``learnedMatch`` instead, so that this one check decides the fast path.
  @usableFromInline let known: Match?
  /// What extraction learned from its first success, when nothing was known up front, or the
  /// sample's match when it was not proven to be one case; encoded by ``Match/encoded``, 0 until
  /// then.
  /// An unmanaged atomic, so that reading it is a plain load rather than a call; destroyed in
  /// `deinit`.
  @usableFromInline let learnedMatch = UnsafeAtomic<UInt64>.create(0)
  /// The enum's case path reflection, which `@CasePathable` generates; `nil` without one.
  let reflection: (any CasePathReflectable<Root>)?
  /// The extractor's path, to compare with the reflection's.
  let path: AnyKeyPath

  /// What extraction learned from its first success, or the sample's unproven match.
  @usableFromInline
  var learned: Match? {
    Match(encoded: learnedMatch.load(ordering: .relaxed))
  }

  /// Whether a matching action's payload is read straight out of the enum's memory; `nil` until
  /// the matching case is known, and `false` when the shortcuts are off or do not apply.
  package var readsPayloadInPlace: Bool? {
    guard layout != nil else { return false }
    return (known ?? learned).map(\.isDirect)
  }

  /// Whether every matching action's payload is read in place, as known up front: then the
  /// pointer ``withValue(in:_:)`` hands its body is a bitwise view of the root's payload, not an
  /// owned copy, so whatever the payload refers to is owned by the root and lives as long as it.
  ///
  /// Mirrors the branches of ``withValue(in:_:)``: a new way to extract there must keep this
  /// true only where the body still gets such a view.
  @inlinable
  package var viewsPayloadInPlace: Bool {
    layout != nil && known?.isDirect == true
  }

  /// Whether a presentation operator reading its actions through this extractor lends the
  /// presented feature its action where it lies in the parent's action, instead of copying it
  /// out (`PresentationReducer.reduceLending`): when every presentation action is a view of the
  /// parent's, and the presented feature's action can be moved by copying its bits.
  @usableFromInline
  package func lendsPresentedActions<Action>(of type: Action.Type) -> Bool
  where Value == PresentationAction<Action> {
    viewsPayloadInPlace && EnumLayout.isBitwiseTakable(Action.self)
  }

  /// Whether actions of other cases are turned down by their tag alone; `nil` until the matching
  /// case is known, and `false` when the shortcuts are off or do not apply.
  package var turnsDownOtherCasesByTag: Bool? {
    guard layout != nil else { return false }
    return (known ?? learned).map(\.isProven)
  }

  /// The case that extraction succeeds for.
  @usableFromInline
  struct Match: Sendable {
    @usableFromInline let tag: UInt32
    /// Whether the path is proven to be exactly the case `tag`, so that actions of other cases
    /// can be turned down by their tag. When it is not, every action goes through the path.
    @usableFromInline let isProven: Bool
    /// Whether the case's payload is the child's value, stored inline, so that it can be read out
    /// of the enum's memory directly. Only ever true for a proven match.
    @usableFromInline let isDirect: Bool

    @usableFromInline
    init(tag: UInt32, isProven: Bool, isDirect: Bool) {
      self.tag = tag
      self.isProven = isProven
      self.isDirect = isProven && isDirect
    }

    /// The match as one word, never 0, so that it can be published atomically.
    @usableFromInline
    var encoded: UInt64 { UInt64(tag) << 3 | (isProven ? 4 : 0) | (isDirect ? 2 : 0) | 1 }

    @usableFromInline
    init?(encoded: UInt64) {
      guard encoded != 0 else { return nil }
      self.init(
        tag: UInt32(truncatingIfNeeded: encoded >> 3), isProven: encoded & 4 != 0,
        isDirect: encoded & 2 != 0)
    }
  }

  /// Creates an extractor.
  ///
  /// - Parameters:
  ///   - keyPath: The case key path from the parent's action to the child's.
  ///   - sample: Any value of the child's action. Embedding it shows which case matches, so
  ///     other cases are turned down from the first action on.
  @usableFromInline
  package init(_ keyPath: CaseKeyPath<Root, Value>, sample: Value? = nil) where Root: CasePathable {
    let casePath = AnyCasePath(keyPath)
    self.casePath = casePath
    // `\.self` matches every case, so it must never turn an action down.
    let isIdentity = (keyPath as AnyKeyPath) == (\Case<Root>.self as AnyKeyPath)
    let layout = FastPaths.areEnabled && !isIdentity ? EnumLayout(Root.self) : nil
    self.layout = layout
    self.reflection = Root.allCasePaths as? any CasePathReflectable<Root>
    self.path = keyPath
    guard let sample, let layout else {
      self.known = nil
      return
    }
    let root = casePath.embed(sample)
    let isSingleCase = Self.isSingleCase(root, reflection: reflection, path: keyPath)
    let match = layout.match(of: root, extracted: sample, isSingleCase: isSingleCase)
    if match.isProven {
      self.known = match
    } else {
      self.known = nil
      learnedMatch.store(match.encoded, ordering: .relaxed)
    }
  }

  /// Creates an extractor that goes through `casePath` for every action, with no shortcut: for
  /// a path that is not a case key path, such as one made by the deprecated `/Action.child`.
  ///
  /// - Parameter casePath: The path from the parent's action to the child's.
  package init(_ casePath: AnyCasePath<Root, Value>) {
    self.casePath = casePath
    self.layout = nil
    self.reflection = nil
    self.path = \CaseExtractor<Root, Value>.casePath
    self.known = nil
  }

  /// Whether the path is exactly the case `root` holds. Only the enum's reflection proves it:
  /// `@CasePathable`'s paths extract a case's payload as it is, from that case alone.
  static func isSingleCase(
    _ root: Root, reflection: (any CasePathReflectable<Root>)?, path: AnyKeyPath
  ) -> Bool {
    guard let reflection else { return false }
    return (reflection[root] as AnyKeyPath) == path
  }

  deinit {
    learnedMatch.destroy()
  }

  /// The child's value if `root` is the child's case, or `nil`.
  @inlinable
  package func extract(from root: Root) -> Value? {
    withValue(in: root) { $0.pointee }
  }

  /// Runs `body` on the child's value if `root` is the child's case; `nil` otherwise.
  ///
  /// When the child's value is the case's payload, `body` reads it where it lies in `root`,
  /// so that nothing is copied unless `body` copies it.
  @inlinable
  package func withValue<Result>(
    in root: Root, _ body: (UnsafePointer<Value>) -> Result
  ) -> Result? {
    guard let layout else {
      return casePath.extract(from: root).map { withUnsafePointer(to: $0, body) }
    }
    // Keep `viewsPayloadInPlace` true only where `body` gets a view of `root`'s payload.
    if let known {
      guard known.tag == layout.tag(of: root) else { return nil }
      guard known.isDirect else {
        return casePath.extract(from: root).map { withUnsafePointer(to: $0, body) }
      }
      return layout.withPayload(of: root, as: Value.self, body)
    }
    return extractLearning(from: root, layout: layout).map {
      withUnsafePointer(to: $0, body)
    }
  }

  @usableFromInline
  func extractLearning(from root: Root, layout: EnumLayout) -> Value? {
    if let match = learned {
      guard match.isProven else { return casePath.extract(from: root) }
      let tag = layout.tag(of: root)
      guard match.tag == tag else { return nil }
      return match.isDirect ? layout.payload(of: root, tag: tag) : casePath.extract(from: root)
    }
    guard let value = casePath.extract(from: root) else { return nil }
    // Every thread that gets here learns the same match, so the last store is as good as the first.
    let isSingleCase = Self.isSingleCase(root, reflection: reflection, path: path)
    let match = layout.match(of: root, extracted: value, isSingleCase: isSingleCase)
    learnedMatch.store(match.encoded, ordering: .relaxed)
    return value
  }

  /// Embeds the child's value in the parent's case.
  @inlinable
  package func embed(_ value: Value) -> Root {
    casePath.embed(value)
  }
}

/// The enum witnesses of a type: reading a value's case, and its payload in place.
@usableFromInline
package struct EnumLayout: @unchecked Sendable {
  @usableFromInline typealias GetTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
  @usableFromInline typealias Project =
    @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void

  @usableFromInline let metadata: UnsafeRawPointer
  @usableFromInline let getTag: GetTag
  @usableFromInline let project: Project

  /// The layout of `type`, or `nil` when it is not an enum.
  package init?(_ type: Any.Type) {
    guard EnumMetadata(type) != nil else { return nil }
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    // The value witness table sits just before the metadata. After its eight functions come
    // size, stride, flags and the extra inhabitant count; then the enum witnesses.
    let pointer = MemoryLayout<UnsafeRawPointer>.size
    let table = metadata.load(fromByteOffset: -pointer, as: UnsafeRawPointer.self)
    let witnesses = 10 * pointer + 2 * MemoryLayout<UInt32>.size
    self.metadata = metadata
    self.getTag = table.load(fromByteOffset: witnesses, as: GetTag.self)
    self.project = table.load(fromByteOffset: witnesses + pointer, as: Project.self)
  }

  /// The tag of the case `value` holds.
  @inlinable
  package func tag<Enum>(of value: Enum) -> UInt32 {
    withUnsafePointer(to: value) { getTag(UnsafeRawPointer($0), metadata) }
  }

  /// The payload of `value`, which holds the case `tag`, whose payload is a `Value` stored inline.
  @inlinable
  func payload<Enum, Value>(of value: Enum, tag: UInt32) -> Value {
    withPayload(of: value, as: Value.self) { $0.pointee }
  }

  /// Runs `body` on the payload of `value`, whose case's payload is a `Value` stored inline,
  /// without copying it.
  ///
  /// The enum's bits are copied to the stack, and its tag is cleared from the copy; the copy is
  /// neither retained nor destroyed, so it is only ever a view of `value`, alive as long as it is.
  @inlinable
  func withPayload<Enum, Value, Result>(
    of value: Enum, as type: Value.Type, _ body: (UnsafePointer<Value>) -> Result
  ) -> Result {
    withUnsafePointer(to: value) { source in
      withUnsafeTemporaryAllocation(
        byteCount: MemoryLayout<Enum>.size, alignment: MemoryLayout<Enum>.alignment
      ) { buffer in
        let view = buffer.baseAddress!
        view.copyMemory(from: source, byteCount: MemoryLayout<Enum>.size)
        project(view, metadata)
        return body(view.bindMemory(to: Value.self, capacity: 1))
      }
    }
  }

  /// Works out how to extract `extracted` from `root` next time: through the path, or straight
  /// from the payload when the path is proven to be the case alone (`isSingleCase`) and the
  /// case's payload is `Value` itself, stored inline.
  func match<Enum, Value>(
    of root: Enum, extracted: Value, isSingleCase: Bool
  ) -> CaseExtractor<Enum, Value>.Match {
    let tag = tag(of: root)
    guard isSingleCase else {
      return CaseExtractor<Enum, Value>.Match(tag: tag, isProven: false, isDirect: false)
    }
    guard
      let metadata = EnumMetadata(Enum.self),
      // The payload is read through a copy of the enum's bits, which is only a valid place for a
      // value that can be moved by copying its bits (not so for an Objective-C weak reference).
      Self.isBitwiseTakable(Enum.self),
      !isIndirect(tag: tag),
      metadata.associatedValueType(forTag: tag) == Value.self
    else {
      return CaseExtractor<Enum, Value>.Match(tag: tag, isProven: true, isDirect: false)
    }
    // The payload is a `Value` stored inline, so reading it is safe. It must also be the value
    // the path extracted, bit for bit: a path that goes on past the case (or that maps the value)
    // extracts something else, and keeps going through the path.
    let payload: Value = self.payload(of: root, tag: tag)
    let isDirect = withUnsafeBytes(of: payload) { payloadBytes in
      withUnsafeBytes(of: extracted) { extractedBytes in
        payloadBytes.elementsEqual(extractedBytes)
      }
    }
    return CaseExtractor<Enum, Value>.Match(tag: tag, isProven: true, isDirect: isDirect)
  }

  /// Whether a value of `type` can be moved by copying its bits, as nearly every Swift type can:
  /// the flags of its value witness table, after its eight functions, size and stride, say so.
  @usableFromInline
  package static func isBitwiseTakable(_ type: Any.Type) -> Bool {
    let pointer = MemoryLayout<UnsafeRawPointer>.size
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    let table = metadata.load(fromByteOffset: -pointer, as: UnsafeRawPointer.self)
    let flags = table.load(fromByteOffset: 10 * pointer, as: UInt32.self)
    let isNonBitwiseTakable: UInt32 = 0x0010_0000
    return flags & isNonBitwiseTakable == 0
  }

  /// Whether the case `tag` is `indirect`: its payload lives in a box and the enum holds a
  /// pointer to it. Reads the enum's field records, where payload cases come first, as tags do.
  private func isIndirect(tag: UInt32) -> Bool {
    let pointer = MemoryLayout<UnsafeRawPointer>.size
    let descriptor = metadata.load(fromByteOffset: pointer, as: UnsafeRawPointer.self)
    let fieldsOffset = 4 * MemoryLayout<Int32>.size
    let relative = Int(descriptor.load(fromByteOffset: fieldsOffset, as: Int32.self))
    // Without field records nothing is known about the case: treat it as indirect, to be safe.
    guard relative != 0 else { return true }
    let fields = descriptor + fieldsOffset + relative
    let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
    let count = fields.load(fromByteOffset: 12, as: UInt32.self)
    guard tag < count else { return true }
    let flags = fields.load(fromByteOffset: 16 + Int(tag) * recordSize, as: UInt32.self)
    return flags & 1 != 0
  }
}
