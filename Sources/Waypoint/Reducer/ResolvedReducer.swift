import Foundation

/// A child reducer that navigation operators resolve on first use and then keep.
///
/// Resolving lazily keeps recursive features (a screen that presents or pushes itself) finite:
/// each level is resolved only when an action first reaches it.
package final class ResolvedReducer<State, Action>: @unchecked Sendable {
  private let lock = NSLock()
  private var make: (() -> any Reducer<State, Action>)?
  private var reducer: (any Reducer<State, Action>)?

  package init(_ make: @escaping () -> any Reducer<State, Action>) {
    self.make = make
  }

  /// The resolved reducer.
  package var value: any Reducer<State, Action> {
    lock.lock()
    defer { lock.unlock() }
    if let reducer { return reducer }
    let reducer = make!().resolved
    self.reducer = reducer
    make = nil
    return reducer
  }

  /// Runs the resolved reducer.
  @inline(__always)
  package func reduce(into state: inout State, action: Action) -> Effect<Action> {
    value.reduce(into: &state, action: action)
  }
}
