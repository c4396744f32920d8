import CasePaths

/// The actions of a ``StackState``-driven navigation stack.
///
/// A parent feature holds a case of this type, such as `case path(StackAction<Path.State,
/// Path.Action>)`, and integrates the stack's elements with ``Reducer/forEach(_:action:destination:fileID:filePath:line:column:)``.
///
/// ```swift
/// case let .path(.element(id: id, action: .edit(.saveButtonTapped))):
///   state.path.pop(from: id)
///   return .none
/// ```
public enum StackAction<State, Action> {
  /// An action sent to the element with the given ID.
  indirect case element(id: StackElementID, action: Action)

  /// A request to remove the element with the given ID and everything above it, as when the user
  /// taps a back button or a child calls `dismiss()`.
  case popFrom(id: StackElementID)

  /// A request to push an element with the given ID, as when a navigation link is tapped.
  indirect case push(id: StackElementID, state: State)
}

/// A ``StackAction`` over a reducer's domain.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

extension StackAction: CasePathable {
  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// The case paths of ``StackAction``, including one per element ID: `\.path[id: 0]`.
  public struct AllCasePaths: Sendable {
    /// The case path to ``StackAction/element(id:action:)``.
    public var element: AnyCasePath<StackAction, (id: StackElementID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: {
          guard case let .element(id, action) = $0 else { return nil }
          return (id, action)
        }
      )
    }

    /// The case path to ``StackAction/popFrom(id:)``.
    public var popFrom: AnyCasePath<StackAction, StackElementID> {
      AnyCasePath(
        embed: { .popFrom(id: $0) },
        extract: {
          guard case let .popFrom(id) = $0 else { return nil }
          return id
        }
      )
    }

    /// The case path to ``StackAction/push(id:state:)``.
    public var push: AnyCasePath<StackAction, (id: StackElementID, state: State)> {
      AnyCasePath(
        embed: { .push(id: $0.id, state: $0.state) },
        extract: {
          guard case let .push(id, state) = $0 else { return nil }
          return (id, state)
        }
      )
    }

    /// The case path to the actions of one element.
    ///
    /// - Parameter id: The element's ID.
    public subscript(id id: StackElementID) -> AnyCasePath<StackAction, Action> {
      AnyCasePath(
        embed: { .element(id: id, action: $0) },
        extract: {
          guard case let .element(elementID, action) = $0, elementID == id else { return nil }
          return action
        }
      )
    }
  }
}

extension Case {
  /// A case key path to the actions of one stack element: `\.path[id: 0].detail.saveButtonTapped`.
  ///
  /// - Parameter id: The element's ID.
  public subscript<ElementState, ElementAction>(
    id id: StackElementID
  ) -> Case<ElementAction> where Value == StackAction<ElementState, ElementAction> {
    appending(StackAction<ElementState, ElementAction>.allCasePaths[id: id])
  }

  /// This case key path's case, followed by a case path into its associated value.
  package func appending<Appended>(_ casePath: AnyCasePath<Value, Appended>) -> Case<Appended> {
    Case<Appended>(
      embed: { self._embed(casePath.embed($0)) },
      extract: { root in self._extract(from: root).flatMap(casePath.extract(from:)) }
    )
  }
}
