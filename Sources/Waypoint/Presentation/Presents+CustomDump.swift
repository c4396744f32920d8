import CustomDump

extension Presents: CustomDumpReflectable {
  /// Dumps as the presented value itself, so diffs read `addItem: ItemForm.State(…)`.
  public var customDumpMirror: Mirror {
    Mirror(reflecting: wrappedValue as Any)
  }
}
