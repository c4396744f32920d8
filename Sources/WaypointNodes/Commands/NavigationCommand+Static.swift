import Foundation

extension NavigationCommand where Self == StackAppendNavigationCommand {
  /// Pushes `node` onto the nearest stack.
  public static func stackAppend(_ node: any NavigationNode, animated: Bool = true) -> Self {
    Self(node, animated: animated)
  }
}

extension NavigationCommand where Self == StackDropLastNavigationCommand {
  /// Pops the last `k` nodes of the nearest stack; its root stays.
  public static func stackDropLast(_ k: Int = 1, animated: Bool = true) -> Self {
    Self(k, animated: animated)
  }
}

extension NavigationCommand where Self == StackDropToRootNavigationCommand {
  /// Pops every node above the root of the nearest stack.
  public static func stackDropToRoot(animated: Bool = true) -> Self {
    Self(animated: animated)
  }
}

extension NavigationCommand where Self == StackSetRootNavigationCommand {
  /// Replaces the root of the nearest stack; with `clear`, pops the rest as well.
  public static func stackSetRoot(
    _ rootNode: any NavigationNode, clear: Bool = false, animated: Bool = true
  ) -> Self {
    Self(rootNode, clear: clear, animated: animated)
  }
}

extension NavigationCommand where Self == StackMapNavigationCommand {
  /// Changes the nearest stack to what `transform` returns for its nodes.
  public static func stackMap(
    animated: Bool = true,
    _ transform: @escaping ([StackNavigationNode]) -> [StackNavigationNode]
  ) -> Self {
    Self(animated: animated, transform)
  }
}

extension NavigationCommand where Self == PresentNavigationCommand {
  /// Presents on the highest node that can present, or, with a `sourceID`, on the executing
  /// node.
  public static func present(
    _ presentedNode: some PresentedNavigationNode, animated: Bool = true
  ) -> Self {
    Self(presentedNode, animated: animated)
  }
}

extension NavigationCommand where Self == PresentOnGivenNodeNavigationCommand {
  /// Presents on `presenter`.
  public static func present(
    _ presentedNode: some PresentedNavigationNode, on presenter: any NavigationNode,
    animated: Bool = true
  ) -> Self {
    Self(presentedNode, on: presenter, animated: animated)
  }
}

extension NavigationCommand where Self == DismissNavigationCommand {
  /// Dismisses the highest presented node.
  public static func dismiss(animated: Bool = true) -> Self { Self(animated: animated) }
}

extension NavigationCommand where Self == DismissJustFromPresentedNavigationCommand {
  /// Dismisses the executing node's presentation, if it is the highest.
  public static func dismissJustFromPresented(animated: Bool = true) -> Self {
    Self(animated: animated)
  }
}

extension NavigationCommand where Self == ResolvedHideNavigationCommand {
  /// Pops the executing node when it stands above a stack's root; otherwise dismisses the
  /// presentation it is in.
  public static func hide(animated: Bool = true) -> Self { Self(animated: animated) }
}

extension NavigationCommand where Self == TabsSelectItemNavigationCommand {
  /// Selects the tab `id` of the nearest tabs root.
  public static func tabsSelectItem(_ id: some Hashable) -> Self { Self(id) }
}

extension NavigationCommand where Self == SwitchNavigationCommand {
  /// Makes the executing switched node show `node`.
  public static func switchNode(_ node: any NavigationNode) -> Self { Self(node) }
}

extension NavigationCommand where Self == OpenWindowNavigationCommand {
  /// Opens the window `id`.
  public static func openWindow(id: WindowID) -> Self { Self(id: id) }
}

extension NavigationCommand where Self == DismissWindowNavigationCommand {
  /// Closes the window `id`.
  public static func dismissWindow(id: WindowID) -> Self { Self(id: id) }
}

extension NavigationCommand where Self == DefaultHandleDeepLinkNavigationCommand {
  /// Handles `deepLink` on the most appropriate node, through the window's handler.
  public static func handleDeepLink(_ deepLink: any NavigationDeepLink) -> Self { Self(deepLink) }
}

extension NavigationCommand where Self == OpenURLNavigationCommand {
  /// Opens `url` through the window's environment-trigger handler.
  public static func openURL(_ url: URL) -> Self { Self(url) }
}

extension NavigationCommand where Self == SendEnvironmentTriggerNavigationCommand {
  /// Sends `trigger` to the window's environment-trigger handler.
  public static func sendEnvironmentTrigger(_ trigger: any NavigationEnvironmentTrigger) -> Self {
    Self(trigger)
  }
}

extension NavigationNode {
  /// Sends `trigger` to the window's environment-trigger handler.
  ///
  /// - Parameter trigger: The trigger.
  /// - Returns: Success, or why the trigger could not be handled.
  @discardableResult
  public func sendEnvironmentTrigger(
    _ trigger: any NavigationEnvironmentTrigger
  ) -> Result<Void, NavigationCommandError> {
    execute(.sendEnvironmentTrigger(trigger))
  }
}
