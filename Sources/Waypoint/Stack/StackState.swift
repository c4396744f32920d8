import Dependencies
import IssueReporting
import OrderedCollections

/// A stack of navigation destinations: the state of a `NavigationStack`-style flow.
///
/// Each element gets a ``StackElementID`` when it is added, and keeps it for life. Elements are
/// addressed by that ID, so a screen's actions reach the right element no matter how the stack
/// changes around it.
///
/// ```swift
/// var path = StackState<Path.State>()
/// path.append(.detail(DetailFeature.State(item: item)))  // #0
/// path.append(.edit(EditFeature.State(item: item)))      // #1
/// path[id: 1]?.edit?.item.name = "Renamed"
/// path.pop(from: 1)                                       // [#0]
/// ```
///
/// Modifying the top element through ``subscript(id:)`` costs O(1) at any depth; any other
/// element is found in O(log *n*) while the IDs ascend up the stack, as the generator draws them,
/// and in O(*n*) once the stack has been reordered or had an element inserted below the top.
/// Building a stack of *n* elements in one change draws *n* IDs at once and hashes nothing.
public struct StackState<Element> {
  /// The IDs, bottom first.
  @usableFromInline var elementIDs: [StackElementID]
  /// The elements, bottom first, at the positions of their IDs.
  @usableFromInline var elements: [Element]
  /// Whether ``elementIDs`` strictly ascend, so that an ID is found by halving. `false` means
  /// not known, and an ID is then found by a scan from the top.
  @usableFromInline var idsAscend: Bool
  /// The journal a checker installed to follow this stack's changes (``StackJournal``), and the
  /// token that tells whether it follows this value. Neither is part of the stack's value: they
  /// are not compared, hashed or encoded, and `customDump` leaves them out.
  @usableFromInline package var journal: StackJournal<Element>?
  @usableFromInline package var journalToken = 0

  /// Creates an empty stack.
  public init() {
    self.elementIDs = []
    self.elements = []
    self.idsAscend = true
  }

  /// Creates a stack from a sequence of elements, giving each a new ID.
  ///
  /// - Parameter elements: The elements, bottom first.
  public init(_ elements: some Sequence<Element>) {
    self.init()
    append(contentsOf: elements)
  }

  /// Creates a stack from IDs and their elements, which must be as many, the IDs unique.
  @usableFromInline
  package init(ids: [StackElementID], elements: [Element]) {
    precondition(ids.count == elements.count, "A stack needs one ID per element.")
    self.elementIDs = ids
    self.elements = elements
    self.idsAscend = Self.ascend(ids)
    self.journal = nil
  }

  package init(storage: OrderedDictionary<StackElementID, Element>) {
    self.init(ids: storage.keys.elements, elements: storage.values.elements)
  }

  /// Whether `ids` strictly ascend.
  @usableFromInline
  static func ascend(_ ids: [StackElementID]) -> Bool {
    zip(ids, ids.dropFirst()).allSatisfy { $0.rawValue < $1.rawValue }
  }

  /// The IDs of the elements, bottom first.
  ///
  /// - Complexity: O(*n*): the set is made on each call, and hashes its elements past 15.
  ///   Keep it rather than asking again when you read it many times.
  public var ids: OrderedSet<StackElementID> {
    OrderedSet(uncheckedUniqueElements: elementIDs)
  }

  /// Accesses the element with the given ID.
  ///
  /// Reading a missing ID returns `nil`. Writing `nil` removes the element (and only that element);
  /// modifying a missing ID through optional chaining does nothing.
  ///
  /// ```swift
  /// stack[id: id]?.title = "New"   // modifies in place
  /// stack[id: id] = nil            // removes the element
  /// ```
  ///
  /// - Parameter id: The element's ID.
  /// - Complexity: O(1) for the top element; O(log *n*) for another while the IDs ascend, O(*n*)
  ///   after a reordering; O(*n*) to remove.
  @inlinable
  public subscript(id id: StackElementID) -> Element? {
    get {
      guard let index = index(id: id) else { return nil }
      return elements[index]
    }
    _modify {
      guard let index = index(id: id) else {
        var element: Element? = nil
        yield &element
        if element != nil {
          reportMissingElement(id: id)
        }
        return
      }
      willChange(from: index)
      if index == elements.count - 1 {
        // The top element is taken off and put back: the caller holds the only reference, and
        // nested copy-on-write storage is mutated in place.
        var element: Element? = elements.removeLast()
        defer {
          if let element { elements.append(element) } else { elementIDs.removeLast() }
        }
        yield &element
        return
      }
      // Another element is swapped to the top and taken off the same way, then swapped back;
      // no slot is ever left without a value.
      let top = elements.count - 1
      elements.swapAt(index, top)
      var element: Element? = elements.removeLast()
      defer { putBack(element, from: index) }
      yield &element
    }
    set {
      guard let index = index(id: id) else {
        if newValue != nil { reportMissingElement(id: id) }
        return
      }
      willChange(from: index)
      if let newValue {
        elements[index] = newValue
      } else {
        elementIDs.remove(at: index)
        elements.remove(at: index)
      }
    }
  }

  /// Puts back an element that was swapped from `index` to the top and taken off, or, when it
  /// was set to `nil`, removes it, the old top element going back to the top.
  @usableFromInline
  mutating func putBack(_ element: Element?, from index: Int) {
    if let element {
      elements.append(element)
      elements.swapAt(index, elements.count - 1)
    } else {
      let top = elements.remove(at: index)
      elements.append(top)
      elementIDs.remove(at: index)
    }
  }

  /// The position of the element with the given ID, from the bottom; `nil` when it is not on
  /// the stack.
  ///
  /// The top element, which receives nearly every action, is found by comparing its ID: O(1) at
  /// any depth, and as cheap at 10,000 elements as at 10. Another is found by halving while the
  /// IDs ascend, as the generator's do, and by a scan from the top otherwise.
  @inlinable
  package func index(id: StackElementID) -> Int? {
    let count = elementIDs.count
    guard count > 0 else { return nil }
    if elementIDs[count - 1] == id { return count - 1 }
    return elementIDs.withUnsafeBufferPointer { ids in
      if idsAscend {
        var low = 0
        var high = count - 1
        while low < high {
          let middle = (low + high) / 2
          if ids[middle].rawValue < id.rawValue { low = middle + 1 } else { high = middle }
        }
        return ids[low] == id ? low : nil
      }
      var index = count - 2
      while index >= 0 {
        if ids[index] == id { return index }
        index -= 1
      }
      return nil
    }
  }

  /// Runs `body` on the element at `index` where it lies.
  ///
  /// What modifying through ``subscript(id:)`` does, without its accessors' coroutines, whose
  /// frames can be too big for the stack and are allocated on every call.
  @inlinable
  package mutating func modifyElement<Result>(
    at index: Int, _ body: (inout Element) -> Result
  ) -> Result {
    willChange(from: index)
    return elements.withUnsafeMutableBufferPointer { body(&$0[index]) }
  }

  @usableFromInline
  func reportMissingElement(id: StackElementID) {
    reportIssue(
      """
      Tried to write an element to the stack at missing ID \(id).

      "subscript(id:)" can only modify or remove an element that is on the stack; it cannot add \
      one. Use "append" to push a new element, which assigns it a fresh ID.
      """
    )
  }

  /// Puts an element with a given ID on top of the stack. The ID must not be on the stack.
  @inlinable
  package mutating func append(_ element: Element, id: StackElementID) {
    willChange(from: elementIDs.count)
    if let last = elementIDs.last, last.rawValue >= id.rawValue { idsAscend = false }
    elementIDs.append(id)
    elements.append(element)
  }

  /// Pushes an element on top of the stack with a newly generated ID.
  ///
  /// - Parameter element: The new top element.
  @inlinable
  public mutating func append(_ element: Element) {
    let generator = StackElementIDGenerator.current
    append(element, id: generator.next())
  }

  /// Pushes elements on top of the stack, each with a newly generated ID.
  ///
  /// The IDs are drawn from the generator at once, which is read once.
  ///
  /// - Parameter elements: The new elements, bottom first.
  public mutating func append(contentsOf elements: some Sequence<Element>) {
    // An array's buffer is taken as it is, without copying.
    let added = Array(elements)
    guard !added.isEmpty else { return }
    willChange(from: elementIDs.count)
    let generator = StackElementIDGenerator.current
    let raw = generator.next(count: added.count)
    if let last = elementIDs.last, last.rawValue >= raw.lowerBound { idsAscend = false }
    let newIDs = [StackElementID](unsafeUninitializedCapacity: raw.count) { buffer, count in
      var slot = buffer.baseAddress!
      for value in raw {
        slot.initialize(to: StackElementID(rawValue: value))
        slot += 1
      }
      count = raw.count
    }
    if elementIDs.isEmpty {
      elementIDs = newIDs
    } else {
      elementIDs.append(contentsOf: newIDs)
    }
    if self.elements.isEmpty {
      self.elements = added
    } else {
      self.elements.append(contentsOf: added)
    }
  }

  /// Inserts an element at a position with a newly generated ID.
  ///
  /// - Parameters:
  ///   - element: The element to insert.
  ///   - index: The position; must be a valid index or `endIndex`.
  public mutating func insert(_ element: Element, at index: Int) {
    let generator = StackElementIDGenerator.current
    let id = generator.next()
    willChange(from: index)
    if index != elementIDs.endIndex { idsAscend = false }
    if let last = elementIDs.last, last.rawValue >= id.rawValue { idsAscend = false }
    elementIDs.insert(id, at: index)
    elements.insert(element, at: index)
  }

  /// Removes the element with the given ID and every element above it.
  ///
  /// ```swift
  /// // [#0, #1, #2]
  /// stack.pop(from: #1)  // [#0]
  /// ```
  ///
  /// - Parameter id: The lowest element to remove. A missing ID changes nothing.
  @inlinable
  public mutating func pop(from id: StackElementID) {
    guard let index = index(id: id) else { return }
    willChange(from: index)
    elementIDs.removeLast(elementIDs.count - index)
    elements.removeLast(elements.count - index)
  }

  /// Removes every element above the one with the given ID.
  ///
  /// ```swift
  /// // [#0, #1, #2]
  /// stack.pop(to: #0)  // [#0]
  /// ```
  ///
  /// - Parameter id: The element that becomes the top. A missing ID changes nothing.
  @inlinable
  public mutating func pop(to id: StackElementID) {
    guard let index = index(id: id), index + 1 < elementIDs.count else { return }
    willChange(from: index + 1)
    elementIDs.removeLast(elementIDs.count - index - 1)
    elements.removeLast(elements.count - index - 1)
  }

  /// Removes and returns the top element, or returns `nil` when the stack is empty.
  @discardableResult
  @inlinable
  public mutating func popLast() -> Element? {
    guard !elements.isEmpty else { return nil }
    willChange(from: elements.count - 1)
    elementIDs.removeLast()
    return elements.removeLast()
  }

  /// Removes every element.
  ///
  /// - Parameter keepCapacity: Whether to keep the storage's capacity.
  @inlinable
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    guard !elementIDs.isEmpty else { return }
    willChange(from: 0)
    elementIDs.removeAll(keepingCapacity: keepCapacity)
    elements.removeAll(keepingCapacity: keepCapacity)
    idsAscend = true
  }

  /// Accesses the element with the given ID as one case of an enum element.
  ///
  /// Reading returns `nil` when the ID is missing or the element is another case. Writing to an
  /// element of another case, or to a missing ID, reports an issue and leaves the stack unchanged;
  /// writing `nil` to an element of the right case removes it.
  ///
  /// ```swift
  /// state.path[id: id, case: \.detail]?.title = "New"
  /// ```
  ///
  /// - Parameters:
  ///   - id: The element's ID.
  ///   - path: A case key path to the case of the element.
  public subscript<Case>(
    id id: StackElementID,
    case path: CaseKeyPath<Element, Case>
  ) -> Case? where Element: CasePathable {
    get { self[id: id].flatMap { $0[case: path] } }
    _modify {
      guard let index = index(id: id) else {
        var value: Case? = nil
        yield &value
        if value != nil { reportMissingElement(id: id) }
        return
      }
      var value = elements[index][case: path]
      guard value != nil else {
        yield &value
        if value != nil { reportCaseMismatch(id: id, index: index) }
        return
      }
      willChange(from: index)
      yield &value
      if let value {
        elements[index] = path(value)
      } else {
        elementIDs.remove(at: index)
        elements.remove(at: index)
      }
    }
    set {
      guard let index = index(id: id) else {
        if newValue != nil { reportMissingElement(id: id) }
        return
      }
      guard elements[index][case: path] != nil else {
        if newValue != nil { reportCaseMismatch(id: id, index: index) }
        return
      }
      willChange(from: index)
      if let newValue {
        elements[index] = path(newValue)
      } else {
        elementIDs.remove(at: index)
        elements.remove(at: index)
      }
    }
  }

  private func reportCaseMismatch(id: StackElementID, index: Int) {
    reportIssue(
      """
      Tried to modify the element \(id) of the stack through a case key path that does not \
      match it: the element is case "\(caseName(of: elements[index]))".

      The element was left unchanged. This usually means the element was replaced by a \
      different screen before the change arrived. Read the element's case first, or address the \
      case the element has.
      """
    )
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: Equatable where Element: Equatable {
  /// Whether two stacks hold equal elements under the same IDs, in the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.elementIDs == rhs.elementIDs && lhs.elements == rhs.elements
  }
}

extension StackState: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(elementIDs)
    hasher.combine(elements)
  }
}
