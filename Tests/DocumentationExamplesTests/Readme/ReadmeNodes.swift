// The README's coordinator-layer example, verbatim: if this file stops compiling, the README is
// wrong.

import WaypointNodes

@NavigationNode
final class LibraryNavigationNode {
  func showBook(_ id: Int) {
    execute(.stackAppend(BookNavigationNode(id: id)))
  }

  func showSettings() {
    execute(.present(.sheet(.stacked(ReaderSettingsNavigationNode()))))
  }
}

@NavigationNode
final class BookNavigationNode {
  let id: Int
  init(id: Int) { self.id = id }
}

@NavigationNode
final class ReaderSettingsNavigationNode {}

@MainActor
func browseTheLibrary() -> (graph: String, refusal: String?) {
  let library = LibraryNavigationNode()
  let window = WindowNavigationNode(rootNode: .stacked(library))
  library.showBook(7)
  library.showSettings()

  // One book is pushed: popping two is refused, and changes nothing.
  var refusal: String?
  if case .failure(let error) = library.execute(.stackDropLast(2)) {
    refusal = error.refusal.reason  // "the stack holds 1 node above its root, fewer than 2"
  }
  return (window.debugGraph(includingIDs: false), refusal)
}
