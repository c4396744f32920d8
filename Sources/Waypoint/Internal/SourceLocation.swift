import CustomDump
import Foundation
import IssueReporting

/// Where a navigation operator was written, so reports point at the caller.
///
/// A reference: operators keep one and read it only to report, so a reducer that holds it stays
/// small to pass and capture on every action.
@usableFromInline
package final class SourceLocation: Sendable {
  package let fileID: StaticString
  package let filePath: StaticString
  package let line: UInt
  package let column: UInt

  @usableFromInline
  package init(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// Reports an issue at this location.
  package func report(_ message: String) {
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// `file:line`, for messages.
  package var description: String { "\(fileID):\(line)" }
}

/// A one-line, readable dump of an action for messages.
package func describeAction(_ action: Any) -> String {
  var output = ""
  customDump(action, to: &output, maxDepth: 4)
  return output.replacingOccurrences(of: "\n", with: "\n      ")
}
