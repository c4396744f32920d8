import Foundation

/// A child reducer that navigation operators resolve on first use and then keep.
///
/// Resolving lazily keeps recursive features (a screen that presents or pushes itself) finite:
/// each level is resolved only when an action first reaches it. The resolved function is made
/// where the child's type is known, so it runs the child's own code, specialized for its types.
@usableFromInline
package final class ResolvedReducer<State, Action>: @unchecked Sendable {
  @usableFromInline let lock = NSLock()
  @usableFromInline var make: (() -> (inout State, Action) -> Effect<Action>)?
  @usableFromInline var resolved: ((inout State, Action) -> Effect<Action>)?

  /// Resolves `reducer` when an action first reaches it.
  @inlinable
  package init<R: Reducer<State, Action>>(_ reducer: R) {
    self.make = { reducer._resolved() }
  }

  /// Runs the resolved reducer.
  @inlinable
  package func reduce(into state: inout State, action: Action) -> Effect<Action> {
    lock.lock()
    guard let resolved else {
      let resolved = make!()
      self.resolved = resolved
      make = nil
      lock.unlock()
      return resolved(&state, action)
    }
    lock.unlock()
    return resolved(&state, action)
  }
}
