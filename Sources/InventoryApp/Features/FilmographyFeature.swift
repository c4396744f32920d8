import Waypoint

/// An actor's filmography in the Movies tab: leads back to movies, which closes the loop.
@Reducer
public struct FilmographyFeature: Sendable {
  /// The screen's state.
  @ObservableState
  public struct State: Codable, Equatable, Sendable {
    /// The person whose movies are shown.
    public var person: Person
    /// The person's movies.
    public var movies: [Movie]

    /// Creates the screen's state.
    ///
    /// - Parameters:
    ///   - person: The person.
    ///   - movies: Their movies.
    public init(person: Person, movies: [Movie]) {
      self.person = person
      self.movies = movies
    }
  }

  /// The screen's actions. The Movies tab handles them by pushing.
  public enum Action: Equatable, Sendable {
    case movieTapped(Movie)
  }

  /// Creates the screen's reducer.
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}
