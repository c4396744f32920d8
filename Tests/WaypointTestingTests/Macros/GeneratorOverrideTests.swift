import Testing
import Waypoint
import WaypointTesting

/// A push through `forEach` moves the generator in force past the pushed ID, also when a
/// `dependency` modifier replaced the store's generator for the part of the body it wraps.
@MainActor
@Suite struct GeneratorOverrideTests {
  @Reducer
  struct Row {
    struct State: Equatable {
      var count = 0
    }
    enum Action: Equatable {
      case tap
    }
    var body: some ReducerOf<Self> {
      EmptyReducer()
    }
  }

  @Reducer
  struct List {
    struct State: Equatable {
      var path = StackState<Row.State>()
    }
    enum Action: Equatable {
      case appendOne
      case path(StackActionOf<Row>)
    }
    let generator: StackElementIDGenerator
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .appendOne = action { state.path.append(Row.State()) }
        return .none
      }
      .forEach(\.path, action: \.path) { Row() }
      .dependency(\.stackElementID, generator)
    }
  }

  @Test func aPushMovesTheOverridingGeneratorPastItsID() {
    let store = Store(initialState: List.State()) {
      List(generator: .incrementing(from: 0))
    }
    store.send(.path(.push(id: 0, state: Row.State())))
    store.send(.appendOne)
    #expect(store.state.path.ids.elements == [0, 1])
  }
}
