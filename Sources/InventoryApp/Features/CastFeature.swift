import Waypoint

/// A movie's cast in the Movies tab: leads to each person.
@Reducer
package struct CastFeature: Sendable {
  /// The screen's state.
  @ObservableState
  package struct State: Codable, Equatable, Sendable {
    /// The movie whose cast is shown.
    package var movie: Movie
    /// The movie's cast, in billing order.
    package var cast: [Person]

    /// Creates the screen's state.
    ///
    /// - Parameters:
    ///   - movie: The movie.
    ///   - cast: Its cast.
    package init(movie: Movie, cast: [Person]) {
      self.movie = movie
      self.cast = cast
    }
  }

  /// The screen's actions. The Movies tab handles them by pushing.
  package enum Action: Equatable, Sendable {
    case personTapped(Person)
  }

  /// Creates the screen's reducer.
  package init() {}

  package func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}
