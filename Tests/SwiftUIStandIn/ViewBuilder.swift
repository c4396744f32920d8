// The `@ViewBuilder` result builder.

/// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder
public struct ViewBuilder {
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
    content
  }

  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g
  public static func buildBlock<each Content>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> where repeat each Content: View {
    TupleView((repeat each content))
  }

  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
  public static func buildExpression<Content>(_ content: Content) -> Content where Content: View {
    content
  }

  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
  public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
    content
  }

  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
  public static func buildEither<TrueContent, FalseContent>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
  public static func buildEither<TrueContent, FalseContent>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:)
  public static func buildLimitedAvailability<Content>(
    _ content: Content
  ) -> AnyView where Content: View {
    AnyView(content)
  }
}
