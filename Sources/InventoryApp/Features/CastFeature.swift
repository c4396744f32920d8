import Waypoint

/// A movie's cast in the Movies tab: leads to each person.
@Reducer
public struct CastFeature: Sendable {
  /// The screen's state.
  @ObservableState
  public struct State: Codable, Equatable, Sendable {
    /// The movie whose cast is shown.
    public var movie: Movie
    /// The movie's cast, in billing order.
    public var cast: [Person]

    /// Creates the screen's state.
    ///
    /// - Parameters:
    ///   - movie: The movie.
    ///   - cast: Its cast.
    public init(movie: Movie, cast: [Person]) {
      self.movie = movie
      self.cast = cast
    }
  }

  /// The screen's actions. The Movies tab handles them by pushing.
  public enum Action: Equatable, Sendable {
    case personTapped(Person)
  }

  /// Creates the screen's reducer.
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}
