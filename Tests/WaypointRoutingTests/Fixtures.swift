import Foundation
import Waypoint
import WaypointRouting

/// The routes of a small app: every shape a link takes.
@CasePathable
enum AppRoute: Equatable, Sendable {
  case home
  case items
  case item(Int)
  case editItem(Int)
  case itemTab(Int, Tab)
  case search(String, Int, Sort)
  case movie(UUID)
  case person(String)

  enum Tab: String, CaseIterable, Sendable {
    case details, notes, history
  }

  enum Sort: String, CaseIterable, Sendable {
    case name, date
  }
}

/// The app's router: `inventory://…` and `https://example.com/…`.
func makeRouter(policy: LinkRouter<AppRoute>.PrefixPolicy = .strict) -> LinkRouter<AppRoute> {
  LinkRouter(scheme: "inventory", hosts: ["example.com"], policy: policy) {
    LinkRoute(.case(\AppRoute.Cases.home))
    LinkRoute(.case(\.items)) { Segment("items") }
    LinkRoute(.case(\.item)) {
      Segment("items")
      Segment(Int.self)
    }
    LinkRoute(.case(\.editItem)) {
      Segment("items")
      Segment(Int.self)
      Segment("edit")
    }
    LinkRoute(.case(\.itemTab)) {
      Segment("items")
      Segment(Int.self)
      Segment(AppRoute.Tab.self)
    }
    LinkRoute(.case(\.search)) {
      Segment("search")
      Field("q", String.self)
      Field("page", default: 1)
      Field("sort", default: AppRoute.Sort.name)
    }
    LinkRoute(.case(\.movie)) {
      Segment("movies")
      Segment(UUID.self)
    }
    LinkRoute(.case(\.person)) {
      Segment("people")
      Segment(String.self)
    }
  }
}

/// A small seeded generator, so that every random case can be replayed.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
