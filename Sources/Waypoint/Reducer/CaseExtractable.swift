import CasePaths

/// An action enum whose cases are extracted by `switch`es written at compile time.
///
/// Navigation operators and `Scope` take a case key path, such as `\.destination`, to find a
/// child's actions in their parent's. Extracting through a case key path costs thousands of
/// instructions an action; extracting through a `switch` costs what the `switch` costs. The
/// ``CaseExtractable()`` macro writes one `switch` for each case that holds one value, and the
/// operators look a path up among them once, when they are made.
///
/// `@Reducer` adds the macro to a reducer's `Action`; write it yourself on the action enum of a
/// reducer declared without `@Reducer`:
///
/// ```swift
/// @CasePathable
/// @CaseExtractable
/// enum Action {
///   case destination(PresentationAction<Destination.Action>)
///   case addButtonTapped
/// }
/// ```
///
/// A path that is not one of the listed cases (a path into a case's payload, `\.self`) goes
/// through the case key path, as it does for an enum without the conformance.
public protocol CaseExtractable: CasePathable {
  /// An extraction for each case that holds one value.
  static var caseExtractions: CaseExtractions<Self> { get }
}

/// The extractions of an enum's cases, which the ``CaseExtractable()`` macro writes.
public struct CaseExtractions<Root>: Sendable {
  /// One case's path and its extraction.
  // Unchecked: both properties are constants; the key path, which the standard library does not
  // mark `Sendable`, is an immutable object, and the access is `Sendable`.
  struct Entry: @unchecked Sendable {
    let path: AnyKeyPath
    /// A ``CaseAccess`` of `Root` and the case's payload.
    let access: AnyObject
  }

  let entries: [Entry]

  /// Lists the extraction of each case.
  ///
  /// - Parameter extractions: Each case's extraction.
  public init(_ extractions: CaseExtraction<Root>...) {
    self.entries = extractions.map(\.entry)
  }
}

/// The `switch` that extracts one case's payload, kept in a class so that it is looked up by a
/// cast of the class, not of its function (a function cast adds a thunk to every call).
@usableFromInline
final class CaseAccess<Root, Value>: Sendable {
  @usableFromInline let extract: @Sendable (Root) -> Value?

  init(_ extract: @escaping @Sendable (Root) -> Value?) {
    self.extract = extract
  }
}

/// The extraction of one case of an enum: its case key path, and a `switch` that extracts its
/// payload.
public struct CaseExtraction<Root>: Sendable {
  let entry: CaseExtractions<Root>.Entry

  /// Pairs a case's key path with the function that extracts its payload.
  ///
  /// ```swift
  /// CaseExtraction(\Action.Cases.destination) {
  ///   guard case let .destination(value) = $0 else { return nil }
  ///   return value
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - path: The case's key path.
  ///   - extract: Returns the payload of a value of that case, and `nil` for any other case. It
  ///     must extract exactly what `path` extracts.
  public init<Value>(
    _ path: CaseKeyPath<Root, Value>, extract: @escaping @Sendable (Root) -> Value?
  ) {
    self.entry = CaseExtractions<Root>.Entry(path: path, access: CaseAccess(extract))
  }
}
