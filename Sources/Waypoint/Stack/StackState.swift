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
/// Modifying an element in place through ``subscript(id:)`` costs O(1) in the depth of the stack.
public struct StackState<Element> {
  @usableFromInline
  var storage: OrderedDictionary<StackElementID, Element>

  /// Creates an empty stack.
  public init() {
    self.storage = [:]
  }

  /// Creates a stack from a sequence of elements, giving each a new ID.
  ///
  /// - Parameter elements: The elements, bottom first.
  public init(_ elements: some Sequence<Element>) {
    self.init()
    append(contentsOf: elements)
  }

  package init(storage: OrderedDictionary<StackElementID, Element>) {
    self.storage = storage
  }

  /// The IDs of the elements, bottom first.
  @inlinable
  public var ids: OrderedSet<StackElementID> {
    storage.keys
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
  /// - Complexity: O(1) to read or modify; O(*n*) to remove.
  @inlinable
  public subscript(id id: StackElementID) -> Element? {
    get { storage[id] }
    _modify {
      guard storage.index(forKey: id) != nil else {
        var element: Element? = nil
        yield &element
        if element != nil {
          reportMissingElement(id: id)
        }
        return
      }
      // OrderedDictionary moves the value out while it is being modified, so the caller holds
      // the only reference and nested copy-on-write storage is mutated in place.
      yield &storage[id]
    }
    set {
      if let newValue {
        if storage.index(forKey: id) != nil {
          storage[id] = newValue
        } else {
          reportMissingElement(id: id)
        }
      } else {
        storage.removeValue(forKey: id)
      }
    }
  }

  /// The position of the element with the given ID, from the bottom; `nil` when it is not on
  /// the stack.
  ///
  /// The top element, which receives nearly every action, is found by comparing its ID, without
  /// hashing: O(1) at any depth, and as cheap at 10,000 elements as at 10.
  @inlinable
  package func index(id: StackElementID) -> Int? {
    if let top = storage.keys.last, top == id { return storage.count - 1 }
    return storage.index(forKey: id)
  }

  /// Runs `body` on the element at `index` where it lies.
  ///
  /// What modifying through ``subscript(id:)`` does, without its accessors' coroutines, whose
  /// frames can be too big for the stack and are allocated on every call.
  @inlinable
  package mutating func modifyElement<Result>(
    at index: Int, _ body: (inout Element) -> Result
  ) -> Result {
    storage.values.withUnsafeMutableBufferPointer { body(&$0[index]) }
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

  /// Pushes an element on top of the stack with a newly generated ID.
  ///
  /// - Parameter element: The new top element.
  public mutating func append(_ element: Element) {
    let generator = DependencyValues._current.stackElementID
    storage[generator.next()] = element
  }

  /// Pushes elements on top of the stack, each with a newly generated ID.
  ///
  /// - Parameter elements: The new elements, bottom first.
  public mutating func append(contentsOf elements: some Sequence<Element>) {
    let generator = DependencyValues._current.stackElementID
    for element in elements {
      storage[generator.next()] = element
    }
  }

  /// Inserts an element at a position with a newly generated ID.
  ///
  /// - Parameters:
  ///   - element: The element to insert.
  ///   - index: The position; must be a valid index or `endIndex`.
  public mutating func insert(_ element: Element, at index: Int) {
    let generator = DependencyValues._current.stackElementID
    storage.updateValue(element, forKey: generator.next(), insertingAt: index)
  }

  /// Removes the element with the given ID and every element above it.
  ///
  /// ```swift
  /// // [#0, #1, #2]
  /// stack.pop(from: #1)  // [#0]
  /// ```
  ///
  /// - Parameter id: The lowest element to remove. A missing ID changes nothing.
  public mutating func pop(from id: StackElementID) {
    guard let index = storage.index(forKey: id) else { return }
    storage.removeSubrange(index...)
  }

  /// Removes every element above the one with the given ID.
  ///
  /// ```swift
  /// // [#0, #1, #2]
  /// stack.pop(to: #0)  // [#0]
  /// ```
  ///
  /// - Parameter id: The element that becomes the top. A missing ID changes nothing.
  public mutating func pop(to id: StackElementID) {
    guard let index = storage.index(forKey: id) else { return }
    storage.removeSubrange((index + 1)...)
  }

  /// Removes and returns the top element, or returns `nil` when the stack is empty.
  @discardableResult
  public mutating func popLast() -> Element? {
    storage.isEmpty ? nil : storage.removeLast().value
  }

  /// Removes every element.
  ///
  /// - Parameter keepCapacity: Whether to keep the storage's capacity.
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    storage.removeAll(keepingCapacity: keepCapacity)
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
  ///   - case: A case key path to the case of the element.
  public subscript<Case>(
    id id: StackElementID,
    case path: CaseKeyPath<Element, Case>
  ) -> Case? where Element: CasePathable {
    get { storage[id].flatMap { $0[case: path] } }
    _modify {
      guard let index = storage.index(forKey: id) else {
        var value: Case? = nil
        yield &value
        if value != nil { reportMissingElement(id: id) }
        return
      }
      var value = storage.values[index][case: path]
      guard value != nil else {
        yield &value
        if value != nil { reportCaseMismatch(id: id, index: index) }
        return
      }
      yield &value
      if let value {
        storage.values[index] = path(value)
      } else {
        storage.remove(at: index)
      }
    }
    set {
      guard let index = storage.index(forKey: id) else {
        if newValue != nil { reportMissingElement(id: id) }
        return
      }
      guard storage.values[index][case: path] != nil else {
        if newValue != nil { reportCaseMismatch(id: id, index: index) }
        return
      }
      if let newValue {
        storage.values[index] = path(newValue)
      } else {
        storage.remove(at: index)
      }
    }
  }

  private func reportCaseMismatch(id: StackElementID, index: Int) {
    reportIssue(
      """
      Tried to modify the element \(id) of the stack through a case key path that does not \
      match it: the element is case "\(caseName(of: storage.values[index]))".

      The element was left unchanged. This usually means the element was replaced by a \
      different screen before the change arrived. Read the element's case first, or address the \
      case the element has.
      """
    )
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: Equatable where Element: Equatable {}

extension StackState: Hashable where Element: Hashable {}
