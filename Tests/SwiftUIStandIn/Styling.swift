// Colors, fonts, shape styles, and the modifiers that apply them.

/// https://developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}

/// https://developer.apple.com/documentation/swiftui/color
public struct Color: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/color/red
  public static let red = Color()

  /// https://developer.apple.com/documentation/swiftui/color/green
  public static let green = Color()

  /// https://developer.apple.com/documentation/swiftui/color/blue
  public static let blue = Color()

  /// https://developer.apple.com/documentation/swiftui/color/orange
  public static let orange = Color()

  /// https://developer.apple.com/documentation/swiftui/color/gray
  public static let gray = Color()

  /// https://developer.apple.com/documentation/swiftui/color/black
  public static let black = Color()

  /// https://developer.apple.com/documentation/swiftui/color/yellow
  public static let yellow = Color()

  /// https://developer.apple.com/documentation/swiftui/color/pink
  public static let pink = Color()

  /// https://developer.apple.com/documentation/swiftui/color/purple
  public static let purple = Color()

  /// https://developer.apple.com/documentation/swiftui/color/brown
  public static let brown = Color()

  /// https://developer.apple.com/documentation/swiftui/color/cyan
  public static let cyan = Color()

  /// https://developer.apple.com/documentation/swiftui/color/indigo
  public static let indigo = Color()

  /// https://developer.apple.com/documentation/swiftui/color/mint
  public static let mint = Color()

  /// https://developer.apple.com/documentation/swiftui/color/teal
  public static let teal = Color()

  /// https://developer.apple.com/documentation/swiftui/color/white
  public static let white = Color()

  /// https://developer.apple.com/documentation/swiftui/color/clear
  public static let clear = Color()

  /// https://developer.apple.com/documentation/swiftui/color/primary
  public static let primary = Color()

  /// https://developer.apple.com/documentation/swiftui/color/secondary
  public static let secondary = Color()

  /// https://developer.apple.com/documentation/swiftui/color/accentcolor
  public static var accentColor: Color { fatalError("stand-in") }

  private init() {}
}

extension Color: View {}

extension Color: ShapeStyle {}

extension ShapeStyle where Self == Color {
  /// https://developer.apple.com/documentation/swiftui/shapestyle/red
  public static var red: Color { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/shapestyle/green
  public static var green: Color { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/shapestyle/blue
  public static var blue: Color { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/shapestyle/orange
  public static var orange: Color { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/shapestyle/gray
  public static var gray: Color { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/shapestyle/accentcolor
  public static var accentColor: Color { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle
public struct HierarchicalShapeStyle: ShapeStyle {
  /// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle/primary
  public static let primary = HierarchicalShapeStyle()

  /// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle/secondary
  public static let secondary = HierarchicalShapeStyle()

  /// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle/tertiary
  public static let tertiary = HierarchicalShapeStyle()

  private init() {}
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// https://developer.apple.com/documentation/swiftui/shapestyle/primary
  public static var primary: HierarchicalShapeStyle { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/shapestyle/secondary
  public static var secondary: HierarchicalShapeStyle { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/shapestyle/tertiary
  public static var tertiary: HierarchicalShapeStyle { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/font
public struct Font: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/font/largetitle
  public static let largeTitle = Font()

  /// https://developer.apple.com/documentation/swiftui/font/title
  public static let title = Font()

  /// https://developer.apple.com/documentation/swiftui/font/headline
  public static let headline = Font()

  /// https://developer.apple.com/documentation/swiftui/font/subheadline
  public static let subheadline = Font()

  /// https://developer.apple.com/documentation/swiftui/font/body
  public static let body = Font()

  /// https://developer.apple.com/documentation/swiftui/font/callout
  public static let callout = Font()

  /// https://developer.apple.com/documentation/swiftui/font/footnote
  public static let footnote = Font()

  /// https://developer.apple.com/documentation/swiftui/font/caption
  public static let caption = Font()

  private init() {}
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/font(_:)
  nonisolated public func font(_ font: Font?) -> some View { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
  nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)
    -> some View
  {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/padding(_:)-68shk
  nonisolated public func padding(_ length: CGFloat) -> some View { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/view/disabled(_:)
  nonisolated public func disabled(_ disabled: Bool) -> some View { fatalError("stand-in") }
}
