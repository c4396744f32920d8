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

extension StackState: MutableCollection {}

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
    @Dependency(\.stackElementID) var generator
    storage.removeSubrange(subrange)
    var index = subrange.lowerBound
    for element in newElements {
      storage.updateValue(element, forKey: generator.next(), insertingAt: index)
      index += 1
    }
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
