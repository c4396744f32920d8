import Waypoint

/// A screen of the path shapes 11 and 12 save and restore, as an app's path enum writes it: under
/// its case name, `{"detail": {"_0": {…}}}`.
public enum SnapshotScreen: Codable, Equatable, Sendable {
  case detail(Detail)
  case notes(String)

  /// An item's detail screen.
  public struct Detail: Codable, Equatable, Sendable {
    public var id: Int
    public var name: String
    public var quantity: Int
    public var isFavorite: Bool

    public init(id: Int, name: String, quantity: Int, isFavorite: Bool) {
      self.id = id
      self.name = name
      self.quantity = quantity
      self.isFavorite = isFavorite
    }
  }

  /// `count` screens, bottom first: details, with a notes screen at every tenth position from the
  /// fifth, so that the top screen of a stack of 1,000 is a detail.
  public static func path(count: Int) -> [SnapshotScreen] {
    (0..<count).map { index in
      index % 10 == 4
        ? .notes("Notes on item \(index)")
        : .detail(
          Detail(
            id: index, name: "Item \(index)", quantity: index % 50, isFavorite: index % 3 == 0))
    }
  }
}

/// The state shapes 11 and 12 save and restore: a root holding a stack of ``SnapshotScreen``s.
public struct SnapshotState: Codable, Equatable, Sendable {
  public var path: StackState<SnapshotScreen>

  public init(path: StackState<SnapshotScreen>) {
    self.path = path
  }
}
