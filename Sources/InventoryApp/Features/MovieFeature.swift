import Waypoint

/// A movie's screen in the Movies tab: leads to its cast.
@Reducer
public struct MovieFeature: Sendable {
  /// The screen's state.
  @ObservableState
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
  public enum Action: Equatable, Sendable {
    case castButtonTapped
  }

  /// Creates the screen's reducer.
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}
