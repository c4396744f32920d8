// The tests of the TestingNavigation article, verbatim. A test the article shows failing runs here
// inside `withKnownIssue`, which pins the message the article quotes.

import Testing
import WaypointRules
import WaypointTesting

@MainActor
@Suite struct TestingNavigationArticle {
  // MARK: Exhaustive tests

  @MainActor
  @Test func previewEndsAfterThirtySeconds() async {
    let clock = TestClock()
    let store = TestStore(initialState: PlaylistEditor.State(name: "Road trip")) {
      PlaylistEditor()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.previewButtonTapped) {
      $0.isPreviewing = true
    }
    await clock.advance(by: .seconds(30))
    await store.receive(.previewEnded) {
      $0.isPreviewing = false
    }
  }

  @Test func anUnassertedChangeFailsWithADiff() async {
    await withKnownIssue {
      let store = TestStore(initialState: PlaylistEditor.State(name: "Road trip")) {
        PlaylistEditor()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      await store.send(.previewButtonTapped)
      await store.skipInFlightEffects()
    } matching: {
      // CustomDump aligns unchanged diff lines with figure spaces.
      $0.comments.map { $0.rawValue.replacingOccurrences(of: "\u{2007}", with: " ") } == [
        """
        A state change does not match expectation: …

            PlaylistEditor.State(
              name: "Road trip",
          −   isPreviewing: false
          +   isPreviewing: true
            )

        (Expected: −, Actual: +)
        """
      ]
    }
  }

  @Test func anEffectLeftRunningFailsTheTest() async {
    await withKnownIssue {
      let store = TestStore(initialState: PlaylistEditor.State(name: "Road trip")) {
        PlaylistEditor()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      await store.send(.previewButtonTapped) {
        $0.isPreviewing = true
      }
    } matching: {
      $0.comments.map(\.rawValue) == [
        """
        1 effect is still running at the end of the test. Started by:

          • PlaylistEditor.Action.previewButtonTapped

        Every effect must finish before the test ends. Wait with "await store.finish()", cancel \
        long-living effects by sending the action that cancels them (or dismiss the feature that \
        owns them), or call "await store.skipInFlightEffects()".
        """
      ]
    }
  }

  // MARK: Tree navigation

  @MainActor
  @Test func savingRenamesThePlaylist() async {
    let store = TestStore(initialState: Playlist.State(name: "Road trip")) {
      Playlist()
    }
    await store.send(.editButtonTapped) {
      $0.destination = .edit(PlaylistEditor.State(name: "Road trip"))
    }
    await store.send(\.destination.edit.nameChanged, "Summer") {
      $0.destination?.modify(\.edit) { $0.name = "Summer" }
    }
    await store.send(\.destination.edit.saveButtonTapped) {
      $0.name = "Summer"
    }
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
  }

  @MainActor
  @Test func dismissingTheEditorEndsItsPreview() async {
    let clock = TestClock()
    let store = TestStore(initialState: Playlist.State(name: "Road trip")) {
      Playlist()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.editButtonTapped) {
      $0.destination = .edit(PlaylistEditor.State(name: "Road trip"))
    }
    await store.send(\.destination.edit.previewButtonTapped) {
      $0.destination?.modify(\.edit) { $0.isPreviewing = true }
    }
    await store.send(\.destination.edit.saveButtonTapped)
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
    await clock.advance(by: .seconds(30))  // nothing arrives: the preview was cancelled
  }

  // MARK: Stack navigation

  @MainActor
  @Test func aSongClosesItself() async {
    let store = TestStore(initialState: MusicApp.State()) { MusicApp() }
    await store.send(.playlistTapped("Road trip")) {
      $0.path.append(.playlist(Playlist.State(name: "Road trip")))
    }
    await store.send(\.path[id: 0].playlist.songTapped, "Intro") {
      $0.path.append(.song(SongDetail.State(title: "Intro")))
    }
    await store.send(\.path[id: 1].song.closeButtonTapped)
    await store.receive(\.path.popFrom, 1) {
      $0.path.pop(from: 1)
    }
    await store.send(\.path[id: 0].playlist.songTapped, "Outro") {
      $0.path.append(.song(SongDetail.State(title: "Outro")))
    }
    #expect(store.state.path.ids == [0, 2])
  }

  @MainActor
  @Test func poppingThePlaylistEndsItsEditor() async {
    let store = TestStore(initialState: MusicApp.State()) {
      MusicApp()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    await store.send(.playlistTapped("Road trip")) {
      $0.path.append(.playlist(Playlist.State(name: "Road trip")))
    }
    await store.send(\.path[id: 0].playlist.editButtonTapped) {
      $0.path[id: 0, case: \.playlist]?.destination = .edit(
        PlaylistEditor.State(name: "Road trip"))
    }
    await store.send(\.path[id: 0].playlist.destination.edit.previewButtonTapped) {
      $0.path[id: 0, case: \.playlist]?.destination?.modify(\.edit) { $0.isPreviewing = true }
    }
    await store.send(\.path.popFrom, 0) {
      $0.path.removeAll()
    }
  }

  // MARK: Alerts

  @MainActor
  @Test func deletingSongsAsksFirst() async {
    let store = TestStore(initialState: Playlist.State(name: "Road trip", songs: ["Intro"])) {
      Playlist()
    }
    await store.send(.deleteSongsButtonTapped) {
      $0.destination = .alert(
        AlertState {
          TextState("Delete all songs?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
      )
    }
    await store.send(\.destination.alert.confirmDeletion) {
      $0.songs = []
      $0.destination = nil
    }
  }

  // MARK: Misuse

  @Test func anActionForADismissedEditorIsReported() async {
    await withKnownIssue {
      let store = TestStore(initialState: Playlist.State(name: "Road trip")) {
        Playlist()
      }
      await store.send(.editButtonTapped) {
        $0.destination = .edit(PlaylistEditor.State(name: "Road trip"))
      }
      await store.send(\.destination.dismiss) {
        $0.destination = nil
      }
      await store.send(\.destination.edit.saveButtonTapped)
    } matching: {
      $0.description.contains(
        """
        received an action for a presentation that is not shown.

          Action:
            Playlist.Action.destination(
                .presented(
                  .edit(.saveButtonTapped)
                )
              )

        The action was ignored and the state left as it was. This usually means an effect of a \
        dismissed feature sent an action after it was dismissed, or a view sent an action while \
        its presentation was animating away.
        """
      )
    }
  }

  @Test func anActionForAPoppedSongIsReported() async {
    await withKnownIssue {
      let store = TestStore(initialState: MusicApp.State()) { MusicApp() }
      await store.send(.playlistTapped("Road trip")) {
        $0.path.append(.playlist(Playlist.State(name: "Road trip")))
      }
      await store.send(\.path[id: 0].playlist.songTapped, "Intro") {
        $0.path.append(.song(SongDetail.State(title: "Intro")))
      }
      await store.send(\.path.popFrom, 1) {
        $0.path.pop(from: 1)
      }
      await store.send(\.path[id: 1].song.closeButtonTapped)
    } matching: {
      $0.description.contains(
        """
        received an action for a stack element that is not on the stack.

          Action:
            MusicApp.Action.path(
                .element(
                  id: #1,
                  action: .song(.closeButtonTapped)
                )
              )
          Missing ID:
            #1

        The action was ignored and the stack left as it was.
        """
      )
    }
  }

  // MARK: Non-exhaustive

  @MainActor
  @Test func renamingAPlaylistOnTheStack() async {
    let store = TestStore(initialState: MusicApp.State()) { MusicApp() }
    store.exhaustivity = .off
    await store.send(.playlistTapped("Road trip"))
    await store.send(\.path[id: 0].playlist.editButtonTapped)
    await store.send(\.path[id: 0].playlist.destination.edit.nameChanged, "Summer")
    await store.send(\.path[id: 0].playlist.destination.edit.saveButtonTapped)
    await store.receive(\.path[id: 0].playlist.destination.dismiss)
    store.assert {
      $0.path[id: 0, case: \.playlist]?.name = "Summer"
    }
  }

  @Test func aWrongAssertionFailsEvenWhenNotExhaustive() async {
    let store = TestStore(initialState: MusicApp.State()) { MusicApp() }
    store.exhaustivity = .off
    await store.send(.playlistTapped("Road trip"))
    withKnownIssue {
      store.assert {
        $0.path[id: 0, case: \.playlist]?.name = "Summer"
      }
    } matching: {
      $0.description.contains("A state change does not match expectation: …")
        && $0.description.contains(#"−         name: "Summer","#)
        && $0.description.contains(#"+         name: "Road trip","#)
    }
  }

  /// Showing what was skipped changes no outcome: the flow still passes (TestStoreFailureTests
  /// checks that each skipped check is listed).
  @Test func showingSkippedAssertionsStillPasses() async {
    let store = TestStore(initialState: MusicApp.State()) { MusicApp() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.playlistTapped("Road trip"))
    await store.send(\.path[id: 0].playlist.songTapped, "Intro")
    await store.send(\.path[id: 1].song.closeButtonTapped)
    await store.receive(\.path.popFrom, 1)
  }

  // MARK: Time

  @MainActor
  @Test func anImmediateClockNeverWaits() async {
    let store = TestStore(initialState: PlaylistEditor.State(name: "Road trip")) {
      PlaylistEditor()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(.previewButtonTapped) {
      $0.isPreviewing = true
    }
    await store.receive(.previewEnded) {
      $0.isPreviewing = false
    }
  }

  @MainActor
  @Test func aTaskCancelsWhatItsActionStarted() async {
    let store = TestStore(initialState: PlaylistEditor.State(name: "Road trip")) {
      PlaylistEditor()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    let preview = await store.send(.previewButtonTapped) {
      $0.isPreviewing = true
    }
    await preview.cancel()
  }
}

// MARK: Every reachable navigation

let songsFollowPlaylists: StackRules<MusicApp.Path.State> = [
  .start(with: \.playlist),
  .allow(\.song, after: \.playlist),
]

@MainActor
@Suite struct TestingNavigationArticleExplorer {
  @Test func everyNavigationOfTheMusicAppChecksOut() {
    let explorer = NavigationExplorer(
      from: MusicApp.State(), depth: 3, rules: [songsFollowPlaylists],
      checks: [
        .custom("titled") { state in
          guard case .song(let song)? = state.path.last else { return nil }
          return song.title.isEmpty ? "a song without a title" : nil
        }
      ]
    ) { shown in
      [
        MusicApp.Path.State.playlist(Playlist.State(name: "Road trip")),
        MusicApp.Path.State.song(SongDetail.State(title: "Intro")),
        Playlist.Destination.State.edit(PlaylistEditor.State(name: "Road trip")),
      ]
    }
    let exploration = explorer.assertEveryNavigationPasses()
    #expect(exploration.navigations.count == 11)
    #expect(exploration.unreached == ["alert"])
  }

  @Test func theFirstFailureIsReportedWithItsSteps() {
    let explorer = NavigationExplorer(
      from: MusicApp.State(), depth: 4, rules: [songsFollowPlaylists],
      checks: [
        .custom("titled") { state in
          guard case .song(let song)? = state.path.last else { return nil }
          return song.title.isEmpty ? "a song without a title" : nil
        }
      ]
    ) { _ in
      [
        MusicApp.Path.State.playlist(Playlist.State(name: "Road trip")),
        MusicApp.Path.State.song(SongDetail.State(title: "")),
      ]
    }
    withKnownIssue {
      explorer.assertEveryNavigationPasses()
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        The navigation explorer found a navigation that fails “titled”, 2 steps from the root:
          push playlist #0
          push song #1
        The navigation:
          playlist #0, song #1
        Why: a song without a title
        """
      ]
    }
  }
}
