/// A stack seen without its element type: what the navigation tree reads.
package protocol NavigationStackReflecting {
  /// The IDs and elements, bottom first.
  var reflectedEntries: [(id: StackElementID, element: Any)] { get }
}

extension StackState: NavigationStackReflecting {
  package var reflectedEntries: [(id: StackElementID, element: Any)] {
    zip(elementIDs, elements).map { ($0, $1 as Any) }
  }
}

/// A presentation seen without its state type: what the navigation tree reads.
package protocol NavigationPresentsReflecting {
  /// The presented state, or `nil` when nothing is presented.
  var reflectedPresented: Any? { get }
}

extension Presents: NavigationPresentsReflecting {
  package var reflectedPresented: Any? { wrappedValue.map { $0 as Any } }
}
