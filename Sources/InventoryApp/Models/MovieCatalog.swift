/// The movies and people that the Movies tab browses: a small graph in which movies lead to
/// people and people back to movies, so the navigation path can go on as long as one likes.
///
/// ```swift
/// let catalog = MovieCatalog.standard
/// catalog.filmography(of: 1).map(\.title)  // ["Harbor Lights", "The Last Ferry"]
/// ```
package struct MovieCatalog: Equatable, Sendable {
  /// Every movie, in display order.
  package var movies: [Movie]
  /// Every person.
  package var people: [Person]

  /// Creates a catalog.
  ///
  /// - Parameters:
  ///   - movies: The movies.
  ///   - people: The people.
  package init(movies: [Movie], people: [Person]) {
    self.movies = movies
    self.people = people
  }

  /// The movie with an identifier, if the catalog has it.
  package func movie(_ id: Movie.ID) -> Movie? {
    movies.first { $0.id == id }
  }

  /// The person with an identifier, if the catalog has them.
  package func person(_ id: Person.ID) -> Person? {
    people.first { $0.id == id }
  }

  /// The people who star in a movie, in billing order.
  package func cast(of movie: Movie) -> [Person] {
    movie.cast.compactMap(person)
  }

  /// The movies a person stars in, in catalog order.
  package func filmography(of person: Person.ID) -> [Movie] {
    movies.filter { $0.cast.contains(person) }
  }

  /// The catalog of the demo.
  package static let standard = MovieCatalog(
    movies: [
      Movie(id: 1, title: "Harbor Lights", year: 1998, cast: [1, 2, 3]),
      Movie(id: 2, title: "The Last Ferry", year: 2003, cast: [1, 4]),
      Movie(id: 3, title: "Northbound", year: 2011, cast: [2, 5, 6]),
      Movie(id: 4, title: "Paper Moons", year: 2016, cast: [3, 4, 6]),
      Movie(id: 5, title: "Slow Tide", year: 2021, cast: [5, 2]),
    ],
    people: [
      Person(id: 1, name: "Ada Brennan"),
      Person(id: 2, name: "Tomas Reyes"),
      Person(id: 3, name: "Mina Okafor"),
      Person(id: 4, name: "Leo Sandoval"),
      Person(id: 5, name: "Iris Vance"),
      Person(id: 6, name: "Jonah Pike"),
    ]
  )
}
