/// Makes a struct a ``Reducer``, or an enum of features a ``CaseReducer``.
///
/// On a struct, it adds the `Reducer` conformance, case paths to the nested `Action` enum, and
/// `@CasePathable` and `@dynamicMemberLookup` to a nested `State` enum. The action's case paths
/// are `@CasePathable`'s members, written by `@_CasePaths` when each case holds nothing or one
/// unlabelled value (with no `#if`, `@available` or generic parameters) and by `@CasePathable`
/// otherwise. Everything else is left as written:
///
/// ```swift
/// @Reducer
/// struct Counter {
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementButtonTapped }
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
///
/// On an enum whose cases each hold one feature, it generates the `State` and `Action` enums (one
/// case per feature, case-pathable, with dynamic member lookup on the state), a `body` that runs
/// each case's feature on its state, and a `CaseScope` for views to `switch store.case` on:
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case add(ItemFormFeature)
///   case detail(ItemDetailFeature)
///   case alert(AlertState<Alert>)
/// }
/// extension Destination.State: Equatable {}
/// ```
///
/// A case may also hold `AlertState<Action>` or `ConfirmationDialogState<Action>`: its state is
/// the alert, and its actions are the alert's. Conformances of the generated `State` and `Action`
/// come from extensions written next to the enum, in the same file (Swift synthesizes
/// `Equatable`, `Hashable` and `Codable` only there).
@attached(
  member,
  names: named(State), named(Action), named(Body), named(body), named(CaseScope), named(scope)
)
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer() = #externalMacro(module: "WaypointMacros", type: "ReducerMacro")

/// Makes an action enum ``CaseExtractable``: it lists a `switch` that extracts each of its cases
/// that holds one value, so that navigation operators and `Scope` extract a child's actions
/// without resolving a case key path on every action.
///
/// `@Reducer` adds it to a reducer's `Action`. Write it beside `@CasePathable` on the action
/// enum of a reducer declared without `@Reducer`:
///
/// ```swift
/// @CasePathable
/// @CaseExtractable
/// enum Action {
///   case destination(PresentationAction<Destination.Action>)
///   case addButtonTapped
/// }
/// ```
@attached(extension, conformances: CaseExtractable, names: named(caseExtractions))
public macro CaseExtractable() =
  #externalMacro(module: "WaypointMacros", type: "CaseExtractableMacro")

/// Makes an enum `CasePathable`; added by `@Reducer`, not meant to be written by hand.
///
/// `@Reducer` attaches it in place of `@CasePathable` to a reducer's `Action` enum, and to the
/// `State` and `Action` enums of a `@Reducer enum`, when their cases each hold nothing or one
/// unlabelled value. It writes the members `@CasePathable` writes, `AllCasePaths` and
/// `allCasePaths`, so case key paths, `is(_:)` and `subscript(case:)` work as they do with
/// `@CasePathable`; its plug-in writes them in a third of the time in a debug build. Any other
/// enum is an error: write `@CasePathable`.
@attached(member, names: named(AllCasePaths), named(allCasePaths))
@attached(extension, conformances: CasePathable, CasePathIterable)
public macro _CasePaths() = #externalMacro(module: "WaypointMacros", type: "CasePathsMacro")
