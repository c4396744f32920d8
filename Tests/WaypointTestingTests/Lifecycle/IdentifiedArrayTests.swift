import Clocks
import Testing
import Waypoint
import WaypointTesting

/// A list whose rows are `Screen` features.
struct RowList: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Screen.State> = []
  }
  @CasePathable
  enum Action: Equatable {
    case addRow(id: Int)
    case removeRow(id: Int)
    case rows(IdentifiedActionOf<Screen>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .addRow(id):
        state.rows.append(Screen.State(id: id))
        return .none
      case let .removeRow(id):
        state.rows.remove(id: id)
        return .none
      case .rows:
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) { Screen() }
  }
}

@MainActor
@Suite struct IdentifiedArrayTests {
  let clock = TestClock()

  func makeStore() -> TestStore<RowList.State, RowList.Action> {
    TestStore(initialState: RowList.State()) {
      RowList()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  @Test func removingARowCancelsOnlyItsEffects() async {
    let store = makeStore()
    await store.send(.addRow(id: 1)) { $0.rows = [Screen.State(id: 1)] }
    await store.send(.addRow(id: 2)) { $0.rows.append(Screen.State(id: 2)) }
    await store.send(.rows(.element(id: 1, action: .startTimer)))
    await store.send(.rows(.element(id: 2, action: .startTimer)))
    await store.send(.removeRow(id: 1)) { $0.rows.remove(id: 1) }
    await clock.advance(by: .seconds(1))
    await store.receive(\.rows[id: 2].tick) { $0.rows[id: 2]?.ticks = 1 }
    await store.send(.removeRow(id: 2)) { $0.rows = [] }
    await clock.advance(by: .seconds(3))
  }

  @Test func actionForAMissingRowIsReportedAndIgnored() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.rows(.element(id: 9, action: .tick)))
    } matching: {
      $0.description.contains("received an action for an element that is not in the array.")
    }
  }

  @Test func rowsCannotDismissThemselves() async {
    let store = makeStore()
    await store.send(.addRow(id: 1)) { $0.rows = [Screen.State(id: 1)] }
    await store.send(.rows(.element(id: 1, action: .checkPresented))) {
      $0.rows[id: 1]?.isPresented = false
    }
  }
}
