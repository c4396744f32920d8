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
struct PrintChangesReducer<Base: Reducer>: NavigationOperator {
  @usableFromInline let base: Base
  let printer: (String) -> Void

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    reduceInCurrentContext(into: &state, action: action)
  }

  public func _resolved() -> _Resolution<Base.State, Base.Action> {
    resolvedOperator()
  }

  /// Runs the base, then prints the action and the change it made.
  @usableFromInline
  func reduce(
    into state: inout Base.State, action: Base.Action, context: ReduceContext,
    base: BaseReduce<Base.State, Base.Action>
  ) -> Effect<Base.Action> {
    let before = state
    let effects = base(&state, action, context)
    printer(Self.describe(action, from: before, to: state))
    return effects
  }

  /// The action and the change it made, as printed.
  static func describe(_ action: Base.Action, from before: Base.State, to after: Base.State)
    -> String
  {
    var output = "received action:\n"
    customDump(action, to: &output, indent: 2)
    output += "\n"
    if let difference = diff(before, after) {
      output += difference
    } else {
      output += "  (No state changes)"
    }
    return output
  }
}
