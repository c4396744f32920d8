import Testing
import Waypoint
import WaypointTesting

/// A state that maps its `@Presents` projections to their stored wrappers lets `ifLet` reach
/// them at their offset; everything else about the presentation stays the same.
@MainActor
@Suite struct PresentsStorageLayoutTests {
  struct Note: Reducer {
    struct State: Equatable { var taps = 0 }
    @CasePathable
    enum Action: Equatable {
      case tapped
      case close
    }
    @Dependency(\.dismiss) var dismiss

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .tapped:
        state.taps += 1
        return .none
      case .close:
        return .run { _ in await dismiss() }
      }
    }
  }

  struct Host: Reducer {
    struct State: Equatable, PresentsStorageLayout {
      var title = "host"
      @Presents var note: Note.State?
      @Presents var other: Note.State?

      static var presentsStorage: [PartialKeyPath<Self>: PartialKeyPath<Self>] {
        [\.$note: \._note, \.$other: \._other]
      }
    }
    @CasePathable
    enum Action: Equatable {
      case open
      case closeFromParent
      case note(PresentationAction<Note.Action>)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .open:
          state.note = Note.State()
        case .closeFromParent:
          state.note = nil
        case .note:
          break
        }
        return .none
      }
      .ifLet(\.$note, action: \.note) { Note() }
    }
  }

  /// Maps a projection to a stored property of another type: not trusted as storage.
  struct Mismatched: PresentsStorageLayout {
    @Presents var note: Note.State?
    var count = 0

    static var presentsStorage: [PartialKeyPath<Self>: PartialKeyPath<Self>] {
      [\.$note: \.count]
    }
  }

  @Test func aMappedProjectionIsReachedAtItsStoredWrapper() {
    var state = Host.State()
    let note = PresentsAccessor(\Host.State.$note)
    let other = PresentsAccessor(\Host.State.$other)
    #expect(note.offset != nil)
    #expect(other.offset != nil)
    #expect(note.offset != other.offset)
    state.other = Note.State(taps: 7)
    #expect(note.modify(&state) { $0.taps += 1 } == nil)
    state.note = Note.State()
    note.modify(&state) { $0.taps += 1 }
    #expect(state.note?.taps == 1)
    #expect(state.other?.taps == 7)
  }

  @Test func aMapEntryToStorageOfAnotherTypeIsIgnored() {
    #expect(PresentsAccessor(\Mismatched.$note).offset == nil)
  }

  @Test func aMappedPresentationKeepsItsLifecycle() async {
    let store = TestStore(initialState: Host.State()) { Host() }
    await store.send(.open) { $0.note = Note.State() }
    await store.send(\.note.presented.tapped) { $0.note?.taps = 1 }
    await store.send(\.note.presented.close)
    await store.receive(\.note.dismiss) { $0.note = nil }
    await store.send(.open) { $0.note = Note.State() }
    await store.send(.closeFromParent) { $0.note = nil }
  }
}
