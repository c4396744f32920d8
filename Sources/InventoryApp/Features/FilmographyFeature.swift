import Waypoint

/// An actor's filmography in the Movies tab: leads back to movies, which closes the loop.
@Reducer
package struct FilmographyFeature: Sendable {
  /// The screen's state.
  @ObservableState
  package struct State: Codable, Equatable, Sendable {
    /// The person whose movies are shown.
    package var person: Person
    /// The person's movies.
    package var movies: [Movie]

    /// Creates the screen's state.
    ///
    /// - Parameters:
    ///   - person: The person.
    ///   - movies: Their movies.
    package init(person: Person, movies: [Movie]) {
      self.person = person
      self.movies = movies
    }
  }

  /// The screen's actions. The Movies tab handles them by pushing.
  package enum Action: Equatable, Sendable {
    case movieTapped(Movie)
  }

  /// Creates the screen's reducer.
  package init() {}

  package func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}
