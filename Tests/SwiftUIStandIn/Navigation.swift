// Navigation stacks, links and destinations, split views, tab views and navigation titles.

/// https://developer.apple.com/documentation/swiftui/navigationpath
public struct NavigationPath: Equatable {
  /// https://developer.apple.com/documentation/swiftui/navigationpath/init()
  public init() { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/navigationpath/init(_:)
  public init<S>(_ elements: S) where S: Sequence, S.Element: Hashable { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/navigationpath/init(_:)
  public init(_ codable: NavigationPath.CodableRepresentation) { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/navigationpath/count
  public var count: Int { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/navigationpath/isempty
  public var isEmpty: Bool { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/navigationpath/codable
  public var codable: NavigationPath.CodableRepresentation? { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/navigationpath/append(_:)
  public mutating func append<V>(_ value: V) where V: Hashable {}

  /// https://developer.apple.com/documentation/swiftui/navigationpath/removelast(_:)
  public mutating func removeLast(_ k: Int = 1) {}

  /// https://developer.apple.com/documentation/swiftui/navigationpath/codablerepresentation
  public struct CodableRepresentation: Codable {
    /// https://developer.apple.com/documentation/swiftui/navigationpath/codablerepresentation/init(from:)
    public init(from decoder: any Decoder) throws { fatalError("stand-in") }

    /// https://developer.apple.com/documentation/swiftui/navigationpath/codablerepresentation/encode(to:)
    public func encode(to encoder: any Encoder) throws {}
  }
}

/// https://developer.apple.com/documentation/swiftui/navigationstack
nonisolated public struct NavigationStack<Data, Root>: View where Root: View {
  /// https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q
  nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {
    fatalError("stand-in")
  }
}

extension NavigationStack where Data == NavigationPath {
  /// https://developer.apple.com/documentation/swiftui/navigationstack/init(root:)
  nonisolated public init(@ViewBuilder root: () -> Root) { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-63x0h
  nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    fatalError("stand-in")
  }
}

/// https://developer.apple.com/documentation/swiftui/navigationlink
nonisolated public struct NavigationLink<Label, Destination>: View
where Label: View, Destination: View {
  /// https://developer.apple.com/documentation/swiftui/navigationlink/init(destination:label:)-27n7s
  nonisolated public init(
    @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    fatalError("stand-in")
  }
}

extension NavigationLink where Destination == Never {
  /// https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:)-4jswo
  nonisolated public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Hashable {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/navigationlink/init(_:value:)-kj9v
  nonisolated public init<P>(_ titleKey: LocalizedStringKey, value: P?)
  where Label == Text, P: Hashable {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/navigationlink/init(_:value:)
  @_disfavoredOverload
  nonisolated public init<S, P>(_ title: S, value: P?)
  where Label == Text, S: StringProtocol, P: Hashable {
    fatalError("stand-in")
  }
}

extension NavigationLink where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/navigationlink/init(_:destination:)
  nonisolated public init(
    _ titleKey: LocalizedStringKey,
    @ViewBuilder destination: () -> Destination
  ) {
    fatalError("stand-in")
  }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
  nonisolated public func navigationDestination<D, C>(
    for data: D.Type,
    @ViewBuilder destination: @escaping (D) -> C
  ) -> some View where D: Hashable, C: View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(ispresented:destination:)
  nonisolated public func navigationDestination<V>(
    isPresented: Binding<Bool>,
    @ViewBuilder destination: () -> V
  ) -> some View where V: View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(item:destination:)
  nonisolated public func navigationDestination<D, C>(
    item: Binding<D?>,
    @ViewBuilder destination: @escaping (D) -> C
  ) -> some View where D: Hashable, C: View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)
  nonisolated public func navigationTitle(_ title: Text) -> some View { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)
  nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)
  @_disfavoredOverload
  nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol {
    fatalError("stand-in")
  }
}

/// https://developer.apple.com/documentation/swiftui/navigationsplitview
nonisolated public struct NavigationSplitView<Sidebar, Content, Detail>: View
where Sidebar: View, Content: View, Detail: View {
  /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(sidebar:content:detail:)
  nonisolated public init(
    @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(columnvisibility:sidebar:content:detail:)
  nonisolated public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(columnvisibility:preferredcompactcolumn:sidebar:content:detail:)
  nonisolated public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    fatalError("stand-in")
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(sidebar:detail:)
  nonisolated public init(
    @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(columnvisibility:sidebar:detail:)
  nonisolated public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(preferredcompactcolumn:sidebar:detail:)
  nonisolated public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(columnvisibility:preferredcompactcolumn:sidebar:detail:)
  nonisolated public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    fatalError("stand-in")
  }
}

/// https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/detailonly
  public static var detailOnly: NavigationSplitViewVisibility { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/doublecolumn
  public static var doubleColumn: NavigationSplitViewVisibility { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/all
  public static var all: NavigationSplitViewVisibility { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/automatic
  public static var automatic: NavigationSplitViewVisibility { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn
public struct NavigationSplitViewColumn: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn/sidebar
  public static var sidebar: NavigationSplitViewColumn { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn/content
  public static var content: NavigationSplitViewColumn { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn/detail
  public static var detail: NavigationSplitViewColumn { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/tabview
nonisolated public struct TabView<SelectionValue, Content>: View
where SelectionValue: Hashable, Content: View {
  /// The initializer for tab content built from views marked with `tabItem(_:)` and `tag(_:)`.
  ///
  /// https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)
  nonisolated public init(
    selection: Binding<SelectionValue>?,
    @ViewBuilder content: () -> Content
  ) {
    fatalError("stand-in")
  }
}

extension TabView where SelectionValue == Int {
  /// https://developer.apple.com/documentation/swiftui/tabview/init(content:)
  nonisolated public init(@ViewBuilder content: () -> Content) { fatalError("stand-in") }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/tabitem(_:)
  nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)
  nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View
  where V: Hashable {
    fatalError("stand-in")
  }
}
