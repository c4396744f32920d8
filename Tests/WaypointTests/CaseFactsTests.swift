import Testing

@testable import Waypoint

/// An enum destination's identity: its case and the `id` of what it holds, and whether it holds
/// an alert, read through `Mirror` for a hand-written enum and through the `switch`es `@Reducer`
/// writes for an enum of features.
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

  @Reducer
  struct ItemFeature {
    struct State: Identifiable, Equatable {
      let id: Int
      var name = ""
    }
    enum Action { case tap }
    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  @Reducer
  struct PlainFeature {
    struct State: Equatable { var count = 0 }
    enum Action { case tap }
    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  @Reducer
  enum Features {
    case item(ItemFeature)
    case plain(PlainFeature)
    case alert(AlertState<Never>)
  }

  @Test func anEnumOfFeaturesIsToldApartByTheSwitchesItsMacroWrote() {
    let kind = IdentityKind(Features.State.self)
    #expect(!kind.isPlain)
    let one = PresentationIdentity(of: .item(ItemFeature.State(id: 1)), kind: kind)
    let renamed = PresentationIdentity(of: .item(ItemFeature.State(id: 1, name: "x")), kind: kind)
    let two = PresentationIdentity(of: .item(ItemFeature.State(id: 2)), kind: kind)
    #expect(one == renamed)
    #expect(one != two)
    #expect(one.tag == 0)
    let plain = PresentationIdentity(of: .plain(PlainFeature.State(count: 1)), kind: kind)
    #expect(plain == PresentationIdentity(of: .plain(PlainFeature.State(count: 2)), kind: kind))
    #expect(plain.tag == 1 && plain.id == nil)
    #expect(plain != one)
    let alert = Features.State.alert(AlertState { TextState("Sure?") })
    #expect(kind.isEphemeral(alert))
    #expect(!kind.isEphemeral(.plain(PlainFeature.State())))
    #expect(Features.State.item(ItemFeature.State(id: 3)).caseID == AnyHashable(3))
  }

  @Reducer
  struct OtherFeature {
    struct State: Equatable { var name = "" }
    enum Action { case tap }
    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  @Reducer
  enum PlainFeatures {
    case first(PlainFeature)
    case second(OtherFeature)
  }

  @Test func anEnumOfFeaturesSaysWhetherACaseCanHoldAnIDOrAnAlert() {
    #expect(Features.State.hasIdentifiedCases)
    #expect(Features.State.hasEphemeralCases)
    #expect(!PlainFeatures.State.hasIdentifiedCases)
    #expect(!PlainFeatures.State.hasEphemeralCases)
    // With an `id` or an alert in some case, the identity reads both.
    let features = IdentityKind(Features.State.self, cases: CaseFunctions())
    #expect(!features.isCaseOnly)
    #expect(features.mayBeEphemeral)
    // With neither, the case is the whole identity, and no value is an alert.
    let plain = IdentityKind(PlainFeatures.State.self, cases: CaseFunctions())
    #expect(plain.isCaseOnly)
    #expect(!plain.mayBeEphemeral)
    #expect(!plain.isPlain)
    var first = PlainFeatures.State.first(PlainFeature.State(count: 1))
    var second = PlainFeatures.State.second(OtherFeature.State())
    let one = PresentationIdentity(ofInPlace: &first, kind: plain)
    #expect(one == plain.identity(caseIndex: 0))
    #expect(one.id == nil)
    let two = PresentationIdentity(ofInPlace: &second, kind: plain)
    #expect(one != two)
    let index = plain.caseIndex(ofInPlace: &second)
    #expect(index == 1)
    // Reached without the conformance's functions, the kind says the same.
    let reached = IdentityKind(PlainFeatures.State.self)
    #expect(reached.isCaseOnly)
    let reachedTwo = PresentationIdentity(ofInPlace: &second, kind: reached)
    #expect(reachedTwo == plain.identity(caseIndex: 1))
  }

  /// A hand-written conformance that leaves `caseID` and `caseIsEphemeral` to their defaults,
  /// which read the case through `Mirror`.
  enum Written: NavigationCases {
    case item(Item)
    case alert(AlertState<Never>)
    static let caseNames = ["item", "alert"]
    var caseIndex: Int {
      switch self {
      case .item: 0
      case .alert: 1
      }
    }
  }

  @Test func aHandWrittenConformanceReadsItsCaseThroughMirror() {
    #expect(Written.item(Item(id: 5)).caseID == AnyHashable(5))
    #expect(Written.alert(AlertState { TextState("") }).caseIsEphemeral)
    #expect(!Written.item(Item(id: 5)).caseIsEphemeral)
    #expect(Written.hasIdentifiedCases && Written.hasEphemeralCases)
    let kind = IdentityKind(Written.self)
    #expect(!kind.isCaseOnly)
    #expect(
      PresentationIdentity(of: Written.item(Item(id: 1)), kind: kind)
        != PresentationIdentity(of: Written.item(Item(id: 2)), kind: kind))
  }
}
