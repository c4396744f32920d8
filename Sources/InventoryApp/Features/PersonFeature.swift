import Waypoint

/// An actor's screen in the Movies tab: leads to their filmography.
@Reducer
public struct PersonFeature: Sendable {
  /// The screen's state.
  @ObservableState
  public struct State: Codable, Equatable, Sendable {
    /// The person shown.
    public var person: Person

    /// Creates the screen's state.
    ///
    /// - Parameter person: The person shown.
    public init(person: Person) {
      self.person = person
    }
  }

  /// The screen's actions. The Movies tab handles them by pushing.
  public enum Action: Equatable, Sendable {
    case filmographyButtonTapped
  }

  /// Creates the screen's reducer.
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}
