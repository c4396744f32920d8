import Foundation

/// Sends an environment trigger to the executing node's window's handler.
public struct SendEnvironmentTriggerNavigationCommand: NavigationCommand {
  /// The trigger.
  public let trigger: any NavigationEnvironmentTrigger

  /// A command sending `trigger`.
  public init(_ trigger: any NavigationEnvironmentTrigger) { self.trigger = trigger }

  public var name: String { "sendEnvironmentTrigger(\(type(of: trigger)))" }

  public func refusal(on node: any NavigationNode) -> NavigationCommandRefusal? {
    guard let window = node.window else {
      return .notApplicable("\(node.debugName) is not in a window")
    }
    return window.state.environmentTriggerHandler.refusal(for: trigger, from: node)
      .map(NavigationCommandRefusal.notApplicable)
  }

  public func execute(on node: any NavigationNode) {
    node.window?.state.environmentTriggerHandler.handleTrigger(trigger, from: node)
  }
}

/// Opens a URL through the window's environment-trigger handler (`openURL` in SwiftUI).
public struct OpenURLNavigationCommand: NavigationCommand {
  /// The URL.
  public let url: URL

  /// A command opening `url`.
  public init(_ url: URL) { self.url = url }

  public var name: String { "openURL" }

  private var send: SendEnvironmentTriggerNavigationCommand {
    SendEnvironmentTriggerNavigationCommand(OpenURLNavigationEnvironmentTrigger(url: url))
  }

  public func refusal(on node: any NavigationNode) -> NavigationCommandRefusal? {
    send.refusal(on: node)
  }

  public func execute(on node: any NavigationNode) { send.execute(on: node) }
}

/// Opens a window through the window's environment-trigger handler (`openWindow(id:)` in
/// SwiftUI).
public struct OpenWindowNavigationCommand: NavigationCommand {
  /// The window's ID.
  public let id: WindowID

  /// A command opening the window `id`.
  public init(id: WindowID) { self.id = id }

  public var name: String { "openWindow" }

  private var send: SendEnvironmentTriggerNavigationCommand {
    SendEnvironmentTriggerNavigationCommand(OpenWindowNavigationEnvironmentTrigger(windowID: id))
  }

  public func refusal(on node: any NavigationNode) -> NavigationCommandRefusal? {
    send.refusal(on: node)
  }

  public func execute(on node: any NavigationNode) { send.execute(on: node) }
}

/// Closes a window through the window's environment-trigger handler (`dismissWindow(id:)` in
/// SwiftUI); every node of the closed window leaves the graph.
public struct DismissWindowNavigationCommand: NavigationCommand {
  /// The window's ID.
  public let id: WindowID

  /// A command closing the window `id`.
  public init(id: WindowID) { self.id = id }

  public var name: String { "dismissWindow" }

  private var send: SendEnvironmentTriggerNavigationCommand {
    SendEnvironmentTriggerNavigationCommand(DismissWindowNavigationEnvironmentTrigger(windowID: id))
  }

  public func refusal(on node: any NavigationNode) -> NavigationCommandRefusal? {
    send.refusal(on: node)
  }

  public func execute(on node: any NavigationNode) { send.execute(on: node) }
}

/// Handles a deep link on the most appropriate node — the highest node that can present, where
/// the user is — by executing there the command the window's ``NavigationDeepLinkHandler``
/// returns for it.
///
/// The handler is asked once per execution: the command it returns is checked, then executed.
public struct DefaultHandleDeepLinkNavigationCommand: PlannedNavigationCommand {
  /// The deep link.
  public let deepLink: any NavigationDeepLink

  /// A command handling `deepLink`.
  public init(_ deepLink: any NavigationDeepLink) { self.deepLink = deepLink }

  public var name: String { "handleDeepLink" }

  public func refusal(on node: any NavigationNode) -> NavigationCommandRefusal? {
    plan(on: node).refusal
  }

  public func execute(on node: any NavigationNode) { plan(on: node).run() }

  public func executeIfPossible(on node: any NavigationNode) -> NavigationCommandRefusal? {
    plan(on: node).runIfPossible()
  }

  func plan(on node: any NavigationNode) -> CommandPlan {
    guard let handler = node.window?.state.deepLinkHandler else {
      return .refused(
        .notApplicable("\(node.debugName) is not in a window with a deep-link handler"))
    }
    let target = node.highestPresenter
    guard let command = handler.command(for: deepLink, on: target) else {
      return .refused(.notApplicable("the deep-link handler does not handle \(deepLink)"))
    }
    if let planned = command as? any PlannedNavigationCommand {
      return planned.plan(on: target)
    }
    if let refusal = target.refusal(of: command) { return .refused(refusal) }
    return .run { command.execute(on: target) }
  }
}
