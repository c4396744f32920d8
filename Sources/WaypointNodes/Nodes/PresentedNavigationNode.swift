/// How a node is presented: as a sheet, a full-screen cover, an alert, a confirmation dialog, or
/// a kind an app defines and registers on its window.
///
/// Present one with ``NavigationCommand/present(_:animated:)`` or ``NavigationCommand/present(_:on:animated:)``:
///
/// ```swift
/// execute(.present(.sheet(.stacked(DetailNavigationNode()))))
/// execute(.present(.fullScreenCover(PlayerNode())))
/// execute(.present(.sheet(.stacked([DetailNavigationNode(), DetailEditorNavigationNode()]))))
/// ```
///
/// A custom kind, such as a photo picker, conforms and is registered on the window with
/// ``WindowNavigationNode/registerCustomPresentableNavigationNodes(_:)``; presenting a kind no
/// window registered is refused.
@MainActor
public protocol PresentedNavigationNode {
  /// The node presented. Store it: a presentation must hand out the same node each time.
  var node: any NavigationNode { get }

  /// The identifier of the view the presentation comes from (see
  /// ``ConfirmationDialogPresentedNavigationNode``); `nil` to present from the highest node.
  var sourceID: String? { get }

  /// The name of the kind, for logs and the debug graph: `sheet`, `fullScreenCover`, ….
  static var presentationKind: String { get }

  /// How the kind is shown: `.sheet`, `.fullScreenCover`, `.alert` or `.confirmationDialog` for
  /// Waypoint's kinds, which snapshots save their sheets and covers by. A kind of the app's own
  /// may say the style its view is closest to (a camera shown over everything is a
  /// `.fullScreenCover`), for the app's own code to read; by default it is the style its
  /// ``presentationKind`` names, or `.sheet`.
  static var presentationStyle: PresentationStyle { get }

  /// Whether the kind is one of Waypoint's, which every window knows.
  static var isPredefined: Bool { get }
}

extension PresentedNavigationNode {
  public var sourceID: String? { nil }
  public static var presentationStyle: PresentationStyle {
    PresentationStyle(rawValue: presentationKind) ?? .sheet
  }
  public static var isPredefined: Bool { false }
}

/// A node presented as a sheet.
public struct SheetPresentedNavigationNode: PresentedNavigationNode {
  public let node: any NavigationNode
  public let sourceID: String?
  public static var presentationStyle: PresentationStyle { .sheet }
  public static var presentationKind: String { presentationStyle.rawValue }
  public static var isPredefined: Bool { true }

  /// A sheet showing `node`.
  ///
  /// - Parameters:
  ///   - node: The node to show; wrap it in `.stacked(_:)` to push onto it.
  ///   - sourceID: The view it comes from, when it is not the highest node.
  public init(_ node: any NavigationNode, sourceID: String? = nil) {
    self.node = node
    self.sourceID = sourceID
  }
}

/// A node presented as a full-screen cover.
public struct FullScreenCoverPresentedNavigationNode: PresentedNavigationNode {
  public let node: any NavigationNode
  public let sourceID: String?
  public static var presentationStyle: PresentationStyle { .fullScreenCover }
  public static var presentationKind: String { presentationStyle.rawValue }
  public static var isPredefined: Bool { true }

  /// A full-screen cover showing `node`.
  ///
  /// - Parameters:
  ///   - node: The node to show.
  ///   - sourceID: The view it comes from, when it is not the highest node.
  public init(_ node: any NavigationNode, sourceID: String? = nil) {
    self.node = node
    self.sourceID = sourceID
  }
}

/// An alert, presented as a node that shows an `AlertState`.
public struct AlertPresentedNavigationNode: PresentedNavigationNode {
  public let node: any NavigationNode
  public static var presentationStyle: PresentationStyle { .alert }
  public static var presentationKind: String { presentationStyle.rawValue }
  public static var isPredefined: Bool { true }

  /// An alert showing `alert`; a tapped button dismisses it, then its action goes to
  /// `onAction`.
  public init<Action>(
    _ alert: AlertState<Action>, onAction: @escaping (Action) -> Void = { _ in }
  ) {
    node = AlertNavigationNode(alert, onAction: onAction)
  }
}

/// A confirmation dialog, presented as a node that shows a `ConfirmationDialogState`; on
/// iPad it appears as a popover from the view with `sourceID`.
public struct ConfirmationDialogPresentedNavigationNode: PresentedNavigationNode {
  public let node: any NavigationNode
  public let sourceID: String?
  public static var presentationStyle: PresentationStyle { .confirmationDialog }
  public static var presentationKind: String { presentationStyle.rawValue }
  public static var isPredefined: Bool { true }

  /// A dialog showing `dialog`; a tapped button dismisses it, then its action goes to
  /// `onAction`.
  ///
  /// - Parameters:
  ///   - dialog: The dialog.
  ///   - sourceID: The view it comes from (`presentingNavigationSource(id:)` in SwiftUI); it is
  ///     presented by the node that executes the command.
  ///   - onAction: Receives the action of the tapped button.
  public init<Action>(
    _ dialog: ConfirmationDialogState<Action>, sourceID: String? = nil,
    onAction: @escaping (Action) -> Void = { _ in }
  ) {
    node = ConfirmationDialogNavigationNode(dialog, onAction: onAction)
    self.sourceID = sourceID
  }
}

extension PresentedNavigationNode where Self == SheetPresentedNavigationNode {
  /// A sheet showing `node`.
  public static func sheet(_ node: any NavigationNode, sourceID: String? = nil) -> Self {
    Self(node, sourceID: sourceID)
  }
}

extension PresentedNavigationNode where Self == FullScreenCoverPresentedNavigationNode {
  /// A full-screen cover showing `node`.
  public static func fullScreenCover(_ node: any NavigationNode, sourceID: String? = nil) -> Self {
    Self(node, sourceID: sourceID)
  }
}

extension PresentedNavigationNode where Self == AlertPresentedNavigationNode {
  /// An alert; a tapped button dismisses it, then its action goes to `onAction`.
  public static func alert<Action>(
    _ alert: AlertState<Action>, onAction: @escaping (Action) -> Void = { _ in }
  ) -> Self {
    Self(alert, onAction: onAction)
  }
}

extension PresentedNavigationNode where Self == ConfirmationDialogPresentedNavigationNode {
  /// A confirmation dialog from the view with `sourceID`; a tapped button dismisses it, then its
  /// action goes to `onAction`.
  public static func confirmationDialog<Action>(
    _ dialog: ConfirmationDialogState<Action>, sourceID: String? = nil,
    onAction: @escaping (Action) -> Void = { _ in }
  ) -> Self {
    Self(dialog, sourceID: sourceID, onAction: onAction)
  }
}
