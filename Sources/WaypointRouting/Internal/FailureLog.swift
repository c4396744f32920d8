/// The furthest point a parse of a link reached before it failed, and what the routes expected
/// there. Routes are tried one after another, so the error worth reporting is the one of the
/// route that matched most of the link.
@usableFromInline
final class FailureLog {
  /// Where a route failed: a path segment, or a query item once the whole path matched.
  @usableFromInline
  enum Place: Equatable {
    case segment(Int)
    case queryItem(String)

    /// Later places rank higher; every query item ranks after every segment.
    var rank: Int {
      switch self {
      case let .segment(index): index
      case .queryItem: Int.max
      }
    }
  }

  private(set) var place: Place?
  private(set) var expected: [String] = []
  private(set) var found: Substring?
  /// The route that matched the most segments while leaving some unmatched, with how many it
  /// matched: the longest valid prefix.
  private(set) var prefix: (route: Any, matched: Int)?

  /// Records that `expectation` was not met at `place`, where `found` was (`nil`: nothing).
  @usableFromInline
  func expect(_ expectation: String, at place: Place, found: Substring?) {
    if let current = self.place {
      // The first route to fail at the furthest place speaks for it; others that fail at the
      // same place add what they expected.
      if place.rank < current.rank { return }
      if place.rank == current.rank {
        if place == current, !expected.contains(expectation) { expected.append(expectation) }
        return
      }
    }
    self.place = place
    self.expected = [expectation]
    self.found = found
  }

  /// Records a route that matched the first `matched` segments and left the rest.
  @usableFromInline
  func matchedPrefix(_ route: Any, segments matched: Int) {
    if let prefix, prefix.matched >= matched { return }
    prefix = (route, matched)
  }
}

extension FailureLog {
  /// The failure at the furthest place, as a link error's reason.
  var reason: LinkError.Reason {
    switch place {
    case let .segment(index)?:
      .segment(index: index, found: found.map(String.init), expected: expected)
    case let .queryItem(name)?:
      .queryItem(name: name, found: found.map(String.init), expected: expected)
    case nil: .segment(index: 0, found: nil, expected: [])
    }
  }
}
