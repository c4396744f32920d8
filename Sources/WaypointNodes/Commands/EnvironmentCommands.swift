import Foundation

/// A command that sends an environment trigger to the executing node's window's
/// ``NavigationEnvironmentTriggerHandler``: open a URL, open or close a window, or a trigger of
/// the app's own. It cannot execute outside a window, or when the handler refuses the trigger.
///
/// A conforming command gives only its ``trigger``: the check and the execution come with the
/// protocol. Conform to name a trigger of the app's own as a command:
///
/// ```swift
/// /// Asks for a review of the app, through the window's handler.
/// struct AskForReviewNavigationCommand: NavigationEnvironmentTriggerCommand {
///   var name: String { "askForReview" }
///   var trigger: any NavigationEnvironmentTrigger { AskForReviewTrigger() }
/// }
///
/// try home.execute(AskForReviewNavigationCommand()).get()
/// ```
///
/// ``NavigationNode/sendEnvironmentTrigger(_:)`` sends a trigger without a command type.
public protocol NavigationEnvironmentTriggerCommand: NavigationCommand {
  /// The trigger sent.
  var trigger: any NavigationEnvironmentTrigger { get }
}

extension NavigationEnvironmentTriggerCommand {
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

/// Sends an environment trigger to the executing node's window's handler.
public struct SendEnvironmentTriggerNavigationCommand: NavigationEnvironmentTriggerCommand {
  public let trigger: any NavigationEnvironmentTrigger

  /// A command sending `trigger`.
  public init(_ trigger: any NavigationEnvironmentTrigger) { self.trigger = trigger }

  public var name: String { "sendEnvironmentTrigger(\(type(of: trigger)))" }
}

/// Opens a URL through the window's environment-trigger handler (`openURL` in SwiftUI).
public struct OpenURLNavigationCommand: NavigationEnvironmentTriggerCommand {
  /// The URL.
  public let url: URL

  /// A command opening `url`.
  public init(_ url: URL) { self.url = url }

  public var name: String { "openURL" }

  public var trigger: any NavigationEnvironmentTrigger {
    OpenURLNavigationEnvironmentTrigger(url: url)
  }
}

/// Opens a window through the window's environment-trigger handler (`openWindow(id:)` in
/// SwiftUI).
public struct OpenWindowNavigationCommand: NavigationEnvironmentTriggerCommand {
  /// The window's ID.
  public let id: WindowID

  /// A command opening the window `id`.
  public init(id: WindowID) { self.id = id }

  public var name: String { "openWindow" }

  public var trigger: any NavigationEnvironmentTrigger {
    OpenWindowNavigationEnvironmentTrigger(windowID: id)
  }
}

/// Closes a window through the window's environment-trigger handler (`dismissWindow(id:)` in
/// SwiftUI); every node of the closed window leaves the graph.
public struct DismissWindowNavigationCommand: NavigationEnvironmentTriggerCommand {
  /// The window's ID.
  public let id: WindowID

  /// A command closing the window `id`.
  public init(id: WindowID) { self.id = id }

  public var name: String { "dismissWindow" }

  public var trigger: any NavigationEnvironmentTrigger {
    DismissWindowNavigationEnvironmentTrigger(windowID: id)
  }
}

/// Handles a deep link on the most appropriate node — the highest node that can present, where
/// the user is — by executing there the command the window's ``NavigationDeepLinkHandler``
/// returns for it.
///
/// The handler is asked once per execution: the command it returns is checked, then executed.
///
/// `.handleDeepLink(_:)` makes one. Executed on any node of the window, it reaches where the user
/// is:
///
/// ```swift
/// // `recipeLinks` presents `.sheet(.stacked(RecipeNode(id: id)))` for `.recipe(id)`.
/// let window = WindowNavigationNode(rootNode: .stacked(home), deepLinkHandler: recipeLinks)
/// try home.execute(.present(.sheet(.stacked(DetailNode())))).get()
/// try home.execute(.handleDeepLink(RecipeLink.recipe(7))).get()
/// // The handler got the sheet's stack root, and the recipe is presented over the detail.
/// window.topNode is RecipeNode  // true
/// ```
///
/// When the handler returns `nil`, or a command that cannot execute, nothing changes and the
/// command fails with the reason.
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
