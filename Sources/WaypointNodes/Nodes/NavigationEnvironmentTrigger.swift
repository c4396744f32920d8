import Foundation

/// A request for something only the UI can do — open a URL, open or close a window, dismiss the
/// view — sent by a node to its window's ``NavigationEnvironmentTriggerHandler``.
///
/// In SwiftUI the handler calls the environment's `openURL`, `openWindow`, `dismiss` and
/// `dismissWindow`; on Linux and in tests a handler of the app's own, or WaypointNodesTesting's
/// `RecordingNavigationEnvironmentTriggerHandler`, receives them. Define custom triggers as any
/// type conforming to this protocol.
///
/// ```swift
/// struct AskForReviewTrigger: NavigationEnvironmentTrigger {}
///
/// let triggers = RecordingNavigationEnvironmentTriggerHandler()
/// let window = WindowNavigationNode(
///   rootNode: .stacked(guide), environmentTriggerHandler: triggers)
/// try guide.sendEnvironmentTrigger(AskForReviewTrigger()).get()
/// triggers.triggers.first is AskForReviewTrigger  // true
/// ```
///
/// A custom trigger needs a handler that knows it: ``DefaultNavigationEnvironmentTriggerHandler``
/// refuses the triggers it does not know, and the command that sent one fails.
public protocol NavigationEnvironmentTrigger {}

/// Opens a URL: `EnvironmentValues.openURL` in SwiftUI.
public struct OpenURLNavigationEnvironmentTrigger: NavigationEnvironmentTrigger, Equatable {
  /// The URL.
  public let url: URL

  /// A trigger opening `url`.
  public init(url: URL) { self.url = url }
}

/// Opens a window: `openWindow(id:)` in SwiftUI.
public struct OpenWindowNavigationEnvironmentTrigger: NavigationEnvironmentTrigger, Equatable {
  /// The window's ID.
  public let windowID: WindowID

  /// A trigger opening the window `windowID`.
  public init(windowID: WindowID) { self.windowID = windowID }
}

/// Closes a window: `dismissWindow(id:)` in SwiftUI.
public struct DismissWindowNavigationEnvironmentTrigger: NavigationEnvironmentTrigger, Equatable {
  /// The window's ID.
  public let windowID: WindowID

  /// A trigger closing the window `windowID`.
  public init(windowID: WindowID) { self.windowID = windowID }
}

/// Dismisses the view that sends it: `EnvironmentValues.dismiss` in SwiftUI.
public struct DismissNavigationEnvironmentTrigger: NavigationEnvironmentTrigger, Equatable {
  /// The trigger.
  public init() {}
}

/// Receives the environment triggers of a window's nodes.
///
/// A window has one: ``DefaultNavigationEnvironmentTriggerHandler`` unless it is given another
/// with its `environmentTriggerHandler:` argument or
/// ``WindowNavigationNode/navigationEnvironmentTriggerHandler(_:)``. A trigger the handler
/// refuses is not handled, and the command that sent it fails with the refusal as its reason:
///
/// ```swift
/// /// Opens links in the app's own browser, and nothing else.
/// final class BrowserTriggerHandler: NavigationEnvironmentTriggerHandler {
///   func refusal(
///     for trigger: any NavigationEnvironmentTrigger, from node: any NavigationNode
///   ) -> String? {
///     trigger is OpenURLNavigationEnvironmentTrigger ? nil : "only links open here"
///   }
///
///   func handleTrigger(
///     _ trigger: any NavigationEnvironmentTrigger, from node: any NavigationNode
///   ) {
///     if let open = trigger as? OpenURLNavigationEnvironmentTrigger { browser.show(open.url) }
///   }
/// }
/// ```
@MainActor
public protocol NavigationEnvironmentTriggerHandler: AnyObject {
  /// Why `trigger`, sent by `node`, cannot be handled; `nil` when it can.
  func refusal(for trigger: any NavigationEnvironmentTrigger, from node: any NavigationNode)
    -> String?

  /// Handles `trigger`, sent by `node`; called only when ``refusal(for:from:)`` is `nil`.
  func handleTrigger(_ trigger: any NavigationEnvironmentTrigger, from node: any NavigationNode)
}

/// The handler a window has unless given another: it opens and closes the windows of the
/// window's ``NavigationApplication``, dismisses with ``NavigationCommand/hide(animated:)``, and
/// hands URLs to ``openURL``. Subclass it to handle custom triggers.
///
/// ```swift
/// var opened: [URL] = []
/// let window = WindowNavigationNode(
///   rootNode: .stacked(home),
///   environmentTriggerHandler: DefaultNavigationEnvironmentTriggerHandler { opened.append($0) })
/// try home.execute(.openURL(url)).get()  // opened == [url]
/// home.refusal(of: .sendEnvironmentTrigger(AskForReviewTrigger()))?.reason
/// // "AskForReviewTrigger has no handler; subclass DefaultNavigationEnvironmentTriggerHandler"
/// ```
///
/// A subclass overrides ``refusal(for:from:)`` to accept its own triggers and
/// ``handleTrigger(_:from:)`` to handle them, and calls `super` for the others.
@MainActor
open class DefaultNavigationEnvironmentTriggerHandler: NavigationEnvironmentTriggerHandler {
  /// Opens a URL. Without one, a URL trigger is refused.
  public var openURL: ((URL) -> Void)?

  /// A handler.
  ///
  /// - Parameter openURL: Opens a URL; `nil` refuses URL triggers.
  public init(openURL: ((URL) -> Void)? = nil) {
    self.openURL = openURL
  }

  open func refusal(for trigger: any NavigationEnvironmentTrigger, from node: any NavigationNode)
    -> String?
  {
    switch trigger {
    case is OpenURLNavigationEnvironmentTrigger:
      return openURL == nil ? "the window's trigger handler has no way to open a URL" : nil
    case let open as OpenWindowNavigationEnvironmentTrigger:
      guard let application = node.window?.application else {
        return "\(node.debugName) is not in a window of a NavigationApplication"
      }
      guard application.isRegistered(open.windowID) else {
        return "no window is registered with the ID \"\(open.windowID)\""
      }
      return nil
    case let dismiss as DismissWindowNavigationEnvironmentTrigger:
      guard let application = node.window?.application else {
        return "\(node.debugName) is not in a window of a NavigationApplication"
      }
      return application[dismiss.windowID] == nil
        ? "no window with the ID \"\(dismiss.windowID)\" is open" : nil
    case is DismissNavigationEnvironmentTrigger:
      return node.refusal(of: .hide())?.reason
    default:
      return
        "\(type(of: trigger)) has no handler; subclass DefaultNavigationEnvironmentTriggerHandler"
    }
  }

  open func handleTrigger(
    _ trigger: any NavigationEnvironmentTrigger, from node: any NavigationNode
  ) {
    switch trigger {
    case let open as OpenURLNavigationEnvironmentTrigger:
      openURL?(open.url)
    case let open as OpenWindowNavigationEnvironmentTrigger:
      _ = try? node.window?.application?.openWindow(open.windowID)
    case let dismiss as DismissWindowNavigationEnvironmentTrigger:
      node.window?.application?.closeWindow(dismiss.windowID)
    case is DismissNavigationEnvironmentTrigger:
      node.execute(.hide())
    default:
      break
    }
  }
}
