import Parsing
import Testing
import Waypoint
import WaypointRouting
import WaypointRules

@Suite struct LinksWithRulesTests {
  @CasePathable
  enum Route: Equatable {
    /// The screens of the stack, by case name, bottom first.
    case stack([String])
  }

  func router(_ policy: LinkRouter<Route>.PrefixPolicy) -> LinkRouter<Route> {
    LinkRouter<Route>(scheme: "app", policy: policy) {
      LinkRoute(.case(\.stack)) {
        Segment("list")
        Many { Segment(String.self) }
      }
    }
  }

  /// The stack a link opens, before any check.
  func stack(_ link: String, _ router: LinkRouter<Route>) throws -> StackState<Path.State> {
    guard case .stack(let names) = try router.match(link) else { return [] }
    return withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      StackState(
        names.map { Path.State.sample(case: Path.State.caseNames.firstIndex(of: $0) ?? 0) })
    }
  }

  @Test func aLinkThatBreaksTheRulesIsATypedErrorUnderTheStrictPolicy() throws {
    let router = router(.strict)
    let link = "app://list/detail/edit/edit"
    let opened = try stack(link, router)
    #expect(
      throws: LinkError(
        link: link,
        reason: .navigationRules(
          position: 2,
          reason: "“edit” breaks .allow(\\.edit, after: \\.detail): it stands above “edit”"))
    ) {
      try pathRules.checkLink(link, opening: opened, under: router)
    }
    let error = LinkError(link: link, reason: .navigationRules(position: 2, reason: "is wrong"))
    #expect(
      error.description
        == "app://list/detail/edit/edit: screen 3 of the stack it opens breaks the navigation rules: is wrong"
    )
  }

  @Test func theLongestValidPrefixPolicyOpensTheValidScreensAndSaysWhatItLeftOut() throws {
    let router = router(.longestValidPrefix)
    let link = "app://list/settings/detail/settings/detail"
    let (kept, leftOut) = try pathRules.checkLink(
      link, opening: try stack(link, router), under: router)
    #expect(kept.map(\.caseName) == ["settings", "detail"])
    #expect(kept.ids.elements == [0, 1])
    #expect(leftOut?.reason == .navigationRules(position: 2, reason: leftOutReason))
    let valid = "app://list/detail/edit"
    let (whole, none) = try pathRules.checkLink(
      valid, opening: try stack(valid, router), under: router)
    #expect(whole.count == 2 && none == nil)
  }

  let leftOutReason =
    "“settings” breaks .atMost(1, \\.settings): it is number 2 of its case on the stack"
}
