// Sheets, full-screen covers, popovers, alerts and confirmation dialogs.

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
  nonisolated public func sheet<Content>(
    isPresented: Binding<Bool>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View where Content: View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
  nonisolated public func sheet<Item, Content>(
    item: Binding<Item?>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/fullscreencover(ispresented:ondismiss:content:)
  @available(macOS, unavailable)
  nonisolated public func fullScreenCover<Content>(
    isPresented: Binding<Bool>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View where Content: View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:)
  @available(macOS, unavailable)
  nonisolated public func fullScreenCover<Item, Content>(
    item: Binding<Item?>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/popover(ispresented:attachmentanchor:arrowedge:content:)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func popover<Content>(
    isPresented: Binding<Bool>,
    attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View where Content: View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/popover(item:attachmentanchor:arrowedge:content:)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func popover<Item, Content>(
    item: Binding<Item?>,
    attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:)
  nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)
  nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    fatalError("stand-in")
  }
}

/// https://developer.apple.com/documentation/swiftui/presentationdetent
public struct PresentationDetent: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/presentationdetent/medium
  public static let medium = PresentationDetent()

  /// https://developer.apple.com/documentation/swiftui/presentationdetent/large
  public static let large = PresentationDetent()

  /// https://developer.apple.com/documentation/swiftui/presentationdetent/fraction(_:)
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/presentationdetent/height(_:)
  public static func height(_ height: CGFloat) -> PresentationDetent { fatalError("stand-in") }

  private init() {}
}

/// https://developer.apple.com/documentation/swiftui/popoverattachmentanchor
public enum PopoverAttachmentAnchor {
  /// https://developer.apple.com/documentation/swiftui/popoverattachmentanchor/rect(_:)
  case rect(Anchor<CGRect>.Source)

  /// https://developer.apple.com/documentation/swiftui/popoverattachmentanchor/point(_:)
  case point(UnitPoint)
}

/// https://developer.apple.com/documentation/swiftui/anchor
public struct Anchor<Value> {
  /// https://developer.apple.com/documentation/swiftui/anchor/source
  public struct Source {}
}

extension Anchor.Source where Value == CGRect {
  /// https://developer.apple.com/documentation/swiftui/anchor/source/bounds
  public static var bounds: Anchor<CGRect>.Source { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/unitpoint
public struct UnitPoint: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/unitpoint/x
  public var x: CGFloat

  /// https://developer.apple.com/documentation/swiftui/unitpoint/y
  public var y: CGFloat

  /// https://developer.apple.com/documentation/swiftui/unitpoint/init()
  public init() { self.init(x: 0, y: 0) }

  /// https://developer.apple.com/documentation/swiftui/unitpoint/init(x:y:)
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  /// https://developer.apple.com/documentation/swiftui/unitpoint/zero
  public static let zero = UnitPoint(x: 0, y: 0)

  /// https://developer.apple.com/documentation/swiftui/unitpoint/center
  public static let center = UnitPoint(x: 0.5, y: 0.5)

  /// https://developer.apple.com/documentation/swiftui/unitpoint/leading
  public static let leading = UnitPoint(x: 0, y: 0.5)

  /// https://developer.apple.com/documentation/swiftui/unitpoint/trailing
  public static let trailing = UnitPoint(x: 1, y: 0.5)

  /// https://developer.apple.com/documentation/swiftui/unitpoint/top
  public static let top = UnitPoint(x: 0.5, y: 0)

  /// https://developer.apple.com/documentation/swiftui/unitpoint/bottom
  public static let bottom = UnitPoint(x: 0.5, y: 1)

  /// https://developer.apple.com/documentation/swiftui/unitpoint/topleading
  public static let topLeading = UnitPoint(x: 0, y: 0)

  /// https://developer.apple.com/documentation/swiftui/unitpoint/toptrailing
  public static let topTrailing = UnitPoint(x: 1, y: 0)

  /// https://developer.apple.com/documentation/swiftui/unitpoint/bottomleading
  public static let bottomLeading = UnitPoint(x: 0, y: 1)

  /// https://developer.apple.com/documentation/swiftui/unitpoint/bottomtrailing
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

// MARK: - Alerts

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)-3200l
  nonisolated public func alert<A>(
    _ titleKey: LocalizedStringKey,
    isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A
  ) -> some View where A: View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)-1bkka
  @_disfavoredOverload
  nonisolated public func alert<S, A>(
    _ title: S,
    isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A
  ) -> some View where S: StringProtocol, A: View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)
  nonisolated public func alert<A>(
    _ title: Text,
    isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A
  ) -> some View where A: View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)
  nonisolated public func alert<A, M>(
    _ titleKey: LocalizedStringKey,
    isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View where A: View, M: View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)
  @_disfavoredOverload
  nonisolated public func alert<S, A, M>(
    _ title: S,
    isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View where S: StringProtocol, A: View, M: View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)
  nonisolated public func alert<A, M>(
    _ title: Text,
    isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View where A: View, M: View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:)
  nonisolated public func alert<A, T>(
    _ titleKey: LocalizedStringKey,
    isPresented: Binding<Bool>,
    presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View where A: View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:)
  @_disfavoredOverload
  nonisolated public func alert<S, A, T>(
    _ title: S,
    isPresented: Binding<Bool>,
    presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View where S: StringProtocol, A: View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:)-4rhk6
  nonisolated public func alert<A, T>(
    _ title: Text,
    isPresented: Binding<Bool>,
    presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View where A: View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-29bp4
  nonisolated public func alert<A, M, T>(
    _ titleKey: LocalizedStringKey,
    isPresented: Binding<Bool>,
    presenting data: T?,
    @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View where A: View, M: View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-8584l
  @_disfavoredOverload
  nonisolated public func alert<S, A, M, T>(
    _ title: S,
    isPresented: Binding<Bool>,
    presenting data: T?,
    @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View where S: StringProtocol, A: View, M: View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-3md6l
  nonisolated public func alert<A, M, T>(
    _ title: Text,
    isPresented: Binding<Bool>,
    presenting data: T?,
    @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View where A: View, M: View {
    fatalError("stand-in")
  }
}

// MARK: - Confirmation dialogs

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)
  nonisolated public func confirmationDialog<A>(
    _ titleKey: LocalizedStringKey,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View where A: View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)-46zbb
  @_disfavoredOverload
  nonisolated public func confirmationDialog<S, A>(
    _ title: S,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View where S: StringProtocol, A: View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)
  nonisolated public func confirmationDialog<A>(
    _ title: Text,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View where A: View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)-2s7pz
  nonisolated public func confirmationDialog<A, M>(
    _ titleKey: LocalizedStringKey,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View where A: View, M: View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)
  @_disfavoredOverload
  nonisolated public func confirmationDialog<S, A, M>(
    _ title: S,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View where S: StringProtocol, A: View, M: View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)
  nonisolated public func confirmationDialog<A, M>(
    _ title: Text,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View where A: View, M: View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:)
  nonisolated public func confirmationDialog<A, T>(
    _ titleKey: LocalizedStringKey,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View where A: View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:)
  @_disfavoredOverload
  nonisolated public func confirmationDialog<S, A, T>(
    _ title: S,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View where S: StringProtocol, A: View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:)-51pyu
  nonisolated public func confirmationDialog<A, T>(
    _ title: Text,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View where A: View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)-8y541
  nonisolated public func confirmationDialog<A, M, T>(
    _ titleKey: LocalizedStringKey,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    presenting data: T?,
    @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View where A: View, M: View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)
  @_disfavoredOverload
  nonisolated public func confirmationDialog<S, A, M, T>(
    _ title: S,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    presenting data: T?,
    @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View where S: StringProtocol, A: View, M: View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)
  nonisolated public func confirmationDialog<A, M, T>(
    _ title: Text,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    presenting data: T?,
    @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View where A: View, M: View {
    fatalError("stand-in")
  }
}
