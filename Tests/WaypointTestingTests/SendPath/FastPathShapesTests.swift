import Testing
import Waypoint

/// The shapes of state and action that the send path's shortcuts must get right, or leave to the
/// plain path: generic and multi-payload action enums, existential payloads, and a `@Presents`
/// projection whose target depends on the state.
@MainActor
@Suite struct FastPathShapesTests {
  struct Counter: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable {
      case add(Int)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .add(let amount): state.count += amount
      }
      return .none
    }
  }

  // MARK: A generic action enum

  @CasePathable
  enum Generic<Extra: Equatable & Sendable>: Equatable {
    case extra(Extra)
    case counter(Counter.Action)
    case nothing
  }

  struct GenericFeature<Extra: Equatable & Sendable>: Reducer {
    typealias State = Counter.State
    typealias Action = Generic<Extra>

    var body: some ReducerOf<Self> {
      Scope(state: \.self, action: \.counter) { Counter() }
    }
  }

  @Test func aGenericActionEnumRunsItsChild() {
    let strings = Store(initialState: Counter.State()) { GenericFeature<String>() }
    strings.send(.extra("ignored"))
    strings.send(.counter(.add(2)))
    strings.send(.nothing)
    strings.send(.counter(.add(3)))
    #expect(strings.count == 5)

    let pairs = Store(initialState: Counter.State()) { GenericFeature<[Int]>() }
    pairs.send(.counter(.add(7)))
    pairs.send(.extra([1, 2, 3]))
    #expect(pairs.count == 7)
  }

  // MARK: Multi-payload enums, with payloads that use spare bits

  final class Token: Equatable, @unchecked Sendable {
    let value: Int
    init(_ value: Int) { self.value = value }
    static func == (lhs: Token, rhs: Token) -> Bool { lhs.value == rhs.value }
  }

  @CasePathable
  enum Mixed: Equatable {
    case token(Token)
    case text(String)
    case counter(Counter.Action)
    case flag(Bool)
    case pair(Int8, Token?)
    case none
  }

  @Test func everyCaseOfAMultiPayloadEnumIsExtractedAsThePathExtractsIt() {
    let token = Token(7)
    let values: [Mixed] = [
      .token(token), .text("a longer string that lives out of line"), .text("short"),
      .counter(.add(-4)), .flag(true), .pair(-1, nil), .pair(3, token), .none,
    ]
    let tokens = CaseExtractor<Mixed, Token>(\.token)
    let texts = CaseExtractor<Mixed, String>(\.text)
    let counters = CaseExtractor<Mixed, Counter.Action>(\.counter)
    let pairs = CaseExtractor<Mixed, (Int8, Token?)>(\.pair)
    // Twice over: once while each extractor learns its case, once after.
    for _ in 0..<2 {
      for value in values {
        #expect(tokens.extract(from: value) === value[case: \.token])
        #expect(texts.extract(from: value) == value[case: \.text])
        #expect(counters.extract(from: value) == value[case: \.counter])
        let pair = pairs.extract(from: value)
        let expected = value[case: \.pair]
        #expect(pair?.0 == expected?.0)
        #expect(pair?.1 === expected?.1)
      }
    }
  }

  // MARK: Existential payloads

  protocol Event: Sendable {
    var weight: Int { get }
  }
  struct Small: Event { var weight: Int }
  /// Too large for an existential's inline buffer: stored in a box.
  struct Large: Event {
    var weight: Int
    var padding = (1, 2, 3, 4, 5)
  }
  final class Shared: Event {
    let weight: Int
    init(weight: Int) { self.weight = weight }
  }

  @CasePathable
  enum Carrier {
    case event(any Event)
    case idle
  }

  @Test func anExistentialPayloadIsExtractedWithItsDynamicType() {
    let extractor = CaseExtractor<Carrier, any Event>(\.event)
    let shared = Shared(weight: 3)
    for _ in 0..<2 {
      #expect(extractor.extract(from: .idle) == nil)
      #expect(extractor.extract(from: .event(Small(weight: 1)))?.weight == 1)
      let large = extractor.extract(from: .event(Large(weight: 2)))
      #expect(large?.weight == 2)
      #expect((large as? Large)?.padding.4 == 5)
      #expect(extractor.extract(from: .event(shared)) as? Shared === shared)
    }
  }

  // MARK: A projection whose target depends on the state

  struct Sheet: Reducer {
    struct State: Equatable { var taps = 0 }
    enum Action: Equatable { case tapped }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.taps += 1
      return .none
    }
  }

  struct TwoSheets: Reducer {
    struct State: Equatable {
      var showsSecond = false
      @Presents var first: Sheet.State?
      @Presents var second: Sheet.State?

      /// Whichever sheet is current: its target changes with `showsSecond`.
      var current: Presents<Sheet.State> {
        get { showsSecond ? $second : $first }
        set {
          if showsSecond { $second = newValue } else { $first = newValue }
        }
      }
    }
    @CasePathable
    enum Action: Equatable {
      case current(PresentationAction<Sheet.Action>)
      case switchSheets
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .switchSheets = action { state.showsSecond.toggle() }
        return .none
      }
      .ifLet(\.current, action: \.current) { Sheet() }
    }
  }

  @Test func aProjectionWhoseTargetDependsOnTheStateIsFollowedEachTime() {
    var initial = TwoSheets.State()
    initial.first = Sheet.State()
    initial.second = Sheet.State(taps: 100)
    let store = Store(initialState: initial) { TwoSheets() }
    store.send(.current(.presented(.tapped)))
    store.send(.switchSheets)
    store.send(.current(.presented(.tapped)))
    store.send(.current(.presented(.tapped)))
    #expect(store.first?.taps == 1)
    #expect(store.second?.taps == 102)
    store.send(.current(.dismiss))
    #expect(store.second == nil)
    #expect(store.first?.taps == 1, "dismissing the current sheet closed the other one")
  }
}
