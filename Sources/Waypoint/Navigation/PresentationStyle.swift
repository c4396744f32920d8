/// How a screen is shown: pushed on its level's stack, or presented, starting a new level.
///
/// The one spelling of a way of showing a screen, shared by every part of Waypoint: the
/// transition planner's routes (``NavigationRoute``), the coordinator layer's presented nodes,
/// their snapshots, and the navigation graph's edges.
///
/// ```swift
/// PresentationStyle.push.isPresentation   // false
/// PresentationStyle.sheet.isPresentation  // true
/// PresentationStyle.alert.endsLevel       // true
/// PresentationStyle(rawValue: "fullScreenCover")  // .fullScreenCover
/// "\(PresentationStyle.fullScreenCover)"  // "full-screen cover"
/// ```
///
/// Its raw value, the case's name, is how it is saved: a snapshot written with it reads back the
/// same in every later version.
public enum PresentationStyle: String, Hashable, Sendable, Codable, CaseIterable,
  CustomStringConvertible
{
  /// Pushed on the stack of its level.
  case push
  /// Presented as a sheet, starting a new level.
  case sheet
  /// Presented as a full-screen cover, starting a new level.
  case fullScreenCover
  /// Presented as a popover, starting a new level.
  case popover
  /// Presented as an alert, starting a level that nothing can follow.
  case alert
  /// Presented as a confirmation dialog, starting a level that nothing can follow.
  case confirmationDialog

  /// Whether a screen shown in this style is presented, starting a new level: every style but
  /// ``push``.
  public var isPresentation: Bool {
    self != .push
  }

  /// Whether a screen shown in this style ends its level: nothing can be pushed on an alert or a
  /// confirmation dialog, and nothing presented over it.
  public var endsLevel: Bool {
    self == .alert || self == .confirmationDialog
  }

  /// The style in words, for messages and pictures: `push`, `sheet`, `full-screen cover`, ….
  public var description: String {
    switch self {
    case .push: "push"
    case .sheet: "sheet"
    case .fullScreenCover: "full-screen cover"
    case .popover: "popover"
    case .alert: "alert"
    case .confirmationDialog: "confirmation dialog"
    }
  }
}
