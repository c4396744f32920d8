// The `View` protocol, the primitive views the view builder produces, and view modifiers.

/// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency
public protocol View {
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  associatedtype Body: View

  /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
  @ViewBuilder @MainActor @preconcurrency
  var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swift/never
extension Never: View {}

extension Never {
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  public typealias Body = Never

  /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
  public var body: Never { fatalError("stand-in") }
}

/// The body of a primitive view, whose `Body` is `Never`; SwiftUI provides it for its own views.
///
/// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
extension View where Body == Never {
  public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swift/optional
extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

/// https://developer.apple.com/documentation/swiftui/emptyview
public struct EmptyView {
  /// https://developer.apple.com/documentation/swiftui/emptyview/init()
  nonisolated public init() {}
}

extension EmptyView: View {}

/// https://developer.apple.com/documentation/swiftui/anyview
nonisolated public struct AnyView: View {
  /// https://developer.apple.com/documentation/swiftui/anyview/init(_:)
  nonisolated public init<V>(_ view: V) where V: View { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/anyview/init(erasing:)
  nonisolated public init<V>(erasing view: V) where V: View { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/tupleview
nonisolated public struct TupleView<T>: View {
  /// https://developer.apple.com/documentation/swiftui/tupleview/value
  public var value: T

  /// https://developer.apple.com/documentation/swiftui/tupleview/init(_:)
  nonisolated public init(_ value: T) { self.value = value }
}

/// The view a view builder produces for an `if`-`else` or a `switch`.
///
/// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
public struct _ConditionalContent<TrueContent, FalseContent> {}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {}

/// https://developer.apple.com/documentation/swiftui/group
public struct Group<Content> {}

extension Group: View where Content: View {
  /// https://developer.apple.com/documentation/swiftui/group/init(content:)
  nonisolated public init(@ViewBuilder content: () -> Content) { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent
public struct ModifiedContent<Content, Modifier> {
  /// https://developer.apple.com/documentation/swiftui/modifiedcontent/content
  public var content: Content

  /// https://developer.apple.com/documentation/swiftui/modifiedcontent/modifier
  public var modifier: Modifier

  /// https://developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:)
  nonisolated public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {}

/// https://developer.apple.com/documentation/swiftui/viewmodifier
@MainActor @preconcurrency
public protocol ViewModifier {
  /// https://developer.apple.com/documentation/swiftui/viewmodifier/body
  associatedtype Body: View

  /// https://developer.apple.com/documentation/swiftui/viewmodifier/content
  typealias Content = _ViewModifier_Content<Self>

  /// https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
  @ViewBuilder @MainActor @preconcurrency
  func body(content: Self.Content) -> Self.Body
}

/// The placeholder a view modifier receives for the view it modifies.
///
/// https://developer.apple.com/documentation/swiftui/viewmodifier/content
public struct _ViewModifier_Content<Modifier> where Modifier: ViewModifier {}

extension _ViewModifier_Content: View {}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/modifier(_:)
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/id(_:)
  nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable {
    fatalError("stand-in")
  }
}

/// https://developer.apple.com/documentation/swiftui/emptymodifier
public struct EmptyModifier: ViewModifier {
  /// https://developer.apple.com/documentation/swiftui/emptymodifier/identity
  public static let identity = EmptyModifier()

  /// https://developer.apple.com/documentation/swiftui/emptymodifier/init()
  public init() {}

  /// https://developer.apple.com/documentation/swiftui/emptymodifier/body(content:)
  public func body(content: Content) -> Never { fatalError("stand-in") }
}
