import Foundation
import InventoryApp
import Waypoint
import WaypointRouting

/// The demo's links, as `inventory --open LINK` opens them.
///
/// A link opens (links and navigation rules both pass), and then the link printed for what it
/// opened opens the same screens, and prints the same link; the lenient open of the same link
/// loses nothing and shows the same screens. Or it is refused with a ``LinkError`` that names
/// the link and changes nothing.
enum DemoLinkTarget {
  static func run(_ data: Data) throws(FuzzFinding) -> FuzzOutcome {
    let link = data.text
    let start = AppFeature.State()
    var state = start
    do {
      try state.open(link: link)
    } catch {
      try require(state == start, "the refused link \(link.debugDescription) changed the state")
      try require(
        error.link == link, "the error for \(link.debugDescription) names \(error.link)")
      try require(!error.description.isEmpty, "an empty error for \(link.debugDescription)")
      return .refused
    }
    let printed: String
    do {
      printed = try state.link().absoluteString
    } catch {
      throw FuzzFinding("what \(link.debugDescription) opened has no link: \(error)")
    }
    var again = start
    do {
      try again.open(link: printed)
    } catch {
      throw FuzzFinding(
        "\(link.debugDescription) opened screens whose link \(printed) does not open: \(error)")
    }
    let reprinted = try? again.link().absoluteString
    try require(
      reprinted == printed,
      "\(printed), printed for \(link.debugDescription), opens screens printed as "
        + "\(reprinted ?? "nothing")")
    let lenient: (state: AppFeature.State, losses: [NavigationLoss])
    do {
      lenient = try AppFeature.links.openLongestValidPrefix(
        link, in: start, environment: .standard)
    } catch {
      throw FuzzFinding(
        "\(link.debugDescription) opens, but its longest valid prefix throws \(error)")
    }
    try require(
      lenient.losses.isEmpty,
      "\(link.debugDescription) opens whole, but the lenient open lost \(lenient.losses)")
    let lenientLink = try? AppFeature.links.url(for: lenient.state, environment: .standard)
    try require(
      lenientLink?.absoluteString == printed,
      "\(link.debugDescription) opens as \(printed) strictly and as "
        + "\(lenientLink?.absoluteString ?? "nothing") leniently")
    return .accepted
  }
}
