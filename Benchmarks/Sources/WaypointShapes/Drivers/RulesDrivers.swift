import Waypoint
import WaypointRules

/// Shape 13: a whole stack of `length` screens checked against its navigation rules, as a deep
/// link's or a restored snapshot's stack is.
///
/// The checksum adds the position of the first violation, or the stack's count when there is
/// none: `length` per step, like the baseline's.
@MainActor
final class ValidatePathDriver: Driver {
  let rules = RulesPath.rules
  let stack: StackState<RulesPath.State>
  var total = 0

  init(length: Int) {
    stack = StackState(RulesPath.path(count: length))
    precondition(rules.firstViolation(in: stack) == nil, "Shape 13: the path breaks its rules.")
  }

  func step() {
    total &+= rules.firstViolation(in: stack)?.position ?? stack.count
  }

  var checksum: Int { total }
}

/// The hand-written counterpart of shape 13: the same screens in an array of a plain enum,
/// checked by ``BaselineRules``.
@MainActor
final class BaselineValidatePathDriver: Driver {
  let path: [BaselineScreen]
  var total = 0

  init(length: Int) {
    path = RulesPath.path(count: length).map(BaselineScreen.init)
    precondition(BaselineRules.firstViolation(in: path) == nil, "Shape 13: the path is broken.")
    Self.checkSameRules()
  }

  func step() {
    total &+= BaselineRules.firstViolation(in: path) ?? path.count
  }

  var checksum: Int { total }

  /// Checks that ``BaselineRules`` finds the violation `RulesPath.rules` finds, at the same
  /// position, in a stack that breaks each rule: both sides check the same conditions.
  static func checkSameRules() {
    let valid = RulesPath.path(count: 10)
    let settings = RulesPath.settingsPosition(count: 10)
    var broken: [[RulesPath.State]] = []
    // An editor starts the stack; settings starts it.
    broken.append([.edit(ItemEditFeature.State())] + valid)
    broken.append([.settings(SettingsFeature.State())] + valid)
    // An editor stands above an editor; above settings.
    broken.append(valid + [.edit(ItemEditFeature.State()), .edit(ItemEditFeature.State())])
    var aboveSettings = valid
    aboveSettings[settings + 1] = .edit(ItemEditFeature.State())
    broken.append(aboveSettings)
    // Settings stands twice.
    broken.append(valid + [.settings(SettingsFeature.State())])
    // The stack is one screen too deep.
    broken.append(RulesPath.path(count: RulesPath.maxDepth + 1))
    for elements in broken {
      let waypoint = RulesPath.rules.firstViolation(in: StackState(elements))?.position
      let baseline = BaselineRules.firstViolation(in: elements.map(BaselineScreen.init))
      precondition(
        waypoint != nil && waypoint == baseline,
        "Shape 13: the rules find a violation at \(waypoint.map(String.init) ?? "none"), the "
          + "baseline at \(baseline.map(String.init) ?? "none").")
    }
  }
}

/// Shape 14: one push and one pop, so that the depth stays `depth`, on a stack whose navigation
/// rules a reducer enforces with `policy`.
///
/// The reducer runs directly, through `reduce(into:action:)`, as a store runs it, without a
/// store's own cost, which is the same at every depth: the measurement is the enforcement's and
/// the push's and pop's. The first action, which checks the whole stack and installs the
/// memo that checks the next ones from where they change, runs before any measurement.
///
/// The checksum counts the screens the push added and the pop removed: 2 per step, at any
/// depth.
@MainActor
final class EnforcedPushDriver: Driver {
  let reducer: Reduce<EnforcedStackFeature.State, EnforcedStackFeature.Action>
  var state: EnforcedStackFeature.State
  let depth: Int
  /// An editor, which the rules allow above the detail on top of the stack.
  let pushed = RulesPath.State.edit(ItemEditFeature.State())
  var total = 0

  init(depth: Int, policy: RulePolicy) {
    self.depth = depth
    reducer = Reduce(EnforcedStackFeature(policy: policy))
    state = EnforcedStackFeature.State(path: StackState(RulesPath.path(count: depth)))
    step()
    precondition(
      total == 2 && state.path.count == depth,
      "Shape 14: the push and the pop were not kept at depth \(depth).")
    total = 0
  }

  func step() {
    _ = reducer.reduce(into: &state, action: .push(pushed))
    total &+= state.path.count - depth
    _ = reducer.reduce(into: &state, action: .popLast)
    total &+= depth + 1 - state.path.count
  }

  var checksum: Int { total }
}
