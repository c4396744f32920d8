import Foundation

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
  /// Values that cannot hold a stack (text, numbers, dates, URLs, bytes) are not looked into, and
  /// each object is visited once, so reference cycles end. The walk keeps its own list of values
  /// to visit, so a deeply nested value does not exhaust the thread's stack.
  ///
  /// - Parameter value: Any value, such as a feature's state.
  /// - Returns: The largest ID, or `nil` when `value` holds no stack element.
  /// - Complexity: O(*n*) in the number of values `value` is made of.
  package static func largestID(in value: Any) -> StackElementID? {
    var largest: StackElementID?
    var visited: Set<ObjectIdentifier> = []
    var pending: [Any] = [value]
    while let next = pending.popLast() {
      if isLeaf(next) { continue }
      if let holder = next as? any StackElementIDHolding,
        let id = holder.largestOwnElementID, largest.map({ id > $0 }) ?? true
      {
        largest = id
      }
      if type(of: next) is AnyClass {
        guard visited.insert(ObjectIdentifier(next as AnyObject)).inserted else { continue }
      }
      var mirror: Mirror? = Mirror(reflecting: next)
      while let current = mirror {
        for child in current.children { pending.append(child.value) }
        mirror = current.superclassMirror
      }
    }
    return largest
  }

  /// Whether a value is one that holds no stack, whatever it contains.
  private static func isLeaf(_ value: Any) -> Bool {
    switch value {
    case is String, is Substring, is Character, is Bool, is Data, is Date, is URL, is UUID,
      is any BinaryInteger, is any BinaryFloatingPoint, is StackElementID, is [UInt8]:
      true
    default:
      false
    }
  }
}
