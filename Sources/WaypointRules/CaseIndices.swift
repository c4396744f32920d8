import CasePaths
import IssueReporting
import Waypoint

/// The positions of case key paths among their enum's cases, reporting a path that is not a
/// case (such as a path into a case's payload) at the call that named it.
func caseIndices<Cases: NavigationCases & CasePathIterable>(
  of paths: [PartialCaseKeyPath<Cases>],
  fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) -> [Int] {
  paths.compactMap { path in
    if let index = Cases.caseIndex(of: path) { return index }
    reportIssue(
      """
      A navigation rule names "\(path)", which is not a case of "\(typeName(Cases.self))".

      The rule leaves that path out. Name the enum's cases themselves, such as "\\.detail", \
      not a path into a case's payload.
      """,
      fileID: fileID, filePath: filePath, line: line, column: column)
    return nil
  }
}
