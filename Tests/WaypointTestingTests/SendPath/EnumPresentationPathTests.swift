import ConcurrencyExtras
import Testing
import Waypoint
import WaypointTesting

/// The send path of a presented `@Reducer` enum: its case, read in place before the feature runs
/// and after the parent has, is its identity; a case that holds something `Identifiable` also
/// compares `id`s.
@MainActor
@Suite struct EnumPresentationPathTests {
  @Reducer
  struct Ticker {
    @ObservableState
    struct State: Equatable, Identifiable {
      var id: Int
      var ticks = 0
    }
    enum Action: Equatable {
      case start
      case tick
    }
    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .start:
          return .run { send in
            for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
          }
        case .tick:
          state.ticks += 1
          return .none
        }
      }
    }
  }

  @Reducer
  struct Note {
    @ObservableState
    struct State: Equatable { var text = "" }
    enum Action: Equatable {
      case start
      case tick
      case typed(String)
    }
    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .start:
          return .run { send in
            for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
          }
        case .tick:
          state.text += "."
          return .none
        case let .typed(text):
          state.text = text
          return .none
        }
      }
    }
  }

  enum Choice: Equatable { case keep }

  @Reducer
  struct Host {
    @ObservableState
    struct State: Equatable {
      @Presents var destination: Destination.State?
    }
    enum Action: Equatable {
      case destination(PresentationAction<Destination.Action>)
    }

    @Reducer
    enum Destination {
      case note(Note)
      case ticker(Ticker)
      case alert(AlertState<Choice>)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        // The parent answers a note's tick by replacing the note: another case.
        case .destination(.presented(.note(.tick))):
          state.destination = .ticker(Ticker.State(id: 1))
          return .none
        // And a ticker's third tick by another ticker: the same case, another id.
        case .destination(.presented(.ticker(.tick))):
          if state.destination?.ticker?.ticks == 3 {
            state.destination = .ticker(Ticker.State(id: 2))
          }
          return .none
        case .destination:
          return .none
        }
      }
      .ifLet(\.$destination, action: \.destination)
    }
  }

  @Test func aCaseReplacedByTheParentEndsTheOldCasesEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Host.State(destination: .note(Note.State()))) {
      Host()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.destination(.presented(.note(.start))))
    await clock.advance(by: .seconds(1))
    await store.receive(\.destination.note.tick) {
      $0.destination = .ticker(Ticker.State(id: 1))
    }
    // The note's timer ended with it: no more ticks arrive.
    await clock.advance(by: .seconds(5))
  }

  @Test func anIdentifiableCaseReplacedByAnotherIDEndsTheOldEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Host.State(destination: .ticker(Ticker.State(id: 1)))) {
      Host()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.destination(.presented(.ticker(.start))))
    for tick in 1...2 {
      await clock.advance(by: .seconds(1))
      await store.receive(\.destination.ticker.tick) {
        $0.destination = .ticker(Ticker.State(id: 1, ticks: tick))
      }
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.destination.ticker.tick) {
      $0.destination = .ticker(Ticker.State(id: 2))
    }
    await clock.advance(by: .seconds(5))
  }

  @Test func anAlertCaseClosesAfterItsButton() async {
    let store = TestStore(
      initialState: Host.State(destination: .alert(AlertState { TextState("Keep?") }))
    ) {
      Host()
    }
    await store.send(.destination(.presented(.alert(.keep)))) {
      $0.destination = nil
    }
  }

  @Test func aChildActionReachesItsCaseInPlaceAndLeavesCopiesAlone() {
    let store = Store(initialState: Host.State(destination: .note(Note.State()))) { Host() }
    // A copy of the state shares the presentation's box; the send must not write through it.
    let before = store.withState { $0 }
    store.send(.destination(.presented(.note(.typed("Milk")))))
    #expect(store.withState { $0.destination?.note?.text } == "Milk")
    #expect(before.destination == .note(Note.State()))
    store.send(.destination(.dismiss))
    #expect(store.withState { $0.destination } == nil)
  }
}

extension EnumPresentationPathTests.Host.Destination.State: Equatable {}
extension EnumPresentationPathTests.Host.Destination.Action: Equatable {}
