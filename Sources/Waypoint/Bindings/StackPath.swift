/// The value a `NavigationStack(path:)` binding reads and writes for a ``StackState``: one
/// component per element, bottom first, each identified by its element's ID.
///
/// SwiftUI changes a path in two ways: it removes components from the end (the back button, a
/// swipe, or a long press on the back button that pops several screens at once), and it appends
/// one (a navigation link whose value is a component). ``StackState/actions(writing:)`` turns the
/// path SwiftUI writes into the stack actions that make the same change.
///
/// ```swift
/// var path = store.withState(\.path).path  // [#0 detail, #1 edit, #2 detail]
/// path.removeLast(2)                       // what the system back menu does
/// store.withState(\.path).actions(writing: path)  // [.popFrom(id: #1)]
/// ```
public struct StackPath<Element>: RandomAccessCollection, MutableCollection,
  RangeReplaceableCollection
{
  /// The IDs, bottom first.
  ///
  /// - Complexity: O(1) while the path has changed only its top since it was read from a
  ///   stack, O(*n*) otherwise.
  @inlinable public var ids: [StackElementID] { storage.elementIDs }
  /// The elements, bottom first, at the positions of their IDs.
  @inlinable public var elements: [Element] { storage.elements }

  /// The components, kept as a stack keeps its elements: a path read from a stack shares the
  /// stack's storage, and removing or appending at its end, as SwiftUI does, copies nothing
  /// (``StackState``'s overlay).
  @usableFromInline var storage: StackState<Element>

  /// One screen of a path: an element and its ID.
  ///
  /// Two components are equal, and hash alike, when their IDs are: a path is a list of
  /// screens, and a screen's identity is its ID.
  public struct Component: Hashable {
    /// The element's ID.
    public let id: StackElementID
    /// The element.
    public var element: Element

    /// A component for an element already on a stack.
    ///
    /// - Parameters:
    ///   - id: The element's ID on its stack.
    ///   - element: The element.
    public init(id: StackElementID, element: Element) {
      self.id = id
      self.element = element
    }

    /// A component for a new screen, with a new ID drawn from the `stackElementID` dependency:
    /// the value of a navigation link that pushes `element`.
    ///
    /// - Parameter element: The element to push.
    @inlinable
    public init(pushing element: Element) {
      self.init(id: StackElementIDGenerator.current.next(), element: element)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
  }

  /// Creates an empty path.
  public init() {
    self.storage = StackState()
  }

  /// Creates a path of components.
  ///
  /// - Parameter components: The components, bottom first.
  public init(_ components: some Sequence<Component>) {
    self.init()
    append(contentsOf: components)
  }

  /// A path of a stack's elements, which it shares until either changes.
  @usableFromInline
  init(storage: StackState<Element>) {
    self.storage = storage
  }

  /// The components, bottom first.
  public var components: [Component] {
    zip(ids, elements).map { Component(id: $0, element: $1) }
  }

  @inlinable
  public var startIndex: Int { 0 }
  @inlinable
  public var endIndex: Int { storage.count }

  @inlinable
  public subscript(position: Int) -> Component {
    get { Component(id: storage.id(at: position), element: storage.element(at: position)) }
    set { storage.replace(at: position, id: newValue.id, element: newValue.element) }
  }

  public mutating func replaceSubrange(
    _ subrange: Range<Int>, with newElements: some Collection<Component>
  ) {
    var ids = storage.elementIDs
    var elements = storage.elements
    ids.replaceSubrange(subrange, with: newElements.map { $0.id })
    elements.replaceSubrange(subrange, with: newElements.map { $0.element })
    storage = StackState(ids: ids, elements: elements)
  }

  // What SwiftUI does to a path, done at its end rather than through `replaceSubrange`.

  @inlinable
  public mutating func append(_ component: Component) {
    storage.append(component.element, id: component.id)
  }

  /// Removes and returns the last component, as SwiftUI does when the back button pops a screen.
  ///
  /// - Returns: The component removed.
  /// - Precondition: The path is not empty.
  @discardableResult
  @inlinable
  public mutating func removeLast() -> Component {
    precondition(!storage.isEmpty, "Can't remove the last component of an empty path")
    let id = storage.id(at: storage.count - 1)
    return Component(id: id, element: storage.popLast()!)
  }

  /// Removes the last `count` components, as SwiftUI does when the back button's menu pops several
  /// screens.
  ///
  /// - Parameter count: How many components to remove; at most the path's count.
  @inlinable
  public mutating func removeLast(_ count: Int) {
    precondition(
      count >= 0 && count <= storage.count, "Can't remove more components than the path has")
    storage.truncate(to: storage.count - count)
  }

  public mutating func removeSubrange(_ bounds: Range<Int>) {
    replaceSubrange(bounds, with: EmptyCollection())
  }
}

extension StackPath.Component: Sendable where Element: Sendable {}
extension StackPath: Sendable where Element: Sendable {}
extension StackPath: Equatable {
  /// Two paths are equal when they show the same screens: the same IDs, in the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    let (left, right) = (lhs.storage.currentIDs, rhs.storage.currentIDs)
    guard left.count == right.count else { return false }
    var position = left.sharedPrefix(with: right)
    while position < left.count, left[position] == right[position] { position += 1 }
    return position == left.count
  }
}

extension StackPath: Hashable {
  public func hash(into hasher: inout Hasher) {
    let ids = storage.currentIDs
    hasher.combine(ids.count)
    for position in 0..<ids.count { hasher.combine(ids[position]) }
  }
}

extension StackState {
  /// The stack as a path a `NavigationStack` binding shows: one component per element.
  ///
  /// - Complexity: O(1): the path shares the stack's storage until either changes.
  @inlinable
  public var path: StackPath<Element> {
    StackPath(storage: self)
  }

  /// The actions that change this stack into the path SwiftUI wrote: at most one `popFrom` for
  /// what it removed (the lowest removed element, which takes those above it), then one `push`
  /// per component it appended.
  ///
  /// ```swift
  /// // The stack is [#0, #1, #2]; a long press on the back button goes back to #0.
  /// stack.actions(writing: [#0])            // [.popFrom(id: #1)]
  /// // A navigation link appends a new component.
  /// stack.actions(writing: [#0, #1, #2, new])  // [.push(id: new.id, state: new.element)]
  /// ```
  ///
  /// SwiftUI only removes from the end and appends. A component that would move an element
  /// already on the stack is left out (a `push` with its ID would be refused); ``StackPathWrite``
  /// lists it in ``StackPathWrite/ignored``.
  ///
  /// - Parameter path: The path SwiftUI wrote.
  /// - Returns: The actions to send, in order, and the components left out.
  @inlinable
  public func actions<Action>(
    writing path: StackPath<Element>
  ) -> StackPathWrite<Element, Action> {
    let mine = currentIDs
    let written = path.storage.currentIDs
    let count = mine.count
    let limit = Swift.min(count, written.count)
    // The part both read from the same storage is the same without comparing it.
    var kept = Swift.min(mine.sharedPrefix(with: written), limit)
    while kept < limit, mine[kept] == written[kept] { kept += 1 }
    var actions: [StackAction<Element, Action>] = []
    if kept < count { actions.append(.popFrom(id: mine[kept])) }
    if kept == written.count { return StackPathWrite(actions: actions, ignored: []) }
    // What a navigation link writes: the stack with one new component on top.
    if kept == count, written.count == kept + 1, index(id: written[kept]) == nil {
      actions.append(.push(id: written[kept], state: path.storage.element(at: kept)))
      return StackPathWrite(actions: actions, ignored: [])
    }
    var ignored: [StackElementID] = []
    var pushed: Set<StackElementID> = []
    for component in path[kept...] {
      if index(id: component.id) != nil || !pushed.insert(component.id).inserted {
        ignored.append(component.id)
      } else {
        actions.append(.push(id: component.id, state: component.element))
      }
    }
    return StackPathWrite(actions: actions, ignored: ignored)
  }
}

extension StackState {
  /// The actions that make on this stack the change SwiftUI made to the path it showed.
  ///
  /// SwiftUI writes a path that changes the one it last read, and the stack may have moved on
  /// since, as when an effect replaced it while the person tapped the back button. The change is
  /// read against `shown`: the components SwiftUI removed pop from the lowest of them still on
  /// the stack, and the ones it appended are pushed. A removed or kept component that is no
  /// longer on the stack was gone already, and asks for nothing: a popped screen never comes
  /// back.
  ///
  /// ```swift
  /// // SwiftUI shows [#0, #1]; an effect replaced the stack with [#5]; the back button writes [#0].
  /// stack.actions(writing: [#0], shown: [#0, #1])  // []: #1 is gone already, #5 stays
  /// ```
  ///
  /// - Parameters:
  ///   - path: The path SwiftUI wrote.
  ///   - shown: The path SwiftUI read before it wrote.
  /// - Returns: The actions to send, in order, and the components that would move or repeat
  ///   an element.
  @inlinable
  public func actions<Action>(
    writing path: StackPath<Element>, shown: StackPath<Element>
  ) -> StackPathWrite<Element, Action> {
    let before = shown.storage.currentIDs
    let written = path.storage.currentIDs
    let limit = Swift.min(before.count, written.count)
    var kept = Swift.min(before.sharedPrefix(with: written), limit)
    while kept < limit, before[kept] == written[kept] { kept += 1 }
    var actions: [StackAction<Element, Action>] = []
    if let lowest = (kept..<before.count).lazy.map({ before[$0] }).first(where: {
      index(id: $0) != nil
    }) {
      actions.append(.popFrom(id: lowest))
    }
    var ignored: [StackElementID] = []
    var pushed: Set<StackElementID> = []
    guard kept < written.count else { return StackPathWrite(actions: actions, ignored: ignored) }
    let shownIDs = Set(shown.ids)
    for component in path[kept...] {
      if shownIDs.contains(component.id) || index(id: component.id) != nil
        || !pushed.insert(component.id).inserted
      {
        ignored.append(component.id)
      } else {
        actions.append(.push(id: component.id, state: component.element))
      }
    }
    return StackPathWrite(actions: actions, ignored: ignored)
  }
}

/// What a path SwiftUI wrote means for a stack: the actions that make the change, and the
/// components that cannot be made by a pop or a push.
///
/// ``StackState/actions(writing:)`` and ``StackState/actions(writing:shown:)`` make one;
/// sending its ``actions`` in order makes the stack show the path written.
///
/// ```swift
/// // The stack is [#0, #1, #2, #3].
/// var written = stack.path
/// written.removeLast(2)  // the back button's menu goes back to #1
/// written.append(StackPath.Component(pushing: .detail(item)))  // a link pushes, with a new ID
/// let write: StackPathWrite<Path.State, Path.Action> = stack.actions(writing: written)
/// write.actions  // [.popFrom(id: #2), .push(id: <the new ID>, state: .detail(item))]
/// write.ignored  // []
/// ```
///
/// A path that moves screens already on the stack, which SwiftUI never writes, is made only in
/// part: written as `[#0, #1, #3, #2]`, the stack pops from `#2`, and ``ignored`` lists `#3` and
/// `#2`.
public struct StackPathWrite<Element, Action> {
  /// The actions to send, in order: a `popFrom`, then `push`es.
  public var actions: [StackAction<Element, Action>]
  /// The IDs of written components that would move an element already on the stack, or that
  /// repeat a component written before them.
  public var ignored: [StackElementID]

  @usableFromInline
  init(actions: [StackAction<Element, Action>], ignored: [StackElementID]) {
    self.actions = actions
    self.ignored = ignored
  }
}
