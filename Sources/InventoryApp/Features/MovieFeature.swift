import Waypoint

/// A movie's screen in the Movies tab: leads to its cast.
@Reducer
package struct MovieFeature: Sendable {
  /// The screen's state.
  @ObservableState
  package struct State: Codable, Equatable, Sendable {
    /// The movie shown.
    package var movie: Movie

    /// Creates the screen's state.
    ///
    /// - Parameter movie: The movie shown.
    package init(movie: Movie) {
      self.movie = movie
    }
  }

  /// The screen's actions. The Movies tab handles them by pushing.
  package enum Action: Equatable, Sendable {
    case castButtonTapped
  }

  /// Creates the screen's reducer.
  package init() {}

  package func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}
