import Waypoint
import WaypointRules

/// The Movies tab: a recursive navigation stack, movie → cast → actor → filmography → movie …,
/// with a "back to top" that pops to the root.
///
/// ```swift
/// store.send(.movieTapped(movie))                                  // [movie]
/// store.send(.path(.element(id: id, action: .movie(.castButtonTapped))))  // [movie, cast]
/// store.send(.backToTopButtonTapped)                               // []
/// ```
@Reducer
package struct MoviesFeature: Sendable {
  /// The tab's state.
  @ObservableState
  package struct State: Codable, Equatable, Sendable {
    /// The movies listed at the root.
    package var movies: [Movie]
    /// The stack of screens pushed from the root.
    package var path = StackState<Path.State>()

    /// Creates the tab's state.
    ///
    /// - Parameter movies: The movies listed at the root.
    package init(movies: [Movie] = MovieCatalog.standard.movies) {
      self.movies = movies
    }
  }

  /// The tab's actions.
  package enum Action: Equatable, Sendable {
    case backToTopButtonTapped
    case movieTapped(Movie)
    /// Shows the stack a link opened. Set here, inside the stack's operator, the screens it
    /// closes end with their effects.
    case linkOpened(StackState<Path.State>)
    case path(StackAction<Path.State, Path.Action>)
  }

  /// The screens that can be pushed, in any order and to any depth.
  @Reducer
  package enum Path {
    /// A movie's cast.
    case cast(CastFeature)
    /// An actor's movies.
    case filmography(FilmographyFeature)
    /// A movie.
    case movie(MovieFeature)
    /// An actor.
    case person(PersonFeature)
  }

  let catalog: MovieCatalog
  @Dependency(\.activityLog) var activityLog

  /// Creates the tab's reducer.
  ///
  /// - Parameter catalog: The movies and people to browse.
  package init(catalog: MovieCatalog = .standard) {
    self.catalog = catalog
  }

  package var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .backToTopButtonTapped:
        state.path.removeAll()
      case .linkOpened(let path):
        state.path = path.drawingIDs(over: state.path)
      case .movieTapped(let movie),
        .path(.element(id: _, action: .filmography(.movieTapped(let movie)))):
        push(.movie(MovieFeature.State(movie: movie)), onto: &state)
      case .path(.element(id: let id, action: .movie(.castButtonTapped))):
        guard let movie = state.path[id: id]?.movie?.movie else { break }
        push(.cast(CastFeature.State(movie: movie, cast: catalog.cast(of: movie))), onto: &state)
      case .path(.element(id: _, action: .cast(.personTapped(let person)))):
        push(.person(PersonFeature.State(person: person)), onto: &state)
      case .path(.element(id: let id, action: .person(.filmographyButtonTapped))):
        guard let person = state.path[id: id]?.person?.person else { break }
        push(
          .filmography(
            FilmographyFeature.State(person: person, movies: catalog.filmography(of: person.id))),
          onto: &state)
      case .path:
        break
      }
      return .none
    }
    .forEach(\.path, action: \.path)
    .enforcing(Self.pathRules, on: \.path)
  }

  /// Pushes a screen when the stack's rules allow it, and says why not otherwise.
  private func push(_ screen: Path.State, onto state: inout State) {
    if let reason = Self.pathRules.push(
      screen, onto: &state.path, named: "the Movies stack", maxDepth: Self.maxDepth)
    {
      activityLog.record("Not opened: \(reason).")
    }
  }
}

extension MoviesFeature.Path.State: Codable, Equatable, Sendable {}
extension MoviesFeature.Path.Action: Equatable, Sendable {}
