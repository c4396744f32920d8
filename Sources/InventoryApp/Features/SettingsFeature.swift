import Waypoint

/// The settings, presented as a full-screen cover over the tabs.
///
/// Changes are made on a copy and handed to the parent with ``Action/Delegate/saved(_:)`` when
/// the user taps Done; closing the cover any other way discards them.
@Reducer
package struct SettingsFeature: Sendable {
  /// The settings' state.
  @ObservableState
  package struct State: Codable, Equatable, Sendable {
    /// The preferences being edited.
    package var preferences: Preferences

    /// Creates the settings' state.
    ///
    /// - Parameter preferences: The preferences to edit.
    package init(preferences: Preferences = Preferences()) {
      self.preferences = preferences
    }
  }

  /// The app's preferences.
  package struct Preferences: Codable, Equatable, Sendable {
    /// The choices for ``refreshSeconds``.
    package static let refreshChoices = [1, 2, 5]
    /// How often an item detail refreshes its stock level, in seconds.
    package var refreshSeconds = 2

    /// Creates preferences.
    ///
    /// - Parameter refreshSeconds: How often an item detail refreshes its stock level.
    package init(refreshSeconds: Int = 2) {
      self.refreshSeconds = refreshSeconds
    }
  }

  /// The settings' actions.
  package enum Action: Equatable, Sendable {
    case delegate(Delegate)
    case doneButtonTapped
    case refreshIntervalTapped

    /// What the settings tell their parent.
    @CasePathable
    package enum Delegate: Equatable, Sendable {
      /// The user saved these preferences.
      case saved(Preferences)
    }
  }

  @Dependency(\.dismiss) var dismiss

  /// Creates the settings' reducer.
  package init() {}

  package func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .delegate:
      return .none
    case .doneButtonTapped:
      return .run { [preferences = state.preferences] send in
        await send(.delegate(.saved(preferences)))
        await dismiss()
      }
    case .refreshIntervalTapped:
      let choices = Preferences.refreshChoices
      let index = choices.firstIndex(of: state.preferences.refreshSeconds) ?? 0
      state.preferences.refreshSeconds = choices[(index + 1) % choices.count]
      return .none
    }
  }
}
