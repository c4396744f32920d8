import Testing
import Waypoint
import WaypointTesting

private enum IsBonusEnabledKey: DependencyKey {
  static let liveValue = false
  static let testValue = false
}

extension DependencyValues {
  fileprivate var isBonusEnabled: Bool {
    get { self[IsBonusEnabledKey.self] }
    set { self[IsBonusEnabledKey.self] = newValue }
  }
}

/// A reducer's `body` is built once, under the dependencies it runs with: the store's, with every
/// `.dependency` above it applied.
@MainActor
@Suite struct BodyResolutionTests {
  struct Scoring: Reducer {
    struct State: Equatable { var points = 0 }
    enum Action: Equatable { case scored }
    @Dependency(\.isBonusEnabled) var isBonusEnabled

    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.points += 1
        return .none
      }
      if isBonusEnabled {
        Reduce { state, _ in
          state.points += 100
          return .none
        }
      }
    }
  }

  /// A parent that turns the bonus on for its child with `.dependency`.
  struct Game: Reducer {
    struct State: Equatable { var scoring = Scoring.State() }
    @CasePathable
    enum Action: Equatable { case scoring(Scoring.Action) }

    var body: some ReducerOf<Self> {
      Scope(state: \.scoring, action: \.scoring) {
        Scoring().dependency(\.isBonusEnabled, true)
      }
    }
  }

  @Test func aStoresDependenciesDecideWhatItsBodyBuilds() {
    let plain = Store(initialState: Scoring.State()) { Scoring() }
    plain.send(.scored)
    #expect(plain.points == 1)

    let bonus = Store(initialState: Scoring.State()) {
      Scoring()
    } withDependencies: {
      $0.isBonusEnabled = true
    }
    bonus.send(.scored)
    #expect(bonus.points == 101)
  }

  @Test func aDependencyModifierIsInEffectWhileTheChildsBodyIsBuilt() {
    let store = Store(initialState: Game.State()) { Game() }
    store.send(.scoring(.scored))
    #expect(store.scoring.points == 101)
  }

  @Test func aTestStoresDependenciesDecideWhatItsBodyBuilds() async {
    let store = TestStore(initialState: Scoring.State()) {
      Scoring()
    } withDependencies: {
      $0.isBonusEnabled = true
    }
    await store.send(.scored) { $0.points = 101 }
  }
}
