/// A movie of the catalog browsed in the Movies tab.
package struct Movie: Codable, Equatable, Hashable, Identifiable, Sendable {
  /// The movie's identifier.
  package var id: Int
  /// The title.
  package var title: String
  /// The year of release.
  package var year: Int
  /// The people who star in it, in billing order.
  package var cast: [Person.ID]

  /// Creates a movie.
  ///
  /// - Parameters:
  ///   - id: The identifier.
  ///   - title: The title.
  ///   - year: The year of release.
  ///   - cast: The people who star in it.
  package init(id: Int, title: String, year: Int, cast: [Person.ID]) {
    self.id = id
    self.title = title
    self.year = year
    self.cast = cast
  }
}

/// An actor of the catalog.
package struct Person: Codable, Equatable, Hashable, Identifiable, Sendable {
  /// The person's identifier.
  package var id: Int
  /// The person's name.
  package var name: String

  /// Creates a person.
  ///
  /// - Parameters:
  ///   - id: The identifier.
  ///   - name: The name.
  package init(id: Int, name: String) {
    self.id = id
    self.name = name
  }
}
