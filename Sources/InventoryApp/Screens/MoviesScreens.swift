import Waypoint

/// The screens of the Movies tab: the list of movies and the recursive stack pushed from it.
enum MoviesScreens {
  static func screens(_ state: MoviesFeature.State) -> [Screen] {
    var list = Screen(id: "movies", title: "Movies", presentation: .root, back: nil)
    list.entries = state.movies.map { movie in
      Screen.Entry("\(movie.title) (\(movie.year))", action: .movies(.movieTapped(movie)))
    }
    var screens = [list]
    for id in state.path.ids {
      guard let element = state.path[id: id] else { continue }
      let send: @Sendable (MoviesFeature.Path.Action) -> AppFeature.Action = {
        .movies(.path(.element(id: id, action: $0)))
      }
      var screen = screen(for: element, send: send)
      screen.id = "movies/\(id)"
      screen.back = .movies(.path(.popFrom(id: id)))
      screen.entries.append(
        Screen.Entry("Back to top", key: "t", action: .movies(.backToTopButtonTapped))
      )
      screens.append(screen)
    }
    return screens
  }

  private static func screen(
    for element: MoviesFeature.Path.State,
    send: @Sendable (MoviesFeature.Path.Action) -> AppFeature.Action
  ) -> Screen {
    switch element {
    case .movie(let state):
      var screen = Screen(id: "", title: state.movie.title, presentation: .push, back: nil)
      screen.subject = "movie \(state.movie.id)"
      screen.lines = ["Released in \(state.movie.year)."]
      screen.entries = [Screen.Entry("Cast", key: "c", action: send(.movie(.castButtonTapped)))]
      return screen
    case .cast(let state):
      var screen = Screen(id: "", title: "Cast", presentation: .push, back: nil)
      screen.subject = "cast"
      screen.lines = ["Starring in \(state.movie.title):"]
      screen.entries = state.cast.map {
        Screen.Entry($0.name, action: send(.cast(.personTapped($0))))
      }
      return screen
    case .person(let state):
      var screen = Screen(id: "", title: state.person.name, presentation: .push, back: nil)
      screen.subject = "person \(state.person.id)"
      screen.lines = ["Actor."]
      screen.entries = [
        Screen.Entry("Filmography", key: "f", action: send(.person(.filmographyButtonTapped)))
      ]
      return screen
    case .filmography(let state):
      var screen = Screen(id: "", title: "Filmography", presentation: .push, back: nil)
      screen.subject = "filmography"
      screen.lines = ["Movies with \(state.person.name):"]
      screen.entries = state.movies.map {
        Screen.Entry("\($0.title) (\($0.year))", action: send(.filmography(.movieTapped($0))))
      }
      return screen
    }
  }
}
