import TestSupport
import Testing
import Waypoint
import WaypointRules

/// The tree of a `Navigation`, the description stores and nodes share: its levels as stacks and
/// presentations, named as the graph names them, so the graph highlights its steps.
@Suite struct NavigationTreeOfNavigationTests {
  typealias Screen = Navigation.Screen

  /// Two details pushed, a sheet of an editor over the second with a field pushed on it, and an
  /// alert over the field.
  let sample = Navigation(levels: [
    .init(.push, [Screen("detail", at: .element(0)), Screen("detail", at: .element(1))]),
    .init(
      .sheet,
      [Screen("edit", at: .presentation("destination", in: 1)), Screen("field", at: .element(2))]),
    .init(.alert, [Screen("alert", at: .presentation("destination.alert", in: 2))]),
  ])

  @Test func theLevelsAreStacksAndPresentationsEachShownFromTheTopOfTheLevelBelow() {
    #expect(
      NavigationTree(sample).description == """
        root
          stack of 2
            #0 detail
            #1 detail
              sheet: edit (destination in #1)
                stack of 1
                  #2 field
                    alert: alert (destination.alert in #2)
        """)
    let tree = NavigationTree(sample)
    #expect(tree.root.screen == .root)
    let stack = tree.root.children[0]
    #expect(stack.kind == .stack(count: 2))
    #expect(stack.children.map(\.kind) == [.element(id: 0), .element(id: 1)])
    let sheet = stack.children[1].children[0]
    #expect(sheet.kind == .presentation)
    #expect(sheet.style == .sheet)
    #expect(sheet.screen == .named("edit"))
    let alert = sheet.children[0].children[0].children[0]
    #expect(alert.style == .alert)
  }

  @Test func aGraphOfNodesIsNamedByItsNodes() {
    let navigation = Navigation(levels: [
      .init(.sheet, [Screen("editor", at: .node(8)), Screen("settings", at: .node(9))])
    ])
    // The root pushes nothing: the sheet hangs from the root.
    #expect(
      NavigationTree(navigation).description == """
        root
          sheet: editor (node #8)
            stack of 1
              node #9 settings
        """)
    #expect(
      NavigationTree(navigation).root.children[0].children[0].children[0].kind == .node(id: 9))
  }

  @Test func theRootAloneIsATreeOfOnePlace() {
    let tree = NavigationTree(Navigation(levels: []))
    #expect(tree.description == "root")
    #expect(tree.steps.isEmpty)
  }

  @Test func itsStepsAreTheWaysTheGraphDrawsForTheNavigation() {
    let steps = NavigationTree(sample).steps.map { "\($0.from.name) → \($0.to.name)" }
    #expect(
      steps == [
        "root → detail", "detail → detail", "detail → edit", "edit → field", "field → alert",
      ])
    let graph = NavigationGraph(navigations: [sample])
    #expect(Set(steps) == Set(graph.edges.map { "\($0.from.name) → \($0.to.name)" }))
    // Its 5 screens and 5 ways are all highlighted.
    let red = graph.dot(highlighting: sample).split(separator: "\n").filter {
      $0.contains("color=red")
    }
    #expect(red.count == 10)
  }

  /// For random navigations, the tree holds every screen once, in the levels' order, and its
  /// steps are the ways the graph draws for it, in the same order.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func aRandomNavigationsTreeHoldsItsScreensInOrderAndStepsAlongThem(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let names = ["a", "b", "c", "d"]
    let styles: [PresentationStyle] = [.sheet, .fullScreenCover, .popover, .alert]
    for _ in 0..<200 {
      var levels: [Navigation.Level] = []
      var next: UInt64 = 0
      for level in 0..<Int.random(in: 0...4, using: &random) {
        // Any level may be empty, and a level above the root's may be pushed, as a hand-made
        // navigation may say.
        var screens: [Screen] = []
        for _ in 0..<Int.random(in: 0...3, using: &random) {
          next += 1
          let name = names.randomElement(using: &random)!
          let place: Screen.Place =
            switch Int.random(in: 0..<3, using: &random) {
            case 0: .node(next)
            case 1: .element(StackElementID(integerLiteral: Int(next)))
            default: .presentation("p\(next)", in: nil)
            }
          screens.append(Screen(name, at: place))
        }
        let style = level == 0 ? .push : (styles + [.push]).randomElement(using: &random)!
        levels.append(Navigation.Level(style, screens))
      }
      let navigation = Navigation(levels: levels)
      let tree = NavigationTree(navigation)
      var shown: [NavigationGraph.Screen] = []
      func collect(_ node: NavigationTree.Node) {
        if let screen = node.screen, screen != .root { shown.append(screen) }
        node.children.forEach(collect)
      }
      collect(tree.root)
      let screens = navigation.levels.flatMap(\.screens).map {
        NavigationGraph.Screen.named($0.name)
      }
      #expect(shown == screens)
      var expected: [String] = []
      var below = "root"
      for screen in screens {
        expected.append("\(below) → \(screen.name)")
        below = screen.name
      }
      #expect(tree.steps.map { "\($0.from.name) → \($0.to.name)" } == expected)
    }
  }
}
