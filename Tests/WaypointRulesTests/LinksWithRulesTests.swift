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

/// The rules' list, with a link for each screen: the rules check every stack and presentation a
/// link opens, as they check a restored snapshot.
let ruledLinks = NavigationLinks<ListFeature.State, Void>(
  scheme: "list", checks: [pathRules, DetailFeature.destinationRules]
) {
  ScreenLink(\Path.State.Cases.detail, "detail", Segment(Int.self)) { detail, _ in
    detail.item
  } open: { item, _ in
    DetailFeature.State(item: item)
  }
  ScreenLink(\Path.State.Cases.edit, "edit") { _ in EditFeature.State() }
  ScreenLink(\Path.State.Cases.settings, "settings") { _ in SettingsFeature.State() }
  ScreenLink(\DetailFeature.Destination.State.Cases.edit, "editing") { _ in EditFeature.State() }
  ScreenLink(\DetailFeature.Destination.State.Cases.delete, "deleting") { _ in
    EditFeature.State()
  }
}

@Suite struct DerivedLinksWithRulesTests {
  @Test(arguments: [
    (
      "list://edit",
      #"list://edit: screen 1 of the stack it opens breaks the navigation rules: “edit” breaks "#
        + #".start(with: \.detail, \.settings): it starts the stack"#
    ),
    (
      "list://detail/1/deleting",
      #"list://detail/1/deleting: a presentation it opens breaks the navigation rules: "#
        + #"“delete” breaks [.allow(\.edit)]: the feature may not present it"#
    ),
  ])
  func aLinkTheRulesTurnDownIsAnErrorAndChangesNothing(link: String, message: String) throws {
    let state = try ruledLinks.open("list://detail/1/detail/2", in: ListFeature.State())
    var opened = state
    let error = #expect(throws: LinkError.self) {
      opened = try ruledLinks.open(link, in: state)
    }
    #expect(error?.description == message)
    #expect(opened == state)
  }

  @Test func aLinkTheRulesAllowOpensAndItsLongestValidStartKeepsWhatTheyAllow() throws {
    let state = try ruledLinks.open("list://detail/1/edit/detail/2/editing", in: .init())
    #expect(state.path.map(\.caseName) == ["detail", "edit", "detail"])
    #expect(state.path.last?.detail?.destination?.caseName == "edit")
    let (kept, losses) = try ruledLinks.openLongestValidPrefix(
      "list://detail/1/deleting", in: state)
    #expect(kept.path.map(\.caseName) == ["detail"])
    #expect(kept.path.first?.detail?.destination == nil)
    #expect(
      losses.map(\.description) == [
        "“detail/1”: left out path segment 3 of the link: a presentation it opens breaks the "
          + #"navigation rules: “delete” breaks [.allow(\.edit)]: the feature may not present it"#
      ])
  }
}
