// The features of the TestingNavigation article: an editor that previews a playlist and closes
// itself, a playlist that presents the editor and a deletion alert, and an app that pushes
// playlists and songs on a stack. The article shows parts of this file, verbatim.

import WaypointTesting

@Reducer
struct PlaylistEditor {
  @ObservableState
  struct State: Equatable {
    var name: String
    var isPreviewing = false
  }
  enum Action: Equatable {
    case nameChanged(String)
    case previewButtonTapped
    case previewEnded
    case saveButtonTapped
  }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .nameChanged(name):
      state.name = name
      return .none
    case .previewButtonTapped:
      state.isPreviewing = true
      return .run { send in
        try await clock.sleep(for: .seconds(30))
        await send(.previewEnded)
      }
    case .previewEnded:
      state.isPreviewing = false
      return .none
    case .saveButtonTapped:
      return .run { _ in await dismiss() }
    }
  }
}

@Reducer
struct Playlist {
  @ObservableState
  struct State: Equatable {
    var name: String
    var songs: [String] = []
    @Presents var destination: Destination.State?
  }
  enum Action: Equatable {
    case editButtonTapped
    case deleteSongsButtonTapped
    case songTapped(String)
    case destination(PresentationAction<Destination.Action>)
  }
  @CasePathable
  enum Alert: Equatable {
    case confirmDeletion
  }

  @Reducer
  enum Destination {
    case edit(PlaylistEditor)
    case alert(AlertState<Alert>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .editButtonTapped:
        state.destination = .edit(PlaylistEditor.State(name: state.name))
        return .none
      case .deleteSongsButtonTapped:
        state.destination = .alert(
          AlertState {
            TextState("Delete all songs?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
            ButtonState(role: .cancel) { TextState("Cancel") }
          }
        )
        return .none
      case .destination(.presented(.edit(.saveButtonTapped))):
        if let name = state.destination?.edit?.name {
          state.name = name
        }
        return .none
      case .destination(.presented(.alert(.confirmDeletion))):
        state.songs.removeAll()
        return .none
      case .songTapped, .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension Playlist.Destination.State: Equatable {}
extension Playlist.Destination.Action: Equatable {}

@Reducer
struct SongDetail {
  @ObservableState
  struct State: Equatable {
    var title: String
  }
  enum Action: Equatable {
    case closeButtonTapped
  }
  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .run { _ in await dismiss() }
  }
}

@Reducer
struct MusicApp {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
  }
  enum Action: Equatable {
    case playlistTapped(String)
    case path(StackActionOf<Path>)
  }

  @Reducer
  enum Path {
    case playlist(Playlist)
    case song(SongDetail)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .playlistTapped(name):
        state.path.append(.playlist(Playlist.State(name: name)))
        return .none
      case let .path(.element(id: _, action: .playlist(.songTapped(title)))):
        state.path.append(.song(SongDetail.State(title: title)))
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension MusicApp.Path.State: Equatable {}
extension MusicApp.Path.Action: Equatable {}
