import Testing
import Waypoint

// A body chaining 12 navigation operators, their key paths' roots inferred, as apps write it.
// Chains like this one made the type checker give up ("unable to type-check this expression in
// reasonable time") until the optional and deprecated `ifLet` overloads were disfavored: if it
// regresses, this file stops compiling. Benchmarks/CompileCost measures the same at app size.

@Reducer
struct ChainLeaf1 {
  @ObservableState
  struct State: Equatable { var count = 0 }
  enum Action { case tapped }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

@Reducer
struct ChainLeaf2 {
  @ObservableState
  struct State: Equatable { var count = 0 }
  enum Action { case tapped }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 2
      return .none
    }
  }
}

@Reducer
struct ChainLeaf3 {
  @ObservableState
  struct State: Equatable { var count = 0 }
  enum Action { case tapped }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 3
      return .none
    }
  }
}

@Reducer
struct ChainLeaf4 {
  @ObservableState
  struct State: Equatable { var count = 0 }
  enum Action { case tapped }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 4
      return .none
    }
  }
}

@Reducer
struct ChainLeaf5 {
  @ObservableState
  struct State: Equatable { var count = 0 }
  enum Action { case tapped }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 5
      return .none
    }
  }
}

@Reducer
struct ChainLeaf6 {
  @ObservableState
  struct State: Equatable { var count = 0 }
  enum Action { case tapped }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 6
      return .none
    }
  }
}

@Reducer
struct ChainLeaf7 {
  @ObservableState
  struct State: Equatable { var count = 0 }
  enum Action { case tapped }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 7
      return .none
    }
  }
}

@Reducer
struct ChainLeaf8 {
  @ObservableState
  struct State: Equatable { var count = 0 }
  enum Action { case tapped }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 8
      return .none
    }
  }
}

@Reducer
struct ChainLeaf9 {
  @ObservableState
  struct State: Equatable { var count = 0 }
  enum Action { case tapped }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 9
      return .none
    }
  }
}

@Reducer
struct ChainLeaf10 {
  @ObservableState
  struct State: Equatable { var count = 0 }
  enum Action { case tapped }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 10
      return .none
    }
  }
}

@Reducer
enum ChainDestination {
  case first(ChainLeaf1)
  case second(ChainLeaf2)
}

@Reducer
enum ChainPath {
  case first(ChainLeaf1)
  case second(ChainLeaf2)
}

@Reducer
struct TwelveOperators {
  @ObservableState
  struct State {
    @Presents var destination: ChainDestination.State?
    var path = StackState<ChainPath.State>()
    @Presents var leaf1: ChainLeaf1.State?
    @Presents var leaf2: ChainLeaf2.State?
    @Presents var leaf3: ChainLeaf3.State?
    @Presents var leaf4: ChainLeaf4.State?
    @Presents var leaf5: ChainLeaf5.State?
    @Presents var leaf6: ChainLeaf6.State?
    @Presents var leaf7: ChainLeaf7.State?
    @Presents var leaf8: ChainLeaf8.State?
    @Presents var leaf9: ChainLeaf9.State?
    @Presents var leaf10: ChainLeaf10.State?
  }

  enum Action {
    case destination(PresentationAction<ChainDestination.Action>)
    case path(StackActionOf<ChainPath>)
    case leaf1(PresentationAction<ChainLeaf1.Action>)
    case leaf2(PresentationAction<ChainLeaf2.Action>)
    case leaf3(PresentationAction<ChainLeaf3.Action>)
    case leaf4(PresentationAction<ChainLeaf4.Action>)
    case leaf5(PresentationAction<ChainLeaf5.Action>)
    case leaf6(PresentationAction<ChainLeaf6.Action>)
    case leaf7(PresentationAction<ChainLeaf7.Action>)
    case leaf8(PresentationAction<ChainLeaf8.Action>)
    case leaf9(PresentationAction<ChainLeaf9.Action>)
    case leaf10(PresentationAction<ChainLeaf10.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .ifLet(\.$destination, action: \.destination)
      .forEach(\.path, action: \.path)
      .ifLet(\.$leaf1, action: \.leaf1) { ChainLeaf1() }
      .ifLet(\.$leaf2, action: \.leaf2) { ChainLeaf2() }
      .ifLet(\.$leaf3, action: \.leaf3) { ChainLeaf3() }
      .ifLet(\.$leaf4, action: \.leaf4) { ChainLeaf4() }
      .ifLet(\.$leaf5, action: \.leaf5) { ChainLeaf5() }
      .ifLet(\.$leaf6, action: \.leaf6) { ChainLeaf6() }
      .ifLet(\.$leaf7, action: \.leaf7) { ChainLeaf7() }
      .ifLet(\.$leaf8, action: \.leaf8) { ChainLeaf8() }
      .ifLet(\.$leaf9, action: \.leaf9) { ChainLeaf9() }
      .ifLet(\.$leaf10, action: \.leaf10) { ChainLeaf10() }
  }
}

@MainActor
@Suite struct TwelveOperatorChainTests {
  @Test func eachOfTheTwelveOperatorsRunsItsChild() {
    var state = TwelveOperators.State()
    state.leaf10 = ChainLeaf10.State()
    state.destination = .second(ChainLeaf2.State())
    let store = Store(initialState: state) { TwelveOperators() }
    store.send(.leaf10(.presented(.tapped)))
    store.send(.destination(.presented(.second(.tapped))))
    #expect(store.state.leaf10?.count == 10)
    guard case .second(let second) = store.state.destination else {
      Issue.record("the destination changed case")
      return
    }
    #expect(second.count == 2)
  }
}
