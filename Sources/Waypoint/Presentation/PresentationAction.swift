import CasePaths

/// The actions of a presented feature, as seen by the feature that presents it.
///
/// ```swift
/// enum Action {
///   case addButtonTapped
///   case addItem(PresentationAction<ItemFormFeature.Action>)
/// }
/// ```
@CasePathable
public enum PresentationAction<Action> {
  /// An action sent to the presented feature.
  indirect case presented(Action)

  /// The presented feature was dismissed: by the user (swipe, back button, tap outside), or by
  /// the feature itself through `@Dependency(\.dismiss)`. The parent sees it first; then the
  /// presentation state is set to `nil`.
  case dismiss
}

/// A ``PresentationAction`` over a reducer's domain.
public typealias PresentationActionOf<R: Reducer> = PresentationAction<R.Action>

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
extension PresentationAction: Decodable where Action: Decodable {}
extension PresentationAction: Encodable where Action: Encodable {}
