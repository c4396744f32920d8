// The Restoration article's examples, verbatim: if this file stops compiling, the article is
// wrong.

import Foundation
import Testing
import Waypoint
import WaypointRestoration

struct Library: Codable, Equatable, Sendable {
  var path = StackState<Shelf>()
  @Presents var search: Search?
}

enum Shelf: Codable, Equatable, Sendable {
  case book(Book)
  case author(String)
}

struct Book: Codable, Equatable, Sendable {
  var title: String
  var pages: Int
}

struct Search: Codable, Equatable, Sendable {
  var query: String
}

let libraryCoder = SnapshotCoder<Library>(
  schema: 3,
  migrations: [
    // Schema 2 renamed the stack from "shelves" to "path".
    SnapshotMigration(from: 1) { state in state.renameKey("shelves", to: "path") },
    // Schema 3 gave every book a page count.
    SnapshotMigration(from: 2) { state in
      state["path"]?["elements"]?.mapElements { element in element["book"]?["_0"]?["pages"] = 0 }
    },
  ]
)

@Test func aCorruptBookIsLeftOutAndKept() throws {
  let storage = InMemorySnapshotStorage()
  let snapshots = SnapshotStore(storage: storage, coder: libraryCoder)
  var library = Library()
  library.path.append(.author("Le Guin"))
  library.path.append(.book(Book(title: "The Dispossessed", pages: 387)))
  try snapshots.save(library)

  // A later build that lost "pages" from a book: the stack keeps the author.
  var json = try JSONDecoder().decode(JSONValue.self, from: try #require(storage.data))
  var elements = try #require(json["state"]?["path"]?["elements"]?.arrayValue)
  try #require(elements.count == 2)
  elements[1]["book"]?["_0"]?["pages"] = nil
  json["state"]?["path"]?["elements"] = .array(elements)
  storage.data = try JSONEncoder().encode(json)

  let restoration = snapshots.restore(root: Library())
  #expect(restoration.outcome == .inPart)
  #expect(Array(restoration.state.path) == [.author("Le Guin")])
  #expect(storage.quarantined.count == 1)  // the bytes, with the report
}
