import CasePaths
import ConcurrencyExtras
import Testing
import Waypoint
import WaypointRules

/// How many times a `Counted` element's case was read.
let caseReads = LockIsolated(0)

/// A hand-written enum of destinations that counts how often its case is read.
@CasePathable
enum Counted: NavigationCases, Equatable {
  case list, detail

  static let caseNames = ["list", "detail"]

  var caseIndex: Int {
    caseReads.withValue { $0 += 1 }
    return switch self {
    case .list: 0
    case .detail: 1
    }
  }
}

@Reducer
struct CountedFeature {
  struct State: Equatable {
    var path = StackState<Counted>()
  }

  enum Action {
    case push(Counted)
    case popLast
  }

  static let rules: StackRules<Counted> = [.start(with: \.list), .allow(\.list, after: \.detail)]

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .push(let element): state.path.append(element)
      case .popLast: state.path.popLast()
      }
      return .none
    }
    .enforcing(Self.rules, on: \.path)
  }
}

@MainActor
@Suite(.serialized) struct IncrementalCheckTests {
  @Test func aPushOrPopReadsOnlyTheElementsItChanges() {
    let deep = (0..<1000).map { $0.isMultiple(of: 2) ? Counted.list : .detail }
    let store = Store(initialState: CountedFeature.State(path: StackState(deep))) {
      CountedFeature()
    }
    store.send(.push(.list))
    // The first action sees the stack whole.
    #expect(caseReads.value >= 1000)
    caseReads.setValue(0)
    store.send(.push(.detail))
    store.send(.popLast)
    store.send(.push(.detail))
    #expect(caseReads.value <= 4)
    store.send(.push(.list))
    withKnownIssue {
      store.send(.push(.list))
    }
    #expect(store.state.path.count == 1003)
    #expect(caseReads.value <= 10)
  }
}
