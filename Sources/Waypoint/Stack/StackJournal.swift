/// What has changed in one stack since a checker last looked at it, and what it takes to undo
/// those changes: the record that lets navigation rules check a push in O(1) and reject a change
/// without copying the stack first.
///
/// A checker installs a journal in a stack (``StackState/attach(_:)``). From then on, every
/// change the stack makes to itself lowers ``changedFrom`` to the lowest position it touches, so
/// the checker reads only the elements from there up. While the journal is armed
/// (``arm(keeping:)``), the first change to a position below the armed count saves the original
/// elements from there up before changing them, so ``revert(_:)`` can put the stack back as
/// it was; the stack copy the journal holds to undo a wholesale replacement is let go at the
/// first change made in place, which therefore still changes the stack's storage in place.
///
/// Copies of a stack share its journal; a token tells the copy the journal follows from the
/// others, whose changes it ignores.
@usableFromInline
package final class StackJournal<Element>: @unchecked Sendable {
  /// The token of the stack value this journal follows.
  package var token = 0
  /// The lowest position changed since ``reset()``: `Int.max` when nothing changed.
  package private(set) var changedFrom = Int.max
  /// The stack's count when armed; `nil` when not armed.
  package private(set) var armedCount: Int?
  /// Whether the stack's IDs ascended when armed.
  private var armedAscend = true
  /// The stack as it was when armed, held until the stack first changes in place.
  package private(set) var held: StackState<Element>?
  /// The original IDs and elements from ``changedFrom`` up to the armed count.
  private var savedIDs: [StackElementID] = []
  private var savedElements: [Element] = []
  /// What the checker keeps about the stack it last checked.
  package var memo: AnyObject?

  package init() {}

  /// Forgets the changes recorded so far: the stack as it is now is the checked one.
  package func reset() {
    changedFrom = .max
    disarm()
  }

  /// Starts recording what undoing the next changes takes.
  ///
  /// - Parameters:
  ///   - stack: The stack as it is now, which ``revert(_:)`` puts back.
  ///   - releaseCopies: Called once, before the stack first changes in place: it lets go of
  ///     the other copies of the stack the caller holds, so that the change finds the storage
  ///     unshared.
  package func arm(
    keeping stack: StackState<Element>, releaseCopies: (() -> Void)? = nil
  ) {
    armedCount = stack.count
    armedAscend = stack.idsAscend
    held = stack
    self.releaseCopies = releaseCopies
    savedIDs = []
    savedElements = []
  }

  /// Stops recording what undoing takes, and lets go of what was kept for it.
  package func disarm() {
    armedCount = nil
    held = nil
    releaseCopies = nil
    savedIDs = []
    savedElements = []
  }

  private var releaseCopies: (() -> Void)?

  /// Records that `stack`, the value this journal follows, is about to change from `index` up.
  @usableFromInline
  func willChange(_ stack: StackState<Element>, from index: Int) {
    // Let go of the copies first, so that the change finds the storage unshared.
    held = nil
    if let releaseCopies {
      self.releaseCopies = nil
      releaseCopies()
    }
    guard index < changedFrom else { return }
    if let armedCount {
      let end = min(changedFrom, armedCount, stack.count)
      if index < end {
        savedIDs.insert(contentsOf: stack.elementIDs[index..<end], at: 0)
        savedElements.insert(contentsOf: stack.elements[index..<end], at: 0)
      }
    }
    changedFrom = index
  }

  /// Puts `stack` back as it was when the journal was armed, in place: the elements the
  /// changes saved go back above the ones they left alone, in O(*k*) for *k* changed elements.
  ///
  /// - Parameter stack: The stack as it is now; hold no other copy of it, or it is copied.
  /// - Returns: Whether the stack was put back: `false` when the journal cannot tell how it
  ///   was, because it was not armed, or `stack` is not the value it follows and the copy it
  ///   held is gone.
  package func revert(_ stack: inout StackState<Element>) -> Bool {
    guard let armedCount else { return false }
    if let held {
      stack = held
      return true
    }
    guard stack.journal === self, stack.journalToken == token else { return false }
    let kept = min(changedFrom, armedCount)
    stack.elementIDs.removeLast(stack.elementIDs.count - kept)
    stack.elements.removeLast(stack.elements.count - kept)
    stack.elementIDs += savedIDs
    stack.elements += savedElements
    stack.idsAscend = armedAscend
    return true
  }
}

extension StackState {
  /// Calls `body` with the elements, bottom first, where they lie.
  @inlinable
  package func withUnsafeElements<Result>(
    _ body: (UnsafeBufferPointer<Element>) throws -> Result
  ) rethrows -> Result {
    try elements.withUnsafeBufferPointer(body)
  }

  /// The ID of the element at a position.
  ///
  /// - Parameter position: A valid position, from the bottom.
  @usableFromInline
  package func id(at position: Int) -> StackElementID {
    elementIDs[position]
  }

  /// The journal of this stack, if a checker installed one and this value is the one it follows.
  package var attachedJournal: StackJournal<Element>? {
    guard let journal, journal.token == journalToken else { return nil }
    return journal
  }

  /// Installs `journal` in this stack, which from now on records its changes there.
  package mutating func attach(_ journal: StackJournal<Element>) {
    journal.token &+= 1
    self.journal = journal
    self.journalToken = journal.token
  }

  /// Records, in the journal that follows this value, that the stack is about to change from
  /// `index` up; does nothing without one.
  @inlinable
  @inline(__always)
  mutating func willChange(from index: Int) {
    guard let journal else { return }
    noteChange(journal, from: index)
  }

  @usableFromInline
  mutating func noteChange(_ journal: StackJournal<Element>, from index: Int) {
    guard journal.token == journalToken else { return }
    journal.willChange(self, from: index)
    journal.token &+= 1
    journalToken = journal.token
  }
}
