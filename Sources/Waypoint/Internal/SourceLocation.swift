import CustomDump
import Foundation
import IssueReporting

/// Where a navigation operator was written, so reports point at the caller.
@usableFromInline
package struct SourceLocation: Sendable {
  package var fileID: StaticString
  package var filePath: StaticString
  package var line: UInt
  package var column: UInt

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
