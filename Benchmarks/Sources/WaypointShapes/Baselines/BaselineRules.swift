/// A screen of a hand-written stack: the cases of ``RulesPath``, holding the same screens' states,
/// in a plain enum with no macro and no conformance to any protocol of Waypoint's.
public enum BaselineScreen: Equatable, Sendable {
  case detail(ItemDetailFeature.State)
  case edit(ItemEditFeature.State)
  case settings(SettingsFeature.State)

  /// The screen `element` is.
  public init(_ element: RulesPath.State) {
    switch element {
    case .detail(let state): self = .detail(state)
    case .edit(let state): self = .edit(state)
    case .settings(let state): self = .settings(state)
    }
  }
}

/// What an app writes without `WaypointRules`: the rules of ``RulesPath/rules``, checked by
/// hand in one `switch` loop over an array.
public enum BaselineRules {
  /// The position of the first screen, from the bottom, that breaks the rules; `nil` when none
  /// does.
  ///
  /// A detail starts the stack, an editor stands only directly above a detail, settings stands
  /// at most once, and the stack holds at most ``RulesPath/maxDepth`` screens.
  public static func firstViolation(in path: [BaselineScreen]) -> Int? {
    var belowIsDetail = false
    var settingsCount = 0
    for (position, screen) in path.enumerated() {
      if position >= RulesPath.maxDepth { return position }
      switch screen {
      case .detail:
        belowIsDetail = true
      case .edit:
        // Also keeps an editor from starting the stack: nothing stands below the first screen.
        guard belowIsDetail else { return position }
        belowIsDetail = false
      case .settings:
        guard position > 0, settingsCount < 1 else { return position }
        settingsCount += 1
        belowIsDetail = false
      }
    }
    return nil
  }
}
