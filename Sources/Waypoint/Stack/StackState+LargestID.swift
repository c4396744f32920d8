/// A value that holds stack element IDs of its own: a ``StackState``.
package protocol StackElementIDHolding {
  /// The largest ID among this value's own elements (not those of stacks nested in them).
  var largestOwnElementID: StackElementID? { get }
}

extension StackState: StackElementIDHolding {
  package var largestOwnElementID: StackElementID? { elementIDs.max() }
}

/// Finds the stack element IDs a value already holds, so that a generator that starts afresh
/// can start above them.
package enum StackElementIDScan {
  /// The largest stack element ID anywhere in `value`: in its stacks, and in the stacks of their
  /// elements, of presented features, of enum payloads, and so on, found by reflection.
  ///
  /// - Parameter value: Any value, such as a feature's state.
  /// - Returns: The largest ID, or `nil` when `value` holds no stack element.
  /// - Complexity: O(*n*) in the size of `value`; each object is visited once.
  package static func largestID(in value: Any) -> StackElementID? {
    var largest: StackElementID?
    var visited: Set<ObjectIdentifier> = []
    func visit(_ value: Any) {
      if let holder = value as? any StackElementIDHolding,
        let id = holder.largestOwnElementID, largest.map({ id > $0 }) ?? true
      {
        largest = id
      }
      var mirror: Mirror? = Mirror(reflecting: value)
      if mirror?.displayStyle == .class {
        guard visited.insert(ObjectIdentifier(value as AnyObject)).inserted else { return }
      }
      while let current = mirror {
        for child in current.children { visit(child.value) }
        mirror = current.superclassMirror
      }
    }
    visit(value)
    return largest
  }
}
