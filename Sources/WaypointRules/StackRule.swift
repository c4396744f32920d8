import CasePaths
import IssueReporting
import Waypoint

/// One navigation rule over the cases of a stack's elements: which may start the stack, which
/// may stand directly above which, how many of a case may stand at once, and how deep the stack
/// may grow.
///
/// Rules are values, written next to the feature that owns the stack, and gathered in
/// ``StackRules``:
///
/// ```swift
/// static let pathRules: StackRules<Path.State> = [
///   .start(with: \.detail),            // the bottom element is a detail
///   .allow(\.edit, after: \.detail),   // an edit stands only directly above a detail
///   .atMost(1, \.settings),            // settings stands at most once
///   .maxDepth(50),
/// ]
/// ```
public struct StackRule<Element: NavigationCases & CasePathIterable>: Sendable,
  CustomStringConvertible
{
  enum Kind: Sendable {
    case start(Set<Int>)
    case allow(Int, after: Set<Int>)
    case atMost(Int, case: Int)
    case maxDepth(Int)
  }

  let kind: Kind
  /// The rule as written: `.allow(\.edit, after: \.detail)`.
  public let description: String

  /// Only these cases may start the stack: the bottom element, directly above the screen that
  /// holds the stack, is one of them.
  ///
  /// Without a `start` rule, any case that no ``allow(_:after:fileID:filePath:line:column:)`` rule constrains may start the
  /// stack. Several `start` rules add up.
  ///
  /// - Parameters:
  ///   - cases: Case key paths of the element enum, such as `\.detail`.
  ///   - fileID: The file of the call, for reports.
  ///   - filePath: The path of that file, for reports.
  ///   - line: The line of the call, for reports.
  ///   - column: The column of the call, for reports.
  public static func start(
    with cases: PartialCaseKeyPath<Element>...,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Self {
    let indices = caseIndices(
      of: cases, fileID: fileID, filePath: filePath, line: line, column: column)
    return Self(
      kind: .start(Set(indices)),
      description: ".start(with: \(names(indices)))")
  }

  /// A case may stand only directly above one of the given cases.
  ///
  /// A case that an `allow` rule constrains may not start the stack unless a
  /// ``start(with:fileID:filePath:line:column:)`` rule names it. Cases that no `allow` rule
  /// names may stand above anything. Several `allow` rules for one case add up.
  ///
  /// ```swift
  /// .allow(\.edit, after: \.detail)      // [detail, edit] ✓   [edit, detail] ✗   [detail, edit, edit] ✗
  /// ```
  ///
  /// - Parameters:
  ///   - case: The constrained case.
  ///   - predecessors: The cases it may stand directly above.
  ///   - fileID: The file of the call, for reports.
  ///   - filePath: The path of that file, for reports.
  ///   - line: The line of the call, for reports.
  ///   - column: The column of the call, for reports.
  public static func allow(
    _ case: PartialCaseKeyPath<Element>,
    after predecessors: PartialCaseKeyPath<Element>...,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Self {
    let follower = caseIndices(
      of: [`case`], fileID: fileID, filePath: filePath, line: line, column: column)
    let below = caseIndices(
      of: predecessors, fileID: fileID, filePath: filePath, line: line, column: column)
    return Self(
      kind: .allow(follower.first ?? -1, after: Set(below)),
      description: ".allow(\(names(follower)), after: \(names(below)))")
  }

  /// At most `count` elements of a case stand on the stack at once.
  ///
  /// - Parameters:
  ///   - count: The most elements of the case; 0 forbids the case.
  ///   - case: The case.
  ///   - fileID: The file of the call, for reports.
  ///   - filePath: The path of that file, for reports.
  ///   - line: The line of the call, for reports.
  ///   - column: The column of the call, for reports.
  public static func atMost(
    _ count: Int, _ case: PartialCaseKeyPath<Element>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Self {
    let index = caseIndices(
      of: [`case`], fileID: fileID, filePath: filePath, line: line, column: column)
    return Self(
      kind: .atMost(max(count, 0), case: index.first ?? -1),
      description: ".atMost(\(count), \(names(index)))")
  }

  /// The stack holds at most `depth` elements.
  ///
  /// - Parameter depth: The most elements.
  public static func maxDepth(_ depth: Int) -> Self {
    Self(kind: .maxDepth(max(depth, 0)), description: ".maxDepth(\(depth))")
  }

  static func names(_ indices: [Int]) -> String {
    indices.map { "\\.\(Element.caseNames[$0])" }.joined(separator: ", ")
  }
}
