// Bindings and the property wrappers that own or project state.

/// https://developer.apple.com/documentation/swiftui/binding
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  /// https://developer.apple.com/documentation/swiftui/binding/transaction
  public var transaction: Transaction {
    get { fatalError("stand-in") }
    set {}
  }

  /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
  @preconcurrency
  public init(
    @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
    @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-6g3d5
  @preconcurrency
  public init(
    @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
    @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void
  ) {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:)
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// https://developer.apple.com/documentation/swiftui/binding/constant(_:)
  public static func constant(_ value: Value) -> Binding<Value> { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError("stand-in") }
    nonmutating set {}
  }

  /// https://developer.apple.com/documentation/swiftui/binding/projectedvalue
  public var projectedValue: Binding<Value> { self }

  /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    fatalError("stand-in")
  }
}

extension Binding {
  /// https://developer.apple.com/documentation/swiftui/binding/init(_:)-6krsi
  public init<V>(_ base: Binding<V>) where Value == V? { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/binding/init(_:)
  public init?(_ base: Binding<Value?>) { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/binding/transaction(_:)
  public func transaction(_ transaction: Transaction) -> Binding<Value> { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/binding/animation(_:)
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    fatalError("stand-in")
  }
}

/// A binding is `Sendable` only when its value is.
///
/// https://developer.apple.com/documentation/swiftui/binding
extension Binding: @unchecked Sendable where Value: Sendable {}

/// https://developer.apple.com/documentation/swiftui/binding/identifiable-implementations
extension Binding: Identifiable where Value: Identifiable {
  /// https://developer.apple.com/documentation/swiftui/binding/id
  public var id: Value.ID { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/bindable
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
  /// https://developer.apple.com/documentation/swiftui/bindable/init(wrappedvalue:)
  public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/bindable/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError("stand-in") }
    set {}
  }

  /// https://developer.apple.com/documentation/swiftui/bindable/projectedvalue
  public var projectedValue: Bindable<Value> { self }
}

extension Bindable where Value: AnyObject {
  /// https://developer.apple.com/documentation/swiftui/bindable/subscript(dynamicmember:)
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    fatalError("stand-in")
  }
}

extension Bindable where Value: AnyObject, Value: Observable {
  /// https://developer.apple.com/documentation/swiftui/bindable/init(_:)
  public init(_ wrappedValue: Value) { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/bindable/init(projectedvalue:)
  public init(projectedValue: Bindable<Value>) { self = projectedValue }
}

/// https://developer.apple.com/documentation/swiftui/bindable
extension Bindable: Identifiable where Value: Identifiable {
  /// https://developer.apple.com/documentation/swiftui/bindable/id
  public var id: Value.ID { wrappedValue.id }
}

/// https://developer.apple.com/documentation/swiftui/bindable
extension Bindable: Sendable where Value: Sendable {}

/// https://developer.apple.com/documentation/swiftui/state
@propertyWrapper
public struct State<Value> {
  /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  public init(wrappedValue value: Value) { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
  public init(initialValue value: Value) { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError("stand-in") }
    nonmutating set {}
  }

  /// https://developer.apple.com/documentation/swiftui/state/projectedvalue
  public var projectedValue: Binding<Value> { fatalError("stand-in") }
}

extension State where Value: ExpressibleByNilLiteral {
  /// https://developer.apple.com/documentation/swiftui/state/init()
  public init() { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/scenestorage
@propertyWrapper
public struct SceneStorage<Value> {
  /// https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:)
  public init(wrappedValue: Value, _ key: String) where Value == Bool { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/scenestorage/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError("stand-in") }
    nonmutating set {}
  }

  /// https://developer.apple.com/documentation/swiftui/scenestorage/projectedvalue
  public var projectedValue: Binding<Value> { fatalError("stand-in") }
}

extension SceneStorage {
  /// https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:)
  public init(wrappedValue: Value, _ key: String) where Value == Int { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:)
  public init(wrappedValue: Value, _ key: String) where Value == Double { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:)
  public init(wrappedValue: Value, _ key: String) where Value == String { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:)
  public init(wrappedValue: Value, _ key: String) where Value == URL { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:)
  public init(wrappedValue: Value, _ key: String) where Value == Data { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:)
  public init(wrappedValue: Value, _ key: String)
  where Value: RawRepresentable, Value.RawValue == Int {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:)
  public init(wrappedValue: Value, _ key: String)
  where Value: RawRepresentable, Value.RawValue == String {
    fatalError("stand-in")
  }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
  /// https://developer.apple.com/documentation/swiftui/scenestorage/init(_:)
  public init(_ key: String) where Value == Bool? { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/scenestorage/init(_:)
  public init(_ key: String) where Value == Int? { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/scenestorage/init(_:)
  public init(_ key: String) where Value == Double? { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/scenestorage/init(_:)
  public init(_ key: String) where Value == String? { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/scenestorage/init(_:)
  public init(_ key: String) where Value == URL? { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/scenestorage/init(_:)
  public init(_ key: String) where Value == Data? { fatalError("stand-in") }
}

extension SceneStorage {
  /// https://developer.apple.com/documentation/swiftui/scenestorage/init(_:)
  public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == String {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/scenestorage/init(_:)
  public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == Int {
    fatalError("stand-in")
  }
}

/// https://developer.apple.com/documentation/swiftui/focusstate
@propertyWrapper
public struct FocusState<Value> where Value: Hashable {
  /// https://developer.apple.com/documentation/swiftui/focusstate/init()
  public init() where Value == Bool { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/focusstate/init()
  public init<T>() where Value == T?, T: Hashable { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/focusstate/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError("stand-in") }
    nonmutating set {}
  }

  /// https://developer.apple.com/documentation/swiftui/focusstate/projectedvalue
  public var projectedValue: FocusState<Value>.Binding { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/focusstate/binding
  @propertyWrapper
  public struct Binding {
    /// https://developer.apple.com/documentation/swiftui/focusstate/binding/wrappedvalue
    public var wrappedValue: Value {
      get { fatalError("stand-in") }
      nonmutating set {}
    }

    /// https://developer.apple.com/documentation/swiftui/focusstate/binding/projectedvalue
    public var projectedValue: FocusState<Value>.Binding { self }

    /// SwiftUI makes these; the page lists no initializer.
    private init(standIn: Void) {}
  }
}

/// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/dynamicproperty/update()
  mutating func update()
}

extension DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/dynamicproperty/update()
  public mutating func update() {}
}

extension Binding: DynamicProperty {}
extension Bindable: DynamicProperty {}
extension State: DynamicProperty {}
extension SceneStorage: DynamicProperty {}
extension Environment: DynamicProperty {}
extension FocusState: DynamicProperty {}
