import CasePaths
import Waypoint

/// The destinations a feature may present: the rules of one `@Presents` property whose state is
/// an enum of destinations.
///
/// An enum of destinations says what a feature *can* present; the rules say what it *may*,
/// where the enum is shared or the feature is reused in a place that allows less:
///
/// ```swift
/// static let destinationRules: PresentationRules<Destination.State> = [
///   .allow(\.edit, \.alert)
/// ]
/// ```
///
/// Enforce them with
/// `enforcing(_:on:policy:)`, and draw
/// them in a ``NavigationGraph``.
public struct PresentationRules<Destination: NavigationCases & CasePathIterable>: Sendable,
  ExpressibleByArrayLiteral, CustomStringConvertible
{
  /// One rule over the destinations a feature may present.
  public struct Rule: Sendable, CustomStringConvertible {
    let allowed: Set<Int>
    /// The rule as written: `.allow(\.edit, \.alert)`.
    public let description: String

    /// The feature may present only these destinations. Several `allow` rules add up; a path
    /// that is not one of the enum's cases is reported and left out.
    ///
    /// - Parameters:
    ///   - cases: Case key paths of the destination enum.
    ///   - fileID: The file of the call, for reports.
    ///   - filePath: The path of that file, for reports.
    ///   - line: The line of the call, for reports.
    ///   - column: The column of the call, for reports.
    public static func allow(
      _ cases: PartialCaseKeyPath<Destination>...,
      fileID: StaticString = #fileID, filePath: StaticString = #filePath,
      line: UInt = #line, column: UInt = #column
    ) -> Self {
      let indices = caseIndices(
        of: cases, fileID: fileID, filePath: filePath, line: line, column: column)
      return Self(
        allowed: Set(indices),
        description:
          ".allow(\(indices.map { "\\.\(Destination.caseNames[$0])" }.joined(separator: ", ")))"
      )
    }
  }

  /// The rules, as written.
  public let rules: [Rule]
  /// Per case: whether it may be presented.
  let allowed: [Bool]

  /// Creates the rules of a presentation.
  ///
  /// - Parameter rules: The rules; an empty list allows every destination.
  public init(_ rules: [Rule]) {
    self.rules = rules
    var allowed = [Bool](repeating: rules.isEmpty, count: Destination.caseNames.count)
    for rule in rules {
      for index in rule.allowed { allowed[index] = true }
    }
    self.allowed = allowed
  }

  public init(arrayLiteral rules: Rule...) {
    self.init(rules)
  }

  public var description: String {
    "[" + rules.map(\.description).joined(separator: ", ") + "]"
  }

  /// Whether the rules allow presenting a destination.
  ///
  /// - Parameter destination: The destination's state.
  public func allows(_ destination: Destination) -> Bool {
    allowed[destination.caseIndex]
  }

  /// Whether the rules allow presenting a case of the destination enum.
  func allows(caseIndex: Int) -> Bool {
    allowed[caseIndex]
  }

  /// Checks a destination about to be presented.
  ///
  /// - Parameter destination: The destination's state; `nil` (nothing presented) always passes.
  /// - Throws: A ``RuleViolation`` at position 0 naming the rules.
  public func validate(_ destination: Destination?) throws(RuleViolation) {
    guard let destination, !allows(destination) else { return }
    throw RuleViolation(
      rule: description, position: 0, id: nil, caseName: destination.caseName,
      reason: "the feature may not present it")
  }
}

extension PresentationRules: PresentationCheck {
  /// Why the rules do not allow presenting `destination`, for decoding with a
  /// `NavigationRecovery`: a restored snapshot presents nothing in its place.
  ///
  /// - Parameter destination: The destination's state.
  /// - Returns: The rules and the case, in words; `nil` when the rules allow it.
  public func failure(presenting destination: Destination) -> String? {
    do throws(RuleViolation) {
      try validate(destination)
      return nil
    } catch {
      return error.summary
    }
  }
}
