import Waypoint

/// The tab shown is the only one whose navigation is seen: the other tab keeps its stack and
/// what it presents, out of sight.
extension AppFeature.State: NavigationSelection {
  /// The property of the tab shown: `inventory` or `movies`.
  package var selectedNavigationChild: String { selectedTab.rawValue }

  /// Shows the tab stored under `name`, as a link that names it does.
  package mutating func selectNavigationChild(_ name: String) -> Bool {
    guard let tab = AppFeature.Tab(rawValue: name) else { return false }
    selectedTab = tab
    return true
  }
}

/// The app's navigation as routes, derived from its state's ``Navigation``, so that a link or
/// a restored state opened while a UI is attached shows in steps SwiftUI can animate:
///
/// ```swift
/// .onOpenURL { url in
///   Task { await store.send(.openURL(url), transition: .stepwise()) }
/// }
///
/// state.navigationRoutes
/// // [.push(detail #0), .sheet(edit (destination in #0)), .alert(alert (destination.alert in #0))]
/// ```
///
/// The routes are what the selected tab shows, bottom first: its stack, then what its screens
/// present, then the settings cover over everything. An alert or a dialog under the cover is
/// hidden, and cutting the routes back dismisses it with the cover.
///
/// A tab switch is not a route: the tab not shown is not in the routes, and cutting back leaves
/// it as it is. So when a link switches tabs, the planner first dismisses what is presented on
/// the tab shown, one level per step; then, in one step, it switches the tab and shows the new
/// tab's stack; then it presents what the link presents over it.
extension AppFeature.State: NavigationRoutable {}
