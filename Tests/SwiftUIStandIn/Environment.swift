// The environment, its values, and the actions it carries.

/// https://developer.apple.com/documentation/swiftui/environment
@propertyWrapper
public struct Environment<Value> {
  /// https://developer.apple.com/documentation/swiftui/environment/init(_:)
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
  public var wrappedValue: Value { fatalError("stand-in") }
}

extension Environment where Value: AnyObject, Value: Observable {
  /// https://developer.apple.com/documentation/swiftui/environment/init(_:)
  public init(_ objectType: Value.Type) { fatalError("stand-in") }
}

extension Environment {
  /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
  public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {
    fatalError("stand-in")
  }
}

/// https://developer.apple.com/documentation/swiftui/environmentkey
public protocol EnvironmentKey {
  /// https://developer.apple.com/documentation/swiftui/environmentkey/value
  associatedtype Value

  /// https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
  static var defaultValue: Self.Value { get }
}

/// https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues: CustomStringConvertible {
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/init()
  public init() { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)
  public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
    get { fatalError("stand-in") }
    set {}
  }

  /// https://developer.apple.com/documentation/swiftui/environmentvalues/description
  public var description: String { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/environmentvalues/openurl
  @MainActor @preconcurrency
  public var openURL: OpenURLAction {
    get { fatalError("stand-in") }
    set {}
  }

  /// https://developer.apple.com/documentation/swiftui/environmentvalues/dismiss
  public var dismiss: DismissAction { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/environmentvalues/openwindow
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public var openWindow: OpenWindowAction { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/environmentvalues/dismisswindow
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public var dismissWindow: DismissWindowAction { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/environmentvalues/horizontalsizeclass
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { fatalError("stand-in") }
    set {}
  }

  /// https://developer.apple.com/documentation/swiftui/environmentvalues/supportsmultiplewindows
  public var supportsMultipleWindows: Bool { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/environmentvalues/ispresented
  public var isPresented: Bool { fatalError("stand-in") }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>,
    _ value: V
  ) -> some View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/environment(_:)
  nonisolated public func environment<T>(_ object: T?) -> some View
  where T: AnyObject, T: Observable {
    fatalError("stand-in")
  }
}

/// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass
public enum UserInterfaceSizeClass: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass/compact
  case compact

  /// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass/regular
  case regular
}

/// https://developer.apple.com/documentation/swiftui/openurlaction
@MainActor @preconcurrency
public struct OpenURLAction {
  /// https://developer.apple.com/documentation/swiftui/openurlaction/init(handler:)
  @MainActor @preconcurrency
  public init(handler: @escaping (URL) -> OpenURLAction.Result) { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/openurlaction/callasfunction(_:)
  @MainActor @preconcurrency
  public func callAsFunction(_ url: URL) {}

  /// https://developer.apple.com/documentation/swiftui/openurlaction/callasfunction(_:completion:)
  @available(watchOS, unavailable)
  @MainActor @preconcurrency
  public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {}

  /// https://developer.apple.com/documentation/swiftui/openurlaction/result
  public struct Result: Sendable {
    /// https://developer.apple.com/documentation/swiftui/openurlaction/result/handled
    public static let handled = Result()

    /// https://developer.apple.com/documentation/swiftui/openurlaction/result/discarded
    public static let discarded = Result()

    /// https://developer.apple.com/documentation/swiftui/openurlaction/result/systemaction
    public static let systemAction = Result()

    /// https://developer.apple.com/documentation/swiftui/openurlaction/result/systemaction(_:)
    public static func systemAction(_ url: URL) -> OpenURLAction.Result { fatalError("stand-in") }

    private init() {}
  }
}

/// https://developer.apple.com/documentation/swiftui/dismissaction
@MainActor @preconcurrency
public struct DismissAction {
  /// https://developer.apple.com/documentation/swiftui/dismissaction/callasfunction()
  @MainActor @preconcurrency
  public func callAsFunction() {}
}

/// https://developer.apple.com/documentation/swiftui/openwindowaction
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public struct OpenWindowAction {
  /// https://developer.apple.com/documentation/swiftui/openwindowaction/callasfunction(id:)
  @MainActor @preconcurrency
  public func callAsFunction(id: String) {}

  /// https://developer.apple.com/documentation/swiftui/openwindowaction/callasfunction(id:value:)
  @MainActor @preconcurrency
  public func callAsFunction<D>(id: String, value: D)
  where D: Decodable, D: Encodable, D: Hashable {}

  /// https://developer.apple.com/documentation/swiftui/openwindowaction/callasfunction(value:)
  @MainActor @preconcurrency
  public func callAsFunction<D>(value: D) where D: Decodable, D: Encodable, D: Hashable {}
}

/// https://developer.apple.com/documentation/swiftui/dismisswindowaction
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public struct DismissWindowAction {
  /// https://developer.apple.com/documentation/swiftui/dismisswindowaction/callasfunction()
  @MainActor @preconcurrency
  public func callAsFunction() {}

  /// https://developer.apple.com/documentation/swiftui/dismisswindowaction/callasfunction(id:)
  @MainActor @preconcurrency
  public func callAsFunction(id: String) {}

  /// https://developer.apple.com/documentation/swiftui/dismisswindowaction/callasfunction(value:)
  @MainActor @preconcurrency
  public func callAsFunction<D>(value: D) where D: Decodable, D: Encodable, D: Hashable {}

  /// https://developer.apple.com/documentation/swiftui/dismisswindowaction/callasfunction(id:value:)
  @MainActor @preconcurrency
  public func callAsFunction<D>(id: String, value: D)
  where D: Decodable, D: Encodable, D: Hashable {}
}
