import Testing
import Waypoint
import WaypointRules

@Suite struct StackRulesTests {
  @Test func reducerEnumsNameAndNumberTheirCases() {
    #expect(Path.State.caseNames == ["detail", "edit", "settings"])
    #expect(Path.State.edit.caseIndex == 1)
    #expect(Path.State.settings.caseName == "settings")
    #expect(Path.State.caseIndex(of: \.settings) == 2)
    #expect(DetailFeature.Destination.State.caseNames == ["edit", "delete"])
  }

  @Test func seedNonsensePathsAreRejected() {
    // An edit screen with no detail beneath it.
    #expect(
      pathRules.firstViolation(in: [Path.State.edit, .detail(1)])
        == RuleViolation(
          rule: ".start(with: \\.detail, \\.settings)", position: 0, id: nil, caseName: "edit",
          reason: "it starts the stack"))
    // Edit screens pushed one after another.
    #expect(
      pathRules.firstViolation(in: [Path.State.detail(1), .edit, .edit])
        == RuleViolation(
          rule: ".allow(\\.edit, after: \\.detail)", position: 2, id: nil, caseName: "edit",
          reason: "it stands above “edit”"))
    // A settings screen pushed twice.
    #expect(
      pathRules.firstViolation(in: [Path.State.settings, .detail(1), .settings])
        == RuleViolation(
          rule: ".atMost(1, \\.settings)", position: 2, id: nil, caseName: "settings",
          reason: "it is number 2 of its case on the stack"))
    // Deeper than the rules allow.
    let deep = (0..<7).map { Path.State.detail($0) }
    #expect(
      pathRules.firstViolation(in: deep)
        == RuleViolation(
          rule: ".maxDepth(6)", position: 6, id: nil, caseName: "detail",
          reason: "the stack may hold 6 elements"))
    #expect(pathRules.firstViolation(in: [Path.State.detail(1), .edit, .detail(2), .edit]) == nil)
  }

  @Test func violationsDescribeTheRuleTheElementAndItsPosition() throws {
    let stack = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      StackState<Path.State>([.detail(1), .edit, .edit])
    }
    let violation = try #require(pathRules.firstViolation(in: stack))
    #expect(
      violation.description
        == "element #2 at position 2 “edit” breaks .allow(\\.edit, after: \\.detail): it stands above “edit”"
    )
    #expect(throws: violation) { try pathRules.validate(stack) }
  }

  @Test func theLongestValidPrefixKeepsTheIDsBelowTheFirstViolation() {
    let stack = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      StackState<Path.State>([.detail(1), .edit, .detail(2), .settings, .settings, .detail(3)])
    }
    let (prefix, violation) = pathRules.longestValidPrefix(of: stack)
    #expect(prefix.ids.elements == [0, 1, 2, 3])
    #expect(Array(prefix) == Array(stack.prefix(4)))
    #expect(violation?.position == 4)
    let (whole, none) = pathRules.longestValidPrefix(of: prefix)
    #expect(whole == prefix && none == nil)
  }

  @Test func withoutStartRulesAnUnconstrainedCaseMayStart() {
    let rules: StackRules<Path.State> = [.allow(\.edit, after: \.detail)]
    #expect(rules.firstViolation(in: [Path.State.settings, .detail(1), .edit]) == nil)
    #expect(
      rules.firstViolation(in: [Path.State.edit])?.rule == ".allow(\\.edit, after: \\.detail)")
    #expect(StackRules<Path.State>([]).firstViolation(in: [Path.State.edit, .edit]) == nil)
  }

  @Test func aRuleNamingAPathThatIsNotACaseIsReported() {
    withKnownIssue {
      let identity: PartialCaseKeyPath<Path.State> = \.self
      _ = StackRule<Path.State>.allow(identity, after: \.detail)
    } matching: { issue in
      issue.description.contains("which is not a case of")
    }
  }

  @Test func atMostZeroForbidsACase() {
    let rules: StackRules<Path.State> = [.atMost(0, \.settings)]
    #expect(
      rules.firstViolation(in: [Path.State.settings])?.reason
        == "it is number 1 of its case on the stack")
  }

  @Test func rulesDescribeThemselvesAsWritten() {
    #expect(
      pathRules.description
        == "[.start(with: \\.detail, \\.settings), .allow(\\.edit, after: \\.detail), "
        + ".atMost(1, \\.settings), .maxDepth(6)]")
  }

  @Test func aPushIsCheckedBeforeItIsMade() {
    let stack = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      StackState<Path.State>([.settings, .detail(1)])
    }
    #expect(pathRules.violation(pushing: .edit, onto: stack) == nil)
    #expect(
      pathRules.violation(pushing: .settings, onto: stack)?.summary
        == "“settings” breaks .atMost(1, \\.settings): it is number 2 of its case on the stack")
    #expect(pathRules.violation(pushing: .edit, onto: [])?.position == 0)
  }
}
