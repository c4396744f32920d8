import CasePaths

/// The actions of the elements of an `IdentifiedArray`, for lists whose rows are features.
///
/// ```swift
/// enum Action {
///   case rows(IdentifiedActionOf<Row>)
/// }
/// // …
/// .forEach(\.rows, action: \.rows) { Row() }
/// ```
public indirect enum IdentifiedAction<ID: Hashable & Sendable, Action> {
  /// An action sent to the element with the given ID.
  case element(id: ID, action: Action)
}

/// An ``IdentifiedAction`` over a reducer's domain, for elements identified by their state's `id`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable, R.State.ID: Sendable

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where Action: Sendable {}

extension IdentifiedAction: CasePathable {
  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// The case paths of ``IdentifiedAction``, including one per element: `\.rows[id: id]`.
  public struct AllCasePaths: Sendable {
    /// The case path to ``IdentifiedAction/element(id:action:)``.
    public var element: AnyCasePath<IdentifiedAction, (id: ID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: {
          guard case let .element(id, action) = $0 else { return nil }
          return (id, action)
        }
      )
    }

    /// The case path to the actions of one element.
    ///
    /// - Parameter id: The element's ID.
    public subscript(id id: ID) -> AnyCasePath<IdentifiedAction, Action> {
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
  /// A case key path to the actions of one element of an identified array: `\.rows[id: id]`.
  ///
  /// - Parameter id: The element's ID.
  public subscript<ID: Hashable & Sendable, ElementAction>(
    id id: ID
  ) -> Case<ElementAction> where Value == IdentifiedAction<ID, ElementAction> {
    appending(IdentifiedAction<ID, ElementAction>.allCasePaths[id: id])
  }
}
