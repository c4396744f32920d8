import WaypointRules

/// Every shape of the suite, in the order of the table.
public enum Shapes {
  /// The stack depths of shape 3.
  public static let stackDepths = [10, 100, 1_000, 10_000]

  /// The number of elements shape 6 builds in one state change.
  public static let deepLinkLength = 1_000

  /// The number of stack elements shapes 11 and 12 save and restore.
  public static let snapshotLength = 1_000

  /// The number of stack elements shape 13 checks against their navigation rules.
  public static let validatedLength = 10_000

  /// The number of stack elements shape 21 derives the navigation of.
  public static let derivedLength = 1_000

  /// The stack depths shape 14 pushes and pops at: its ratio is the deep one's time over the
  /// shallow one's.
  public static let enforcedDepths = (deep: 10_000, shallow: 10)

  /// The depth of the detail stack of the split view shape 15 collapses and expands.
  public static let splitDetailDepth = 1_000

  /// The stack depths shape 16 appends to and drops from: its depth ratio is the deep one's
  /// time over the shallow one's.
  public static let nodeStackDepths = (deep: 1_000, shallow: 10)

  /// The presentation levels already up when shape 17 presents on the highest one.
  public static let presentationLevels = (deep: 100, shallow: 10)

  /// The sizes of the stack in the sheet shape 18 dismisses: its per-node ratio is the large
  /// one's time per node over the small one's.
  public static let dismissedStackSizes = (large: 1_000, small: 100)

  /// The stack depths shapes 19 and 19b go back and push at: their growth ratio is the large
  /// one's time over the small one's.
  public static let pathStackDepths = (large: 1_000, small: 10)

  /// The number of items on the stack of nodes shape 22 shows a link's routes on.
  public static let routedStackDepth = 1_000

  public static let all: [Shape] = storeShapes + nodeShapes + pathShapes

  /// Shapes 1 to 15: stores, stacks, links, snapshots and rules.
  static let storeShapes: [Shape] =
    [
      Shape(
        name: "1. root send",
        unit: "send",
        goal: .ratioAtMost(3),
        waypoint: { RootSendDriver() },
        baseline: { BaselineRootSendDriver() }
      ),
      Shape(
        name: "2. send 10 presentations deep",
        unit: "send",
        goal: .ratioAtMost(5),
        waypoint: { NestedSendDriver() },
        baseline: { BaselineNestedSendDriver() }
      ),
    ]
    + stackDepths.map { depth in
      Shape(
        name: "3. send to top of stack, depth \(depth.formatted)",
        unit: "send",
        waypoint: { StackSendDriver(depth: depth) },
        baseline: { BaselineStackSendDriver(depth: depth) }
      )
    }
    + [
      Shape(
        name: "4. scope presented child + read",
        unit: "scope",
        goal: .ratioAtMost(10),
        waypoint: { ScopePresentedDriver() },
        baseline: { BaselineScopePresentedDriver() }
      ),
      Shape(
        name: "4. scope stack element + read",
        unit: "scope",
        goal: .ratioAtMost(10),
        waypoint: { ScopeElementDriver() },
        baseline: { BaselineScopeElementDriver() }
      ),
      Shape(
        name: "4b. scope stack element by key path + read",
        unit: "scope",
        // The goal shape 4 has. Swift's runtime builds the two key paths anew at each scope,
        // before Waypoint sees them (about 87,000 instructions, in callgrind); the goal stays,
        // so that the table shows what that spelling costs.
        goal: .ratioAtMost(10),
        waypoint: { ScopeElementByKeyPathDriver() },
        baseline: { BaselineScopeElementDriver() }
      ),
      Shape(
        name: "5. push + pop with an effect",
        unit: "cycle",
        goal: .ratioAtMost(3),
        waypoint: { ChurnDriver() },
        baseline: { BaselineChurnDriver() }
      ),
      Shape(
        name: "6. build a \(deepLinkLength.formatted)-element stack",
        unit: "build",
        goal: .ratioAtMost(2),
        waypoint: { BuildStackDriver(length: deepLinkLength) },
        baseline: { BaselineBuildStackDriver(length: deepLinkLength) }
      ),
      Shape(
        name: "6. pop a \(deepLinkLength.formatted)-element stack",
        unit: "pop",
        goal: .ratioAtMost(3),
        waypoint: { PopStackDriver(length: deepLinkLength) },
        baseline: { BaselinePopStackDriver(length: deepLinkLength) }
      ),
      Shape(
        name: "7. root send, @ObservableState",
        unit: "send",
        goal: .ratioAtMost(3),
        waypoint: { ObservableRootSendDriver() },
        baseline: { BaselineRootSendDriver() }
      ),
      Shape(
        name: "8. send 10 @Reducer enum destinations deep",
        unit: "send",
        goal: .ratioAtMost(6),
        waypoint: { DestinationNestedSendDriver() },
        baseline: { BaselineNestedSendDriver() }
      ),
      Shape(
        name: "8b. send 10 distinct @Reducer enum destinations deep",
        unit: "send",
        goal: .ratioAtMost(6),
        waypoint: { ConcreteDestinationSendDriver() },
        baseline: { BaselineNestedSendDriver() }
      ),
      Shape(
        name: "9. parse + print a link (5 segments, 2 query items)",
        unit: "link",
        goal: .ratioAtMost(3),
        waypoint: { LinkRoundTripDriver() },
        baseline: { BaselineLinkRoundTripDriver() }
      ),
      Shape(
        name: "10. open a link to a \(deepLinkLength.formatted)-element stack",
        unit: "link",
        goal: .ratioAtMost(2),
        waypoint: { OpenStackLinkDriver(length: deepLinkLength) },
        baseline: { BaselineOpenStackLinkDriver(length: deepLinkLength) }
      ),
      Shape(
        name:
          "10b. open a link derived from the navigation to a \(deepLinkLength.formatted)-element stack",
        unit: "link",
        goal: .ratioAtMost(3),
        waypoint: { OpenDerivedLinkDriver(length: deepLinkLength) },
        baseline: { BaselineOpenDerivedLinkDriver(length: deepLinkLength) }
      ),
      Shape(
        name: "11. snapshot encode + decode, \(snapshotLength.formatted)-element stack",
        unit: "round trip",
        goal: .ratioAtMost(1.3),
        waypoint: { SnapshotRoundTripDriver(length: snapshotLength) },
        baseline: { BaselineSnapshotRoundTripDriver(length: snapshotLength) }
      ),
      Shape(
        name:
          "12. restore the longest valid prefix, \(snapshotLength.formatted)-element stack, "
          + "bad last element",
        unit: "restore",
        goal: .ratioAtMost(2),
        waypoint: { RestorePrefixDriver(length: snapshotLength) },
        baseline: { BaselineRestorePrefixDriver(length: snapshotLength) }
      ),
      Shape(
        name: "13. validate a \(validatedLength.formatted)-element path",
        unit: "validation",
        goal: .ratioAtMost(2),
        waypoint: { ValidatePathDriver(length: validatedLength) },
        baseline: { BaselineValidatePathDriver(length: validatedLength) }
      ),
      Shape(
        name: "21. derive where the user is, \(derivedLength.formatted)-element stack",
        unit: "derivation",
        goal: .ratioAtMost(2),
        waypoint: { DeriveNavigationDriver(length: derivedLength) },
        baseline: { BaselineDeriveNavigationDriver(length: derivedLength) }
      ),
    ]
    // Per-push cost of enforcing rules independent of depth: Waypoint at the deep stack against
    // Waypoint at the shallow one, for each policy.
    + [(RulePolicy.reject, ".reject"), (.report, ".report")].map { policy, name in
      let (deep, shallow) = enforcedDepths
      return Shape(
        name:
          "14. enforced push + pop (\(name)), depth \(deep.formatted) ÷ depth \(shallow.formatted)",
        unit: "push + pop",
        goal: .ratioAtMost(1.5),
        sides: ("depth \(deep.formatted)", "depth \(shallow.formatted)"),
        waypoint: { EnforcedPushDriver(depth: deep, policy: policy) },
        baseline: { EnforcedPushDriver(depth: shallow, policy: policy) }
      )
    }
    + [
      Shape(
        name:
          "15. collapse + expand a split view, detail stack \(splitDetailDepth.formatted) deep",
        unit: "round trip",
        goal: .ratioAtMost(2),
        waypoint: { SplitViewRoundTripDriver(depth: splitDetailDepth) },
        baseline: { BaselineSplitViewRoundTripDriver(depth: splitDetailDepth) }
      )
    ]

  /// Shapes 16 to 18 and 22: the coordinator layer (WaypointNodes), against a tree of plain classes
  /// written by hand, and against itself at another size.
  static let nodeShapes: [Shape] = {
    var shapes: [Shape] = []
    let (deepStack, shallowStack) = nodeStackDepths
    for depth in [shallowStack, deepStack] {
      shapes.append(
        Shape(
          name: "16. append + drop-last on a stack of \(depth.formatted) nodes",
          unit: "append + drop",
          // As shape 5's push + pop through a store.
          goal: .ratioAtMost(3),
          waypoint: { NodeStackAppendDropDriver(depth: depth) },
          baseline: { BaselineStackAppendDropDriver(depth: depth) }
        ))
    }
    // O(1): the same push and pop at both depths, both Waypoint.
    shapes.append(
      Shape(
        name: "16. append + drop-last, \(deepStack.formatted) nodes ÷ \(shallowStack) nodes",
        unit: "append + drop",
        goal: .ratioAtMost(1.5),
        sides: ("\(deepStack.formatted) nodes", "\(shallowStack) nodes"),
        waypoint: { NodeStackAppendDropDriver(depth: deepStack) },
        baseline: { NodeStackAppendDropDriver(depth: shallowStack) }
      ))

    let (deepLevels, shallowLevels) = presentationLevels
    for levels in [shallowLevels, deepLevels] {
      shapes.append(
        Shape(
          name: "17. present + dismiss on the highest of \(levels) presentation levels",
          unit: "present + dismiss",
          // As shape 2's send through ten presentations: a walk along the levels each way.
          goal: .ratioAtMost(5),
          waypoint: { NodePresentDismissDriver(levels: levels) },
          baseline: { BaselinePresentDismissDriver(levels: levels) }
        ))
    }
    // O(levels) at most: ten times the levels, at most ten times the time.
    shapes.append(
      Shape(
        name: "17. present + dismiss, \(deepLevels) levels ÷ \(shallowLevels) levels",
        unit: "present + dismiss",
        goal: .ratioAtMost(Double(deepLevels) / Double(shallowLevels)),
        sides: ("\(deepLevels) levels", "\(shallowLevels) levels"),
        waypoint: { NodePresentDismissDriver(levels: deepLevels) },
        baseline: { NodePresentDismissDriver(levels: shallowLevels) }
      ))

    let (large, small) = dismissedStackSizes
    for count in [small, large] {
      shapes.append(
        Shape(
          name: "18. dismiss a sheet of \(count.formatted) nodes, removal notices counted",
          unit: "node",
          // As a single action elsewhere in the suite: the same notices, through the layer.
          goal: .ratioAtMost(3),
          waypoint: { NodeDismissSubtreeDriver(count: count) },
          baseline: { BaselineDismissSubtreeDriver(count: count) }
        ))
    }
    // O(subtree): the same cost per node at both sizes, both Waypoint.
    shapes.append(
      Shape(
        name: "18. dismiss a sheet, \(large.formatted) nodes ÷ \(small) nodes",
        unit: "node",
        goal: .ratioAtMost(1.5),
        sides: ("\(large.formatted) nodes", "\(small) nodes"),
        waypoint: { NodeDismissSubtreeDriver(count: large) },
        baseline: { NodeDismissSubtreeDriver(count: small) }
      ))
    shapes.append(
      Shape(
        name:
          "22. show a link's routes on a stack of \(routedStackDepth.formatted) nodes, "
          + "the top replaced",
        unit: "show",
        // Both sides compare the routes with the screens shown, O(n); Waypoint also lists the
        // levels the graph shows and describes each node through the app's closure.
        goal: .ratioAtMost(3),
        waypoint: { NodeShowRoutesDriver(depth: routedStackDepth) },
        baseline: { BaselineShowRoutesDriver(depth: routedStackDepth) }
      ))
    return shapes
  }()

  /// Shapes 19 and 19b: SwiftUI's back button and a push through a `NavigationStack(path:)`
  /// binding, to a store's stack and to a stack root node, against the same binding written by
  /// hand, and against itself at another size.
  static let pathShapes: [Shape] = {
    var shapes: [Shape] = []
    let (large, small) = pathStackDepths
    for depth in [small, large] {
      shapes.append(
        Shape(
          name:
            "19. SwiftUI's back button through the path binding, stack of "
            + "\(depth.formatted) elements",
          unit: "back + push",
          // Both sides copy the path SwiftUI changes and compare it with the stack, O(n) each;
          // Waypoint's sends on top, as shape 5's push + pop.
          goal: .ratioAtMost(3),
          waypoint: { PathBackPushDriver(depth: depth) },
          baseline: { BaselinePathBackPushDriver(depth: depth) }
        ))
    }
    // O(1): the path shares the stack's storage, SwiftUI's change to its copy touches only the
    // top, and a write compares only what the two do not share. (The hand-written binding's
    // array is copied and compared whole: its time grows 3× from 10 to 1,000 elements.)
    shapes.append(
      Shape(
        name:
          "19. SwiftUI's back button through the path binding, \(large.formatted) elements ÷ "
          + "\(small) elements",
        unit: "back + push",
        goal: .ratioAtMost(1.5),
        sides: ("\(large.formatted) elements", "\(small) elements"),
        waypoint: { PathBackPushDriver(depth: large) },
        baseline: { PathBackPushDriver(depth: small) }
      ))
    for depth in [small, large] {
      shapes.append(
        Shape(
          name:
            "19b. SwiftUI's back button through a node stack's path, stack of "
            + "\(depth.formatted) nodes",
          unit: "back + push",
          // As shape 16's append + drop, with the path read and compared on both sides.
          goal: .ratioAtMost(3),
          waypoint: { NodePathBackPushDriver(depth: depth) },
          baseline: { BaselineNodePathBackPushDriver(depth: depth) }
        ))
    }
    // O(n) on both sides as well: the path is read as a new array and compared with the stack.
    // The hand-written tree's time grows 23× from 10 to 1,000 nodes (22.7× to 23.9× over three
    // runs of the rows above, 674-715 ns to 16.1-16.2 µs); Waypoint's may grow no faster.
    shapes.append(
      Shape(
        name:
          "19b. SwiftUI's back button through a node stack's path, \(large.formatted) nodes ÷ "
          + "\(small) nodes",
        unit: "back + push",
        goal: .ratioAtMost(23),
        sides: ("\(large.formatted) nodes", "\(small) nodes"),
        waypoint: { NodePathBackPushDriver(depth: large) },
        baseline: { NodePathBackPushDriver(depth: small) }
      ))
    return shapes
  }()
}

extension Int {
  /// `10000` as `10,000`.
  public var formatted: String {
    let digits = Array(String(self))
    var result = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }
}

extension Shapes {
  /// A Waypoint store sending to the top of a stack of `depth` elements, for comparing depths.
  @MainActor
  public static func stackSend(depth: Int) -> any Driver {
    StackSendDriver(depth: depth)
  }
}
