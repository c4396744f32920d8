import Dependencies

extension StackState: Encodable where Element: Encodable {
  /// Encodes the stack as an array of `{"id": Int, "element": Element}` entries, bottom first.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for (id, element) in zip(elementIDs, elements) {
      try container.encode(Entry(id: id, element: element))
    }
  }
}

extension StackState: Decodable where Element: Decodable {
  /// Decodes a stack encoded by ``encode(to:)``, keeping each element's ID.
  ///
  /// Duplicate IDs are a corrupt payload and throw `DecodingError.dataCorrupted`. The ID generator
  /// is advanced past the largest decoded ID, so elements appended later never collide.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    var ids: [StackElementID] = []
    var elements: [Element] = []
    var seen: Set<StackElementID> = []
    while !container.isAtEnd {
      let index = container.currentIndex
      let entry = try container.decode(Entry<Element>.self)
      guard seen.insert(entry.id).inserted else {
        // The path names the duplicate entry itself, not the container's next index.
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: container.codingPath + [EntryIndex(index)],
            debugDescription: "Duplicate stack element ID \(entry.id)."
          )
        )
      }
      ids.append(entry.id)
      elements.append(entry.element)
    }
    if let largest = ids.max() {
      let generator = StackElementIDGenerator.current
      generator.skip(past: largest)
    }
    self.init(ids: ids, elements: elements)
  }
}

/// The coding key of an entry of the stack's array, by its position.
private struct EntryIndex: CodingKey {
  var intValue: Int?
  var stringValue: String { intValue.map(String.init) ?? "" }

  init(_ index: Int) { intValue = index }
  init?(intValue: Int) { self.intValue = intValue }
  init?(stringValue: String) { nil }
}

private struct Entry<Element> {
  var id: StackElementID
  var element: Element
}

extension Entry: Encodable where Element: Encodable {}
extension Entry: Decodable where Element: Decodable {}
