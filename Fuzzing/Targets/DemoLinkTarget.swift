import Foundation
import InventoryApp
import Waypoint
import WaypointRouting

/// The demo's links, as the app opens them: `AppFeature.State.open(link:)` runs the links' and
/// the navigation rules' checks that `inventory --open LINK` and the app's `openURL` action run.
///
/// A link that opens prints a link that opens, in a new state, what prints as the same link. A
/// refused link is a ``LinkError`` that names it. Opened leniently (what `NavigationLinks` does
/// with an old link), a refused link is either not the app's at all, or opens a start of itself
/// and says what it left out, and what opens prints a link that opens again.
enum DemoLinkTarget {
  static func run(_ data: Data) throws(FuzzFinding) -> FuzzOutcome {
    let link = data.text
    let start = AppFeature.State()
    var state = start
    do {
      try state.open(link: link)
    } catch {
      try require(
        error.link == link, "the error for \(link.debugDescription) names \(error.link)")
      try require(!error.description.isEmpty, "an empty error for \(link.debugDescription)")
      try checkLenient(link, in: start)
      return .refused
    }
    try AppLinkCheck.reopens(state, over: start, "what \(link.debugDescription) opened")
    return .accepted
  }

  /// A refused link, opened leniently: not the app's, or a start of it that opens, with what
  /// was left out said.
  static func checkLenient(_ link: String, in start: AppFeature.State) throws(FuzzFinding) {
    let lenient: (state: AppFeature.State, losses: [NavigationLoss])
    do {
      lenient = try AppFeature.links.openLongestValidPrefix(
        link, in: start, environment: .standard)
    } catch {
      switch error.reason {
      case .malformed, .unsupportedScheme, .unsupportedHost: return
      default:
        throw FuzzFinding(
          "\(link.debugDescription) is the app's, but no start of it opens leniently: \(error)")
      }
    }
    let printed: URL
    do {
      printed = try AppFeature.links.url(for: lenient.state, environment: .standard)
    } catch {
      throw FuzzFinding("what \(link.debugDescription) opened leniently has no link: \(error)")
    }
    let reopened = try? AppFeature.links.open(
      printed.absoluteString, in: start, environment: .standard)
    let reprinted = reopened.flatMap { try? AppFeature.links.url(for: $0, environment: .standard) }
    try require(
      reprinted == printed,
      "\(link.debugDescription) opened leniently as \(printed), which opens as "
        + "\(reprinted?.absoluteString ?? "nothing")")
  }
}
