// Apps, scenes, window groups and windows.

/// https://developer.apple.com/documentation/swiftui/app
@MainActor @preconcurrency
public protocol App {
  /// https://developer.apple.com/documentation/swiftui/app/body-swift.associatedtype
  associatedtype Body: Scene

  /// https://developer.apple.com/documentation/swiftui/app/body-swift.property
  @SceneBuilder @MainActor @preconcurrency
  var body: Self.Body { get }

  /// https://developer.apple.com/documentation/swiftui/app/init()
  @MainActor @preconcurrency
  init()
}

extension App {
  /// https://developer.apple.com/documentation/swiftui/app/main()
  @MainActor @preconcurrency
  public static func main() { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/scene
@MainActor @preconcurrency
public protocol Scene {
  /// https://developer.apple.com/documentation/swiftui/scene/body-swift.associatedtype
  associatedtype Body: Scene

  /// https://developer.apple.com/documentation/swiftui/scene/body-swift.property
  @SceneBuilder @MainActor @preconcurrency
  var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swift/never
extension Never: Scene {}

/// The body of a primitive scene, whose `Body` is `Never`; SwiftUI provides it for its own scenes.
///
/// https://developer.apple.com/documentation/swiftui/scene/body-swift.property
extension Scene where Body == Never {
  public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/scenebuilder
@resultBuilder
public struct SceneBuilder {
  /// https://developer.apple.com/documentation/swiftui/scenebuilder/buildexpression(_:)
  public static func buildExpression<Content>(_ content: Content) -> Content
  where Content: Scene {
    content
  }

  /// https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
  public static func buildBlock<each Content>(
    _ content: repeat each Content
  ) -> some Scene where repeat each Content: Scene {
    fatalError("stand-in")
  }
}

/// https://developer.apple.com/documentation/swiftui/windowgroup
nonisolated public struct WindowGroup<Content>: Scene where Content: View {
  /// https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
  nonisolated public init(@ViewBuilder content: () -> Content) { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/windowgroup/init(id:content:)
  nonisolated public init(id: String, @ViewBuilder content: () -> Content) {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/windowgroup/init(_:content:)
  nonisolated public init(_ title: Text, @ViewBuilder content: () -> Content) {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/windowgroup/init(_:content:)
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/windowgroup/init(_:content:)
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, @ViewBuilder content: () -> Content)
  where S: StringProtocol {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/windowgroup/init(_:id:content:)
  nonisolated public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/windowgroup/init(_:id:content:)
  nonisolated public init(
    _ titleKey: LocalizedStringKey,
    id: String,
    @ViewBuilder content: () -> Content
  ) {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/windowgroup/init(_:id:content:)
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, id: String, @ViewBuilder content: () -> Content)
  where S: StringProtocol {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/windowgroup/body-swift.property
  @MainActor @preconcurrency
  public var body: some Scene { fatalError("stand-in") }
}

extension WindowGroup {
  /// https://developer.apple.com/documentation/swiftui/windowgroup/init(for:content:)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public init<D, C>(
    for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> C
  )
  where
    Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable,
    C: View
  {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/windowgroup/init(id:for:content:)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public init<D, C>(
    id: String,
    for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> C
  )
  where
    Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable,
    C: View
  {
    fatalError("stand-in")
  }
}

/// https://developer.apple.com/documentation/swiftui/presentedwindowcontent
public struct PresentedWindowContent<Data, Content>
where Data: Decodable, Data: Encodable, Data: Hashable, Content: View {}

extension PresentedWindowContent: View {}

/// https://developer.apple.com/documentation/swiftui/window
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct Window<Content>: Scene where Content: View {
  /// https://developer.apple.com/documentation/swiftui/window/init(_:id:content:)
  nonisolated public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/window/init(_:id:content:)
  nonisolated public init(
    _ titleKey: LocalizedStringKey,
    id: String,
    @ViewBuilder content: () -> Content
  ) {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/window/init(_:id:content:)
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, id: String, @ViewBuilder content: () -> Content)
  where S: StringProtocol {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/window/body-swift.property
  @MainActor @preconcurrency
  public var body: some Scene { fatalError("stand-in") }
}
