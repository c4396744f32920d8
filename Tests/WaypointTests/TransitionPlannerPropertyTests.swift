import TestSupport
import Testing
import Waypoint

private typealias PlannerRoute = NavigationRoute<String>
private typealias PlannerStep = TransitionPlan<String>.Step

/// Plans seeded random pairs of valid route lists and checks each plan against the rules SwiftUI
/// needs and against a naive count of the levels that must change.
@Suite struct PlannerPropertyTests {
  static let pairCount = 1_000

  @Test func randomPairsGiveValidMinimalPlans() throws {
    var random = PlannerRandom(seed: 0x91A2_77E5)
    var changes: [PlannerStep.Change: Int] = [:]
    for pair in 0..<Self.pairCount {
      let (start, target) = randomPair(using: &random)
      let plan = try TransitionPlanner.plan(from: start, to: target)
      let problems = PlannerModel.problems(in: plan, from: start, to: target)
      #expect(
        problems.isEmpty,
        "pair \(pair): \(describeRoutes(start)) → \(describeRoutes(target)): \(problems)"
      )
      // One failing pair is enough to reproduce; stop before the log fills with others.
      guard problems.isEmpty else { return }
      for step in plan.steps { changes[step.change, default: 0] += 1 }
    }
    // The generator makes every kind of step often.
    #expect(changes[.dismiss, default: 0] > 200)
    #expect(changes[.changeStack, default: 0] > 200)
    #expect(changes[.present, default: 0] > 200)
  }

  @Test func randomPairsGiveStatesThatFollowThePlan() throws {
    var random = PlannerRandom(seed: 0x5747_E5)
    for pair in 0..<500 {
      let (start, target) = randomPair(using: &random)
      let plan = try TransitionPlanner.plan(from: start, to: target)
      let states = try TransitionPlanner.states(
        from: PlannerContentState(routes: start, content: 0),
        to: PlannerContentState(routes: target, content: 1)
      )
      let expected = plan.steps.isEmpty ? [target] : plan.steps.map(\.routes)
      #expect(states.map(\.routes) == expected, "pair \(pair)")
      #expect(states.last == PlannerContentState(routes: target, content: 1), "pair \(pair)")
      let contents = plan.steps.dropLast().map { $0.source == .current ? 0 : 1 }
      #expect(states.dropLast().map(\.content) == contents, "pair \(pair)")
    }
  }
}

/// A state with content besides its routes.
private struct PlannerContentState: NavigationRoutable, Equatable {
  var routes: [PlannerRoute]
  var content: Int

  var navigationRoutes: [PlannerRoute] { routes }

  func keepingNavigationRoutes(_ count: Int) -> Self {
    Self(routes: Array(routes.prefix(count)), content: content)
  }
}

/// One level of a route list: its presentation (none for the root's) and the pushes on it.
private struct PlannerLevel: Equatable {
  var presentation: PlannerRoute?
  var pushes: [PlannerRoute] = []
}

/// What a plan must be, checked without the planner's algorithm.
private enum PlannerModel {
  static func levels(_ routes: [PlannerRoute]) -> [PlannerLevel] {
    var levels = [PlannerLevel(presentation: nil)]
    for route in routes {
      if route.style.isPresentation {
        levels.append(PlannerLevel(presentation: route))
      } else {
        levels[levels.count - 1].pushes.append(route)
      }
    }
    return levels
  }

  /// The fewest steps: every level above the deepest level both lists share is dismissed or
  /// presented, and that level's stack is set once if its pushes differ.
  static func minimumStepCount(from start: [PlannerRoute], to target: [PlannerRoute]) -> Int {
    let from = levels(start)
    let to = levels(target)
    // Levels below `shared` are identical; level `shared` has the same presentation in both.
    var shared = 0
    while shared + 1 < from.count, shared + 1 < to.count, from[shared] == to[shared],
      from[shared + 1].presentation == to[shared + 1].presentation
    {
      shared += 1
    }
    let stackChange = from[shared].pushes == to[shared].pushes ? 0 : 1
    return (from.count - 1 - shared) + (to.count - 1 - shared) + stackChange
  }

  static func problems(
    in plan: TransitionPlan<String>,
    from start: [PlannerRoute],
    to target: [PlannerRoute]
  ) -> [String] {
    var problems: [String] = []
    let steps = plan.steps
    if steps.isEmpty != (start == target) {
      problems.append("no steps iff the lists are equal")
    }
    if let last = steps.last, last.routes != target {
      problems.append("the last step shows \(describeRoutes(last.routes)), not the target")
    }
    let ranks = steps.map { step in
      switch step.change {
      case .dismiss: 0
      case .changeStack: 1
      case .present: 2
      }
    }
    if ranks != ranks.sorted() || ranks.filter({ $0 == 1 }).count > 1 {
      let changes = steps.map { "\($0.change)" }.joined(separator: ", ")
      problems.append("changes out of order: \(changes)")
    }
    let minimum = minimumStepCount(from: start, to: target)
    if steps.count != minimum {
      problems.append("\(steps.count) steps where \(minimum) are enough")
    }
    var previous = start
    for (index, step) in steps.enumerated() {
      problems += stepProblems(step, after: previous, from: start, to: target)
        .map { "step \(index): \($0)" }
      previous = step.routes
    }
    return problems
  }

  static func stepProblems(
    _ step: PlannerStep,
    after previous: [PlannerRoute],
    from start: [PlannerRoute],
    to target: [PlannerRoute]
  ) -> [String] {
    var problems: [String] = []
    if (try? NavigationRoutes.validate(step.routes)) == nil {
      problems.append("invalid routes \(describeRoutes(step.routes))")
    }
    let source = step.source == .current ? start : target
    if step.routeCount > source.count || step.routes != Array(source.prefix(step.routeCount)) {
      problems.append("routes are not the first \(step.routeCount) of \(step.source)")
    }
    if step.routes == previous {
      problems.append("changes nothing")
    }
    let before = levels(previous)
    let after = levels(step.routes)
    switch step.change {
    case .dismiss:
      if before.count < 2 || after != Array(before.dropLast()) {
        problems.append("does not dismiss exactly the top level")
      }
    case .changeStack:
      if after.count != before.count || after.last?.presentation != before.last?.presentation
        || after.dropLast() != before.dropLast()
      {
        problems.append("changes more than the top level's stack")
      }
    case .present:
      if after.count != before.count + 1 || Array(after.dropLast()) != before {
        problems.append("does not present exactly one level")
      }
    }
    return problems
  }
}

/// A pair of valid lists: often the second starts with some of the first, so that they share
/// levels, or restyles one route of it.
private func randomPair(
  using random: inout PlannerRandom
) -> (start: [PlannerRoute], target: [PlannerRoute]) {
  let start = randomRoutes(extending: [], using: &random)
  switch Int.random(in: 0..<8, using: &random) {
  case 0, 1:
    return (start, randomRoutes(extending: [], using: &random))
  case 2:
    return (start, start)
  case 3:
    guard let index = start.indices.randomElement(using: &random) else { return (start, start) }
    var target = start
    let styles = index == start.count - 1 ? allStyles : allStyles.filter { !$0.endsLevel }
    target[index].style = styles.randomElement(using: &random)!
    return (start, target)
  default:
    let kept = Int.random(in: 0...start.count, using: &random)
    return (start, randomRoutes(extending: Array(start.prefix(kept)), using: &random))
  }
}

private let allStyles: [PresentationStyle] = [
  .push, .sheet, .fullScreenCover, .popover, .alert, .confirmationDialog,
]
private let alphabet = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]

/// `prefix` followed by random routes, up to 8 routes in all, with IDs from a small alphabet
/// and alerts or dialogs only last.
private func randomRoutes(
  extending prefix: [PlannerRoute],
  using random: inout PlannerRandom
) -> [PlannerRoute] {
  var routes = prefix
  let count = Int.random(in: prefix.count...8, using: &random)
  while routes.count < count, routes.last?.style.endsLevel != true {
    let id = alphabet.filter { id in !routes.contains { $0.id == id } }
      .randomElement(using: &random)!
    let style: PresentationStyle
    switch Int.random(in: 0..<10, using: &random) {
    case 0..<5: style = .push
    case 5, 6: style = .sheet
    case 7: style = .fullScreenCover
    case 8: style = .popover
    default: style = routes.count == count - 1 ? .alert : .sheet
    }
    let isEnd = style == .alert && Bool.random(using: &random)
    routes.append(NavigationRoute(isEnd ? .confirmationDialog : style, id: id))
  }
  return routes
}

private func describeRoutes(_ routes: [PlannerRoute]) -> String {
  "[" + routes.map { "\($0.style) \($0.id)" }.joined(separator: ", ") + "]"
}

/// SplitMix64: a small seeded generator, so that every run checks the same pairs.
private struct PlannerRandom: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
