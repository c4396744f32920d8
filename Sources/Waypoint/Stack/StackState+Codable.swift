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
  ///
  /// With a ``NavigationRecovery`` in the decoder's `userInfo`, an element that does not decode,
  /// or repeats an ID, is not an error: the stack keeps the elements below it, and the recovery
  /// records the ones left out.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    let recovery = NavigationRecovery.current(in: decoder)
    var ids: [StackElementID] = []
    var elements: [Element] = []
    var seen: Set<StackElementID> = []
    if let count = container.count {
      ids.reserveCapacity(count)
      elements.reserveCapacity(count)
    }
    while !container.isAtEnd {
      let index = container.currentIndex
      let entry: Entry<Element>
      do {
        entry = try container.decode(Entry<Element>.self)
      } catch {
        guard let recovery else { throw error }
        recovery.record(
          NavigationRecovery.Loss(
            path: NavigationRecovery.describe(container.codingPath),
            kind: .stackElements(from: index, count: container.count.map { $0 - index }),
            reason: "element \(index) does not decode: "
              + NavigationRecovery.describe(
                error, below: container.codingPath + [EntryIndex(index)])))
        break
      }
      guard seen.insert(entry.id).inserted else {
        // The path names the duplicate entry itself, not the container's next index.
        let error = DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: container.codingPath + [EntryIndex(index)],
            debugDescription: "Duplicate stack element ID \(entry.id)."
          )
        )
        guard let recovery else { throw error }
        recovery.record(
          NavigationRecovery.Loss(
            path: NavigationRecovery.describe(container.codingPath),
            kind: .stackElements(from: index, count: container.count.map { $0 - index }),
            reason: "element \(index) repeats the ID \(entry.id.rawValue) of an element below it"))
        break
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
