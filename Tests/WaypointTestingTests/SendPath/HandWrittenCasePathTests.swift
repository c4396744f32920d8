import Testing
import Waypoint

/// Hand-written `CasePathable` conformances may do what `@CasePathable` never does: extract a
/// child's action from several cases, or transform the payload. The send path must run the child
/// for every action its path extracts, and hand it exactly what the path extracts.
@MainActor
@Suite struct HandWrittenCasePathTests {
  struct Counter: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case add(Int) }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .add(let amount): state.count += amount
      }
      return .none
    }
  }

  /// An action enum whose `counter` path extracts from two cases, and turns a negative amount of
  /// the second case into a positive one.
  enum Parent: CasePathable, Equatable {
    case first(Counter.Action)
    case second(Counter.Action)
    case other

    struct AllCasePaths {
      var counter: AnyCasePath<Parent, Counter.Action> {
        AnyCasePath(
          embed: { .first($0) },
          extract: {
            switch $0 {
            case .first(let action): action
            case .second(.add(let amount)): .add(abs(amount))
            case .other: nil
            }
          }
        )
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  struct Feature: Reducer {
    typealias State = Counter.State
    typealias Action = Parent

    var body: some ReducerOf<Self> {
      Scope(state: \.self, action: \.counter) { Counter() }
    }
  }

  @Test func aChildIsRunForEveryCaseItsPathExtractsFrom() {
    let store = Store(initialState: Counter.State()) { Feature() }
    store.send(.first(.add(1)))
    store.send(.second(.add(10)))
    store.send(.other)
    store.send(.second(.add(-100)))
    store.send(.first(.add(1_000)))
    #expect(store.count == 1_111)
  }

  @Test func aHandWrittenPathIsNeverShortCut() {
    let extractor = CaseExtractor<Parent, Counter.Action>(\.counter)
    #expect(extractor.extract(from: .first(.add(1))) == .add(1))
    #expect(!extractor.isCompiled)
    #expect(extractor.extract(from: .second(.add(-2))) == .add(2))
    #expect(extractor.extract(from: .other) == nil)
    #expect(extractor.extract(from: .first(.add(-3))) == .add(-3))
  }

  @CasePathable
  @CaseExtractable
  enum Generated: Equatable {
    case counter(Counter.Action)
    case other
  }

  @Test func aGeneratedPathIsExtractedByTheSwitchWrittenForIt() {
    let extractor = CaseExtractor<Generated, Counter.Action>(\.counter)
    #expect(extractor.isCompiled)
    #expect(extractor.extract(from: .counter(.add(1))) == .add(1))
    #expect(extractor.extract(from: .other) == nil)
    #expect(extractor.extract(from: .counter(.add(2))) == .add(2))
  }
}
