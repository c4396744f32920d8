import InventoryApp
import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite struct MoviesFeatureTests {
  let catalog = MovieCatalog.standard

  @Test func theRecursivePathGoesRoundAndBackToTop() async throws {
    let store = TestStore(initialState: MoviesFeature.State()) { MoviesFeature() }
    let harbor = try #require(catalog.movie(1))
    let tomas = try #require(catalog.person(2))
    await store.send(.movieTapped(harbor)) {
      $0.path.append(.movie(MovieFeature.State(movie: harbor)))
    }
    await store.send(.path(.element(id: 0, action: .movie(.castButtonTapped)))) {
      $0.path.append(.cast(CastFeature.State(movie: harbor, cast: self.catalog.cast(of: harbor))))
    }
    await store.send(.path(.element(id: 1, action: .cast(.personTapped(tomas))))) {
      $0.path.append(.person(PersonFeature.State(person: tomas)))
    }
    await store.send(.path(.element(id: 2, action: .person(.filmographyButtonTapped)))) {
      $0.path.append(
        .filmography(
          FilmographyFeature.State(person: tomas, movies: self.catalog.filmography(of: 2))))
    }
    let northbound = try #require(catalog.movie(3))
    await store.send(.path(.element(id: 3, action: .filmography(.movieTapped(northbound))))) {
      $0.path.append(.movie(MovieFeature.State(movie: northbound)))
    }
    await store.send(.path(.element(id: 4, action: .movie(.castButtonTapped)))) {
      $0.path.append(
        .cast(CastFeature.State(movie: northbound, cast: self.catalog.cast(of: northbound))))
    }
    #expect(store.state.path.count == 6)
    await store.send(.backToTopButtonTapped) { $0.path.removeAll() }
  }

  @Test func filmographyListsEveryMovieOfThePerson() {
    #expect(
      catalog.filmography(of: 2).map(\.title) == ["Harbor Lights", "Northbound", "Slow Tide"])
  }
}
