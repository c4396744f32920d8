// Buttons, text fields, steppers and progress views.

/// https://developer.apple.com/documentation/swiftui/button
nonisolated public struct Button<Label>: View where Label: View {
  /// https://developer.apple.com/documentation/swiftui/button/init(action:label:)
  @preconcurrency
  nonisolated public init(
    action: @escaping @MainActor () -> Void,
    @ViewBuilder label: () -> Label
  ) {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/button/init(role:action:label:)
  @preconcurrency
  nonisolated public init(
    role: ButtonRole?,
    action: @escaping @MainActor () -> Void,
    @ViewBuilder label: () -> Label
  ) {
    fatalError("stand-in")
  }
}

extension Button where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-1asy
  @preconcurrency
  nonisolated public init(
    _ titleKey: LocalizedStringKey,
    action: @escaping @MainActor () -> Void
  ) {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
  @_disfavoredOverload @preconcurrency
  nonisolated public init<S>(
    _ title: S,
    action: @escaping @MainActor () -> Void
  ) where S: StringProtocol {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/button/init(_:role:action:)
  @preconcurrency
  nonisolated public init(
    _ titleKey: LocalizedStringKey,
    role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/button/init(_:role:action:)
  @_disfavoredOverload @preconcurrency
  nonisolated public init<S>(
    _ title: S,
    role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) where S: StringProtocol {
    fatalError("stand-in")
  }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
  /// https://developer.apple.com/documentation/swiftui/button/init(_:systemimage:action:)
  @preconcurrency
  nonisolated public init(
    _ titleKey: LocalizedStringKey,
    systemImage: String,
    action: @escaping @MainActor () -> Void
  ) {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/button/init(_:systemimage:action:)
  @_disfavoredOverload @preconcurrency
  nonisolated public init<S>(
    _ title: S,
    systemImage: String,
    action: @escaping @MainActor () -> Void
  ) where S: StringProtocol {
    fatalError("stand-in")
  }
}

/// https://developer.apple.com/documentation/swiftui/buttonrole
public struct ButtonRole: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/buttonrole/destructive
  public static let destructive = ButtonRole()

  /// https://developer.apple.com/documentation/swiftui/buttonrole/cancel
  public static let cancel = ButtonRole()

  private init() {}
}

/// https://developer.apple.com/documentation/swiftui/textfield
nonisolated public struct TextField<Label>: View where Label: View {}

extension TextField where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-2laoi
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {
    fatalError("stand-in")
  }
}

/// https://developer.apple.com/documentation/swiftui/stepper
@available(tvOS, unavailable)
nonisolated public struct Stepper<Label>: View where Label: View {}

@available(tvOS, unavailable)
extension Stepper where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/stepper/init(_:value:in:step:oneditingchanged:)
  nonisolated public init<V>(
    _ titleKey: LocalizedStringKey,
    value: Binding<V>,
    in bounds: ClosedRange<V>,
    step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V: Strideable {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/stepper/init(_:value:in:step:oneditingchanged:)
  @_disfavoredOverload
  nonisolated public init<S, V>(
    _ title: S,
    value: Binding<V>,
    in bounds: ClosedRange<V>,
    step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where S: StringProtocol, V: Strideable {
    fatalError("stand-in")
  }
}

@available(tvOS, unavailable)
extension Stepper {
  /// https://developer.apple.com/documentation/swiftui/stepper/init(label:onincrement:ondecrement:oneditingchanged:)
  nonisolated public init(
    @ViewBuilder label: () -> Label,
    onIncrement: (() -> Void)?,
    onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    fatalError("stand-in")
  }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/focused(_:equals:)
  nonisolated public func focused<Value>(
    _ binding: FocusState<Value>.Binding,
    equals value: Value
  ) -> some View where Value: Hashable {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/focused(_:)
  nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    fatalError("stand-in")
  }
}

/// https://developer.apple.com/documentation/swiftui/progressview
nonisolated public struct ProgressView<Label, CurrentValueLabel>: View
where Label: View, CurrentValueLabel: View {}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// https://developer.apple.com/documentation/swiftui/progressview/init()
  nonisolated public init() { fatalError("stand-in") }
}
