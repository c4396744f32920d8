/// A handle on the effects started by
/// ``TestStore/send(_:assert:fileID:filePath:line:column:)-(Action,_,_,_,_,_)``.
///
/// ```swift
/// let task = await store.send(.onAppear)
/// await task.cancel()  // stops a long-living effect, such as a timer
/// ```
public struct TestStoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?

  /// Cancels the effects and waits for them to stop.
  public func cancel() async {
    rawValue?.cancel()
    await rawValue?.value
  }

  /// Waits for the effects to finish.
  public func finish() async {
    await rawValue?.value
  }

  /// Whether the effects were cancelled.
  public var isCancelled: Bool {
    rawValue?.isCancelled ?? true
  }
}
