import Waypoint

/// A movie's screen in the Movies tab: leads to its cast.
public struct MovieFeature: Reducer, Sendable {
  /// The screen's state.
  public struct State: Codable, Equatable, Sendable {
    /// The movie shown.
    public var movie: Movie

    /// Creates the screen's state.
    ///
    /// - Parameter movie: The movie shown.
    public init(movie: Movie) {
      self.movie = movie
    }
  }

  /// The screen's actions. The Movies tab handles them by pushing.
  @CasePathable
  public enum Action: Equatable, Sendable {
    case castButtonTapped
  }

  /// Creates the screen's reducer.
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}
