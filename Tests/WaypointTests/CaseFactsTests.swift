import Testing

@testable import Waypoint

/// What an enum destination's cases hold is learned once per case, and identities and alert
/// closing still come out as the long way gives them.
@Suite struct CaseFactsTests {
  struct Item: Identifiable, Equatable {
    let id: Int
    var name = ""
  }

  struct Plain: Equatable {
    var count = 0
  }

  enum Destination: Equatable {
    case item(Item)
    case plain(Plain)
    case labelled(item: Item)
    case alert(AlertState<Never>)
    case nothing
  }

  @Test func anIdentifiableCaseIsToldApartByItsID() {
    let kind = IdentityKind(Destination.self)
    for _ in 0..<2 {
      // Twice: the first time learns the case, the second reads what was learned.
      let one = PresentationIdentity(of: Destination.item(Item(id: 1)), kind: kind)
      let renamed = PresentationIdentity(of: Destination.item(Item(id: 1, name: "x")), kind: kind)
      let two = PresentationIdentity(of: Destination.item(Item(id: 2)), kind: kind)
      #expect(one == renamed)
      #expect(one != two)
      let labelledOne = PresentationIdentity(
        of: Destination.labelled(item: Item(id: 1)), kind: kind)
      let labelledTwo = PresentationIdentity(
        of: Destination.labelled(item: Item(id: 2)), kind: kind)
      #expect(labelledOne != labelledTwo)
    }
  }

  @Test func aCaseWithoutAnIDIsTheSameWhateverItHolds() {
    let kind = IdentityKind(Destination.self)
    for _ in 0..<2 {
      let a = PresentationIdentity(of: Destination.plain(Plain(count: 1)), kind: kind)
      let b = PresentationIdentity(of: Destination.plain(Plain(count: 2)), kind: kind)
      #expect(a == b)
      #expect(a.id == nil)
      #expect(a != PresentationIdentity(of: Destination.nothing, kind: kind))
    }
  }

  @Test func anAlertCaseIsEphemeralAndTheOthersAreNot() {
    let kind = IdentityKind(Destination.self)
    let alert = Destination.alert(AlertState { TextState("Sure?") })
    for _ in 0..<2 {
      #expect(kind.isEphemeral(alert))
      #expect(!kind.isEphemeral(Destination.plain(Plain())))
      #expect(!kind.isEphemeral(Destination.nothing))
      #expect(kind.isEphemeral(alert) == isEphemeral(alert))
    }
    #expect(IdentityKind(AlertState<Never>.self).isEphemeral(AlertState<Never> { TextState("") }))
    #expect(!IdentityKind(Plain.self).isEphemeral(Plain()))
  }
}
