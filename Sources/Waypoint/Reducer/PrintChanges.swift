import CustomDump

extension Reducer {
  /// Prints every action and the state change it caused, for debugging.
  ///
  /// ```swift
  /// Store(initialState: Feature.State()) {
  ///   Feature()._printChanges()
  /// }
  /// ```
  ///
  /// - Parameter printer: Where to print; standard output by default.
  /// - Returns: A reducer that prints.
  public func _printChanges(
    to printer: @escaping (String) -> Void = { print($0) }
  ) -> some Reducer<State, Action> {
    PrintChangesReducer(base: self, printer: printer)
  }
}

/// The reducer behind ``Reducer/_printChanges(to:)``.
@usableFromInline
struct PrintChangesReducer<Base: Reducer>: Reducer {
  let base: Base
  let printer: (String) -> Void

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let before = state
    let effects = base.reduce(into: &state, action: action)
    var output = "received action:\n"
    customDump(action, to: &output, indent: 2)
    output += "\n"
    if let difference = diff(before, state) {
      output += difference
    } else {
      output += "  (No state changes)"
    }
    printer(output)
    return effects
  }
}
