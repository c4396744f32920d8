import CasePaths

/// The actions of a presented feature, as seen by the feature that presents it.
///
/// ```swift
/// enum Action {
///   case addButtonTapped
///   case addItem(PresentationAction<ItemFormFeature.Action>)
/// }
/// ```
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

extension PresentationAction: CasePathable {
  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// The case paths of ``PresentationAction``. Cases of the presented feature's actions are
  /// reachable directly: `\.destination.edit` stands for `\.destination.presented.edit`.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The case path to ``PresentationAction/presented(_:)``.
    public var presented: AnyCasePath<PresentationAction, Action> {
      AnyCasePath(
        embed: { .presented($0) },
        extract: {
          guard case let .presented(action) = $0 else { return nil }
          return action
        }
      )
    }

    /// The case path to ``PresentationAction/dismiss``.
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      AnyCasePath(
        embed: { .dismiss },
        extract: {
          guard case .dismiss = $0 else { return nil }
          return ()
        }
      )
    }

    /// A case path through ``PresentationAction/presented(_:)`` to a case of the presented
    /// feature's actions.
    public subscript<AppendedAction>(
      dynamicMember keyPath: KeyPath<Action.AllCasePaths, AnyCasePath<Action, AppendedAction>>
    ) -> AnyCasePath<PresentationAction, AppendedAction> where Action: CasePathable {
      Self.throughPresented(Action.allCasePaths[keyPath: keyPath])
    }

    /// A case path to a case of the presented feature's actions, seen as a presentation of its
    /// own: its `.presented` actions, and `.dismiss`.
    ///
    /// This is what a binding needs from `\.destination.edit`: the edit screen's actions, and
    /// the dismissal it sends when SwiftUI dismisses the sheet.
    ///
    /// ```swift
    /// .sheet(item: $store.scope(state: \.destination?.edit, action: \.destination.edit)) { … }
    /// ```
    ///
    /// Where a case path to the case's actions fits too, that one is chosen.
    @_disfavoredOverload
    public subscript<AppendedAction>(
      dynamicMember keyPath: KeyPath<Action.AllCasePaths, AnyCasePath<Action, AppendedAction>>
    ) -> AnyCasePath<PresentationAction, PresentationAction<AppendedAction>>
    where Action: CasePathable {
      Self.asPresentation(Action.allCasePaths[keyPath: keyPath])
    }

    private static func asPresentation<AppendedAction>(
      _ casePath: AnyCasePath<Action, AppendedAction>
    ) -> AnyCasePath<PresentationAction, PresentationAction<AppendedAction>> {
      AnyCasePath(
        embed: { action in
          switch action {
          case let .presented(action): .presented(casePath.embed(action))
          case .dismiss: .dismiss
          }
        },
        extract: { action in
          switch action {
          case let .presented(action): casePath.extract(from: action).map { .presented($0) }
          case .dismiss: .dismiss
          }
        }
      )
    }

    private static func throughPresented<AppendedAction>(
      _ casePath: AnyCasePath<Action, AppendedAction>
    ) -> AnyCasePath<PresentationAction, AppendedAction> {
      AnyCasePath(
        embed: { .presented(casePath.embed($0)) },
        extract: {
          guard case let .presented(action) = $0 else { return nil }
          return casePath.extract(from: action)
        }
      )
    }
  }
}
