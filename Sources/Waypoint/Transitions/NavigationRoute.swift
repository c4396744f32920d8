/// How a route is shown: the earlier name of ``PresentationStyle``, which every part of
/// Waypoint now shares.
@available(*, deprecated, renamed: "PresentationStyle")
public typealias NavigationRouteStyle = PresentationStyle

/// One screen of a navigation: pushed on its level's stack, or presenting a new level.
///
/// A list of routes reads bottom first; the root screen is implicit, so `[]` is the root alone.
/// The list splits into levels: level 0 is the pushes at its start, and each presentation starts
/// a new level made of itself and the pushes after it.
///
/// ```swift
/// let routes: [NavigationRoute<String>] = [
///   .push("item"), .push("details"),  // level 0: the root's stack
///   .sheet("edit"), .push("photo"),   // level 1: a sheet with a stack of its own
///   .alert("discard"),                // level 2: an alert over the sheet
/// ]
/// ```
///
/// Two routes are the same route when both their ``id`` and their ``style`` are equal.
public struct NavigationRoute<ID: Hashable>: Hashable {
  /// What the route shows; unique within a list of routes.
  public var id: ID
  /// How the route is shown.
  public var style: PresentationStyle

  /// Creates a route.
  ///
  /// ```swift
  /// NavigationRoute(.sheet, id: "edit") == .sheet("edit")  // true
  /// ```
  ///
  /// - Parameters:
  ///   - style: How the route is shown.
  ///   - id: What the route shows.
  public init(_ style: PresentationStyle, id: ID) {
    self.id = id
    self.style = style
  }

  /// A route pushed on its level's stack.
  ///
  /// - Parameter id: What the route shows.
  /// - Returns: The route.
  public static func push(_ id: ID) -> Self { Self(.push, id: id) }

  /// A route presented as a sheet.
  ///
  /// - Parameter id: What the route shows.
  /// - Returns: The route.
  public static func sheet(_ id: ID) -> Self { Self(.sheet, id: id) }

  /// A route presented as a full-screen cover.
  ///
  /// - Parameter id: What the route shows.
  /// - Returns: The route.
  public static func fullScreenCover(_ id: ID) -> Self { Self(.fullScreenCover, id: id) }

  /// A route presented as a popover.
  ///
  /// - Parameter id: What the route shows.
  /// - Returns: The route.
  public static func popover(_ id: ID) -> Self { Self(.popover, id: id) }

  /// A route presented as an alert; it must be the last of its list.
  ///
  /// - Parameter id: What the route shows.
  /// - Returns: The route.
  public static func alert(_ id: ID) -> Self { Self(.alert, id: id) }

  /// A route presented as a confirmation dialog; it must be the last of its list.
  ///
  /// - Parameter id: What the route shows.
  /// - Returns: The route.
  public static func confirmationDialog(_ id: ID) -> Self { Self(.confirmationDialog, id: id) }
}

extension NavigationRoute: Sendable where ID: Sendable {}

/// Why a list of routes cannot be shown.
///
/// ```swift
/// try NavigationRoutes.validate([.alert("delete"), .push("item")])
/// // throws .routeAfterEndOfLevel(index: 1, style: .alert)
/// ```
public enum NavigationRouteError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The route at `index` follows an alert or a confirmation dialog (of `style`, at `index - 1`),
  /// which ends its level: nothing can be pushed on it or presented over it.
  case routeAfterEndOfLevel(index: Int, style: PresentationStyle)
  /// The route at `index` has the same ID as the route at `firstIndex`, an earlier one.
  case duplicateID(index: Int, firstIndex: Int)

  /// What is wrong, where, and how to fix it.
  public var description: String {
    switch self {
    case .routeAfterEndOfLevel(let index, let style):
      return """
        The route at index \(index) follows the \(style) at index \(index - 1), which ends \
        its level: nothing can be pushed on it or presented over it. Show the \(style) \
        last, or remove the routes after it.
        """
    case .duplicateID(let index, let firstIndex):
      return """
        The route at index \(index) has the same ID as the route at index \(firstIndex). \
        Give each route in the list its own ID.
        """
    }
  }
}

/// Checks lists of routes.
///
/// A list of routes is what a screen state shows, bottom first (``NavigationRoutable``). It can
/// be shown only when nothing follows an alert or a confirmation dialog and no two routes share
/// an ID: ``validate(_:)`` says where a list breaks either rule. ``TransitionPlanner`` checks the
/// start and the target with it before planning; check the routes a state builds in its tests.
public enum NavigationRoutes {
  /// Checks that a list of routes can be shown: nothing follows an alert or a confirmation
  /// dialog, and no two routes share an ID.
  ///
  /// ```swift
  /// try NavigationRoutes.validate([.push(1), .sheet(2), .alert(3)])  // passes
  /// try NavigationRoutes.validate([.push(1), .sheet(1)])
  /// // throws .duplicateID(index: 1, firstIndex: 0)
  /// ```
  ///
  /// - Parameter routes: The routes, bottom first.
  /// - Throws: The first problem, by index: ``NavigationRouteError``.
  public static func validate<ID>(
    _ routes: [NavigationRoute<ID>]
  ) throws(NavigationRouteError) {
    var firstIndices: [ID: Int] = [:]
    for (index, route) in routes.enumerated() {
      if index > 0, routes[index - 1].style.endsLevel {
        throw .routeAfterEndOfLevel(index: index, style: routes[index - 1].style)
      }
      if let firstIndex = firstIndices.updateValue(index, forKey: route.id) {
        throw .duplicateID(index: index, firstIndex: firstIndex)
      }
    }
  }
}
