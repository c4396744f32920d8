// The README's deep-link example, verbatim: if this file stops compiling, the README is wrong.

import Waypoint
import WaypointRouting

@CasePathable
enum Link: Equatable {
  case items
  case item(Int)
}

let links = LinkRouter<Link>(scheme: "inventory", hosts: ["example.com"]) {
  LinkRoute(.case(\.items)) { Segment("items") }
  LinkRoute(.case(\.item)) {
    Segment("items")
    Segment(Int.self)
  }
}

func followLinks() throws {
  _ = try links.match("inventory://items/42")  // .item(42)
  _ = try links.match("https://example.com/items/42")  // .item(42), a web link
  _ = try links.url(for: .item(42))  // inventory://items/42
  _ = try links.match("inventory://items/42/bogus")
  // throws LinkError: path segment 3 is "bogus"; expected the end of the path
}
