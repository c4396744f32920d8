/// Sends actions back into the runtime from an ``Effect/run(priority:operation:catch:fileID:filePath:line:column:)``.
///
/// ```swift
/// return .run { send in
///   let items = try await api.fetchItems()
///   await send(.itemsLoaded(items))
/// }
/// ```
///
/// Once the effect is cancelled (for example because its screen was dismissed), sending does
/// nothing: a screen that is gone receives no more actions.
@MainActor
public struct Send<Action>: Sendable {
  private let send: @MainActor @Sendable (Action) -> Void

  /// Creates a `Send` from a function.
  ///
  /// - Parameter send: What to do with each action.
  public nonisolated init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends an action, unless the current task is cancelled.
  ///
  /// - Parameter action: The action.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }
}
