import Foundation
import Testing
import Waypoint

/// `PresentationStyle` is the one spelling of a way of showing a screen: its raw values are what
/// snapshots save, so they must never change.
@Suite struct PresentationStyleTests {
  @Test func rawValuesAreTheCaseNamesAndNeverChange() {
    #expect(
      PresentationStyle.allCases.map(\.rawValue) == [
        "push", "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog",
      ])
    for style in PresentationStyle.allCases {
      #expect(PresentationStyle(rawValue: style.rawValue) == style)
    }
    #expect(PresentationStyle(rawValue: "cover") == nil)
    #expect(PresentationStyle(rawValue: "Sheet") == nil)
  }

  @Test func onlyAPushStaysOnItsLevelAndOnlyAlertsAndDialogsEndOne() {
    #expect(PresentationStyle.allCases.filter { !$0.isPresentation } == [.push])
    #expect(PresentationStyle.allCases.filter(\.endsLevel) == [.alert, .confirmationDialog])
  }

  @Test func itReadsAsWordsInMessages() {
    #expect(
      PresentationStyle.allCases.map(\.description) == [
        "push", "sheet", "full-screen cover", "popover", "alert", "confirmation dialog",
      ])
    #expect("\(PresentationStyle.fullScreenCover)" == "full-screen cover")
  }

  @Test func itIsSavedAsItsRawValueAndAnUnknownOneIsATypedError() throws {
    let data = try JSONEncoder().encode(PresentationStyle.allCases)
    #expect(
      String(decoding: data, as: UTF8.self)
        == #"["push","sheet","fullScreenCover","popover","alert","confirmationDialog"]"#)
    #expect(
      try JSONDecoder().decode([PresentationStyle].self, from: data) == PresentationStyle.allCases)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(PresentationStyle.self, from: Data(#""drawer""#.utf8))
    }
  }

  @Test func theRoutesOfThePlannerSpeakIt() throws {
    #expect(NavigationRoute<String>.popover("tip").style == .popover)
    let error = #expect(throws: NavigationRouteError.self) {
      try NavigationRoutes.validate([NavigationRoute<String>.confirmationDialog("d"), .push("p")])
    }
    #expect(error == .routeAfterEndOfLevel(index: 1, style: .confirmationDialog))
    #expect(error?.description.contains("follows the confirmation dialog at index 0") == true)
  }
}
