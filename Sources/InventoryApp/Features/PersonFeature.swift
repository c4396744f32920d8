import Waypoint

/// An actor's screen in the Movies tab: leads to their filmography.
@Reducer
package struct PersonFeature: Sendable {
  /// The screen's state.
  @ObservableState
  package struct State: Codable, Equatable, Sendable {
    /// The person shown.
    package var person: Person

    /// Creates the screen's state.
    ///
    /// - Parameter person: The person shown.
    package init(person: Person) {
      self.person = person
    }
  }

  /// The screen's actions. The Movies tab handles them by pushing.
  package enum Action: Equatable, Sendable {
    case filmographyButtonTapped
  }

  /// Creates the screen's reducer.
  package init() {}

  package func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}
