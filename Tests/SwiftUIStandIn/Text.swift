// Text, localized string keys and images.

/// https://developer.apple.com/documentation/swiftui/text
public struct Text: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
  public init(verbatim content: String) { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  @_disfavoredOverload
  public init<S>(_ content: S) where S: StringProtocol { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
  public init(
    _ key: LocalizedStringKey,
    tableName: String? = nil,
    bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    fatalError("stand-in")
  }
}

extension Text: View {}

/// https://developer.apple.com/documentation/swiftui/localizedstringkey
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
  /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(_:)
  public init(_ value: String) { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:)
  public init(stringLiteral value: String) { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringinterpolation:)
  public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation
  public struct StringInterpolation: StringInterpolationProtocol {
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/init(literalcapacity:interpolationcount:)
    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendliteral(_:)
    public mutating func appendLiteral(_ literal: String) {}

    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)
    public mutating func appendInterpolation(_ string: String) {}

    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)
    public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {}

    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:specifier:)
    public mutating func appendInterpolation<T>(_ value: T, specifier: String)
    where T: _FormatSpecifiable {}

    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)
    public mutating func appendInterpolation(_ text: Text) {}

    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)
    public mutating func appendInterpolation(_ image: Image) {}
  }
}

/// The numbers a localized string key interpolates with a format specifier.
///
/// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:specifier:)
public protocol _FormatSpecifiable: Equatable {
  associatedtype _Arg: CVarArg
  var _arg: Self._Arg { get }
  var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
  public var _arg: Int { self }
  public var _specifier: String { "%lld" }
}

extension Int32: _FormatSpecifiable {
  public var _arg: Int32 { self }
  public var _specifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
  public var _arg: Int64 { self }
  public var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
  public var _arg: UInt { self }
  public var _specifier: String { "%llu" }
}

extension Float: _FormatSpecifiable {
  public var _arg: Float { self }
  public var _specifier: String { "%f" }
}

extension Double: _FormatSpecifiable {
  public var _arg: Double { self }
  public var _specifier: String { "%lf" }
}

/// https://developer.apple.com/documentation/swiftui/image
public struct Image: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/image/init(systemname:)
  public init(systemName: String) { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/image/init(_:bundle:)
  public init(_ name: String, bundle: Bundle? = nil) { fatalError("stand-in") }
}

extension Image: View {}

/// https://developer.apple.com/documentation/swiftui/label
nonisolated public struct Label<Title, Icon>: View where Title: View, Icon: View {
  /// https://developer.apple.com/documentation/swiftui/label/init(title:icon:)
  nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    fatalError("stand-in")
  }
}

extension Label where Title == Text, Icon == Image {
  /// https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {
    fatalError("stand-in")
  }
}
