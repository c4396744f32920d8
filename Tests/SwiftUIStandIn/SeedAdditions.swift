// Declarations the seeds' SwiftUI code (Examples/SwiftUISeedViews) uses, with Apple's
// signatures.

extension List where SelectionValue: Hashable {
  /// The multiple-selection form of `init(_:selection:rowContent:)`: a list of identifiable
  /// data whose selection is a set.
  ///
  /// https://developer.apple.com/documentation/swiftui/list/init(_:selection:rowcontent:)
  nonisolated public init<Data, RowContent>(
    _ data: Data,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
    RowContent: View, Data.Element: Identifiable
  {
    fatalError("stand-in")
  }
}
