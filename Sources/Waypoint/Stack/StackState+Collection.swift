import Dependencies

extension StackState: RandomAccessCollection {
  @inlinable public var count: Int {
    guard let overlay else { return baseElements.count }
    return overlay.baseCount + overlay.elements.count
  }
  @inlinable public var isEmpty: Bool { count == 0 }
  public var startIndex: Int { 0 }
  public var endIndex: Int { count }
  public func index(after i: Int) -> Int { i + 1 }
  public func index(before i: Int) -> Int { i - 1 }

  /// Accesses the element at a position. Replacing an element keeps its ID.
  public subscript(position: Int) -> Element {
    get { element(at: position) }
    _modify {
      precondition(position >= 0 && position < count, "Index out of range")
      var region = takeRegion(from: position)
      defer { putBack(region) }
      yield &region.elements[position - region.offset]
    }
    set {
      precondition(position >= 0 && position < count, "Index out of range")
      mutate(from: position) { $0.elements[position - $0.offset] = newValue }
    }
  }
}

extension StackState: MutableCollection {
  /// Exchanges two elements, each keeping its ID.
  public mutating func swapAt(_ i: Int, _ j: Int) {
    guard i != j else { return }
    mutate(from: Swift.min(i, j)) { region in
      region.ids.swapAt(i - region.offset, j - region.offset)
      region.elements.swapAt(i - region.offset, j - region.offset)
    }
    idsAscend = false
  }

  /// Reverses the stack, each element keeping its ID.
  public mutating func reverse() {
    guard count > 1 else { return }
    mutate(from: 0) { region in
      region.ids.reverse()
      region.elements.reverse()
    }
    idsAscend = false
  }

  /// Sorts the stack, each element keeping its ID.
  ///
  /// - Parameter areInIncreasingOrder: Whether the first element belongs before the second.
  public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
    var pairs = Array(zip(elementIDs, elements))
    try pairs.sort { try areInIncreasingOrder($0.1, $1.1) }
    let ids = pairs.map(\.0)
    mutate(from: 0) { region in
      region.ids = ids
      region.elements = pairs.map(\.1)
    }
    idsAscend = Self.ascend(ids)
  }

  /// Sorts the stack in increasing order, each element keeping its ID.
  public mutating func sort() where Element: Comparable {
    sort(by: <)
  }
}

extension StackState: RangeReplaceableCollection {
  /// Replaces a range of elements. Inserted elements get newly generated IDs.
  ///
  /// - Parameters:
  ///   - subrange: The positions to replace.
  ///   - newElements: The new elements.
  public mutating func replaceSubrange<C: Collection<Element>>(
    _ subrange: Range<Int>,
    with newElements: C
  ) {
    if subrange.lowerBound == count {
      // Appending, the common case: the IDs are drawn at once.
      append(contentsOf: newElements)
      return
    }
    precondition(
      subrange.lowerBound >= 0 && subrange.upperBound <= count, "Range out of bounds")
    if newElements.isEmpty, subrange.upperBound == count {
      // Removing from a position up, as `removeLast(_:)` does: no ID is drawn.
      truncate(to: subrange.lowerBound)
      return
    }
    let generator = StackElementIDGenerator.current
    let raw = generator.next(count: newElements.count)
    mutate(from: subrange.lowerBound) { region in
      let local = (subrange.lowerBound - region.offset)..<(subrange.upperBound - region.offset)
      region.ids.replaceSubrange(local, with: raw.map(StackElementID.init(rawValue:)))
      region.elements.replaceSubrange(local, with: newElements)
    }
    idsAscend = Self.ascend(elementIDs)
  }

  /// Removes the elements that match, the others keeping their IDs.
  ///
  /// - Parameter shouldBeRemoved: Whether an element is removed.
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    let kept = try filter { try !shouldBeRemoved($0) }
    guard kept.count != count else { return }
    mutate(from: 0) { region in
      region.ids = kept.baseIDs
      region.elements = kept.baseElements
    }
    idsAscend = kept.idsAscend
  }

  /// The elements that match, each keeping its ID.
  ///
  /// - Parameter isIncluded: Whether an element is kept.
  /// - Returns: A stack of the kept elements.
  public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Self {
    var ids: [StackElementID] = []
    var kept: [Element] = []
    for (id, element) in zip(elementIDs, elements) where try isIncluded(element) {
      ids.append(id)
      kept.append(element)
    }
    var result = Self(ids: [], elements: [])
    result.baseIDs = ids
    result.baseElements = kept
    // Removing elements keeps the IDs in the order they had.
    result.idsAscend = idsAscend || Self.ascend(ids)
    return result
  }

  public mutating func reserveCapacity(_ minimumCapacity: Int) {
    mutate(from: count) { region in
      region.ids.reserveCapacity(minimumCapacity - region.offset)
      region.elements.reserveCapacity(minimumCapacity - region.offset)
    }
  }
}

extension StackState: ExpressibleByArrayLiteral {
  /// Creates a stack from a literal, giving each element a new ID.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}
