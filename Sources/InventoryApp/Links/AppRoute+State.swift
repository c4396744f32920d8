import Foundation
import Waypoint
import WaypointRouting

extension AppFeature.State {
  /// Opens the screens a route names, in one change of the state.
  ///
  /// The route's tab is selected and its stack replaced; the other tab keeps its stack. The
  /// screens the new stack shares with the current one at its bottom are kept, with their IDs,
  /// their state and their effects. A route that names no settings cover closes it.
  ///
  /// ```swift
  /// var state = AppFeature.State()
  /// try state.open(AppRoute.router.match("inventory://items/2/edit"))
  /// state.inventory.path.count  // 1, item 2's detail with its edit sheet up
  /// ```
  ///
  /// - Parameters:
  ///   - route: The route.
  ///   - link: The link the route was read from, for errors; the route's own link by default.
  ///   - catalog: The movies and people the Movies tab shows.
  /// - Throws: A ``LinkError`` naming the part of the link that names something the app does not
  ///   have: an item not in the inventory, a movie or person not in the catalog, a quantity or
  ///   refresh interval out of range. The state is then left as it was.
  public mutating func open(
    _ route: AppRoute, link: String? = nil, catalog: MovieCatalog = .standard
  ) throws(LinkError) {
    apply(try opening(route, link: link, catalog: catalog))
  }

  /// The screens a route opens, checked against what the app has, without opening them.
  func opening(
    _ route: AppRoute, link: String? = nil, catalog: MovieCatalog = .standard
  ) throws(LinkError) -> LinkOpening {
    let place = LinkPlace(
      link: link ?? (try? AppRoute.router.url(for: route).absoluteString) ?? "\(route)")
    var opening = LinkOpening(selectedTab: selectedTab)
    let cover: AppRoute.Settings?
    switch route {
    case .inventory(let inventoryRoute):
      opening.selectedTab = .inventory
      opening.inventory = try inventory.screens(for: inventoryRoute, at: place)
      cover = inventoryRoute.settings
    case .movies(let moviesRoute):
      opening.selectedTab = .movies
      opening.movies = try MoviesFeature.State.screens(
        for: moviesRoute, catalog: catalog, at: place)
      cover = moviesRoute.settings
    case .settings(let settingsRoute):
      cover = settingsRoute
    }
    opening.settings = try cover.map { cover throws(LinkError) in
      var preferences = preferences
      if let refresh = cover.refresh {
        guard Self.refreshRange.contains(refresh) else {
          throw place.error(
            .queryItem(
              name: "refresh", found: "\(refresh)",
              expected: [
                "\(Self.refreshRange.lowerBound) to \(Self.refreshRange.upperBound) seconds"
              ]))
        }
        preferences.refreshSeconds = refresh
      }
      return SettingsFeature.State(preferences: preferences)
    }
    return opening
  }

  /// Shows the screens of a link.
  mutating func apply(_ opening: LinkOpening) {
    selectedTab = opening.selectedTab
    if let screens = opening.inventory {
      inventory.show(screens.stack, addItem: screens.addItem)
    }
    if let stack = opening.movies {
      movies.show(stack)
    }
    if settings != opening.settings { settings = opening.settings }
  }

  /// Opens a link: ``AppRoute/router`` reads its route, then ``open(_:link:catalog:)`` opens it.
  ///
  /// - Parameters:
  ///   - link: The link, `inventory://items/2`.
  ///   - catalog: The movies and people the Movies tab shows.
  /// - Throws: A ``LinkError`` naming where the link fails; the state is then left as it was.
  public mutating func open(link: String, catalog: MovieCatalog = .standard) throws(LinkError) {
    try open(AppRoute.router.match(link), link: link, catalog: catalog)
  }

  /// The navigation shown, as a route: the selected tab's stack and what is presented over it,
  /// with the unsaved edits of the topmost form and of the settings.
  ///
  /// It opens the same screens again: `state.open(state.route)` leaves the navigation as it is.
  /// What a link does not hold stays out: the other tab, the stock levels read, the forms'
  /// edits below the topmost form, and an alert other than "Name required" (the demo's back end
  /// never fails a save, so only a restored state can hold one).
  public var route: AppRoute {
    let cover = settings.map { settings in
      AppRoute.Settings(
        refresh: settings.preferences.refreshSeconds == preferences.refreshSeconds
          ? nil : settings.preferences.refreshSeconds)
    }
    switch selectedTab {
    case .inventory:
      var route = inventory.route
      route.settings = cover
      return .inventory(route)
    case .movies:
      return .movies(AppRoute.Movies(movies.route, settings: cover))
    }
  }

  /// The navigation shown, as a link: ``route`` printed by ``AppRoute/router``.
  ///
  /// - Throws: A ``LinkError`` if the route has no link; every route the app can reach has one.
  public func link() throws(LinkError) -> URL {
    try AppRoute.router.url(for: route)
  }
}

extension InventoryFeature.State {
  /// The form the add button presents: a new item, with the name being typed.
  ///
  /// - Returns: The form, or `nil` when every item ID is taken.
  func newItemForm() -> ItemFormFeature.State? {
    guard let id = freeItemID() else { return nil }
    return ItemFormFeature.State(item: Self.newItem(id: id), focus: .name)
  }

  /// The item a new form starts with.
  static func newItem(id: Item.ID) -> Item {
    Item(id: id, name: "", kind: .gadget, quantity: 1)
  }

  /// The screens a route of this tab opens: the stack, and the add-item sheet.
  fileprivate func screens(
    for route: AppRoute.Inventory, at place: LinkPlace
  ) throws(LinkError) -> (stack: [InventoryFeature.Path.State], addItem: ItemFormFeature.State?) {
    // The draft belongs to the topmost form: the add sheet, or the topmost edit sheet.
    let draftOwner =
      route.addItem != nil
      ? nil : route.stack.lastIndex { $0.destination?.is(\.edit) == true }
    var segment = 1  // after "items"
    var details: [ItemDetailFeature.State] = []
    for (position, screen) in route.stack.enumerated() {
      guard let item = items[id: screen.item] else {
        throw place.error(
          .segment(index: segment, found: "\(screen.item)", expected: [itemIDs]))
      }
      var detail = detail(for: item)
      switch screen.destination {
      case nil:
        segment += 1
      case .delete:
        detail.destination = .confirmDelete(.deleteItem(item))
        segment += 2
      case .edit(let form):
        let draft = position == draftOwner ? route.draft : AppRoute.Draft()
        detail.destination = .edit(try form.state(editing: item, draft: draft, at: place))
        segment += form.alert ? 3 : 2
      }
      details.append(detail)
    }
    var addItem: ItemFormFeature.State?
    if let form = route.addItem {
      guard let id = freeItemID() else {
        throw place.error(
          .segment(
            index: segment, found: "add", expected: ["a free item ID; every one is taken"]))
      }
      addItem = try form.state(editing: Self.newItem(id: id), draft: route.draft, at: place)
    }
    return (details.map(InventoryFeature.Path.State.detail), addItem)
  }

  /// Shows the screens of a link: the stack and the add-item sheet.
  ///
  /// A detail at the bottom of the stack is kept, with its ID and its stock refresh, when it
  /// shows the same item and presents the same thing as the new one. One that presents
  /// something else is replaced: the stack's operator then ends it with what it presented, and
  /// their effects.
  mutating func show(_ stack: [InventoryFeature.Path.State], addItem: ItemFormFeature.State?) {
    path.replace(with: stack) {
      $0.detail?.item.id == $1.detail?.item.id && $0.detail?.destination == $1.detail?.destination
    }
    if self.addItem != addItem { self.addItem = addItem }
  }

  /// What a link to an unknown item expected.
  private var itemIDs: String {
    let ids = items.ids.map(String.init)
    guard !ids.isEmpty else { return "an item of the inventory, which is empty" }
    let shown = ids.prefix(12).joined(separator: ", ")
    return "an item of the inventory: \(shown)\(ids.count > 12 ? ", …" : "")"
  }

  /// The tab's navigation as a route.
  var route: AppRoute.Inventory {
    var route = AppRoute.Inventory()
    var topForm: (form: ItemFormFeature.State, item: Item)?
    for element in path {
      guard case .detail(let detail) = element else { continue }
      var screen = AppRoute.ItemDetail(detail.item.id)
      switch detail.destination {
      case nil:
        break
      case .confirmDelete:
        screen.destination = .delete
      case .edit(let form):
        screen.destination = .edit(form.route)
        topForm = (form, detail.item)
      }
      route.stack.append(screen)
    }
    if let addItem {
      route.addItem = addItem.route
      topForm = (addItem, Self.newItem(id: addItem.item.id))
    }
    if let (form, item) = topForm {
      route.draft = AppRoute.Draft(
        name: form.item.name == item.name ? nil : form.item.name,
        kind: form.item.kind == item.kind ? nil : form.item.kind,
        quantity: form.item.quantity == item.quantity ? nil : form.item.quantity,
        focus: form.focus)
    }
    return route
  }
}

extension ItemFormFeature.State {
  /// The form as a route.
  var route: AppRoute.Form {
    AppRoute.Form(alert: alert == .nameRequired)
  }
}

extension AppRoute.Form {
  /// The form this route opens on `item`, with the draft's edits.
  fileprivate func state(
    editing item: Item, draft: AppRoute.Draft, at place: LinkPlace
  ) throws(LinkError) -> ItemFormFeature.State {
    var item = item
    if let name = draft.name { item.name = name }
    if let kind = draft.kind { item.kind = kind }
    if let quantity = draft.quantity {
      let range = AppFeature.State.countRange
      guard range.contains(quantity) else {
        throw place.error(
          .queryItem(
            name: "quantity", found: "\(quantity)",
            expected: ["\(range.lowerBound) to \(range.upperBound)"]))
      }
      item.quantity = quantity
    }
    var form = ItemFormFeature.State(item: item, focus: draft.focus)
    if alert { form.alert = .nameRequired }
    return form
  }
}

extension MoviesFeature.State {
  /// The stack a route of this tab opens.
  fileprivate static func screens(
    for route: AppRoute.Movies, catalog: MovieCatalog, at place: LinkPlace
  ) throws(LinkError) -> [MoviesFeature.Path.State] {
    var screens: [MoviesFeature.Path.State] = []
    for (position, screen) in route.stack.enumerated() {
      // "movies", then two segments a screen: the ID is the second.
      let segment = 2 + 2 * position
      func unknown(_ id: Int, _ what: String, among ids: [Int]) -> LinkError {
        place.error(
          .segment(
            index: segment, found: "\(id)",
            expected: ["\(what) of the catalog: \(ids.map(String.init).joined(separator: ", "))"]
          ))
      }
      switch screen {
      case .movie(let id), .cast(let id):
        guard let movie = catalog.movie(id) else {
          throw unknown(id, "a movie", among: catalog.movies.map(\.id))
        }
        screens.append(
          screen.is(\.movie)
            ? .movie(MovieFeature.State(movie: movie))
            : .cast(CastFeature.State(movie: movie, cast: catalog.cast(of: movie))))
      case .person(let id), .filmography(let id):
        guard let person = catalog.person(id) else {
          throw unknown(id, "a person", among: catalog.people.map(\.id))
        }
        screens.append(
          screen.is(\.person)
            ? .person(PersonFeature.State(person: person))
            : .filmography(
              FilmographyFeature.State(person: person, movies: catalog.filmography(of: id))))
      }
    }
    return screens
  }

  /// Shows the stack of a link, keeping the screens at its bottom that it shares with the one
  /// shown.
  mutating func show(_ stack: [MoviesFeature.Path.State]) {
    path.replace(with: stack) { $0 == $1 }
  }

  /// The tab's stack as a route.
  var route: [AppRoute.MovieScreen] {
    path.map { element in
      switch element {
      case .movie(let state): .movie(state.movie.id)
      case .cast(let state): .cast(state.movie.id)
      case .person(let state): .person(state.person.id)
      case .filmography(let state): .filmography(state.person.id)
      }
    }
  }
}

/// The screens a link opens, checked and not shown yet: the selected tab, the stack (and sheet)
/// of the route's tab, and the settings cover.
struct LinkOpening {
  var selectedTab: AppFeature.Tab
  var inventory: (stack: [InventoryFeature.Path.State], addItem: ItemFormFeature.State?)?
  var movies: [MoviesFeature.Path.State]?
  var settings: SettingsFeature.State?
}

/// The link being opened, which errors name.
private struct LinkPlace {
  let link: String

  func error(_ reason: LinkError.Reason) -> LinkError {
    LinkError(link: link, reason: reason)
  }
}

extension AlertState where Action == ItemFormFeature.Action.Alert {
  /// The alert a form shows when it is saved without a name.
  public static var nameRequired: Self {
    AlertState {
      TextState("Name required")
    } actions: {
      ButtonState(action: .okTapped) { TextState("OK") }
    } message: {
      TextState("Give the item a name before saving.")
    }
  }
}
