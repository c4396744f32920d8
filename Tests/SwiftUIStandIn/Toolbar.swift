// Toolbars and their items, and the visibility of bars.

/// https://developer.apple.com/documentation/swiftui/toolbarcontent
@MainActor @preconcurrency
public protocol ToolbarContent {
  /// https://developer.apple.com/documentation/swiftui/toolbarcontent/body-swift.associatedtype
  associatedtype Body: ToolbarContent

  /// https://developer.apple.com/documentation/swiftui/toolbarcontent/body-swift.property
  @ToolbarContentBuilder @MainActor @preconcurrency
  var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swift/never
extension Never: ToolbarContent {}

/// The body of primitive toolbar content, whose `Body` is `Never`.
///
/// https://developer.apple.com/documentation/swiftui/toolbarcontent/body-swift.property
extension ToolbarContent where Body == Never {
  public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder
@resultBuilder
public struct ToolbarContentBuilder {
  /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildexpression(_:)
  public static func buildExpression<Content>(_ content: Content) -> Content
  where Content: ToolbarContent {
    content
  }

  /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:)
  public static func buildBlock<Content>(_ content: Content) -> Content
  where Content: ToolbarContent {
    content
  }

  /// Apple declares one overload per arity, from two to ten items, each returning
  /// `some ToolbarContent`; this one parameter-pack overload covers them all.
  ///
  /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:_:)
  public static func buildBlock<each Content>(
    _ content: repeat each Content
  ) -> some ToolbarContent where repeat each Content: ToolbarContent {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildif(_:)
  public static func buildIf<Content>(_ content: Content?) -> Content?
  where Content: ToolbarContent {
    content
  }

  /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildeither(first:)
  public static func buildEither<TrueContent, FalseContent>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildeither(second:)
  public static func buildEither<TrueContent, FalseContent>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    fatalError("stand-in")
  }
}

/// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildif(_:)
extension Optional: ToolbarContent where Wrapped: ToolbarContent {}

/// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildeither(first:)
extension _ConditionalContent: ToolbarContent
where TrueContent: ToolbarContent, FalseContent: ToolbarContent {}

/// https://developer.apple.com/documentation/swiftui/toolbaritem
nonisolated public struct ToolbarItem<ID, Content> where Content: View {}

extension ToolbarItem where ID == () {
  /// https://developer.apple.com/documentation/swiftui/toolbaritem/init(placement:content:)
  nonisolated public init(
    placement: ToolbarItemPlacement = .automatic,
    @ViewBuilder content: () -> Content
  ) {
    fatalError("stand-in")
  }
}

extension ToolbarItem: ToolbarContent where ID == () {}

/// https://developer.apple.com/documentation/swiftui/toolbaritemplacement
public struct ToolbarItemPlacement: Sendable {
  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/automatic
  public static let automatic = ToolbarItemPlacement()

  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/principal
  public static let principal = ToolbarItemPlacement()

  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/navigation
  public static let navigation = ToolbarItemPlacement()

  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/primaryaction
  public static let primaryAction = ToolbarItemPlacement()

  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/secondaryaction
  public static let secondaryAction = ToolbarItemPlacement()

  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/status
  public static let status = ToolbarItemPlacement()

  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/confirmationaction
  public static let confirmationAction = ToolbarItemPlacement()

  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/cancellationaction
  public static let cancellationAction = ToolbarItemPlacement()

  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/destructiveaction
  public static let destructiveAction = ToolbarItemPlacement()

  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/topbarleading
  @available(macOS, unavailable)
  public static let topBarLeading = ToolbarItemPlacement()

  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/topbartrailing
  @available(macOS, unavailable)
  public static let topBarTrailing = ToolbarItemPlacement()

  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/bottombar
  @available(macOS, unavailable)
  public static let bottomBar = ToolbarItemPlacement()

  private init() {}
}

/// https://developer.apple.com/documentation/swiftui/toolbarplacement
public struct ToolbarPlacement: Sendable {
  /// https://developer.apple.com/documentation/swiftui/toolbarplacement/automatic
  public static var automatic: ToolbarPlacement { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/toolbarplacement/navigationbar
  @available(macOS, unavailable)
  public static var navigationBar: ToolbarPlacement { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/toolbarplacement/tabbar
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public static var tabBar: ToolbarPlacement { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/toolbarplacement/bottombar
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  public static var bottomBar: ToolbarPlacement { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/visibility
public enum Visibility: Hashable, CaseIterable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/visibility/automatic
  case automatic

  /// https://developer.apple.com/documentation/swiftui/visibility/visible
  case visible

  /// https://developer.apple.com/documentation/swiftui/visibility/hidden
  case hidden
}

// Apple overloads `toolbar(content:)` on the builder: views or toolbar content.
// swift-format-ignore: AmbiguousTrailingClosureOverload
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/toolbar(content:)
  nonisolated public func toolbar<Content>(
    @ViewBuilder content: () -> Content
  ) -> some View where Content: View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/toolbar(content:)
  nonisolated public func toolbar<Content>(
    @ToolbarContentBuilder content: () -> Content
  ) -> some View where Content: ToolbarContent {
    fatalError("stand-in")
  }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/toolbar(_:for:)
  nonisolated public func toolbar(
    _ visibility: Visibility,
    for bars: ToolbarPlacement...
  ) -> some View {
    fatalError("stand-in")
  }
}
