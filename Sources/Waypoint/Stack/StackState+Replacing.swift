extension StackState {
  /// Replaces the stack with `newElements`, keeping the elements at its bottom that stand for the
  /// same screens as the new ones there.
  ///
  /// A deep link or a restored snapshot names a whole stack. The screens it shares with the
  /// current stack, from the bottom up to the first that differs, stay as they are: their IDs,
  /// their state and the effects they started. The rest leave, and a navigation operator cancels
  /// their effects; the new elements above them get new IDs.
  ///
  /// ```swift
  /// // [#0 .list, #1 .detail(42), #2 .edit(42)]
  /// state.path.replace(with: [.list, .detail(42), .notes(42)]) { $0.screen == $1.screen }
  /// // [#0 .list, #1 .detail(42), #3 .notes(42)]
  /// ```
  ///
  /// - Parameters:
  ///   - newElements: The stack to show, bottom first.
  ///   - isSameScreen: Whether an element of the stack and the new element at its position are
  ///     the same screen, to be kept.
  /// - Returns: How many elements were kept.
  /// - Complexity: O(*n* + *m*), for the current and the new stack.
  @discardableResult
  public mutating func replace(
    with newElements: some Collection<Element>,
    keepingWhile isSameScreen: (_ current: Element, _ new: Element) throws -> Bool
  ) rethrows -> Int {
    var kept = 0
    for (current, new) in zip(elements, newElements) {
      guard try isSameScreen(current, new) else { break }
      kept += 1
    }
    truncate(to: kept)
    // What is left may ascend again (it does when it is empty): look, at the cost of one pass.
    if !idsAscend { idsAscend = Self.ascend(elementIDs) }
    append(contentsOf: newElements.dropFirst(kept))
    return kept
  }
}
