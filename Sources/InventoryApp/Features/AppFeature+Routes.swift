import Waypoint

extension AppFeature {
  /// What a route of the app shows: a screen on a tab's stack, or a presentation, named by its
  /// place (the stack element that presents it, where there is one).
  ///
  /// ```swift
  /// state.navigationRoutes
  /// // [.push(.inventory(#0)), .sheet(.edit(#0)), .alert(.editAlert(#0))]
  /// ```
  public enum RouteID: Hashable, Sendable {
    /// An item's detail on the Inventory tab's stack.
    case inventory(StackElementID)
    /// A screen on the Movies tab's stack.
    case movies(StackElementID)
    /// The add-item sheet, over the Inventory list.
    case addItem
    /// The alert of the add-item sheet's form.
    case addItemAlert
    /// The edit sheet of the detail with this ID.
    case edit(StackElementID)
    /// The alert of that edit sheet's form.
    case editAlert(StackElementID)
    /// The delete confirmation dialog of the detail with this ID.
    case deleteDialog(StackElementID)
    /// The settings cover, over the tabs.
    case settings
  }
}

/// The app's navigation as routes, so that a link or a restored state opened while a UI is
/// attached shows in steps SwiftUI can animate:
///
/// ```swift
/// .onOpenURL { url in
///   Task { await store.send(.openURL(url), transition: .animated()) }
/// }
/// ```
///
/// The routes are what the selected tab shows, bottom first, as the terminal demo draws it:
///
/// - The tab's stack, one push per element, identified by its `StackElementID` and its tab
///   (``AppFeature/RouteID/inventory(_:)``, ``AppFeature/RouteID/movies(_:)``).
/// - What the Inventory tab presents over its stack: the edit sheet of a detail, then its form's
///   alert; or a detail's delete dialog; or the add-item sheet over the list, then its form's
///   alert. Each is identified by the detail that presents it, so another detail's sheet is
///   another presentation.
/// - The settings cover, over everything.
///
/// SwiftUI shows one presentation at a time over a stack, and nothing over an alert or a
/// dialog. A person or a link makes at most one of the tab's presentations at a time; a
/// restored state can hold more. The routes then name one: the presentation of the topmost
/// detail that presents something, else the add-item sheet. The others are hidden and are not
/// routes; so is an alert or a dialog under the settings cover. Cutting the routes back
/// (``keepingNavigationRoutes(_:)``) dismisses the hidden presentations with the cut ones, so
/// that what is left shows exactly the routes kept.
///
/// A tab switch is not a route: both tabs keep their stacks, and the tab not shown is not in
/// the routes. The routes of the two tabs never share an ID, since each push names its tab. So
/// when a link switches tabs, the planner finds nothing shared below the first push: it first
/// dismisses what is presented, one level per step, on the tab shown; then, in one step, it
/// switches the tab and shows the new tab's stack as the link opens it; then it presents what
/// the link presents over it. Between two tabs whose stacks are empty, only presentations
/// differ, and the settings cover, the same presentation in either tab, stays up while the tab
/// changes under it.
extension AppFeature.State: NavigationRoutable {
  /// The routes shown, bottom first.
  public var navigationRoutes: [NavigationRoute<AppFeature.RouteID>] {
    var routes: [NavigationRoute<AppFeature.RouteID>]
    switch selectedTab {
    case .inventory:
      routes = inventory.path.ids.map { .push(.inventory($0)) }
      routes += inventory.presentationRoutes(underCover: settings != nil)
    case .movies:
      routes = movies.path.ids.map { .push(.movies($0)) }
    }
    if settings != nil { routes.append(.fullScreenCover(.settings)) }
    return routes
  }

  /// This state showing only its first `count` routes: the settings cover closed, the selected
  /// tab's stack cut back, and what its detail or list presents dismissed, hidden presentations
  /// included. The tab not shown is left as it is.
  ///
  /// ```swift
  /// // Item 1's detail, its edit sheet and the sheet's alert up:
  /// state.keepingNavigationRoutes(2).navigationRoutes
  /// // [.push(.inventory(#0)), .sheet(.edit(#0))]: the alert dismissed
  /// ```
  ///
  /// - Parameter count: How many of the first routes to keep, from `0` to
  ///   `navigationRoutes.count`.
  /// - Returns: The state, showing the first `count` routes of this state's.
  public func keepingNavigationRoutes(_ count: Int) -> Self {
    guard count < navigationRoutes.count else { return self }
    var state = self
    // The cover is always the last route.
    state.settings = nil
    switch selectedTab {
    case .inventory:
      state.inventory = inventory.keepingNavigationRoutes(count)
    case .movies:
      state.movies.path = movies.path.keepingNavigationRoutes(count)
    }
    return state
  }
}

/// What presents over the Inventory tab's stack, in the routes.
private enum Presenter: Equatable {
  /// The detail with this ID: its edit sheet or its delete dialog.
  case detail(StackElementID)
  /// The list: its add-item sheet.
  case list
}

extension InventoryFeature.State {
  /// The one presentation the routes show over the stack: the topmost detail's that presents
  /// something, else the list's add-item sheet.
  fileprivate var presenter: Presenter? {
    if let id = path.ids.last(where: { path[id: $0]?.detail?.destination != nil }) {
      return .detail(id)
    }
    return addItem == nil ? nil : .list
  }

  /// The routes of what presents over the stack. Under the settings cover, an alert or a dialog
  /// is hidden: nothing shows over either.
  fileprivate func presentationRoutes(
    underCover: Bool
  ) -> [NavigationRoute<AppFeature.RouteID>] {
    switch presenter {
    case nil:
      return []
    case .detail(let id):
      switch path[id: id]?.detail?.destination {
      case .edit(let form):
        let alert = form.alert != nil && !underCover
        return [.sheet(.edit(id))] + (alert ? [.alert(.editAlert(id))] : [])
      case .confirmDelete:
        return underCover ? [] : [.confirmationDialog(.deleteDialog(id))]
      case nil:
        return []
      }
    case .list:
      let alert = addItem?.alert != nil && !underCover
      return [.sheet(.addItem)] + (alert ? [.alert(.addItemAlert)] : [])
    }
  }

  /// The tab showing only its first `count` routes, where `count` is less than the app's: the
  /// stack cut back, and every presentation past the routes kept dismissed, hidden ones
  /// included.
  fileprivate func keepingNavigationRoutes(_ count: Int) -> Self {
    var state = self
    let presenter = presenter
    // How many routes of the presentation are kept: its sheet, then its alert.
    let presented = count - path.count
    state.path = path.keepingNavigationRoutes(count)
    for id in state.path.ids {
      guard case .detail(var detail) = state.path[id: id], detail.destination != nil else {
        continue
      }
      if presenter != .detail(id) || presented < 1 {
        detail.destination = nil
      } else if presented < 2, case .edit(var form) = detail.destination, form.alert != nil {
        form.alert = nil
        detail.destination = .edit(form)
      }
      state.path[id: id] = .detail(detail)
    }
    if presenter != .list || presented < 1 {
      state.addItem = nil
    } else if presented < 2, state.addItem?.alert != nil {
      state.addItem?.alert = nil
    }
    return state
  }
}
