import Waypoint

/// The settings cover's screen.
enum SettingsScreens {
  static func screen(_ state: SettingsFeature.State) -> Screen {
    var screen = Screen(
      id: "settings", title: "Settings", presentation: .cover, back: .settings(.dismiss))
    screen.subject = "settings"
    screen.lines = [
      "Changes apply to item details opened after Done.",
      "Press b to close without saving.",
    ]
    screen.entries = [
      Screen.Entry(
        "Stock refresh: every \(state.preferences.refreshSeconds)s",
        key: "r",
        action: .settings(.presented(.refreshIntervalTapped))
      ),
      Screen.Entry("Done", key: "d", action: .settings(.presented(.doneButtonTapped))),
    ]
    return screen
  }
}
