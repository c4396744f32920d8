/// A result that breaks a target's checks: a bug, or a check that is wrong.
package struct FuzzFinding: Error, CustomStringConvertible, Sendable {
  /// What was expected and what came instead.
  package var description: String

  init(_ description: String) { self.description = description }
}

/// Throws a finding unless `condition` holds.
func require(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String
) throws(FuzzFinding) {
  guard condition() else { throw FuzzFinding(message()) }
}
