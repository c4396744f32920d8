import Dependencies

extension StackState: RandomAccessCollection {
  @inlinable public var count: Int { elements.count }
  @inlinable public var isEmpty: Bool { elements.isEmpty }
  public var startIndex: Int { elements.startIndex }
  public var endIndex: Int { elements.endIndex }
  public func index(after i: Int) -> Int { i + 1 }
  public func index(before i: Int) -> Int { i - 1 }

  /// Accesses the element at a position. Replacing an element keeps its ID.
  public subscript(position: Int) -> Element {
    get { elements[position] }
    _modify {
      willChange(from: position)
      yield &elements[position]
    }
    set {
      willChange(from: position)
      elements[position] = newValue
    }
  }
}

extension StackState: MutableCollection {
  /// Exchanges two elements, each keeping its ID.
  public mutating func swapAt(_ i: Int, _ j: Int) {
    guard i != j else { return }
    willChange(from: Swift.min(i, j))
    elementIDs.swapAt(i, j)
    elements.swapAt(i, j)
    idsAscend = false
  }

  /// Reverses the stack, each element keeping its ID.
  public mutating func reverse() {
    guard elementIDs.count > 1 else { return }
    willChange(from: 0)
    elementIDs.reverse()
    elements.reverse()
    idsAscend = elementIDs.count < 2
  }

  /// Sorts the stack, each element keeping its ID.
  ///
  /// - Parameter areInIncreasingOrder: Whether the first element belongs before the second.
  public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
    var pairs = Array(zip(elementIDs, elements))
    try pairs.sort { try areInIncreasingOrder($0.1, $1.1) }
    willChange(from: 0)
    elementIDs = pairs.map(\.0)
    elements = pairs.map(\.1)
    idsAscend = Self.ascend(elementIDs)
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
    if subrange.lowerBound == elements.endIndex {
      // Appending, the common case: the IDs are drawn at once.
      append(contentsOf: newElements)
      return
    }
    let generator = StackElementIDGenerator.current
    let raw = generator.next(count: newElements.count)
    willChange(from: subrange.lowerBound)
    elementIDs.replaceSubrange(subrange, with: raw.map(StackElementID.init(rawValue:)))
    elements.replaceSubrange(subrange, with: newElements)
    idsAscend = Self.ascend(elementIDs)
  }

  /// Removes the elements that match, the others keeping their IDs.
  ///
  /// - Parameter shouldBeRemoved: Whether an element is removed.
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    let kept = try filter { try !shouldBeRemoved($0) }
    guard kept.count != count else { return }
    willChange(from: 0)
    elementIDs = kept.elementIDs
    elements = kept.elements
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
    result.elementIDs = ids
    result.elements = kept
    // Removing elements keeps the IDs in the order they had.
    result.idsAscend = idsAscend || Self.ascend(ids)
    return result
  }

  public mutating func reserveCapacity(_ minimumCapacity: Int) {
    elementIDs.reserveCapacity(minimumCapacity)
    elements.reserveCapacity(minimumCapacity)
  }
}

extension StackState: ExpressibleByArrayLiteral {
  /// Creates a stack from a literal, giving each element a new ID.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}
