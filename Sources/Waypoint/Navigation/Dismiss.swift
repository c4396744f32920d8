import Dependencies
import IssueReporting

/// Dismisses the feature that calls it, however it was shown.
///
/// A feature presented with `ifLet` sends `.dismiss` to its parent; a stack element sends
/// `.popFrom(id:)`. The feature does not need to know which.
///
/// ```swift
/// @Dependency(\.dismiss) var dismiss
///
/// case .closeButtonTapped:
///   return .run { _ in await self.dismiss() }
/// ```
///
/// Call it from an effect. Once the feature is dismissed its effects are cancelled, so nothing
/// after `await dismiss()` sends actions. Calling it from a feature that nothing presented is
/// reported as an issue.
public struct DismissEffect: Sendable {
  private let override: (@MainActor @Sendable () -> Void)?

  /// The dismissal that follows how the current feature was presented.
  public init() {
    self.override = nil
  }

  /// A dismissal that runs custom code, for tests and previews.
  ///
  /// - Parameter dismiss: What to do instead of dismissing.
  public init(_ dismiss: @escaping @MainActor @Sendable () -> Void) {
    self.override = dismiss
  }

  /// Dismisses the current feature.
  @MainActor
  public func callAsFunction(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    if let override {
      override()
      return
    }
    guard let dismiss = NavigationContext.dismiss else {
      reportIssue(
        """
        "dismiss()" was called from a feature that nothing presented.

        "@Dependency(\\.dismiss)" can only dismiss a feature presented with "ifLet" over \
        "@Presents" state or pushed on a stack with "forEach", and only from an effect that \
        feature returned. Check "@Dependency(\\.isPresented)" before dismissing, or make sure \
        the parent integrates this feature with "ifLet(\\.$…, action: \\.…)" or \
        "forEach(\\.path, action: \\.path)".
        """,
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
      )
      return
    }
    dismiss()
  }
}

private enum DismissKey: DependencyKey {
  static let liveValue = DismissEffect()
  static let testValue = DismissEffect()
}

extension DependencyValues {
  /// Dismisses the current feature. See ``DismissEffect``.
  public var dismiss: DismissEffect {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether the current feature was presented or pushed, so that ``dismiss`` can dismiss it.
  ///
  /// True in the reducer of a presented feature or stack element and in the effects it returns;
  /// false at the root and in features integrated with `Scope`.
  public var isPresented: Bool {
    guard let frame = NavigationContext.current else { return false }
    return frame.isReducingPresentedFeature || frame.dismissal != nil
  }
}
