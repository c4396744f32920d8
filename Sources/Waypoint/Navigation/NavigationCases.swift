import CasePaths

/// An enum of navigation destinations whose cases can be told apart by position and by name:
/// what navigation rules, the navigation tree and the navigation graph read.
///
/// The `State` that `@Reducer` generates for an enum of features conforms, with a `switch` for
/// ``caseIndex``, so telling an element's case costs what the `switch` costs:
///
/// ```swift
/// @Reducer
/// enum Path {
///   case detail(ItemDetailFeature)
///   case edit(ItemFormFeature)
/// }
///
/// Path.State.caseNames                 // ["detail", "edit"]
/// Path.State.edit(form).caseIndex      // 1
/// Path.State.caseIndex(of: \.edit)     // 1
/// ```
///
/// A hand-written enum conforms by listing its case names in declaration order and returning
/// the position of its case:
///
/// ```swift
/// @CasePathable
/// enum Route: NavigationCases {
///   case home, detail(Int)
///   static let caseNames = ["home", "detail"]
///   var caseIndex: Int {
///     switch self {
///     case .home: 0
///     case .detail: 1
///     }
///   }
/// }
/// ```
public protocol NavigationCases {
  /// The names of the enum's cases, in declaration order.
  static var caseNames: [String] { get }

  /// The position of this value's case in ``caseNames``.
  var caseIndex: Int { get }
}

extension NavigationCases {
  /// The name of this value's case.
  public var caseName: String { Self.caseNames[caseIndex] }
}

extension NavigationCases where Self: CasePathIterable {
  /// The position of a case, given its case key path, in ``caseNames``; `nil` for a path that
  /// is not one of the enum's cases (such as a path into a case's payload).
  ///
  /// - Parameter path: A case key path of the enum, such as `\.detail`.
  /// - Complexity: O(*cases*).
  public static func caseIndex(of path: PartialCaseKeyPath<Self>) -> Int? {
    Array(allCasePaths).firstIndex { $0 == path }
  }
}
