// Stacks, lists, sections and forms, and the layout values they take.

/// https://developer.apple.com/documentation/swiftui/horizontalalignment
public struct HorizontalAlignment: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
  public static let leading = HorizontalAlignment()

  /// https://developer.apple.com/documentation/swiftui/horizontalalignment/center
  public static let center = HorizontalAlignment()

  /// https://developer.apple.com/documentation/swiftui/horizontalalignment/trailing
  public static let trailing = HorizontalAlignment()

  private init() {}
}

/// https://developer.apple.com/documentation/swiftui/verticalalignment
public struct VerticalAlignment: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/verticalalignment/top
  public static let top = VerticalAlignment()

  /// https://developer.apple.com/documentation/swiftui/verticalalignment/center
  public static let center = VerticalAlignment()

  /// https://developer.apple.com/documentation/swiftui/verticalalignment/bottom
  public static let bottom = VerticalAlignment()

  /// https://developer.apple.com/documentation/swiftui/verticalalignment/firsttextbaseline
  public static let firstTextBaseline = VerticalAlignment()

  private init() {}
}

/// https://developer.apple.com/documentation/swiftui/edge
public enum Edge: Int8, CaseIterable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/edge/top
  case top

  /// https://developer.apple.com/documentation/swiftui/edge/leading
  case leading

  /// https://developer.apple.com/documentation/swiftui/edge/bottom
  case bottom

  /// https://developer.apple.com/documentation/swiftui/edge/trailing
  case trailing

  /// https://developer.apple.com/documentation/swiftui/edge/set
  public struct Set: OptionSet, Sendable {
    /// https://developer.apple.com/documentation/swiftui/edge/set/rawvalue
    public let rawValue: Int8

    /// https://developer.apple.com/documentation/swiftui/edge/set/init(rawvalue:)
    public init(rawValue: Int8) { self.rawValue = rawValue }

    /// https://developer.apple.com/documentation/swiftui/edge/set/init(_:)
    public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }

    /// https://developer.apple.com/documentation/swiftui/edge/set/top
    public static let top = Set(.top)

    /// https://developer.apple.com/documentation/swiftui/edge/set/leading
    public static let leading = Set(.leading)

    /// https://developer.apple.com/documentation/swiftui/edge/set/bottom
    public static let bottom = Set(.bottom)

    /// https://developer.apple.com/documentation/swiftui/edge/set/trailing
    public static let trailing = Set(.trailing)

    /// https://developer.apple.com/documentation/swiftui/edge/set/all
    public static let all: Set = [.top, .leading, .bottom, .trailing]

    /// https://developer.apple.com/documentation/swiftui/edge/set/horizontal
    public static let horizontal: Set = [.leading, .trailing]

    /// https://developer.apple.com/documentation/swiftui/edge/set/vertical
    public static let vertical: Set = [.top, .bottom]
  }
}

/// https://developer.apple.com/documentation/swiftui/vstack
public struct VStack<Content> where Content: View {
  /// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  nonisolated public init(
    alignment: HorizontalAlignment = .center,
    spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    fatalError("stand-in")
  }
}

extension VStack: View {}

/// https://developer.apple.com/documentation/swiftui/hstack
public struct HStack<Content> where Content: View {
  /// https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
  nonisolated public init(
    alignment: VerticalAlignment = .center,
    spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    fatalError("stand-in")
  }
}

extension HStack: View {}

/// https://developer.apple.com/documentation/swiftui/spacer
public struct Spacer {
  /// https://developer.apple.com/documentation/swiftui/spacer/minlength
  public var minLength: CGFloat?

  /// https://developer.apple.com/documentation/swiftui/spacer/init(minlength:)
  nonisolated public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

extension Spacer: View {}

/// https://developer.apple.com/documentation/swiftui/foreach
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
  /// https://developer.apple.com/documentation/swiftui/foreach/data
  public var data: Data

  /// https://developer.apple.com/documentation/swiftui/foreach/content
  public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data: data, content: content)
  }
}

extension ForEach where Content: View {
  /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
  public init(
    _ data: Data,
    id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data: data, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data: data, content: content)
  }
}

/// https://developer.apple.com/documentation/swiftui/list
nonisolated public struct List<SelectionValue, Content>: View
where SelectionValue: Hashable, Content: View {
  /// https://developer.apple.com/documentation/swiftui/list/init(selection:content:)-1pisz
  nonisolated public init(
    selection: Binding<SelectionValue?>?,
    @ViewBuilder content: () -> Content
  ) {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/list/init(_:selection:rowcontent:)
  nonisolated public init<Data, RowContent>(
    _ data: Data,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
    RowContent: View, Data.Element: Identifiable
  {
    fatalError("stand-in")
  }
}

extension List where SelectionValue == Never {
  /// https://developer.apple.com/documentation/swiftui/list/init(content:)
  nonisolated public init(@ViewBuilder content: () -> Content) { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)-3vn6i
  nonisolated public init<Data, RowContent>(
    _ data: Data,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
    RowContent: View, Data.Element: Identifiable
  {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/list/init(_:id:rowcontent:)-4s0aj
  nonisolated public init<Data, ID, RowContent>(
    _ data: Data,
    id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable,
    RowContent: View
  {
    fatalError("stand-in")
  }
}

/// https://developer.apple.com/documentation/swiftui/section
public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent: View, Content: View, Footer: View {}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  /// https://developer.apple.com/documentation/swiftui/section/init(content:)
  nonisolated public init(@ViewBuilder content: () -> Content) { fatalError("stand-in") }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// https://developer.apple.com/documentation/swiftui/section/init(content:header:)
  nonisolated public init(
    @ViewBuilder content: () -> Content,
    @ViewBuilder header: () -> Parent
  ) {
    fatalError("stand-in")
  }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// https://developer.apple.com/documentation/swiftui/section/init(_:content:)
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/section/init(_:content:)
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, @ViewBuilder content: () -> Content)
  where S: StringProtocol {
    fatalError("stand-in")
  }
}

/// https://developer.apple.com/documentation/swiftui/form
public struct Form<Content> where Content: View {
  /// https://developer.apple.com/documentation/swiftui/form/init(content:)
  nonisolated public init(@ViewBuilder content: () -> Content) { fatalError("stand-in") }
}

extension Form: View {}
