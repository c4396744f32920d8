import Foundation

/// What has changed in one stack since a checker last looked at it, and what it takes to undo
/// those changes: the record that lets navigation rules check a push in O(1) and reject a change
/// without copying the stack first.
///
/// A checker installs a journal in a stack (``StackState/attach(_:)``). From then on, every
/// change the stack makes to itself lowers ``changedFrom`` to the lowest position it touches, so
/// the checker reads only the elements from there up. While the journal is armed
/// (``arm(keeping:releaseCopies:)``), the first change to a position below what was saved saves
/// the original elements from there up before changing them, so ``revert(_:)`` can put the
/// stack back as it was; the stack copy the journal holds to undo a wholesale replacement is let
/// go at the first change made in place, which therefore still changes the stack's storage in
/// place.
///
/// Copies of a stack share its journal, which follows one of them: the one that changes first
/// (a token tells it from the others, whose later changes the journal ignores). A copy changed
/// before the stack the checker reads takes the journal with it, and the checker then finds a
/// stack it does not follow: it checks that stack whole, and cannot undo its changes. Library
/// code that changes a copy detaches it first (``StackState/detached()``).
///
/// The journal is locked: copies of one stack may change on several threads.
@usableFromInline
// Unchecked: every mutable property is read and written only with `lock` held.
package final class StackJournal<Element>: @unchecked Sendable {
  private let lock = NSLock()
  /// The token of the stack value this journal follows.
  private var token = 0
  /// The lowest position changed since ``reset()``: `Int.max` when nothing changed.
  private var changed = Int.max
  /// The stack's count when armed; `nil` when not armed.
  private var armedCount: Int?
  /// Whether the stack's IDs ascended when armed.
  private var armedAscend = true
  /// The stack as it was when armed, held until the stack first changes in place.
  private var held: StackState<Element>?
  /// Called once, at the first change in place, to let go of the caller's copies.
  private var releaseCopies: (() -> Void)?
  /// The lowest position saved since armed: the original elements from there up to the armed
  /// count are in ``savedIDs`` and ``savedElements``, top first.
  private var savedFrom = Int.max
  private var savedIDs: [StackElementID] = []
  private var savedElements: [Element] = []
  /// What the checker keeps about the stack it last checked.
  private var storedMemo: AnyObject?

  package init() {}

  /// What the checker keeps about the stack it last checked.
  package var memo: AnyObject? {
    get { lock.withLock { storedMemo } }
    set { lock.withLock { storedMemo = newValue } }
  }

  /// The lowest position changed since ``reset()``: `Int.max` when nothing changed.
  package var changedFrom: Int {
    lock.withLock { changed }
  }

  /// Forgets the changes recorded so far: the stack as it is now is the checked one.
  package func reset() {
    lock.withLock {
      changed = .max
      disarmLocked()
    }
  }

  /// Starts recording what undoing the next changes takes.
  ///
  /// - Parameters:
  ///   - stack: The stack as it is now, which ``revert(_:)`` puts back.
  ///   - releaseCopies: Called once, before the stack first changes in place, with the journal
  ///     locked: it lets go of the other copies of the stack the caller holds, so that the change
  ///     finds the storage unshared. It must not change a copy of the stack, which would wait
  ///     for the lock it is called under.
  package func arm(
    keeping stack: StackState<Element>, releaseCopies: (() -> Void)? = nil
  ) {
    lock.withLock {
      armedCount = stack.count
      armedAscend = stack.idsAscend
      held = stack
      self.releaseCopies = releaseCopies
      savedFrom = .max
      savedIDs = []
      savedElements = []
    }
  }

  /// Runs `body` with the journal locked, for state that ``arm(keeping:releaseCopies:)``'s
  /// `releaseCopies` changes.
  package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    try lock.withLock(body)
  }

  private func disarmLocked() {
    armedCount = nil
    held = nil
    releaseCopies = nil
    savedFrom = .max
    savedIDs = []
    savedElements = []
  }

  /// Whether the journal follows `stack`.
  func follows(_ stack: StackState<Element>) -> Bool {
    lock.withLock { stack.journal === self && stack.journalToken == token }
  }

  /// Makes the journal follow a value, returning its new token.
  func follow() -> Int {
    lock.withLock {
      token &+= 1
      return token
    }
  }

  /// Records that `stack` is about to change from `index` up, when the journal follows it, and
  /// returns its new token; `nil` when the journal follows another value.
  @usableFromInline
  func willChange(_ stack: StackState<Element>, from index: Int) -> Int? {
    lock.withLock {
      guard stack.journalToken == token else { return nil }
      // Let go of the copies first, so that the change finds the storage unshared.
      held = nil
      if let releaseCopies {
        self.releaseCopies = nil
        releaseCopies()
      }
      changed = min(changed, index)
      if let armedCount, index < savedFrom {
        let end = min(savedFrom, armedCount, stack.count)
        if index < end {
          // Top first, so that saving more below appends.
          savedIDs.append(contentsOf: stack.elementIDs[index..<end].reversed())
          savedElements.append(contentsOf: stack.elements[index..<end].reversed())
        }
        savedFrom = index
      }
      token &+= 1
      return token
    }
  }

  /// Puts `stack` back as it was when the journal was armed, in place: the elements the
  /// changes saved go back above the ones they left alone, in O(*k*) for *k* changed elements.
  ///
  /// - Parameter stack: The stack as it is now; hold no other copy of it, or it is copied.
  /// - Returns: Whether the stack was put back: `false` when the journal cannot tell how it
  ///   was, because it was not armed, or `stack` is not the value it follows and the copy it
  ///   held is gone.
  package func revert(_ stack: inout StackState<Element>) -> Bool {
    lock.withLock {
      guard let armedCount else { return false }
      if let held {
        stack = held
        return true
      }
      guard stack.journal === self, stack.journalToken == token else { return false }
      let kept = min(savedFrom, armedCount)
      stack.elementIDs.removeLast(stack.elementIDs.count - kept)
      stack.elements.removeLast(stack.elements.count - kept)
      stack.elementIDs.append(contentsOf: savedIDs.reversed())
      stack.elements.append(contentsOf: savedElements.reversed())
      stack.idsAscend = armedAscend
      return true
    }
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
    guard let journal, journal.follows(self) else { return nil }
    return journal
  }

  /// Installs `journal` in this stack, which from now on records its changes there.
  package mutating func attach(_ journal: StackJournal<Element>) {
    self.journal = journal
    self.journalToken = journal.follow()
  }

  /// This stack without its journal: a copy whose changes no checker follows.
  package func detached() -> Self {
    var copy = self
    copy.journal = nil
    return copy
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
    if let token = journal.willChange(self, from: index) { journalToken = token }
  }
}
