import IdentifiedCollections

/// The ID of a window: a scene's identity, such as the value `openWindow(id:value:)` opens.
///
/// A string literal makes one, and it encodes as its text alone, so a snapshot or a scene's
/// value holds the plain string:
///
/// ```swift
/// let id: WindowID = "inbox"
/// state.windows.open(id, root: MailFeature.State())
/// try JSONEncoder().encode(id)  // the JSON string "inbox", not an object
/// ```
public struct WindowID: Hashable, Sendable, Codable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The ID's text.
  public var rawValue: String

  /// Creates an ID.
  ///
  /// - Parameter rawValue: The ID's text.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  public init(stringLiteral value: String) {
    self.init(value)
  }

  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode(String.self))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  public var description: String { rawValue }
}

/// One window: its ID and its navigation root. (Not `Window`, which SwiftUI names a scene.)
///
/// ``WindowsState`` keeps one per open window, in the order they opened; most code reaches a
/// window's root through `windows[id]` instead. Encoded, a window is an object with the keys
/// `id` and `root`.
///
/// ```swift
/// var windows = WindowsState<Int>()
/// windows.open("inbox", root: 1)
/// windows.open("drafts", root: 2)
/// windows.windows.map(\.id)     // ["inbox", "drafts"]
/// windows.windows.last?.root    // 2
/// windows["drafts"]             // 2, the same root
/// ```
public struct WindowState<Root>: Identifiable {
  /// The window's ID.
  public let id: WindowID
  /// The window's navigation: the state of the feature at its root.
  public var root: Root

  /// Creates a window.
  ///
  /// - Parameters:
  ///   - id: The window's ID.
  ///   - root: Its navigation root.
  public init(id: WindowID, root: Root) {
    self.id = id
    self.root = root
  }
}

/// The windows of an app: independent navigation roots, each keyed by its window's ID, in the
/// order they opened.
///
/// Opening and closing a window are changes of this state; integrate the windows with
/// ``Reducer/windows(_:action:root:fileID:filePath:line:column:)``, and closing one cancels
/// every effect of its navigation:
///
/// ```swift
/// state.windows.open("inbox", root: MailFeature.State())
/// state.windows["inbox"]?.path.append(.message(id))
/// state.windows.close("inbox")   // the window's effects end
/// ```
public struct WindowsState<Root> {
  /// The windows, in the order they opened.
  public var windows: IdentifiedArray<WindowID, WindowState<Root>>

  /// Creates the state of no windows, or of some.
  ///
  /// - Parameter windows: The windows, in the order they opened.
  public init(_ windows: [WindowState<Root>] = []) {
    // A window listed twice is the first one.
    self.windows = IdentifiedArray(windows, uniquingIDsWith: { first, _ in first })
  }

  /// The IDs of the open windows, in the order they opened.
  public var ids: [WindowID] { windows.ids.elements }

  /// Accesses the navigation root of a window; `nil` when it is not open. Writing `nil` closes
  /// it.
  ///
  /// - Parameter id: The window's ID.
  public subscript(id: WindowID) -> Root? {
    get { windows[id: id]?.root }
    set {
      if let newValue {
        if windows[id: id] != nil {
          windows[id: id]!.root = newValue
        } else {
          windows.append(WindowState(id: id, root: newValue))
        }
      } else {
        windows.remove(id: id)
      }
    }
  }

  /// Opens a window, or, when one with the ID is open, leaves it as it is.
  ///
  /// - Parameters:
  ///   - id: The window's ID.
  ///   - root: Its navigation root.
  /// - Returns: Whether a window opened.
  @discardableResult
  public mutating func open(_ id: WindowID, root: Root) -> Bool {
    guard windows[id: id] == nil else { return false }
    windows.append(WindowState(id: id, root: root))
    return true
  }

  /// Closes a window.
  ///
  /// - Parameter id: The window's ID.
  /// - Returns: The window's navigation as it was, or `nil` when it was not open.
  @discardableResult
  public mutating func close(_ id: WindowID) -> Root? {
    windows.remove(id: id)?.root
  }
}

extension WindowState: Equatable where Root: Equatable {}
extension WindowState: Hashable where Root: Hashable {}
extension WindowState: Sendable where Root: Sendable {}
extension WindowState: Codable where Root: Codable {}
extension WindowsState: Equatable where Root: Equatable {}
extension WindowsState: Hashable where Root: Hashable {}
extension WindowsState: Sendable where Root: Sendable {}

extension WindowsState: Codable where Root: Codable {
  /// Decodes the windows; two windows with one ID are a corrupt payload.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let windows = try container.decode([WindowState<Root>].self)
    var seen: Set<WindowID> = []
    for window in windows where !seen.insert(window.id).inserted {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "Two windows have the ID “\(window.id)”.")
    }
    self.init(windows)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(Array(windows))
  }
}

extension Reducer {
  /// Integrates the windows of an app: each window's actions run its root feature, and a window
  /// that closes ends every effect of its navigation.
  ///
  /// ```swift
  /// Reduce { state, action in
  ///   switch action {
  ///   case .newWindow(let id):
  ///     state.windows.open(id, root: MailFeature.State())
  ///     return .none
  ///   case .closeWindow(let id):
  ///     state.windows.close(id)
  ///     return .none
  ///   case .window:
  ///     return .none
  ///   }
  /// }
  /// .windows(\.windows, action: \.window) { MailFeature() }
  /// ```
  ///
  /// - Parameters:
  ///   - toWindows: A key path to the windows.
  ///   - toWindowAction: A case key path to the actions of one window, by its ID.
  ///   - root: The feature at the root of each window.
  ///   - fileID: The file of the call, for reports.
  ///   - filePath: The path of that file, for reports.
  ///   - line: The line of the call, for reports.
  ///   - column: The column of the call, for reports.
  /// - Returns: The combined reducer.
  public func windows<RootState, RootAction, Root: Reducer<RootState, RootAction>>(
    _ toWindows: WritableKeyPath<State, WindowsState<RootState>>,
    action toWindowAction: CaseKeyPath<Action, IdentifiedAction<WindowID, RootAction>>,
    @ReducerBuilder<RootState, RootAction> root: () -> Root,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> where Action: CasePathable {
    let root = root()
    return forEach(
      toWindows.appending(path: \.windows), action: toWindowAction,
      element: { WindowRootReducer(root: Reduce(root)) }, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }
}

/// Runs a window's root feature on the window's root state. The feature is resolved once, as
/// `Reduce(_:)` does, not built again for every action.
struct WindowRootReducer<RootState, RootAction>: Reducer {
  let root: Reduce<RootState, RootAction>

  func reduce(
    into state: inout WindowState<RootState>, action: RootAction
  ) -> Effect<RootAction> {
    root.reduce(into: &state.root, action: action)
  }
}
