import CustomDump

extension StackState: CustomDumpReflectable {
  /// Dumps the stack as a dictionary from `#id` to element, bottom first.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      unlabeledChildren: storage.map { (key: AnyHashable($0.key), value: $0.value as Any) },
      displayStyle: .dictionary
    )
  }
}

extension StackState: CustomStringConvertible {
  public var description: String {
    "[" + storage.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "]"
  }
}

extension StackElementID: CustomDumpStringConvertible {
  public var customDumpDescription: String { description }
}
