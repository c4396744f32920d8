import Observation
import Testing
import Waypoint
import WaypointTesting

/// `forEach` over an `@ObservableState` stack reads it at its storage (the state maps `\.path` to
/// `\._path`) and writes it through the observed property, so observers are still told.
@MainActor
@Suite struct ObservedStackReadTests {
  @Reducer
  struct Row {
    @ObservableState
    struct State: Equatable { var count = 0 }
    enum Action: Equatable {
      case increment
      case close
    }
    @Dependency(\.dismiss) var dismiss
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .increment:
          state.count += 1
          return .none
        case .close:
          return .run { _ in await dismiss() }
        }
      }
    }
  }

  @Reducer
  struct List {
    @ObservableState
    struct State: Equatable {
      var title = "List"
      var path = StackState<Row.State>()
    }
    enum Action: Equatable {
      case push
      case removeAll
      case path(StackActionOf<Row>)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .push:
          state.path.append(Row.State())
          return .none
        case .removeAll:
          state.path.removeAll()
          return .none
        case .path:
          return .none
        }
      }
      .forEach(\.path, action: \.path) { Row() }
    }
  }

  @Test func theStackIsReadAtItsStorage() {
    let accessor = FieldAccessor(\List.State.path)
    #expect(accessor.offset == nil)  // `path` itself is computed
    #expect(accessor.readOffset != nil)
    var state = List.State()
    state.path.append(Row.State(count: 3))
    #expect(accessor.read(&state) { $0.first?.count } == 3)
  }

  @Test func aStackChangedThroughForEachTellsItsObservers() async {
    let store = Store(initialState: List.State()) { List() }
    store.send(.push)
    store.send(.push)
    let told = LockIsolated(0)
    withObservationTracking {
      _ = store.path
    } onChange: {
      told.withValue { $0 += 1 }
    }
    // The element's reducer changes the stack in place; then the parent removes everything,
    // and `forEach` notices the removed elements through its reads.
    store.send(.path(.element(id: 0, action: .increment)))
    #expect(told.value == 1)
    #expect(store.path.first?.count == 1)
    withObservationTracking {
      _ = store.path
    } onChange: {
      told.withValue { $0 += 1 }
    }
    store.send(.removeAll)
    #expect(told.value == 2)
    #expect(store.path.isEmpty)
  }
}
