/// One step of an app's snapshot schema: how a state saved at version `from` becomes a state of
/// version `from + 1`, over its JSON.
///
/// An app raises its ``SnapshotCoder/schema`` each time its saved state changes shape, and adds
/// the step that brings older snapshots along. A snapshot several versions old runs every step
/// from its version up, in order.
///
/// ```swift
/// let coder = SnapshotCoder<AppFeature.State>(schema: 3, migrations: [
///   SnapshotMigration(from: 1) { state in state.renameKey("tab", to: "selectedTab") },
///   SnapshotMigration(from: 2) { state in
///     // A stack is {"ids": […], "elements": […]}: rename the case of every element.
///     state["inventory"]?["path"]?["elements"]?.mapElements { element in
///       element.renameKey("itemDetail", to: "detail")
///     }
///   },
/// ])
/// ```
///
/// A step that finds the state in a shape it cannot handle throws; the snapshot is then not
/// restored, and the error is in the report.
public struct SnapshotMigration: Sendable {
  /// The version this step reads; it writes version `from + 1`.
  public let from: Int
  let migrate: @Sendable (inout JSONValue) throws -> Void

  /// Creates a step.
  ///
  /// - Parameters:
  ///   - from: The version it reads.
  ///   - migrate: Changes the state's JSON, saved at `from`, into the shape of `from + 1`.
  public init(from: Int, _ migrate: @escaping @Sendable (_ state: inout JSONValue) throws -> Void) {
    self.from = from
    self.migrate = migrate
  }
}
