import Waypoint

extension Screen.Entry {
  /// The ``Screen/subject`` of the screen this entry opens, if it opens one: the Edit entry
  /// opens `edit`, an item of the list opens `item 2`. Save opens `alert`, the alert a form
  /// shows when it has no name.
  package var opens: String? {
    switch action {
    case .inventory(.itemTapped(let item)):
      "item \(item.id)"
    case .inventory(.addButtonTapped):
      "add"
    case .inventory(.addItem(.presented(.saveButtonTapped))):
      "alert"
    case .inventory(.path(.element(id: _, action: .detail(let action)))):
      switch action {
      case .relatedItemTapped(let item): "item \(item.id)"
      case .editButtonTapped: "edit"
      case .deleteButtonTapped: "delete"
      case .destination(.presented(.edit(.saveButtonTapped))): "alert"
      default: nil
      }
    case .movies(.movieTapped(let movie)),
      .movies(.path(.element(id: _, action: .filmography(.movieTapped(let movie))))):
      "movie \(movie.id)"
    case .movies(.path(.element(id: _, action: .movie(.castButtonTapped)))):
      "cast"
    case .movies(.path(.element(id: _, action: .cast(.personTapped(let person))))):
      "person \(person.id)"
    case .movies(.path(.element(id: _, action: .person(.filmographyButtonTapped)))):
      "filmography"
    default:
      nil
    }
  }
}

extension Interaction {
  /// Highlights, on each screen under another, the entry that opens the one above, where a
  /// person who got there by hand would have left it. A session started from a link or a
  /// state file, or that opened a link, then looks as if it had been navigated to, and going
  /// back lands on the entry that was opened.
  ///
  /// - Parameter screens: The screens shown, bottom first.
  mutating func highlightTrail(to screens: [Screen]) {
    for (lower, upper) in zip(screens, screens.dropFirst()) {
      guard let subject = upper.subject,
        let index = lower.entries.firstIndex(where: { $0.opens == subject })
      else { continue }
      select(index + 1, on: lower)
    }
  }
}
