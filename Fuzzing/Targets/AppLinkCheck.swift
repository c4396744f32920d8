import InventoryApp

/// The demo's check of a state's link, shared by the targets that make states from outside data.
enum AppLinkCheck {
  /// Checks that the link of what `state` shows opens over `base` and shows what prints as the
  /// same link.
  ///
  /// - Parameters:
  ///   - state: The state whose link is checked.
  ///   - base: The state the link is opened in.
  ///   - what: The state, as a finding names it.
  /// - Returns: The link.
  @discardableResult
  static func reopens(
    _ state: AppFeature.State, over base: AppFeature.State, _ what: String
  ) throws(FuzzFinding) -> String {
    let link: String
    do {
      link = try state.link().absoluteString
    } catch {
      throw FuzzFinding("\(what) has no link: \(error)")
    }
    var opened = base
    do {
      try opened.open(link: link)
    } catch {
      throw FuzzFinding("the link \(link) of \(what) does not open: \(error)")
    }
    let reprinted = try? opened.link().absoluteString
    try require(
      reprinted == link, "the link \(link) of \(what) opens as \(reprinted ?? "nothing")")
    return link
  }
}
