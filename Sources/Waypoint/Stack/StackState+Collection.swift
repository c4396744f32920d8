import Dependencies

extension StackState: RandomAccessCollection {
  public var startIndex: Int { storage.values.startIndex }
  public var endIndex: Int { storage.values.endIndex }
  public func index(after i: Int) -> Int { i + 1 }
  public func index(before i: Int) -> Int { i - 1 }

  /// Accesses the element at a position. Replacing an element keeps its ID.
  public subscript(position: Int) -> Element {
    get { storage.values[position] }
    _modify { yield &storage.values[position] }
    set { storage.values[position] = newValue }
  }
}

extension StackState: MutableCollection {
  /// Exchanges two elements, each keeping its ID.
  public mutating func swapAt(_ i: Int, _ j: Int) {
    storage.swapAt(i, j)
  }

  /// Reverses the stack, each element keeping its ID.
  public mutating func reverse() {
    storage.reverse()
  }

  /// Sorts the stack, each element keeping its ID.
  ///
  /// - Parameter areInIncreasingOrder: Whether the first element belongs before the second.
  public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
    try storage.sort { try areInIncreasingOrder($0.value, $1.value) }
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
    let generator = DependencyValues._current.stackElementID
    storage.removeSubrange(subrange)
    var index = subrange.lowerBound
    for element in newElements {
      storage.updateValue(element, forKey: generator.next(), insertingAt: index)
      index += 1
    }
  }

  /// Removes the elements that match, the others keeping their IDs.
  ///
  /// - Parameter shouldBeRemoved: Whether an element is removed.
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    try storage.removeAll { try shouldBeRemoved($0.value) }
  }

  /// The elements that match, each keeping its ID.
  ///
  /// - Parameter isIncluded: Whether an element is kept.
  /// - Returns: A stack of the kept elements.
  public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Self {
    Self(storage: try storage.filter { try isIncluded($0.value) })
  }

  public mutating func reserveCapacity(_ minimumCapacity: Int) {
    storage.reserveCapacity(minimumCapacity)
  }
}

extension StackState: ExpressibleByArrayLiteral {
  /// Creates a stack from a literal, giving each element a new ID.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}
