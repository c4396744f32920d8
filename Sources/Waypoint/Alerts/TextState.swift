/// Text in state: the title, message and button labels of alerts and dialogs.
///
/// A plain value, so alert state stays `Equatable`, `Codable` and testable.
///
/// ```swift
/// let title = TextState("Delete \(item.name)?")
/// String(state: title)  // "Delete Widget?"
/// ```
public struct TextState: Hashable, Sendable, Codable {
  /// The text's characters.
  public var string: String

  /// Creates text from a string.
  ///
  /// - Parameter content: The text's characters.
  public init(_ content: some StringProtocol) {
    self.string = String(content)
  }

  /// Creates text from a string, verbatim.
  ///
  /// - Parameter content: The text's characters.
  public init(verbatim content: String) {
    self.string = content
  }

  /// Joins two pieces of text.
  public static func + (lhs: Self, rhs: Self) -> Self {
    TextState(lhs.string + rhs.string)
  }
}

extension TextState: ExpressibleByStringInterpolation {
  public init(stringLiteral value: String) {
    self.string = value
  }
}

extension TextState: CustomStringConvertible {
  public var description: String { string }
}

extension String {
  /// The characters of a ``TextState``.
  ///
  /// - Parameter state: The text.
  public init(state: TextState) {
    self = state.string
  }
}
