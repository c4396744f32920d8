@_spi(Reflection) import CasePaths
import Foundation

/// Extracts a child's action from its parent's action through a case key path, and turns down
/// the actions of other cases cheaply.
///
/// A full extraction through a case key path boxes the action and resolves the path anew on every
/// call. But every case key path into an enum starts with one of the enum's cases, so once an
/// extraction has succeeded, the case it succeeded for is known: an action of any other case
/// cannot match, and is turned down by comparing enum tags alone.
package final class CaseExtractor<Root, Value>: @unchecked Sendable {
  private let casePath: AnyCasePath<Root, Value>
  private let metadata: EnumMetadata?
  /// The tag of the matching case, when it could be worked out up front.
  private let knownTag: UInt32?
  private let lock = NSLock()
  /// The tag of the case that extraction succeeded for; learned from the first success.
  private var learnedTag: UInt32?

  /// Creates an extractor.
  ///
  /// - Parameters:
  ///   - keyPath: The case key path from the parent's action to the child's.
  ///   - sample: Any value of the child's action. Embedding it shows which case matches, so
  ///     other cases are turned down from the first action on.
  package init(_ keyPath: CaseKeyPath<Root, Value>, sample: Value? = nil) where Root: CasePathable {
    let casePath = AnyCasePath(keyPath)
    self.casePath = casePath
    // `\.self` matches every case, so it must never turn an action down.
    let isIdentity = (keyPath as AnyKeyPath) == (\Case<Root>.self as AnyKeyPath)
    let metadata = isIdentity ? nil : EnumMetadata(Root.self)
    self.metadata = metadata
    self.knownTag = sample.flatMap { sample in metadata?.tag(of: casePath.embed(sample)) }
  }

  /// The child's value if `root` is the child's case, or `nil`.
  package func extract(from root: Root) -> Value? {
    guard let metadata else { return casePath.extract(from: root) }
    let tag = metadata.tag(of: root)
    if let knownTag {
      return knownTag == tag ? casePath.extract(from: root) : nil
    }
    lock.lock()
    let matchingTag = self.learnedTag
    lock.unlock()
    if let matchingTag, matchingTag != tag {
      return nil
    }
    let value = casePath.extract(from: root)
    if matchingTag == nil, value != nil {
      lock.lock()
      self.learnedTag = tag
      lock.unlock()
    }
    return value
  }

  /// Embeds the child's value in the parent's case.
  package func embed(_ value: Value) -> Root {
    casePath.embed(value)
  }
}
