/// A movie of the catalog browsed in the Movies tab.
public struct Movie: Codable, Equatable, Hashable, Identifiable, Sendable {
  /// The movie's identifier.
  public var id: Int
  /// The title.
  public var title: String
  /// The year of release.
  public var year: Int
  /// The people who star in it, in billing order.
  public var cast: [Person.ID]

  /// Creates a movie.
  ///
  /// - Parameters:
  ///   - id: The identifier.
  ///   - title: The title.
  ///   - year: The year of release.
  ///   - cast: The people who star in it.
  public init(id: Int, title: String, year: Int, cast: [Person.ID]) {
    self.id = id
    self.title = title
    self.year = year
    self.cast = cast
  }
}

/// An actor of the catalog.
public struct Person: Codable, Equatable, Hashable, Identifiable, Sendable {
  /// The person's identifier.
  public var id: Int
  /// The person's name.
  public var name: String

  /// Creates a person.
  ///
  /// - Parameters:
  ///   - id: The identifier.
  ///   - name: The name.
  public init(id: Int, name: String) {
    self.id = id
    self.name = name
  }
}
