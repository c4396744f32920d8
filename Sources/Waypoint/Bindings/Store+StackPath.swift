import IssueReporting

extension Store {
  /// Sends what a path SwiftUI wrote means: what a `NavigationStack(path:)` binding does when
  /// the person goes back, several screens at once, or follows a navigation link.
  ///
  /// ```swift
  /// let path = store.scope(state: \.path, action: \.path)
  /// path.write(path: StackPath(path.state.path.prefix(1)))  // sends .popFrom(id: #1)
  /// ```
  ///
  /// The `popFrom` goes first, then a `push` per appended component, each reduced in turn. A
  /// path that would move an element already on the stack, or repeat a component, is not one
  /// SwiftUI writes: it is reported, and nothing is sent.
  ///
  /// - Parameters:
  ///   - path: The path SwiftUI wrote.
  ///   - shown: The path SwiftUI read before it wrote, when known: the write is then read as a
  ///     change of it (``StackState/actions(writing:shown:)``), so a write that comes after the
  ///     stack moved on never brings back a popped screen.
  ///   - fileID: The file a bad path is reported in; the caller's.
  ///   - filePath: The path of that file; the caller's.
  ///   - line: The line a bad path is reported at; the caller's.
  ///   - column: The column a bad path is reported at; the caller's.
  @inlinable
  public func write<Element, ElementAction>(
    path: StackPath<Element>,
    shown: StackPath<Element>? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where State == StackState<Element>, Action == StackAction<Element, ElementAction> {
    let write: StackPathWrite<Element, ElementAction> = withState { stack in
      if let shown {
        stack.actions(writing: path, shown: shown)
      } else {
        stack.actions(writing: path)
      }
    }
    if !write.ignored.isEmpty {
      reportIssue(
        """
        A navigation path was written that moves or repeats elements already on the stack: \
        \(write.ignored.map(\.description).joined(separator: ", ")).

        A stack changes by popping from an element and pushing new ones, so nothing was sent \
        and the stack is as it was. Append new components only, made with \
        "StackPath.Component(pushing:)", which draws each a new ID.
        """,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
      return
    }
    for action in write.actions { send(action) }
  }
}

extension Store {
  /// The store of a path component's element, for the view a `NavigationStack` shows for it.
  ///
  /// While the element is on the stack this is ``scope(id:)``'s store. Once it is popped, SwiftUI
  /// may still draw the screen as it animates away: the store returned then shows the element
  /// the component holds, and an action sent to it is an action for a popped element, which
  /// the stack's `forEach` reports.
  ///
  /// - Parameter component: A component of this stack's path.
  /// - Returns: The element's store.
  public func scope<Element, ElementAction>(
    _ component: StackPath<Element>.Component
  ) -> Store<Element, ElementAction>
  where State == StackState<Element>, Action == StackAction<Element, ElementAction> {
    if let live: Store<Element, ElementAction> = scope(id: component.id) { return live }
    let id = component.id
    return makeChild(
      toState: { $0.pointee[id: id] }, fromAction: { .element(id: id, action: $0) },
      initialState: component.element)
  }
}
