/// A plain node that hosts a feature: its `Store` runs the feature's reducer, and the node
/// takes part in the graph like any other.
///
/// ```swift
/// let counter = StoreNavigationNode(store: Store(initialState: Counter.State()) { Counter() })
/// root.execute(.stackAppend(counter))
/// counter.store.send(.incrementTapped)
/// ```
///
/// The feature's own navigation (its `StackState` and `@Presents`) lives in its state, where
/// restoration, deep links and rules reach it as in any feature.
@MainActor
public final class StoreNavigationNode<FeatureState, FeatureAction>: NavigationNode {
  public let state = NavigationNodeState()

  /// The feature's store.
  public let store: Store<FeatureState, FeatureAction>

  /// A node hosting `store`.
  ///
  /// - Parameter store: The feature's store.
  public init(store: Store<FeatureState, FeatureAction>) {
    self.store = store
  }
}
