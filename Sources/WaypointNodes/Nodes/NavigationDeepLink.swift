/// Content that directs navigation: a parsed URL, a notification's payload, data from a
/// server. Any type can be one.
///
/// ```swift
/// enum AppLink: NavigationDeepLink {
///   case recipe(id: Int)
/// }
/// root.execute(.handleDeepLink(AppLink.recipe(id: 7)))
/// ```
///
/// A ``NavigationDeepLinkHandler``, given to the window, decides what a deep link does; a URL
/// becomes a deep link through a `LinkRouter` of WaypointRouting.
public protocol NavigationDeepLink {}

/// Decides what a deep link does: the command to execute, on the node the deep link reached.
///
/// ``NavigationCommand/handleDeepLink(_:)`` hands the deep link to the window's handler with the
/// most appropriate node — the highest node that can present, where the user is — and executes
/// the command the handler returns there. A handler that returns `nil` refuses the link, and the
/// graph is left as it was.
///
/// ```swift
/// let handler = DeepLinkHandler { link, node in
///   guard case .recipe(let id) = link as? AppLink else { return nil }
///   return .present(.sheet(.stacked(RecipeNode(id: id))))
/// }
/// ```
@MainActor
public protocol NavigationDeepLinkHandler {
  /// The command that handles `deepLink` on `node`, or `nil` when this handler does not handle
  /// it.
  ///
  /// - Parameters:
  ///   - deepLink: The deep link.
  ///   - node: The node it reached: the highest node that can present.
  func command(for deepLink: any NavigationDeepLink, on node: any NavigationNode)
    -> (any NavigationCommand)?
}

/// A ``NavigationDeepLinkHandler`` made of a closure.
///
/// The closure gets the deep link and the node it reached, the highest that can present, and
/// returns the command to execute there, or `nil` to refuse the link. Give it to the window:
///
/// ```swift
/// let recipeLinks = DeepLinkHandler { link, node in
///   guard case .recipe(let id)? = link as? RecipeLink else { return nil }
///   return .present(.sheet(.stacked(RecipeNode(id: id))))
/// }
/// let window = WindowNavigationNode(rootNode: .stacked(home), deepLinkHandler: recipeLinks)
/// try home.execute(.handleDeepLink(RecipeLink.recipe(7))).get()  // a recipe's sheet
/// home.refusal(of: .handleDeepLink(UnknownLink()))?.reason
/// // "the deep-link handler does not handle UnknownLink()"
/// ```
public struct DeepLinkHandler: NavigationDeepLinkHandler {
  private let body: (any NavigationDeepLink, any NavigationNode) -> (any NavigationCommand)?

  /// A handler calling `body`.
  ///
  /// - Parameter body: Returns the command that handles a deep link on a node, or `nil`.
  public init(
    _ body:
      @escaping (any NavigationDeepLink, any NavigationNode) -> (
        any NavigationCommand
      )?
  ) {
    self.body = body
  }

  public func command(for deepLink: any NavigationDeepLink, on node: any NavigationNode)
    -> (any NavigationCommand)?
  {
    body(deepLink, node)
  }
}
