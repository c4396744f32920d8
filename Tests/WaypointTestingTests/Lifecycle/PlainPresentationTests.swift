import Clocks
import Testing
import Waypoint
import WaypointTesting

/// A presented feature whose state is neither an enum nor `Identifiable` has no identity beyond
/// being presented; kept in a stored `Presents` property, which has an offset, it takes the
/// operator's shortest path. Its lifecycle must be the same.
@MainActor
@Suite struct PlainPresentationTests {
  struct Host: Reducer {
    struct State: Equatable {
      /// Stored, not a property wrapper's projection, so that its key path has an offset.
      var presentedNote = Presents<Note.State>(wrappedValue: nil)
      var note: Note.State? {
        get { presentedNote.wrappedValue }
        set { presentedNote.wrappedValue = newValue }
      }
    }

    @CasePathable
    enum Action {
      case open
      case note(PresentationAction<Note.Action>)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .open:
          state.note = Note.State()
          return .none
        case .note(.presented(.done)), .note(.presented(.doneAndSave)):
          // The parent ends the presentation while handling the child's own action.
          state.note = nil
          return .none
        case .note:
          return .none
        }
      }
      .ifLet(\.presentedNote, action: \.note) { Note() }
    }
  }

  struct Note: Reducer {
    struct State: Equatable {
      var ticks = 0
    }

    @CasePathable
    enum Action {
      case start
      case tick
      case done
      case doneAndSave
      case saved
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
        case .done:
          return .none
        case .doneAndSave:
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.saved)
          }
        case .saved:
          return .none
        }
      }
    }
  }

  let clock = TestClock()

  func makeStore() -> TestStore<Host.State, Host.Action> {
    TestStore(initialState: Host.State()) {
      Host()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  @Test func aPlainChildsEffectsRunWhileItIsPresented() async {
    let store = makeStore()
    await store.send(.open) { $0.note = Note.State() }
    await store.send(\.note.presented.start)
    await clock.advance(by: .seconds(2))
    await store.receive(\.note.presented.tick) { $0.note?.ticks = 1 }
    await store.receive(\.note.presented.tick) { $0.note?.ticks = 2 }
    await store.send(\.note.dismiss) { $0.note = nil }
  }

  @Test func theParentEndingItWhileHandlingTheChildsActionCancelsTheChildsEffects() async {
    let store = makeStore()
    await store.send(.open) { $0.note = Note.State() }
    await store.send(\.note.presented.start)
    await clock.advance(by: .seconds(1))
    await store.receive(\.note.presented.tick) { $0.note?.ticks = 1 }
    await store.send(\.note.presented.done) { $0.note = nil }
    // The timer was cancelled with the presentation: the test store finds no effect still
    // running at the end. (Advancing the clock would not show it: a stray tick is dropped as
    // stale, which cancels its effect then.)
  }

  @Test func theEffectTheChildReturnsWithThatActionIsCancelledToo() async {
    let store = makeStore()
    await store.send(.open) { $0.note = Note.State() }
    await store.send(\.note.presented.doneAndSave) { $0.note = nil }
  }

  @Test func theStoredPropertyIsReachedAtItsOffset() {
    let offset = PresentsAccessor(\Host.State.presentedNote).offset
    #expect(offset == 0)
  }
}
