import Testing

@testable import Waypoint

/// The identities an `@ObservableState` enum derives from its case and what the case holds.
@Suite struct ObservableStateIDTests {
  @Test func aCaseWithoutStateIsNeverTheIdentityOfAStateInAnotherCase() {
    // The identities the counter hands out first, each in the first few cases of an enum.
    var collisions: [(number: UInt64, tag: Int, other: Int)] = []
    for number in 0..<UInt64(1_000) {
      let state = ObservableStateID(number: number)
      for tag in 0..<4 {
        for other in 0..<4 where state._$tag(tag) == ObservableStateID._$case(other) {
          collisions.append((number, tag, other))
        }
      }
    }
    #expect(collisions.isEmpty, "\(collisions)")
  }

  @Test func casesWithoutStateAreToldApartAndKeepTheirIdentity() {
    #expect(ObservableStateID._$case(0) == ObservableStateID._$case(0))
    #expect(ObservableStateID._$case(0) != ObservableStateID._$case(1))
    let state = ObservableStateID()
    #expect(state._$tag(0) != state._$tag(1))
    #expect(state._$tag(0) == state._$tag(0))
  }
}
