import CasePaths
import IssueReporting

extension Store {
  /// Reads a property of the state, and writes it by sending the action that sets it: what a
  /// SwiftUI binding such as `TabView(selection: $store.selectedTab)` does.
  ///
  /// ```swift
  /// enum Action { case tabSelected(Tab), home(HomeFeature.Action) }
  /// store.selectedTab = .profile  // sends .tabSelected(.profile)
  /// ```
  ///
  /// A write sends the one case of `Action` that carries a value of the property's type (the
  /// actions must be `@CasePathable`, as `@Reducer` makes them). The state changes only as the
  /// reducer changes it. When no case or several carry that type, the write is reported and
  /// nothing is sent: send the action yourself, or use ``send(_:to:)``.
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<State, Value>) -> Value {
    get { read(keyPath) }
    set { write(newValue, to: keyPath) }
  }

  /// Sends a value in the given action: the write of a binding whose action is named.
  ///
  /// ```swift
  /// store.send(.profile, to: \.tabSelected)  // sends .tabSelected(.profile)
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value written.
  ///   - toAction: A case key path to the action that carries it.
  /// - Returns: A handle on the started effects.
  @discardableResult
  public func send<Value>(_ value: Value, to toAction: CaseKeyPath<Action, Value>) -> StoreTask {
    send(AnyCasePath(toAction).embed(value))
  }

  /// Sends the action that sets `keyPath` to `value`, or reports why there is none.
  func write<Value>(
    _ value: Value, to keyPath: WritableKeyPath<State, Value>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    switch WritingAction<Action, Value>.find() {
    case let .found(embed):
      send(embed(value))
    case let .missing(reason):
      reportIssue(
        """
        A binding wrote \(typeName(State.self)) through a store, and \(typeName(Action.self)) \
        \(reason) a "\(typeName(Value.self))".

        A write through a store sends the one action case that carries the written value, and \
        nothing was sent. Add a case such as "case valueChanged(\(typeName(Value.self)))" and \
        set the state in the reducer. A binding to a property inside another \
        ("$store.split.columnVisibility") writes the outer value: name its action instead, with \
        "store.send(value, to: \\.columnVisibilityChanged)" (in SwiftUI, \
        "store.binding(\\.split.columnVisibility, sending: \\.columnVisibilityChanged)").
        """,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
    }
  }
}

/// The action case that carries a value of a given type.
enum WritingAction<Action, Value> {
  case found((Value) -> Action)
  case missing(String)

  static func find() -> Self {
    guard let iterable = Action.self as? any CasePathIterable.Type else {
      return .missing("has no case paths to search (make it @CasePathable) for")
    }
    let paths = casePaths(of: iterable)
    let matches = paths.compactMap { $0 as? CaseKeyPath<Action, Value> }
    switch matches.count {
    case 1:
      let embed = AnyCasePath(matches[0]).embed
      return .found(embed)
    case 0:
      return .missing("has no case that carries")
    default:
      return .missing("has \(matches.count) cases that carry")
    }
  }
}

/// The case key paths of an iterable enum, type-erased.
private func casePaths<Root: CasePathIterable>(of type: Root.Type) -> [AnyKeyPath] {
  Root.allCasePaths.map { $0 as AnyKeyPath }
}
