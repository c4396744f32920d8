import Testing
import Waypoint

/// The case paths `@Reducer` writes for an `Action` whose cases each hold nothing or one value
/// (through `@_CasePaths`) behave as `@CasePathable`'s do: each case embeds and extracts, the
/// paths list in declaration order, and a value names its own case.
@Suite struct GeneratedCasePathsTests {
  @Reducer
  struct Child {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case tapped }
    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  @Reducer
  struct Feature {
    struct State: Equatable {
      @Presents var child: Child.State?
    }
    enum Action: Equatable {
      case tapped
      case renamed(String)
      case child(PresentationAction<Child.Action>)
      indirect case again(Action)
      case `default`(Int)
    }
    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(\.$child, action: \.child) { Child() }
    }
  }

  /// The same action written with `@CasePathable` itself, to compare against.
  @CasePathable
  enum Written: Equatable {
    case tapped
    case renamed(String)
    case child(PresentationAction<Child.Action>)
    indirect case again(Written)
    case `default`(Int)
  }

  @Test func eachCaseEmbedsAndExtractsItsValue() {
    let renamed = AnyCasePath(\Feature.Action.Cases.renamed)
    #expect(renamed.embed("x") == .renamed("x"))
    #expect(renamed.extract(from: .renamed("x")) == "x")
    #expect(renamed.extract(from: .tapped) == nil)
    let tapped = AnyCasePath(\Feature.Action.Cases.tapped)
    #expect(tapped.embed(()) == .tapped)
    #expect(tapped.extract(from: .tapped) != nil)
    #expect(tapped.extract(from: .renamed("x")) == nil)
    let again = AnyCasePath(\Feature.Action.Cases.again.renamed)
    #expect(again.embed("y") == .again(.renamed("y")))
    #expect(again.extract(from: .again(.renamed("y"))) == "y")
    let keyword = AnyCasePath(\Feature.Action.Cases.default)
    #expect(keyword.extract(from: .default(3)) == 3)
  }

  @Test func anActionIsAndHoldsItsCase() {
    let action = Feature.Action.child(.presented(.tapped))
    #expect(action.is(\.child))
    #expect(action.is(\.child.presented.tapped))
    #expect(!action.is(\.tapped))
    #expect(AnyCasePath(\Feature.Action.Cases.child.presented).extract(from: action) == .tapped)
    let renamed: String? = Feature.Action.renamed("z")[case: \.renamed]
    #expect(renamed == "z")
    let none: String? = Feature.Action.tapped[case: \.renamed]
    #expect(none == nil)
  }

  @Test func thePathsListInDeclarationOrderAsCasePathablesDo() {
    let all = Array(Feature.Action.allCasePaths)
    let written = Array(Written.allCasePaths)
    #expect(all.count == 5)
    #expect(all.count == written.count)
    let values: [Feature.Action] = [
      .tapped, .renamed(""), .child(.dismiss), .again(.tapped), .default(0),
    ]
    for (index, value) in values.enumerated() {
      #expect(Feature.Action.allCasePaths[value] == all[index])
    }
    #expect(Feature.Action.allCasePaths[.renamed("a")] == \Feature.Action.Cases.renamed)
  }

  @Reducer
  enum Destination {
    case child(Child)
    case alert(AlertState<Never>)
  }

  /// An enum of features gets the same paths for its state and action; its alert of `Never`
  /// has an action case that never holds a value.
  @Test func anEnumOfFeaturesGetsPathsForItsStateAndAction() {
    let state = Destination.State.child(Child.State(count: 2))
    #expect(state[case: \.child] == Child.State(count: 2))
    #expect(Array(Destination.State.allCasePaths).count == 2)
    #expect(Destination.State.allCasePaths[state] == \Destination.State.Cases.child)
    let action = Destination.Action.child(.tapped)
    #expect(AnyCasePath(\Destination.Action.Cases.child).extract(from: action) == .tapped)
    #expect(AnyCasePath(\Destination.Action.Cases.alert).extract(from: action) == nil)
    #expect(Destination.Action.allCasePaths[action] == \Destination.Action.Cases.child)
  }

  @Test func aReducerReachesItsChildThroughTheGeneratedPaths() {
    var state = Feature.State(child: Child.State())
    _ = Feature().reduce(into: &state, action: .child(.dismiss))
    #expect(state.child == nil)
  }
}
