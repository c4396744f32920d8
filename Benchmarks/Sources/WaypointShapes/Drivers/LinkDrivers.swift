import Foundation
import Waypoint
import WaypointRouting

/// The link of shape 9: five path segments and two query items.
let reviewsLink = URL(string: "bench://stores/12/products/345/reviews?page=2&sort=helpful")!

/// Shape 9: a link parsed into its route, and the route printed back as a link.
@MainActor
final class LinkRoundTripDriver: Driver {
  var total = 0

  func step() {
    guard let route = try? benchmarkRouter.match(reviewsLink),
      let url = try? benchmarkRouter.url(for: route)
    else { return }
    total &+= url.absoluteString.utf8.count
  }

  var checksum: Int { total }
}

@MainActor
final class BaselineLinkRoundTripDriver: Driver {
  var total = 0

  func step() {
    guard let route = BaselineLinks.route(for: reviewsLink) else { return }
    total &+= BaselineLinks.url(for: route).absoluteString.utf8.count
  }

  var checksum: Int { total }
}

/// Shape 10: a link that opens a stack of `length` screens, through `opensLinks`.
@MainActor
final class OpenStackLinkDriver: Driver {
  let store = Store(initialState: LinkedStackFeature.State()) { LinkedStackFeature() }
  let link: URL

  init(length: Int) {
    link = URL(string: "bench://screens/\(length)")!
  }

  func step() { store.send(.openURL(link)) }
  func reset() { store.send(.popToRoot) }
  var needsReset: Bool { true }
  var checksum: Int { store.state.path.count }
}

/// The hand-written counterpart of shape 10: the link parsed by hand, the stack built by hand.
@MainActor
final class BaselineOpenStackLinkDriver: Driver {
  let model = BaselineStack()
  let link: URL

  init(length: Int) {
    link = URL(string: "bench://screens/\(length)")!
  }

  func step() {
    guard case let .screens(count)? = BaselineLinks.route(for: link) else { return }
    model.send(.setPath(Array(repeating: ElementFeature.State(), count: count)))
  }

  func reset() { model.send(.popToRoot) }
  var needsReset: Bool { true }
  var checksum: Int { model.state.path.count }
}

/// The link of shape 10b: `length` screens, each named by its segment and its count.
func derivedLink(length: Int) -> String {
  "bench://" + (0..<length).map { "screens/\($0)" }.joined(separator: "/")
}

/// Shape 10b: a link of `length` screens opened by the links derived from the navigation.
@MainActor
final class OpenDerivedLinkDriver: Driver {
  let link: String
  var state = DerivedLinkFeature.State()

  init(length: Int) {
    link = derivedLink(length: length)
  }

  func step() {
    state = (try? derivedLinks.open(link, in: DerivedLinkFeature.State())) ?? state
  }

  var checksum: Int { state.path.count }
}

/// The hand-written counterpart of shape 10b: the link split and parsed by hand, the stack built
/// by hand.
@MainActor
final class BaselineOpenDerivedLinkDriver: Driver {
  let link: String
  var state = DerivedLinkFeature.State()

  init(length: Int) {
    link = derivedLink(length: length)
  }

  func step() {
    guard let counts = BaselineLinks.screens(in: link) else { return }
    var opened = DerivedLinkFeature.State()
    opened.path.append(contentsOf: counts.map { .screen(ElementFeature.State(count: $0)) })
    state = opened
  }

  var checksum: Int { state.path.count }
}
