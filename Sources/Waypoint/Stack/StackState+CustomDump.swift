import CustomDump

extension StackState: CustomDumpReflectable {
  /// Dumps the stack as a dictionary from `#id` to element, bottom first.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      unlabeledChildren: zip(elementIDs, elements).map {
        (key: AnyHashable($0.0), value: $0.1 as Any)
      },
      displayStyle: .dictionary
    )
  }
}

extension StackState: CustomStringConvertible {
  public var description: String {
    "[" + zip(elementIDs, elements).map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "]"
  }
}

extension StackElementID: CustomDumpStringConvertible {
  public var customDumpDescription: String { description }
}
