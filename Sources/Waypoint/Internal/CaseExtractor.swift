import CasePaths

/// Extracts a child's action from its parent's action through a case key path, and embeds it.
///
/// A case key path resolves itself anew on every extraction, which costs thousands of
/// instructions. When the parent's action enum is ``CaseExtractable`` (what `@Reducer` makes a
/// reducer's `Action`), the extractor looks the path up once, when it is made, in the `switch`es
/// the macro wrote for the enum's cases, and extracts through that `switch` from then on. Any
/// other path (into a case's payload, `\.self`, a hand-written `CasePathable` conformance) goes
/// through the case path itself, which is always correct.
@usableFromInline
package struct CaseExtractor<Root, Value>: Sendable {
  @usableFromInline let casePath: AnyCasePath<Root, Value>
  /// The `switch` written for the path's case at compile time, when there is one.
  @usableFromInline let compiled: (@Sendable (Root) -> Value?)?

  /// Creates an extractor.
  ///
  /// - Parameter keyPath: The case key path from the parent's action to the child's.
  @usableFromInline
  package init(_ keyPath: CaseKeyPath<Root, Value>) where Root: CasePathable {
    self.casePath = AnyCasePath(keyPath)
    self.compiled = compiledExtractor(for: keyPath)?.extract
  }

  /// Creates an extractor that goes through `casePath` for every action: for a path that is not
  /// a case key path, such as one made by the deprecated `/Action.child`.
  ///
  /// - Parameter casePath: The path from the parent's action to the child's.
  package init(_ casePath: AnyCasePath<Root, Value>) {
    self.casePath = casePath
    self.compiled = nil
  }

  /// Whether extraction goes through a `switch` written at compile time rather than through
  /// the case path.
  package var isCompiled: Bool { compiled != nil }

  /// The child's value if `root` is the child's case, or `nil`.
  @inlinable
  package func extract(from root: Root) -> Value? {
    // Called through the optional, not bound to a copy, which would retain its context.
    if compiled != nil { return compiled?(root) }
    return casePath.extract(from: root)
  }

  /// Embeds the child's value in the parent's case.
  @inlinable
  package func embed(_ value: Value) -> Root {
    casePath.embed(value)
  }
}

/// The compiled extraction of `keyPath`'s case, when `Root` is ``CaseExtractable`` and the path
/// is one of its cases.
private func compiledExtractor<Root: CasePathable, Value>(
  for keyPath: CaseKeyPath<Root, Value>
) -> CaseAccess<Root, Value>? {
  guard let extractable = Root.self as? any CaseExtractable.Type else { return nil }
  return extractable.extraction(for: keyPath)
}

extension CaseExtractable {
  /// The extraction of `path`'s case as `Value`, looked up in ``caseExtractions``.
  fileprivate static func extraction<Root, Value>(
    for path: CaseKeyPath<Root, Value>
  ) -> CaseAccess<Root, Value>? {
    // `Root` is `Self`: the caller opened `Root`'s conformance.
    for entry in caseExtractions.entries where entry.path == path as AnyKeyPath {
      return entry.access as? CaseAccess<Root, Value>
    }
    return nil
  }
}
