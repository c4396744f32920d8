import Atomics
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
///
/// A stack is a plain value. Changing one while a copy of it is alive (a test's expected state,
/// a rule that keeps the state to undo an action, a view's path) costs what the change touches,
/// not a copy of the whole stack: the copies share the elements neither changed.
public struct StackState<Element> {
  /// The IDs of the shared part, bottom first: every ID when ``overlay`` is `nil`. Copies of the
  /// stack share these arrays, which change in place only while no copy is alive.
  @usableFromInline var baseIDs: [StackElementID]
  /// The elements of the shared part, at the positions of their IDs.
  @usableFromInline var baseElements: [Element]
  /// The top of the stack, changed while a copy shared the rest: the elements from
  /// `overlay.baseCount` up. `nil` when the whole stack is in the base arrays.
  @usableFromInline var overlay: StackOverlay<Element>?
  /// An object that every copy of this stack shares, so that a change tells whether a copy is
  /// alive: a stack that is its only owner changes its arrays in place, and another changes only
  /// its ``overlay``. `nil` until the stack first changes.
  @usableFromInline var owner: StackOwner?
  /// Whether the IDs strictly ascend, so that an ID is found by halving. `false` means
  /// not known, and an ID is then found by a scan from the top.
  @usableFromInline var idsAscend: Bool
  /// What a navigation-rules checker last saw of this stack: a stamp it gives the stack when it
  /// checks it, the checker's own number, and the lowest position changed since. None is part
  /// of the stack's value: they are not compared, hashed or encoded, and `customDump` leaves
  /// them out.
  package private(set) var checkedStamp = 0
  package private(set) var checkedBy = 0
  @usableFromInline package private(set) var changedFrom = Int.max

  /// Creates an empty stack.
  public init() {
    self.baseIDs = []
    self.baseElements = []
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
    self.baseIDs = ids
    self.baseElements = elements
    self.idsAscend = Self.ascend(ids)
    // Made now, so that a copy taken before the first change (a view's path, a rule's undo)
    // shares it, and that change copies no element.
    if !ids.isEmpty { self.owner = StackOwner() }
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

  /// The IDs, bottom first: the base array itself when the stack has no overlay.
  @inlinable
  package var elementIDs: [StackElementID] {
    guard let overlay else { return baseIDs }
    return Array(baseIDs[..<overlay.baseCount]) + overlay.ids
  }

  /// The elements, bottom first: the base array itself when the stack has no overlay.
  @inlinable
  package var elements: [Element] {
    guard let overlay else { return baseElements }
    return Array(baseElements[..<overlay.baseCount]) + overlay.elements
  }

  /// The element at a position, from the bottom.
  @inlinable
  func element(at position: Int) -> Element {
    if let overlay, position >= overlay.baseCount {
      return overlay.elements[position - overlay.baseCount]
    }
    return baseElements[position]
  }

  /// The ID of the element at a position.
  ///
  /// - Parameter position: A valid position, from the bottom.
  @inlinable
  package func id(at position: Int) -> StackElementID {
    if let overlay, position >= overlay.baseCount {
      return overlay.ids[position - overlay.baseCount]
    }
    return baseIDs[position]
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
      return element(at: index)
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
      var region = takeRegion(from: index)
      defer { putBack(region) }
      let local = index - region.offset
      let top = region.elements.count - 1
      if local == top {
        // The top element is taken off and put back: the caller holds the only reference, and
        // nested copy-on-write storage is mutated in place.
        var element: Element? = region.elements.removeLast()
        defer {
          if let element { region.elements.append(element) } else { region.ids.removeLast() }
        }
        yield &element
        return
      }
      // Another element is swapped to the top and taken off the same way, then swapped back;
      // no slot is ever left without a value.
      region.elements.swapAt(local, top)
      var element: Element? = region.elements.removeLast()
      defer { region.putBack(element, from: local) }
      yield &element
    }
    set {
      guard let index = index(id: id) else {
        if newValue != nil { reportMissingElement(id: id) }
        return
      }
      replaceOrRemove(at: index, with: newValue)
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
    guard let overlay else {
      return Self.index(of: id, in: baseIDs, count: baseIDs.count, ascend: idsAscend)
    }
    if let index = Self.index(of: id, in: overlay.ids, count: overlay.ids.count, ascend: idsAscend)
    {
      return overlay.baseCount + index
    }
    return Self.index(of: id, in: baseIDs, count: overlay.baseCount, ascend: idsAscend)
  }

  /// The position of `id` among the first `count` of `ids`.
  @inlinable
  static func index(
    of id: StackElementID, in ids: [StackElementID], count: Int, ascend: Bool
  ) -> Int? {
    guard count > 0 else { return nil }
    if ids[count - 1] == id { return count - 1 }
    return ids.withUnsafeBufferPointer { ids in
      if ascend {
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
    if overlay == nil, isKnownUniquelyReferenced(&owner) {
      // No copy shares the stack: the element changes where it lies.
      if index < changedFrom { changedFrom = index }
      // In bounds: `index` is a position of the stack. The buffer is the array's own, unique.
      return baseElements.withUnsafeMutableBufferPointer { body(&$0[index]) }
    }
    return mutate(from: index) { region in
      let local = index - region.offset
      return region.elements.withUnsafeMutableBufferPointer { body(&$0[local]) }
    }
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

  /// Replaces the element at a position, and its ID, which must not be elsewhere on the stack.
  @inlinable
  package mutating func replace(at position: Int, id: StackElementID, element: Element) {
    precondition(position >= 0 && position < count, "Index out of range")
    let same = self.id(at: position) == id
    mutate(from: position) { region in
      region.ids[position - region.offset] = id
      region.elements[position - region.offset] = element
    }
    if !same { idsAscend = false }
  }

  /// The ID of the top element, if any.
  @inlinable
  var lastID: StackElementID? {
    if let overlay, let last = overlay.ids.last { return last }
    let count = overlay?.baseCount ?? baseIDs.count
    return count > 0 ? baseIDs[count - 1] : nil
  }

  /// Puts an element with a given ID on top of the stack. The ID must not be on the stack.
  @inlinable
  package mutating func append(_ element: Element, id: StackElementID) {
    if let last = lastID, last.rawValue >= id.rawValue { idsAscend = false }
    mutate(from: count) { region in
      region.ids.append(id)
      region.elements.append(element)
    }
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
    let generator = StackElementIDGenerator.current
    let raw = generator.next(count: added.count)
    if let last = lastID, last.rawValue >= raw.lowerBound { idsAscend = false }
    let newIDs = [StackElementID](unsafeUninitializedCapacity: raw.count) { buffer, count in
      var slot = buffer.baseAddress!
      for value in raw {
        slot.initialize(to: StackElementID(rawValue: value))
        slot += 1
      }
      count = raw.count
    }
    mutate(from: count) { region in
      if region.ids.isEmpty {
        region.ids = newIDs
        region.elements = added
      } else {
        region.ids.append(contentsOf: newIDs)
        region.elements.append(contentsOf: added)
      }
    }
  }

  /// Inserts an element at a position with a newly generated ID.
  ///
  /// - Parameters:
  ///   - element: The element to insert.
  ///   - index: The position; must be a valid index or `endIndex`.
  public mutating func insert(_ element: Element, at index: Int) {
    precondition(index >= 0 && index <= count, "Index out of range")
    let generator = StackElementIDGenerator.current
    let id = generator.next()
    if index != count { idsAscend = false }
    if let last = lastID, last.rawValue >= id.rawValue { idsAscend = false }
    mutate(from: index) { region in
      region.ids.insert(id, at: index - region.offset)
      region.elements.insert(element, at: index - region.offset)
    }
  }

  /// Removes the elements from a position up.
  @inlinable
  package mutating func truncate(to position: Int) {
    guard position < count else { return }
    if owner != nil, position <= (overlay?.baseCount ?? baseIDs.count),
      !isKnownUniquelyReferenced(&owner)
    {
      // A copy shares the base: the stack sees less of it, and the elements stay for the copy.
      if position < changedFrom { changedFrom = position }
      overlay = StackOverlay(baseCount: position, ids: [], elements: [])
      return
    }
    mutate(from: position) { region in
      let local = position - region.offset
      region.ids.removeLast(region.ids.count - local)
      region.elements.removeLast(region.elements.count - local)
    }
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
    truncate(to: index)
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
    guard let index = index(id: id) else { return }
    truncate(to: index + 1)
  }

  /// Removes and returns the top element, or returns `nil` when the stack is empty.
  @discardableResult
  @inlinable
  public mutating func popLast() -> Element? {
    let count = self.count
    guard count > 0 else { return nil }
    return mutate(from: count - 1) { region in
      region.ids.removeLast()
      return region.elements.removeLast()
    }
  }

  /// Removes every element.
  ///
  /// - Parameter keepCapacity: Whether to keep the storage's capacity.
  @inlinable
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    guard !isEmpty else { return }
    mutate(from: 0) { region in
      region.ids.removeAll(keepingCapacity: keepCapacity)
      region.elements.removeAll(keepingCapacity: keepCapacity)
    }
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
      var value = element(at: index)[case: path]
      guard value != nil else {
        yield &value
        if value != nil { reportCaseMismatch(id: id, index: index) }
        return
      }
      yield &value
      replaceOrRemove(at: index, with: value.map { path($0) })
    }
    set {
      guard let index = index(id: id) else {
        if newValue != nil { reportMissingElement(id: id) }
        return
      }
      guard element(at: index)[case: path] != nil else {
        if newValue != nil { reportCaseMismatch(id: id, index: index) }
        return
      }
      replaceOrRemove(at: index, with: newValue.map { path($0) })
    }
  }

  /// Replaces the element at `index`, or removes it when `element` is `nil`.
  @usableFromInline
  mutating func replaceOrRemove(at index: Int, with element: Element?) {
    mutate(from: index) { region in
      let local = index - region.offset
      if let element {
        region.elements[local] = element
      } else {
        region.ids.remove(at: local)
        region.elements.remove(at: local)
      }
    }
  }

  private func reportCaseMismatch(id: StackElementID, index: Int) {
    reportIssue(
      """
      Tried to modify the element \(id) of the stack through a case key path that does not \
      match it: the element is case "\(caseName(of: element(at: index)))".

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
    if lhs.overlay == nil, rhs.overlay == nil {
      return lhs.baseIDs == rhs.baseIDs && lhs.baseElements == rhs.baseElements
    }
    guard lhs.count == rhs.count else { return false }
    for position in 0..<lhs.count where lhs.id(at: position) != rhs.id(at: position) {
      return false
    }
    return lhs.elementsEqual(rhs)
  }
}

extension StackState: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for position in 0..<count { hasher.combine(id(at: position)) }
    for element in self { hasher.combine(element) }
  }
}

/// The IDs of a stack at one moment, held without gathering them into one array: what an
/// operator keeps to find the elements an action removed.
@usableFromInline
package struct StackIDs: Sendable {
  /// The stack's base IDs, of which the first `baseCount` are the stack's bottom.
  @usableFromInline let base: [StackElementID]
  @usableFromInline let baseCount: Int
  /// The IDs above them.
  @usableFromInline let top: [StackElementID]

  @usableFromInline
  init(base: [StackElementID], baseCount: Int, top: [StackElementID]) {
    self.base = base
    self.baseCount = baseCount
    self.top = top
  }

  /// The number of IDs.
  @inlinable var count: Int { baseCount + top.count }

  /// The ID at a position.
  @inlinable
  subscript(position: Int) -> StackElementID {
    position < baseCount ? base[position] : top[position - baseCount]
  }

  /// How many IDs, from the bottom, these and `other` hold in common as far as their shared
  /// storage tells, without comparing them: the base both read from the same array.
  @inlinable
  func sharedPrefix(with other: Self) -> Int {
    // Documented API: both arrays are alive for the comparison, so equal addresses are one
    // buffer; no memory is read through the pointers.
    let same = base.withUnsafeBufferPointer { mine in
      other.base.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
    }
    return same ? Swift.min(baseCount, other.baseCount) : 0
  }

  /// The IDs from a position up: the base array itself when that is all of them.
  @inlinable
  func ids(from position: Int) -> [StackElementID] {
    if position >= baseCount { return Array(top[(position - baseCount)...]) }
    if top.isEmpty {
      return position == 0 && baseCount == base.count
        ? base : Array(base[position..<baseCount])
    }
    return Array(base[position..<baseCount]) + top
  }
}

extension StackState {
  /// The IDs as they are now, held without gathering them.
  @inlinable
  package var currentIDs: StackIDs {
    guard let overlay else { return StackIDs(base: baseIDs, baseCount: baseIDs.count, top: []) }
    return StackIDs(base: baseIDs, baseCount: overlay.baseCount, top: overlay.ids)
  }
}

/// The top of a ``StackState`` changed while a copy shared the rest.
@usableFromInline
struct StackOverlay<Element> {
  /// How many elements of the base arrays lie below the overlay.
  @usableFromInline var baseCount: Int
  /// The IDs above them, bottom first.
  @usableFromInline var ids: [StackElementID]
  /// The elements above them.
  @usableFromInline var elements: [Element]

  @usableFromInline
  init(baseCount: Int, ids: [StackElementID], elements: [Element]) {
    self.baseCount = baseCount
    self.ids = ids
    self.elements = elements
  }
}

extension StackOverlay: Sendable where Element: Sendable {}

/// The object that copies of one ``StackState`` share: a stack that holds the only reference
/// is the only copy, and may change its arrays in place.
@usableFromInline
final class StackOwner: Sendable {
  @usableFromInline init() {}
}

/// The part of a stack a change works on: the elements from `offset` up, taken out of the
/// stack so that they are changed in place.
@usableFromInline
struct StackRegion<Element> {
  /// The position of the region's first element in the stack.
  @usableFromInline var offset: Int
  @usableFromInline var ids: [StackElementID]
  @usableFromInline var elements: [Element]
  /// Whether the region goes back as the stack's overlay, a copy sharing the rest.
  @usableFromInline var isOverlay: Bool

  @usableFromInline
  init(offset: Int, ids: [StackElementID], elements: [Element], isOverlay: Bool) {
    self.offset = offset
    self.ids = ids
    self.elements = elements
    self.isOverlay = isOverlay
  }

  /// Puts back an element that was swapped from `local` to the top and taken off, or, when it
  /// was set to `nil`, removes it, the old top element going back to the top.
  @usableFromInline
  mutating func putBack(_ element: Element?, from local: Int) {
    if let element {
      elements.append(element)
      elements.swapAt(local, elements.count - 1)
    } else {
      let top = elements.remove(at: local)
      elements.append(top)
      ids.remove(at: local)
    }
  }
}

extension StackState {
  /// Takes out the part of the stack from `index` up, for a change: the whole stack when no copy
  /// shares it, and otherwise the elements from `index` up (which the copies keep sharing
  /// below), moved to the overlay. Hand it back with ``putBack(_:)``.
  @inlinable
  mutating func takeRegion(from index: Int) -> StackRegion<Element> {
    if index < changedFrom { changedFrom = index }
    if owner == nil {
      owner = StackOwner()
    } else if !isKnownUniquelyReferenced(&owner) {
      return takeSharedRegion(from: index)
    }
    var ids: [StackElementID] = []
    var elements: [Element] = []
    swap(&ids, &baseIDs)
    swap(&elements, &baseElements)
    if let overlay = overlay.take() {
      // No copy shares the base any more: the overlay goes back into it.
      ids.removeLast(ids.count - overlay.baseCount)
      ids.append(contentsOf: overlay.ids)
      elements.removeLast(elements.count - overlay.baseCount)
      elements.append(contentsOf: overlay.elements)
    }
    return StackRegion(offset: 0, ids: ids, elements: elements, isOverlay: false)
  }

  /// ``takeRegion(from:)`` while a copy shares the base.
  @inlinable
  mutating func takeSharedRegion(from index: Int) -> StackRegion<Element> {
    var overlay =
      overlay.take() ?? StackOverlay(baseCount: baseIDs.count, ids: [], elements: [])
    if overlay.ids.count > Self.largestOverlay {
      // A copy has shared this stack for many changes: it gets arrays of its own again, as an
      // array would, so that reading it stays direct.
      owner = StackOwner()
      baseIDs = Array(baseIDs[..<overlay.baseCount]) + overlay.ids
      baseElements = Array(baseElements[..<overlay.baseCount]) + overlay.elements
      return takeRegion(from: index)
    }
    if index < overlay.baseCount {
      overlay.ids.insert(contentsOf: baseIDs[index..<overlay.baseCount], at: 0)
      overlay.elements.insert(contentsOf: baseElements[index..<overlay.baseCount], at: 0)
      overlay.baseCount = index
    }
    return StackRegion(
      offset: overlay.baseCount, ids: overlay.ids, elements: overlay.elements, isOverlay: true)
  }

  /// The most elements an overlay holds before the stack takes arrays of its own.
  @usableFromInline static var largestOverlay: Int { 64 }

  /// Puts back a region that ``takeRegion(from:)`` took out.
  @inlinable
  mutating func putBack(_ region: StackRegion<Element>) {
    if region.isOverlay {
      overlay = StackOverlay(
        baseCount: region.offset, ids: region.ids, elements: region.elements)
    } else {
      baseIDs = region.ids
      baseElements = region.elements
    }
  }

  /// Changes the part of the stack from `index` up, in place: ``takeRegion(from:)``, `body`,
  /// then ``putBack(_:)``.
  @inlinable
  mutating func mutate<Result>(
    from index: Int, _ body: (inout StackRegion<Element>) throws -> Result
  ) rethrows -> Result {
    var region = takeRegion(from: index)
    defer { putBack(region) }
    return try body(&region)
  }

  /// Calls `body` with the elements, bottom first, where they lie (gathered first when part of
  /// the stack is in an overlay).
  @inlinable
  package func withUnsafeElements<Result>(
    _ body: (UnsafeBufferPointer<Element>) throws -> Result
  ) rethrows -> Result {
    guard overlay == nil else { return try elements.withUnsafeBufferPointer(body) }
    return try baseElements.withUnsafeBufferPointer(body)
  }

  /// Records that the navigation-rules checker numbered `checker` has seen the stack as it is
  /// now, under `stamp`; and gives the stack arrays of its own again when no copy shares it any
  /// more, so that reading it is direct (the checker held a copy for the length of an action).
  package mutating func markChecked(stamp: Int, by checker: Int) {
    if overlay != nil, isKnownUniquelyReferenced(&owner) { putBack(takeRegion(from: count)) }
    checkedStamp = stamp
    checkedBy = checker
    changedFrom = .max
  }

  /// A stamp, or a checker's number, that no other check or checker has used.
  package static func newCheckStamp() -> Int {
    checkStamps.wrappingIncrementThenLoad(ordering: .relaxed)
  }
}

/// The stamps ``StackState/newCheckStamp()`` hands out.
private let checkStamps = ManagedAtomic<Int>(0)
