import Dependencies

extension StackState: Encodable where Element: Encodable {
  /// Encodes the stack as its IDs and its elements, each bottom first:
  /// `{"ids": [0, 2], "elements": ["a", "c"]}`.
  ///
  /// Two arrays rather than one object per element: encoding and decoding do a third less work.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: StackCodingKeys.self)
    try container.encode(elementIDs.map(\.rawValue), forKey: .ids)
    try container.encode(elements, forKey: .elements)
  }
}

extension StackState: Decodable where Element: Decodable {
  /// Decodes a stack encoded by ``encode(to:)``, keeping each element's ID. The layout of
  /// earlier versions, an array of `{"id": Int, "element": Element}` entries, decodes too.
  ///
  /// Duplicate IDs, an ID for every element but one, and an ID above 2⁵³ are a corrupt payload
  /// and throw `DecodingError.dataCorrupted`. The ID generator is advanced past the
  /// largest decoded ID, so elements appended later never collide.
  ///
  /// With a ``NavigationRecovery`` in the decoder's `userInfo`, an element that does not decode,
  /// or whose ID is bad, is not an error: the stack keeps the elements below it, and the
  /// recovery records the ones left out.
  public init(from decoder: any Decoder) throws {
    let recovery = NavigationRecovery.current(in: decoder)
    var reader = StackReader<Element>(recovery: recovery)
    if let container = try? decoder.container(keyedBy: StackCodingKeys.self) {
      try reader.read(container)
    } else {
      var container = try decoder.unkeyedContainer()
      try reader.readEntries(&container)
    }
    if let largest = reader.ids.max() {
      StackElementIDGenerator.current.skip(past: largest)
    }
    self.init(ids: reader.ids, elements: reader.elements)
    if let recovery { applyChecks(of: recovery, reader: reader, at: decoder.codingPath) }
  }

  /// Keeps the elements below the first one that a check of `recovery` turns down, and records
  /// the rest as left out, in place of what was recorded inside them.
  private mutating func applyChecks(
    of recovery: NavigationRecovery, reader: StackReader<Element>, at path: [any CodingKey]
  ) {
    for case let check as any StackCheck<Element> in recovery.checks {
      guard let (position, reason) = check.firstFailure(in: self) else { continue }
      // What was left out inside the elements cut, or after them, goes with them.
      recovery.discard(from: reader.marks[position])
      truncate(to: position)
      recovery.record(
        NavigationRecovery.Loss(
          path: NavigationRecovery.describe(path),
          kind: .stackElements(from: position, count: reader.total.map { $0 - position }),
          reason: reason))
    }
  }
}

/// The keys of an encoded stack.
private enum StackCodingKeys: String, CodingKey {
  case ids, elements
}

/// Reads a stack's IDs and elements, in either layout, keeping the valid ones below the first bad
/// one when it has a recovery, and throwing otherwise.
private struct StackReader<Element: Decodable> {
  let recovery: NavigationRecovery?
  var ids: [StackElementID] = []
  var elements: [Element] = []
  /// For each element kept, how many losses the recovery had recorded before it was read.
  var marks: [Int] = []
  /// How many elements the data holds, when it says.
  var total: Int?
  private var seen: Set<StackElementID> = []

  init(recovery: NavigationRecovery?) {
    self.recovery = recovery
  }

  /// Reads `{"ids": […], "elements": […]}`.
  mutating func read(_ container: KeyedDecodingContainer<StackCodingKeys>) throws {
    guard recovery != nil else {
      // Without a recovery the stack is whole or an error: each array in one call.
      let rawIDs = try container.decode([Int].self, forKey: .ids)
      let decoded = try container.decode([Element].self, forKey: .elements)
      guard rawIDs.count == decoded.count else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: container.codingPath,
            debugDescription: "The stack has \(rawIDs.count) IDs for \(decoded.count) elements."))
      }
      for (index, raw) in rawIDs.enumerated() {
        if let problem = accept(raw) {
          throw DecodingError.dataCorrupted(
            .init(
              codingPath: container.codingPath + [StackCodingKeys.ids, EntryIndex(index)],
              debugDescription: "Element \(index) \(problem)."))
        }
      }
      elements = decoded
      return
    }
    let path = container.codingPath
    var total: Int?
    var reason: String?
    defer {
      if let reason { record(from: ids.count, total: total, reason: reason, at: path) }
    }
    // The IDs, up to the first that is bad.
    do {
      var idContainer = try container.nestedUnkeyedContainer(forKey: .ids)
      total = idContainer.count
      while !idContainer.isAtEnd {
        let index = idContainer.currentIndex
        let raw: Int
        do {
          raw = try idContainer.decode(Int.self)
        } catch {
          reason = "ID \(index) does not decode: \(NavigationRecovery.describe(error))"
          break
        }
        if let problem = accept(raw) {
          reason = "element \(index) \(problem)"
          break
        }
      }
    } catch {
      reason = "its IDs do not decode: \(NavigationRecovery.describe(error, below: path))"
      ids = []
      return
    }
    // The elements, up to the first that does not decode or has no valid ID.
    let validIDs = ids
    ids = []
    do {
      var elementContainer = try container.nestedUnkeyedContainer(forKey: .elements)
      if let count = elementContainer.count { total = max(total ?? 0, count) }
      elements.reserveCapacity(validIDs.count)
      while !elementContainer.isAtEnd, elements.count < validIDs.count {
        let index = elementContainer.currentIndex
        let mark = recovery?.mark ?? 0
        do {
          elements.append(try elementContainer.decode(Element.self))
          marks.append(mark)
        } catch {
          // What was left out inside the element goes with it.
          recovery?.discard(from: mark)
          reason =
            "element \(index) does not decode: "
            + NavigationRecovery.describe(
              error, below: path + [StackCodingKeys.elements, EntryIndex(index)])
          break
        }
      }
      if reason == nil, elements.count != (total ?? elements.count) {
        reason = "the stack has \(validIDs.count) IDs for \(elementContainer.count ?? 0) elements"
      }
    } catch {
      reason = "its elements do not decode: \(NavigationRecovery.describe(error, below: path))"
    }
    ids = Array(validIDs.prefix(elements.count))
    self.total = total
  }

  /// Reads the earlier layout: `[{"id": Int, "element": Element}, …]`.
  mutating func readEntries(_ container: inout any UnkeyedDecodingContainer) throws {
    total = container.count
    if let count = container.count {
      ids.reserveCapacity(count)
      elements.reserveCapacity(count)
    }
    while !container.isAtEnd {
      let index = container.currentIndex
      let entry: Entry<Element>
      let mark = recovery?.mark ?? 0
      do {
        entry = try container.decode(Entry<Element>.self)
      } catch {
        guard recovery != nil else { throw error }
        recovery?.discard(from: mark)
        record(
          from: index, total: container.count,
          reason: "element \(index) does not decode: "
            + NavigationRecovery.describe(error, below: container.codingPath + [EntryIndex(index)]),
          at: container.codingPath)
        return
      }
      if let problem = accept(entry.id.rawValue) {
        guard recovery != nil else {
          // The path names the bad entry itself, not the container's next index.
          throw DecodingError.dataCorrupted(
            .init(
              codingPath: container.codingPath + [EntryIndex(index)],
              debugDescription: "Element \(index) \(problem)."))
        }
        record(
          from: index, total: container.count, reason: "element \(index) \(problem)",
          at: container.codingPath)
        return
      }
      elements.append(entry.element)
      marks.append(mark)
    }
  }

  /// Takes in an ID, or says what is wrong with it, as the end of "element 3 …": a repeat, or one
  /// too large for the generator to move past and go on counting.
  private mutating func accept(_ raw: Int) -> String? {
    guard raw <= StackElementID.largestDecodable else {
      return "has the ID \(raw), above \(StackElementID.largestDecodable), the largest an ID may be"
    }
    let id = StackElementID(rawValue: raw)
    guard seen.insert(id).inserted else {
      return "repeats the ID \(raw) of an element below it"
    }
    ids.append(id)
    return nil
  }

  private func record(from index: Int, total: Int?, reason: String, at path: [any CodingKey]) {
    recovery?.record(
      NavigationRecovery.Loss(
        path: NavigationRecovery.describe(path),
        kind: .stackElements(from: index, count: total.map { max(1, $0 - index) }),
        reason: reason))
  }
}

/// The coding key of an entry of an array, by its position.
private struct EntryIndex: CodingKey {
  var intValue: Int?
  var stringValue: String { intValue.map(String.init) ?? "" }

  init(_ index: Int) { intValue = index }
  init?(intValue: Int) { self.intValue = intValue }
  init?(stringValue: String) { nil }
}

/// An entry of the earlier layout.
private struct Entry<Element> {
  var id: StackElementID
  var element: Element
}

extension Entry: Decodable where Element: Decodable {}
